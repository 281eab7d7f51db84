import type { Locale } from "./locale";
import { withoutTrailingSlashes } from "./trailing-slashes";

/**
 * The account pages' paths in each language. Anyone may make an account (docs/product.md), so a
 * French visitor signs up, confirms the address and chooses a password in French; the admin
 * workspace behind them stays English. These pages are not public pages (pagePaths): they are
 * never indexed, shared or listed in the sitemap, and each answers for one visitor.
 */
export const accountPaths = {
  login: { en: "/login", fr: "/fr/connexion" },
  google: { en: "/login/google", fr: "/fr/connexion/google" },
  forgot: { en: "/login/forgot", fr: "/fr/connexion/mot-de-passe-oublie" },
  reset: { en: "/login/reset", fr: "/fr/connexion/nouveau-mot-de-passe" },
  register: { en: "/register", fr: "/fr/inscription" },
  registerSent: { en: "/register/sent", fr: "/fr/inscription/courriel-envoye" },
  registerConfirm: { en: "/register/confirm", fr: "/fr/inscription/confirmation" },
  accountPassword: { en: "/account/password", fr: "/fr/compte/mot-de-passe" },
} as const satisfies Record<string, Record<Locale, string>>;

export type AccountPageKey = keyof typeof accountPaths;

/** The account page a path is, with its language, or null. */
export function accountPageOfPath(pathname: string): { page: AccountPageKey; locale: Locale } | null {
  for (const [page, paths] of Object.entries(accountPaths) as [AccountPageKey, Record<Locale, string>][]) {
    if (paths.en === pathname) return { page, locale: "en" };
    if (paths.fr === pathname) return { page, locale: "fr" };
  }
  return null;
}

/** The account pages' paths in one language. */
export const accountPathsIn = (locale: Locale) =>
  Object.fromEntries(Object.entries(accountPaths).map(([key, paths]) => [key, paths[locale]])) as Record<AccountPageKey, string>;

/**
 * Where a sign-in without a place to return to goes: the admin workspace from the English page; the
 * French sign-in page from the French one, which sends an admin on to the (English) workspace and
 * tells anyone else, in French, that the account has no access there.
 */
export const signedInHome = (locale: Locale) => (locale === "fr" ? accountPaths.login.fr : "/admin");

/** The sign-in page that brings a visitor back to `path`, in the language of the page they were on. */
export const loginPathIn = (locale: Locale, path: string) => `${accountPaths.login[locale]}?redirectTo=${encodeURIComponent(path)}`;

/**
 * Where the language switch leads from an account page: the same page in the other language,
 * keeping its query (the token of an e-mailed link, the page to return to after signing in).
 * Null for any other path (locale.ts's counterpartPath answers those).
 */
export function accountCounterpartPath(pathname: string, search: string): string | null {
  const found = accountPageOfPath(withoutTrailingSlashes(pathname));
  return found ? `${accountPaths[found.page][found.locale === "fr" ? "en" : "fr"]}${search}` : null;
}
