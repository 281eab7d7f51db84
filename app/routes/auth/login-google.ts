import { redirect } from "react-router";
import { safeRedirectPath } from "~/domain/admin-access";
import { startGoogleSignIn, withCookies } from "~/server/auth/auth-requests.server";
import { requestInfoContext } from "~/server/http/request-context.server";
import { services } from "~/server/services.server";
import type { Route } from "./+types/login-google";
import { log } from "~/server/log/logger.server";

/** 'Continue with Google': sends the browser to Google's sign-in, or back to /login saying why not. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth, config } = await services();
  if (!config.google) return redirect("/login?error=google-not-configured");
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"));
  const reply = await startGoogleSignIn(
    { auth, baseUrl: config.baseUrl, request, clientIp: context.get(requestInfoContext).clientIp },
    redirectTo,
  );
  const url = reply.body.url;
  if (!reply.ok || typeof url !== "string") {
    log.error(`Google sign-in could not start: ${reply.status} ${reply.code ?? ""}`);
    return redirect("/login?error=google");
  }
  return redirect(url, { headers: withCookies(reply.setCookies) });
}
