import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type RunningServer, startServer } from "../support/server";

// A development server that behaves like production, so that what works in development works when
// deployed: `npm run dev` (node server.js --dev) serves the code through Vite, and still sends the
// CSP with its nonce and the other security headers, refuses a cross-site post and an oversized
// body, and logs readable lines with request ids.

describe("npm run dev", () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({}, 150_000, { args: ["--dev"] });
  }, 160_000);

  afterAll(async () => {
    if (server?.process.exitCode === null) {
      // Ctrl-C: Vite takes SIGTERM for itself.
      server.process.kill("SIGINT");
      await vi.waitFor(() => expect(server.process.exitCode).not.toBeNull(), { timeout: 10_000 });
    }
  });

  it("serves the code through Vite, with the production CSP and its nonce on every script", async () => {
    const response = await fetch(`${server.url}/login`);
    expect(response.status).toBe(200);
    const html = await response.text();
    // Vite's module paths, not build/'s fingerprinted assets: this is the development server.
    expect(html).toContain('href="/app/root.tsx"');
    const csp = response.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-inline");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f]{6}-[0-9a-z]+$/);
  });

  it("refuses a post from another site, and a body over the limit", async () => {
    const crossSite = await fetch(`${server.url}/contact`, {
      method: "POST",
      headers: { origin: "https://elsewhere.example", "content-type": "application/x-www-form-urlencoded" },
      body: "firstName=x",
    });
    expect(crossSite.status).toBe(403);
    const oversized = await fetch(`${server.url}/login`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "content-length": "2000000" },
      body: "x".repeat(2_000_000),
    });
    expect(oversized.status).toBe(413);
  });

  it("logs each request on a readable line with its id", async () => {
    const response = await fetch(`${server.url}/login?email=someone%40example.ca`);
    await response.arrayBuffer();
    const id = response.headers.get("x-request-id");
    await vi.waitFor(() =>
      expect(server.output()).toMatch(new RegExp(`^\\d\\d:\\d\\d:\\d\\d\\.\\d{3} INFO  \\[${id}\\] GET /login 200 [\\d.]+ ms$`, "m")),
    );
    expect(server.output()).not.toContain("someone");
  });
});
