import { privatePaths } from "~/content/site";
import { config } from "~/server/config.server";

export function loader() {
  const body = [
    "User-agent: *",
    ...privatePaths.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${config().baseUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
