import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allPublicPaths, bookingPaths } from "~/domain/locale";
import { publicPaths } from "~/content/site";
import { type RunningServer, startServer, temporaryDataDir } from "../support/server";

const baseUrl = "https://cio.example.ca";
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ BASE_URL: baseUrl });
});

afterAll(async () => {
  expect(await server.stop()).toBe(0);
});

function get(pathname: string, init: RequestInit = {}) {
  return fetch(`${server.url}${pathname}`, { redirect: "manual", ...init });
}

/** A raw request, for paths that fetch() would normalise before sending. */
function rawGet(rawPath: string): Promise<number> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    http
      .get({ hostname, port, path: rawPath }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
      .on("error", reject);
  });
}

describe("pages", () => {
  it.each(publicPaths)("%s answers 200 with security headers and a canonical URL", async (pathname) => {
    const response = await get(pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const csp = response.headers.get("content-security-policy") ?? "";
    const scriptSources = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
    expect(scriptSources).toContain("'self'");
    expect(scriptSources).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");

    const html = await response.text();
    expect(html).toContain(`<link rel="canonical" href="${baseUrl}${pathname}"/>`);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"\/>/);
    expect(html).toContain('property="og:title"');
  });

  it("gives every page its own title and description", async () => {
    const heads = await Promise.all(
      publicPaths.map(async (pathname) => {
        const html = await (await get(pathname)).text();
        return {
          title: /<title>([^<]+)<\/title>/.exec(html)?.[1],
          description: /<meta name="description" content="([^"]+)"/.exec(html)?.[1],
        };
      }),
    );
    expect(new Set(heads.map((head) => head.title)).size).toBe(publicPaths.length);
    expect(new Set(heads.map((head) => head.description)).size).toBe(publicPaths.length);
  });

  it("loads nothing from another origin, and ships no script but the small inline ones (first touch, forms)", async () => {
    for (const pathname of publicPaths) {
      const response = await get(pathname);
      const html = await response.text();
      // Canonical and hreflang links name pages, and the expect link a place in this one: they load nothing.
      const assetUrls = [...html.matchAll(/<(?:link|script|img|source)\b[^>]*?\b(?:href|src)="([^"]+)"[^>]*>/g)]
        .filter((match) => !/\brel="(?:canonical|alternate|expect)"/.test(match[0]))
        .map((match) => match[1] ?? "");
      expect(assetUrls.length).toBeGreaterThan(0);
      for (const url of assetUrls) expect(url, `${pathname} loads ${url}`).toMatch(/^\/(?!\/)/);
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      // Every public page remembers where a visit began (decision 0082); a form page also carries its enhancement.
      expect(
        scripts.map((match) => match[1]),
        pathname,
      ).toEqual(html.includes("<form") ? ["", ""] : [""]);
      // The page is the same for everyone, so the CSP allows its inline scripts by hash, not by nonce.
      const allowed = /script-src ([^;]*)/.exec(response.headers.get("content-security-policy") ?? "")?.[1] ?? "";
      const hashes = scripts.map(([, , body = ""]) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`);
      expect(allowed, pathname).toBe(["'self'", ...hashes].join(" "));
    }
  });

  it("points /form at the CIO form's canonical URL", async () => {
    const html = await (await get("/form")).text();
    expect(html).toContain(`<link rel="canonical" href="${baseUrl}/form/cio"/>`);
  });

  it("compresses pages and caches fingerprinted assets for a year", async () => {
    const response = await get("/", { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(await response.text()).toContain("</html>");
    // A page that runs React in the browser links the stylesheet and its scripts as files.
    const login = await (await get("/login")).text();
    const stylesheet = /<link\b[^>]*rel="stylesheet" href="([^"]+)"/.exec(login)?.[1];
    const script = /<link\b[^>]*rel="modulepreload" href="([^"]+)"/.exec(login)?.[1];
    for (const asset of [stylesheet, script]) {
      expect(asset).toMatch(/^\/assets\//);
      const file = await get(asset ?? "");
      expect(file.status).toBe(200);
      expect(file.headers.get("cache-control")).toContain("immutable");
      expect(file.headers.get("content-security-policy")).toContain("default-src 'self'");
    }
  });

  it("draws every public page without waiting for a stylesheet: it carries the rules it uses inline, allowed by hash or nonce", async () => {
    const linked = await (
      await get(/<link\b[^>]*rel="stylesheet" href="([^"]+)"/.exec(await (await get("/login")).text())?.[1] ?? "")
    ).text();
    const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    const carried = new Set<string>();
    for (const pathname of [...allPublicPaths, "/no-such-page"]) {
      const response = await get(pathname);
      const html = await response.text();
      expect(html, pathname).not.toMatch(/<link\b[^>]*rel="(?:stylesheet|preload)"/);
      const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, body = ""]) => body);
      expect(styles, pathname).toHaveLength(1);
      const [style = ""] = styles;
      // Part of the file: its layer order first, and fewer rules than the whole.
      expect(style.length, pathname).toBeLessThan(linked.length / 1.5);
      expect(style.slice(0, 60), pathname).toBe(linked.slice(0, 60));
      carried.add(style);
      // A page made once for everyone names its stylesheet by its hash.
      const allowed = /style-src ([^;]*)/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
      expect(allowed, pathname).toBe(`'self' ${sha256(style)}`);
    }
    // Each page its own rules: the forms carry more than the FAQ.
    expect(carried.size).toBeGreaterThan(5);
    // A page rendered for its request names its stylesheet by the response's nonce, and no other.
    const own = await get("/book?slot=not-a-slot");
    const nonce = /<style nonce="([^"]+)"/.exec(await own.text())?.[1];
    expect(nonce).toBeTruthy();
    expect(/style-src ([^;]*)/.exec(own.headers.get("content-security-policy") ?? "")?.[1]).toBe(`'self' 'nonce-${nonce}'`);
    // A page that runs React in the browser links the whole file instead.
    expect(/style-src ([^;]*)/.exec((await get("/login")).headers.get("content-security-policy") ?? "")?.[1]).toMatch(/^'self' 'nonce-/);
  });

  it("tells browsers to come back over https only (HSTS), since BASE_URL is https", async () => {
    // A page made once, /healthz, one rendered for the request, a file, a 404 and a refused post.
    const responses = await Promise.all([
      get("/"),
      get("/healthz"),
      get("/login"),
      get("/favicon.svg"),
      get("/no-such-page"),
      get("/contact", { method: "POST", headers: { origin: "https://elsewhere.example" } }),
    ]);
    for (const response of responses) {
      expect(response.headers.get("strict-transport-security"), response.url).toBe("max-age=31536000");
    }
  });
});

describe("redirects, errors and methods", () => {
  it("redirects /home permanently to /", async () => {
    const response = await get("/home");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/");
  });

  it("answers unknown paths with a 404 page in the site's layout", async () => {
    const response = await get("/no-such-page");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Page not found");
    expect(html).toContain('href="/"');
    expect(html).toContain("<footer");
    expect(html).not.toContain('rel="canonical"');
    // A visitor's typo is not a server error: no stack trace in the log.
    expect(server.output()).not.toMatch(/No route matches|at .+\.m?js:\d+/);
  });

  it("answers a malformed URL with 400 and a very long one with 404, never 500", async () => {
    expect(await rawGet("/%E0%A4%A")).toBe(400);
    expect(await rawGet("/about/%")).toBe(400);
    expect(await rawGet(`/${"a".repeat(8_000)}`)).toBe(404);
    expect(await rawGet(`/faq?${"q=%ZZ&".repeat(500)}`)).toBe(200);
  });

  it("answers HEAD like GET without a body", async () => {
    const response = await get("/about", { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(await response.text()).toBe("");
  });

  it.each(["POST", "PUT", "PATCH", "DELETE"])("answers %s on a page with 405 and the allowed methods", async (method) => {
    const response = await get("/about", { method });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
    expect(await response.text()).not.toMatch(/at .+\.js:\d+/);
  });
});

describe("machine-readable files", () => {
  it("reports health as JSON", async () => {
    const response = await get("/healthz");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ok", database: "ok" });
  });

  it("keeps crawlers out of the private pages", async () => {
    const response = await get("/robots.txt");
    expect(response.headers.get("content-type")).toContain("text/plain");
    const robots = await response.text();
    for (const pathname of ["/admin", "/login", "/register"]) expect(robots).toContain(`Disallow: ${pathname}\n`);
    expect(robots).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
  });

  it("lists every public page in both languages, the booking page included, and only those, in the sitemap", async () => {
    const response = await get("/sitemap.xml");
    expect(response.headers.get("content-type")).toContain("application/xml");
    const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const expected = [...allPublicPaths, bookingPaths.en, bookingPaths.fr];
    expect(locations.toSorted()).toEqual(expected.map((pathname) => `${baseUrl}${pathname}`).toSorted());
  });

  it("serves the favicon from our own origin", async () => {
    const response = await get("/favicon.svg");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("image/svg+xml");
  });
});

describe("configuration and data directory", () => {
  it.each([
    ["PORT", "not-a-number"],
    ["BASE_URL", "ftp://example.ca"],
    ["ADMIN_EMAILS", "admin@example.ca, not-an-email"],
    ["SMTP_URL", "mail.example.ca"],
    ["TIME_ZONE", "America/Torronto"],
    // Loading the built server takes seconds on a machine busy with both test passes: the bound is generous.
  ])("refuses to start when %s is %j, naming the variable", { timeout: 90_000 }, async (name, value) => {
    await expect(startServer({ [name]: value }, 60_000)).rejects.toThrow(new RegExp(`exited with code 1[\\s\\S]*${name}`));
  });

  it("creates its DATA_DIR, however deep", async () => {
    const dataDir = path.join(temporaryDataDir(), "nested", "data");
    const other = await startServer({ DATA_DIR: dataDir });
    expect(existsSync(dataDir)).toBe(true);
    expect(await other.stop()).toBe(0);
  });
});
