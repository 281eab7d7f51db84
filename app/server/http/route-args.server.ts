import type { FormPost } from "../form-post.server";
import { readFormBody } from "./form-body.server";
import { requestInfoContext, type RequestInfo } from "./request-context.server";

// What route modules hand the server code behind them: plain values taken from React Router's
// arguments, so that code needs nothing from this folder.

/** A route's loader or action arguments, as far as this server's request context goes. */
export type RouteArgs = { request: Request; context: { get: (key: typeof requestInfoContext) => RequestInfo } };

/** This request's facts from the server (createApp's getLoadContext), or a shared render's. */
export const requestInfoOf = (args: RouteArgs): RequestInfo => args.context.get(requestInfoContext);

/** The posted form of a route's action; its fields are read (at most MAX_FORM_BYTES) by `read`. */
export function formPostOf(args: RouteArgs): FormPost;
export function formPostOf<Fields>(args: RouteArgs, read: (request: Request) => Promise<Fields>): FormPost<Fields>;
export function formPostOf(args: RouteArgs, read: (request: Request) => Promise<unknown> = readFormBody): FormPost<unknown> {
  return { request: args.request, clientIp: requestInfoOf(args).clientIp, readFields: () => read(args.request) };
}
