import { describe, expect, it } from "vitest";
import { sitemapXml } from "./sitemap";

describe("sitemapXml", () => {
  it("lists each path as an absolute URL", () => {
    const xml = sitemapXml("https://cio.example.ca", ["/", "/faq"]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      "https://cio.example.ca/",
      "https://cio.example.ca/faq",
    ]);
  });

  it("escapes characters that XML reserves", () => {
    expect(sitemapXml("https://a.example", ["/?a=1&b=<2>"])).toContain(
      "<loc>https://a.example/?a=1&amp;b=&lt;2&gt;</loc>",
    );
  });
});
