import { bookingPaths, pagePaths } from "~/domain/locale";
import { sitemapXml } from "~/domain/sitemap";
import { config } from "~/server/config.server";

export function loader() {
  return new Response(sitemapXml(config().baseUrl, [...Object.values(pagePaths), bookingPaths]), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
