import { redirect } from "react-router";
import { accountPaths, signedInHome } from "~/domain/account-paths";
import { safeRedirectPath } from "~/domain/admin-access";
import { localeOfPath } from "~/domain/locale";
import { accountLanguageSetCookie } from "~/server/auth/account-language.server";
import { isSecureSite } from "~/server/auth/known-browser.server";
import { startGoogleSignIn, withCookies } from "~/server/auth/auth-requests.server";
import { requestInfoContext } from "~/server/http/request-context.server";
import { services } from "~/server/services.server";
import type { Route } from "./+types/login-google";
import { log } from "~/server/log/logger.server";

/**
 * 'Continue with Google': sends the browser to Google's sign-in, or back to the sign-in page (in
 * the language of the page it came from) saying why not. An account Google's callback makes is
 * stored with that language, which a short cookie carries there.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth, config } = await services();
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const login = accountPaths.login[locale];
  if (!config.google) return redirect(`${login}?error=google-not-configured`);
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"), signedInHome(locale));
  const reply = await startGoogleSignIn(
    { auth, baseUrl: config.baseUrl, request, clientIp: context.get(requestInfoContext).clientIp, locale },
    redirectTo,
  );
  const google = reply.body.url;
  if (!reply.ok || typeof google !== "string") {
    log.error(`Google sign-in could not start: ${reply.status} ${reply.code ?? ""}`);
    return redirect(`${login}?error=google`);
  }
  const headers = withCookies(reply.setCookies);
  headers.append("Set-Cookie", accountLanguageSetCookie(locale, isSecureSite(config.baseUrl)));
  return redirect(google, { headers });
}
