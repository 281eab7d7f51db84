import { redirect } from "react-router";
import { signOut, withCookies } from "~/server/auth/auth-requests.server";
import { requestInfoContext } from "~/server/http/request-context.server";
import { services } from "~/server/services.server";
import type { Route } from "./+types/logout";

/** POST /logout ends the session in the database and clears the cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  const { auth, config } = await services();
  const reply = await signOut({ auth, baseUrl: config.baseUrl, request, clientIp: context.get(requestInfoContext).clientIp });
  return redirect("/login", { headers: withCookies(reply.setCookies) });
}

/** Signing out changes state, so it takes a POST; a GET just goes to the sign-in page. */
export const loader = () => redirect("/login");
