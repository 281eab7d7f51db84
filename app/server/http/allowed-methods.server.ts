import type { MiddlewareFunction } from "react-router";

/**
 * React Router answers 405 when a route has no action; HTTP wants the methods it
 * does accept named in `Allow`. A route with an action accepts every method, so a
 * 405 only ever comes from a read-only route.
 */
export const allowHeaderOnMethodNotAllowed: MiddlewareFunction<Response> = async (_args, next) => {
  const response = await next();
  if (response.status === 405) response.headers.set("Allow", "GET, HEAD");
  return response;
};
