import type { MetaDescriptor } from "react-router";
import { type Locale, localeOfPath, ogLocales } from "~/domain/locale";
import type { PageMetaCopy } from "~/content/types";
import { wordsAt } from "./use-words";

/**
 * Title, description and link-preview tags for a page, in the language of its path (pass the
 * `location` a route's `meta` gets; English without one). Canonical URLs and hreflang alternates
 * come from the root layout.
 */
export function pageMeta({ title, description }: PageMetaCopy, location = { pathname: "/" }): MetaDescriptor[] {
  const locale = localeOfPath(location.pathname);
  const other: Locale = locale === "fr" ? "en" : "fr";
  // « … | Fractional CIO Canada – DPI à temps partagé » in French: the brand with its French descriptor.
  const { tradeName: name } = wordsAt(location).site.site;
  const fullTitle = `${title} | ${name}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: name },
    { property: "og:locale", content: ogLocales[locale] },
    { property: "og:locale:alternate", content: ogLocales[other] },
  ];
}
