import { describe, expect, it } from "vitest";
import { sitemapXml } from "./sitemap";

const entries = (xml: string) =>
  [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = ""]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(body)?.[1],
    alternates: Object.fromEntries(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, tag, href]) => [tag, href]),
    ),
  }));

describe("sitemapXml", () => {
  it("lists each page in both languages, each naming the other, itself and the English default", () => {
    const xml = sitemapXml("https://cio.example.ca", [
      { en: "/", fr: "/fr" },
      { en: "/faq", fr: "/fr/faq" },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    const home = { "en-CA": "https://cio.example.ca/", "fr-CA": "https://cio.example.ca/fr", "x-default": "https://cio.example.ca/" };
    const faq = {
      "en-CA": "https://cio.example.ca/faq",
      "fr-CA": "https://cio.example.ca/fr/faq",
      "x-default": "https://cio.example.ca/faq",
    };
    expect(entries(xml)).toEqual([
      { loc: "https://cio.example.ca/", alternates: home },
      { loc: "https://cio.example.ca/fr", alternates: home },
      { loc: "https://cio.example.ca/faq", alternates: faq },
      { loc: "https://cio.example.ca/fr/faq", alternates: faq },
    ]);
  });

  it("escapes characters that XML reserves", () => {
    const xml = sitemapXml("https://a.example", [{ en: "/?a=1&b=<2>", fr: "/fr?a=1&b=<2>" }]);
    expect(xml).toContain("<loc>https://a.example/?a=1&amp;b=&lt;2&gt;</loc>");
    expect(xml).toContain('hreflang="fr-CA" href="https://a.example/fr?a=1&amp;b=&lt;2&gt;"');
  });
});
