import { once } from "node:events";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { untilValue } from "../../../tests/support/until";
import { inlineCodeOf, keepPage, type KeptPage, answerWithKeptPage, type RenderedPage } from "./page-cache.server";

const page: RenderedPage = {
  status: 200,
  headers: { "Content-Type": "text/html; charset=utf-8" },
  body: `<!DOCTYPE html><html><body><h1>Ça marche</h1>${"<p>Same words, many times.</p>".repeat(200)}<script>go()</script></body></html>`,
};

/** Brotli at quality 11 arrives from the thread pool a moment after keepPage returns. */
function withBrotli(kept: KeptPage): Promise<KeptPage> {
  return untilValue(() => (kept.br ? kept : undefined), 10_000, "the Brotli bytes");
}

let server: Server;
let served: KeptPage;
let url: string;

beforeAll(async () => {
  served = await withBrotli(keepPage(page, { quality: 11 }));
  server = createServer((req, res) => answerWithKeptPage(req, res, served, "test-request"));
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

/** node:http rather than fetch, which would decode the body and hide what was sent. */
function get(headers: Record<string, string>, method = "GET") {
  return new Promise<{ status: number; headers: Map<string, string>; body: Buffer }>((resolve, reject) => {
    request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const received = new Map(Object.entries(response.headers).map(([name, value]) => [name, String(value)]));
        resolve({ status: response.statusCode ?? 0, headers: received, body: Buffer.concat(chunks) });
      });
    })
      .on("error", reject)
      .end();
  });
}

describe("keepPage", () => {
  it("keeps the same bytes in each encoding, Brotli and gzip smaller than the page", () => {
    const identity = Buffer.from(page.body);
    expect(served.identity.body).toEqual(identity);
    expect(gunzipSync(served.gzip.body)).toEqual(identity);
    expect(brotliDecompressSync(served.br!.body)).toEqual(identity);
    expect(served.br!.body.length).toBeLessThan(served.gzip.body.length);
    expect(served.gzip.body.length).toBeLessThan(identity.length / 10);
  });

  it("gives a page a tag that changes with its content and stays with the same content", () => {
    const again = keepPage(page, { quality: 5 });
    const changed = keepPage({ ...page, body: page.body.replace("Ça marche", "Ça change") }, { quality: 5 });
    expect(again.tag).toBe(served.tag);
    expect(changed.tag).not.toBe(served.tag);
    expect(again.br).toBeDefined();
  });

  it("finds the inline scripts and styles a page's CSP must allow, and not the external ones", () => {
    const html =
      '<link rel="stylesheet" href="/a.css"><style>p{margin:0}</style><script src="/a.js"></script><script>one()</script><script type="module">two()</script>';
    expect(inlineCodeOf(html)).toEqual({ scripts: ["one()", "two()"], styles: ["p{margin:0}"] });
  });
});

describe("answerWithKeptPage", () => {
  it("sends Brotli to a client that takes it, gzip to one that takes only gzip, and plain bytes otherwise", async () => {
    const brotli = await get({ "Accept-Encoding": "gzip, deflate, br" });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(brotli.body).toEqual(served.br!.body);
    const gzip = await get({ "Accept-Encoding": "gzip, br;q=0" });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(page.body);
    const plain = await get({ "Accept-Encoding": "identity" });
    expect(plain.headers.get("content-encoding")).toBeUndefined();
    expect(plain.body.toString()).toBe(page.body);
    for (const response of [brotli, gzip, plain]) {
      expect(response.headers.get("vary")).toBe("Accept-Encoding");
      expect(response.headers.get("content-length")).toBe(String(response.body.length));
      expect(response.headers.get("cache-control")).toBe("no-cache");
    }
  });

  it("allows the page's inline script by its hash in the CSP", async () => {
    const csp = (await get({})).headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]{43}='; /);
  });

  it("answers 304 without a body to a client that has the page in any encoding, and 200 to one with an old copy", async () => {
    const etag = (await get({ "Accept-Encoding": "br" })).headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    const fresh = await get({ "Accept-Encoding": "gzip", "If-None-Match": `"old", W/${etag}` });
    expect(fresh.status).toBe(304);
    expect(fresh.body.length).toBe(0);
    expect(fresh.headers.get("etag")).toBe(etag.replace("-br", "-gzip"));
    const stale = await get({ "If-None-Match": '"some-older-deploy"' });
    expect(stale.status).toBe(200);
    expect(stale.body.toString()).toBe(page.body);
  });

  it("answers HEAD with the headers of GET and no body", async () => {
    const head = await get({ "Accept-Encoding": "gzip" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(served.gzip.body.length));
    expect(head.body.length).toBe(0);
  });

  it("sends a kept 404 whole, even to a client that names its tag", async () => {
    const missing = keepPage({ ...page, status: 404 }, { quality: 5 });
    served = missing;
    try {
      const response = await get({ "If-None-Match": `"${missing.tag}"` });
      expect(response.status).toBe(404);
      expect(response.body.toString()).toBe(page.body);
    } finally {
      served = await withBrotli(keepPage(page, { quality: 11 }));
    }
  });
});
