import { redirect } from "react-router";
import { accountPaths } from "~/domain/account-paths";
import { signOut, withCookies } from "~/server/auth/auth-requests.server";
import { requestInfoContext } from "~/server/http/request-context.server";
import { services } from "~/server/services.server";
import type { Route } from "./+types/logout";

/** The sign-in page to land on: the French one when the sign-out came from a French page (?lang=fr). */
const loginAfter = (request: Request) => accountPaths.login[new URL(request.url).searchParams.get("lang") === "fr" ? "fr" : "en"];

/** POST /logout ends the session in the database and clears the cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  const { auth, config } = await services();
  const reply = await signOut({ auth, baseUrl: config.baseUrl, request, clientIp: context.get(requestInfoContext).clientIp });
  return redirect(loginAfter(request), { headers: withCookies(reply.setCookies) });
}

/** Signing out changes state, so it takes a POST; a GET just goes to the sign-in page. */
export const loader = ({ request }: Route.LoaderArgs) => redirect(loginAfter(request));
