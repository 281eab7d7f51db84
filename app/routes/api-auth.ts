import { CLIENT_IP_HEADER } from "~/server/auth.server";
import { readBodyBytes } from "~/server/form-posts.server";
import { requestInfoContext } from "~/server/request-context.server";
import { services } from "~/server/services.server";
import type { Route } from "./+types/api-auth";

/**
 * Better Auth's own endpoints (/api/auth/*): the e-mail verification link and Google's callback
 * land here. The visitor's address is set by us, never taken from the request.
 */
async function passToAuth({ request, context }: Route.LoaderArgs | Route.ActionArgs) {
  const { auth } = await services();
  const headers = new Headers(request.headers);
  headers.set(CLIENT_IP_HEADER, context.get(requestInfoContext).clientIp);
  const hasBody = !["GET", "HEAD"].includes(request.method.toUpperCase());
  return auth.handler(
    // Bodies are read up to the forms' limit: a chunked megabyte gets 413, not a parse.
    new Request(request.url, { method: request.method, headers, body: hasBody ? await readBodyBytes(request) : undefined }),
  );
}

export const loader = passToAuth;
export const action = passToAuth;
