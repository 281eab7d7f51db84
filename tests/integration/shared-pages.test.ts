import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allPublicPaths } from "~/domain/locale";
import { checkFormToken } from "~/server/leads/form-token.server";
import { fastForms, formTokenFrom, leadSubmission, postSubmission, TEST_AUTH_SECRET } from "../support/lead-forms";
import { type RunningServer, startServer } from "../support/server";
import { readStoredState } from "../support/stored-state";
import { untilValue } from "../support/until";

// Pages that are the same for everyone are made once when the server starts and answered from
// memory (app/server/http/shared-pages.server.ts), to keep them cheap. What a visitor gets must not
// change by it.

const baseUrl = "https://cio.example.ca";
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ ...fastForms, BASE_URL: baseUrl, AUTH_SECRET: TEST_AUTH_SECRET });
});

afterAll(async () => {
  expect(await server.stop()).toBe(0);
});

const get = (pathname: string, headers: Record<string, string> = {}) => fetch(`${server.url}${pathname}`, { headers, redirect: "manual" });

/** A page as it would look rendered for one request: nonces and form tokens are the only per-response parts. */
const comparable = (html: string) =>
  html.replace(/ nonce="[^"]*"/g, "").replace(/name="formToken" value="[^"]*"/g, 'name="formToken" value=""');

/**
 * The page as Express and React Router render it for one request: a GET that declares a body
 * (even an empty one) is left to them, for their checks.
 */
function renderedForOneRequest(pathname: string): Promise<{ csp: string; body: string }> {
  return new Promise((resolve, reject) => {
    request(`${server.url}${pathname}`, { headers: { "Content-Length": "0" } }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ csp: String(response.headers["content-security-policy"]), body }));
    })
      .on("error", reject)
      .end();
  });
}

const tokenOf = (html: string) => /name="formToken" value="([^"]+)"/.exec(html)?.[1] ?? "";

describe("a page made once", () => {
  it.each(allPublicPaths)("%s is what React Router renders for one request", async (pathname) => {
    const kept = await get(pathname);
    expect(kept.headers.get("content-security-policy")).not.toContain("nonce-");
    const rendered = await renderedForOneRequest(pathname);
    expect(rendered.csp).toContain("nonce-");
    expect(comparable(await kept.text())).toBe(comparable(rendered.body));
  });

  it("answers the 404 page in the language of the path, as React Router would", async () => {
    for (const [pathname, lang, heading] of [
      ["/no-such-page", "en-CA", "Page not found"],
      ["/fr/aucune-page", "fr-CA", "Page introuvable"],
    ] as const) {
      const kept = await get(pathname);
      expect(kept.status).toBe(404);
      const html = await kept.text();
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toContain(heading);
      // A percent-encoded path takes the long way, through React Router.
      const rendered = await get(pathname.replace("-", "%2D"));
      expect(rendered.status).toBe(404);
      expect(comparable(html)).toBe(comparable(await rendered.text()));
    }
  });

  it("answers long paths that are not plain at once (the check once backtracked for minutes on them)", async () => {
    for (const pathname of [`/withdraw/${"x".repeat(200)}%7F`, `/${"ab/".repeat(3_000)}%zz`, `/faq${"/x".repeat(2_000)}/..`]) {
      const response = await fetch(`${server.url}${pathname}`, { signal: AbortSignal.timeout(5_000) });
      expect(response.status, pathname.slice(0, 40)).toBeLessThan(500);
    }
  });

  it("leaves React Router's own requests (page data, route discovery) to React Router", async () => {
    for (const pathname of ["/faq.data", "/_root.data", "/admin.data", "/__manifest?paths=%2Ffaq"]) {
      const response = await get(pathname);
      expect(response.headers.get("content-type") ?? "", pathname).not.toContain("text/html");
    }
  });

  it("serves the same page whatever the query string, and the thank-you after a submission", async () => {
    const plain = await (await get("/")).text();
    expect(await (await get("/?utm_source=newsletter&utm_campaign=fall")).text()).toBe(plain);
    const thanks = await (await get("/contact?submitted=1")).text();
    expect(thanks).toContain("Thank you for your submission!");
    expect(thanks).not.toContain("<form");
  });

  it("answers 304 to a browser that has the page, and the whole page once it changed", async () => {
    const first = await get("/faq", { "Accept-Encoding": "br" });
    const etag = first.headers.get("etag") ?? "";
    expect(first.headers.get("content-encoding")).toBe("br");
    expect(first.headers.get("cache-control")).toBe("no-cache");
    const again = await get("/faq", { "Accept-Encoding": "br", "If-None-Match": etag });
    expect(again.status).toBe(304);
    const older = await get("/faq", { "Accept-Encoding": "br", "If-None-Match": '"from-an-older-deploy"' });
    expect(older.status).toBe(200);
    expect(await older.text()).toContain("<h1");
    expect((await get("/about")).headers.get("etag")).not.toBe(etag);
  });

  it("is compressed in advance: each encoding whole, with its length and its own tag", async () => {
    const identity = Buffer.from(await (await get("/faq", { "Accept-Encoding": "identity" })).arrayBuffer());
    for (const encoding of ["br", "gzip"]) {
      // Raw bytes as sent: node:http leaves them compressed, and shows the headers as they came.
      const answer = await new Promise<{ headers: Record<string, unknown>; bytes: Buffer }>((resolve, reject) => {
        request(`${server.url}/faq`, { headers: { "Accept-Encoding": encoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => resolve({ headers: response.headers, bytes: Buffer.concat(chunks) }));
        })
          .on("error", reject)
          .end();
      });
      expect(answer.headers["content-encoding"]).toBe(encoding);
      // A length, not chunks: the bytes were ready before the request came.
      expect(Number(answer.headers["content-length"])).toBe(answer.bytes.length);
      expect(answer.headers["transfer-encoding"]).toBeUndefined();
      expect(answer.headers.etag).toMatch(new RegExp(`-${encoding}"$`));
      const decoded = encoding === "br" ? brotliDecompressSync(answer.bytes) : gunzipSync(answer.bytes);
      expect(decoded.equals(identity)).toBe(true);
    }
  });
});

