import type { Locale } from "~/domain/locale";
import { AUTH_BASE_PATH } from "./better-auth.server";

// The language a Google account is made in. Google's sign-in leaves the site and comes back to
// Better Auth's callback, which makes the account: the page it started from is remembered in a
// short cookie that only the callback's path receives, and read there into the header Better Auth
// stores the language from. Its value only chooses between the two languages.

const COOKIE = "account-language";
const LIFETIME_SECONDS = 15 * 60;

/** The Set-Cookie line that remembers the language of the page a Google sign-in started from. */
export function accountLanguageSetCookie(locale: Locale, secure: boolean): string {
  return `${COOKIE}=${locale}; Max-Age=${LIFETIME_SECONDS}; Path=${AUTH_BASE_PATH}/callback; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The language the cookie names; English when it is absent or anything else. */
export function accountLanguageOf(request: Request): Locale {
  for (const pair of (request.headers.get("cookie") ?? "").split(";")) {
    const separator = pair.indexOf("=");
    if (separator > 0 && pair.slice(0, separator).trim() === COOKIE) return pair.slice(separator + 1).trim() === "fr" ? "fr" : "en";
  }
  return "en";
}
