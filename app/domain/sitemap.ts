import { type Locale, languageTags, locales } from "~/domain/locale";

const xmlEscapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => xmlEscapes[character] ?? character);
}

/**
 * A sitemaps.org document listing each page in each language on the base URL. Every entry names
 * all the page's languages, itself included, and English as the default, so search engines pair
 * the two versions from the sitemap alone.
 */
export function sitemapXml(baseUrl: string, pages: readonly Record<Locale, string>[]): string {
  const url = (path: string) => escapeXml(`${baseUrl}${path}`);
  const urls = pages.flatMap((paths) => {
    const alternates = [...locales.map((locale) => [languageTags[locale], paths[locale]] as const), ["x-default", paths.en] as const].map(
      ([tag, path]) => `    <xhtml:link rel="alternate" hreflang="${tag}" href="${url(path)}"/>`,
    );
    return locales.map((locale) => ["  <url>", `    <loc>${url(paths[locale])}</loc>`, ...alternates, "  </url>"].join("\n"));
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
