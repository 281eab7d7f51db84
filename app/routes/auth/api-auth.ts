import { data, redirect } from "react-router";
import { requestErrors } from "~/content/errors";
import { accountLanguageOf } from "~/server/auth/account-language.server";
import { ACCOUNT_LOCALE_HEADER, CLIENT_IP_HEADER } from "~/server/auth/better-auth.server";
import { readBodyBytes } from "~/server/http/form-body.server";
import { requestInfoContext } from "~/server/http/request-context.server";
import { services } from "~/server/services.server";
import type { Route } from "./+types/api-auth";

/**
 * The few of Better Auth's endpoints (/api/auth/*) a browser is sent to: Google's callback, the
 * session, signing out. Everything else the site does goes through its own pages, which call
 * Better Auth on the server with their own checks and limits; answering the rest here would be a
 * side door around them (decision 0033). The visitor's address and the account's language are set
 * by us, never taken from the request's headers.
 */
const PUBLIC_ENDPOINTS = new Set(["GET /callback/google", "POST /callback/google", "GET /get-session", "POST /sign-out", "GET /error"]);

async function passToAuth({ request, context, params }: Route.LoaderArgs | Route.ActionArgs) {
  const method = request.method.toUpperCase();
  const hasBody = method !== "GET" && method !== "HEAD";
  // Bodies are read up to the forms' limit first, whatever the endpoint: a chunked megabyte gets
  // 413, and a refused body is never left unread on a kept-alive connection.
  const body = hasBody ? await readBodyBytes(request) : undefined;
  const endpoint = `${method === "HEAD" ? "GET" : method} /${params["*"] ?? ""}`;
  // Links of Better Auth's own verification e-mails, sent before our confirmation page existed:
  // signing in with the right password sends the new kind of link.
  if (endpoint === "GET /verify-email") throw redirect("/login?error=invalid_token");
  if (!PUBLIC_ENDPOINTS.has(endpoint)) throw data(requestErrors.notFound, { status: 404 });
  const { auth } = await services();
  const headers = new Headers(request.headers);
  headers.set(CLIENT_IP_HEADER, context.get(requestInfoContext).clientIp);
  // Google's callback makes the account: in the language of the page its sign-in started from.
  headers.set(ACCOUNT_LOCALE_HEADER, accountLanguageOf(request));
  return auth.handler(new Request(request.url, { method: request.method, headers, body }));
}

export const loader = passToAuth;
export const action = passToAuth;
