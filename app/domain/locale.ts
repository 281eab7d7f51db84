/**
 * The site's two languages and the path of every public page in each (decision 0036). English
 * keeps the paths it always had; French lives under /fr with French slugs. Links, the language
 * switch, hreflang alternates, the sitemap and the route table all read this one table.
 */
import { withoutTrailingSlashes } from "./trailing-slashes";

export const locales = ["en", "fr"] as const;
export type Locale = (typeof locales)[number];

/** `<html lang>`, hreflang and the locale Intl formats with. */
export const languageTags = { en: "en-CA", fr: "fr-CA" } as const satisfies Record<Locale, string>;

/** Open Graph's form of the same. */
export const ogLocales = { en: "en_CA", fr: "fr_CA" } as const satisfies Record<Locale, string>;

/** Each public page's path in each language. */
export const pagePaths = {
  home: { en: "/", fr: "/fr" },
  howItWorks: { en: "/howitworks", fr: "/fr/comment-ca-marche" },
  whyUs: { en: "/whyus", fr: "/fr/pourquoi-nous" },
  faq: { en: "/faq", fr: "/fr/faq" },
  about: { en: "/about", fr: "/fr/a-propos" },
  contact: { en: "/contact", fr: "/fr/contact" },
  team: { en: "/team", fr: "/fr/equipe" },
  cioForm: { en: "/form/cio", fr: "/fr/formulaire/cio" },
  companyForm: { en: "/form/company", fr: "/fr/formulaire/entreprise" },
  portfolioCfo: { en: "/careers/portfolio-cfo", fr: "/fr/carrieres/directeur-financier-portefeuille" },
  privacy: { en: "/privacy", fr: "/fr/confidentialite" },
} as const satisfies Record<string, Record<Locale, string>>;

export type PageKey = keyof typeof pagePaths;

/** The pages' paths in one language, for links written in that language's words. */
export const pathsIn = <L extends Locale>(locale: L) =>
  Object.fromEntries(Object.entries(pagePaths).map(([key, paths]) => [key, paths[locale]])) as {
    [K in PageKey]: (typeof pagePaths)[K][L];
  };

/** The prefix of the withdrawal page in each language (followed by the signed token). */
export const withdrawalPrefix = { en: "/withdraw/", fr: "/fr/retrait/" } as const satisfies Record<Locale, string>;

/**
 * /book in each language, and the prefix of a booking's own page (followed by its signed token).
 * Kept out of pagePaths: those pages are made once for everyone (decision 0037), while /book shows
 * the slots free at the moment: the server keeps it per list of free slots (decision 0057).
 */
export const bookingPaths = { en: "/book", fr: "/fr/reserver" } as const satisfies Record<Locale, string>;
export const managePrefix = { en: "/book/manage/", fr: "/fr/reserver/gerer/" } as const satisfies Record<Locale, string>;

/** The language a path is in: everything under /fr is French. */
export function localeOfPath(pathname: string): Locale {
  return pathname === "/fr" || pathname.startsWith("/fr/") ? "fr" : "en";
}

/** The page a path is, with its language, or null for a path that is no public page. */
export function pageOfPath(pathname: string): { page: PageKey; locale: Locale } | null {
  const path = withoutTrailingSlashes(pathname);
  for (const [page, paths] of Object.entries(pagePaths) as [PageKey, Record<Locale, string>][]) {
    for (const locale of locales) if (paths[locale] === path) return { page, locale };
  }
  return null;
}

/** A public page: one made once (`pagePaths`), or /book. Each has its words, hreflang links and share image. */
export type PublicPageKey = PageKey | "book";

/** A public page's path in each language. */
export const pathsOfPage = (page: PublicPageKey): Record<Locale, string> => (page === "book" ? bookingPaths : pagePaths[page]);

/** The public page a path is (/book included), with its language, or null. */
export function publicPageOfPath(pathname: string): { page: PublicPageKey; locale: Locale } | null {
  const path = withoutTrailingSlashes(pathname);
  const booking = locales.find((locale) => bookingPaths[locale] === path);
  return booking ? { page: "book", locale: booking } : pageOfPath(path);
}

/** Where the language switch leads from `pathname`: the same page in the other language, or the other language's home. */
export function counterpartPath(pathname: string): string {
  const found = publicPageOfPath(pathname);
  const other: Locale = (found?.locale ?? localeOfPath(pathname)) === "fr" ? "en" : "fr";
  if (found) return pathsOfPage(found.page)[other];
  for (const locale of locales) {
    for (const prefixes of [withdrawalPrefix, managePrefix]) {
      const prefix = prefixes[locale];
      if (pathname.startsWith(prefix)) return `${prefixes[other]}${pathname.slice(prefix.length)}`;
    }
  }
  return pagePaths.home[other];
}

/** The public pages' paths in one language, in the order the sitemap lists them. */
export const publicPathsIn = (locale: Locale): string[] => Object.values(pagePaths).map((paths) => paths[locale]);

/** Every public page in both languages: English first, then French. */
export const allPublicPaths: string[] = locales.flatMap(publicPathsIn);