describe("a form page made once", () => {
  it("carries a token made at most a second before it was served, renewed every second", async () => {
    const before = Date.now();
    const first = tokenOf(await (await get("/contact")).text());
    const check = checkFormToken(first, TEST_AUTH_SECRET, new Date(), { minFillMs: 0, maxAgeMs: 60_000 });
    expect(check.ok).toBe(true);
    const issuedAt = Number(first.split(".")[0]);
    expect(issuedAt).toBeGreaterThan(before - 1_000);
    expect(issuedAt).toBeLessThanOrEqual(Date.now());
    // Within two seconds a newer token is served (polling the page, as visitors would).
    const next = await untilValue(
      async () => {
        const token = tokenOf(await (await get("/contact")).text());
        return token === first ? undefined : token;
      },
      2_500,
      "a newer token on /contact",
    );
    expect(Number(next.split(".")[0])).toBeGreaterThan(issuedAt);
    expect(checkFormToken(next, TEST_AUTH_SECRET, new Date(), { minFillMs: 0, maxAgeMs: 60_000 }).ok).toBe(true);
  });

  it("keeps both visitors' submissions when they got the page in the same second (the same token)", async () => {
    const token = await formTokenFrom(server.url, "/contact");
    const [ada, grace] = [leadSubmission("contact", "samesecond", 1), leadSubmission("contact", "samesecond", 2)];
    for (const visitor of [ada, grace]) expect((await postSubmission(server.url, visitor, token)).status).toBe(303);
    // The same visitor sending the same thing twice is still one submission.
    expect((await postSubmission(server.url, ada, token)).status).toBe(303);
    const stopped = await server.stop();
    expect(stopped).toBe(0);
    const { submissions } = await readStoredState({ dataDir: server.dataDir });
    expect(
      submissions
        .filter((row) => row.email.startsWith("samesecond."))
        .map((row) => row.email)
        .toSorted(),
    ).toEqual([ada.email, grace.email]);
    server = await startServer({ ...fastForms, BASE_URL: baseUrl, AUTH_SECRET: TEST_AUTH_SECRET, DATA_DIR: server.dataDir });
  });

  // Starts a second server: on a machine busy with both test passes that can take a minute.
  it("gives the same page the same tag after a restart with the same build", { timeout: 150_000 }, async () => {
    const etag = (await get("/faq")).headers.get("etag");
    const other = await startServer({ BASE_URL: baseUrl }, 120_000);
    try {
      expect((await fetch(`${other.url}/faq`)).headers.get("etag")).toBe(etag);
    } finally {
      expect(await other.stop()).toBe(0);
    }
  });
});
