import { sitemapXml } from "~/domain/sitemap";
import { publicPaths } from "~/content/site";
import { config } from "~/server/config.server";

export function loader() {
  return new Response(sitemapXml(config().baseUrl, publicPaths), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
