import { describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { configureStrictTransportSecurity, createNonce, securityHeaders, sharedPageSecurityHeaders } from "./security-headers.server";

describe("securityHeaders", () => {
  it("allows scripts and styles only from our origin or with this response's nonce", () => {
    const csp = securityHeaders("abc123")["Content-Security-Policy"];
    expect(csp).toContain("script-src 'self' 'nonce-abc123';");
    expect(csp).toContain("style-src 'self' 'nonce-abc123';");
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("tells no other site the address of a page opened by a token, and still names our origin to ourselves", () => {
    expect(securityHeaders("abc")["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(securityHeaders("abc", { tokenPage: true })["Referrer-Policy"]).toBe("same-origin");
    expect(Object.keys(securityHeaders("abc", { tokenPage: true }))).toEqual(Object.keys(securityHeaders("abc")));
  });

  it("makes a fresh, unguessable nonce each time, also across refills of its random pool", () => {
    const nonces = new Set(Array.from({ length: 1000 }, createNonce));
    expect(nonces.size).toBe(1000);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});

describe("sharedPageSecurityHeaders", () => {
  const sha256 = (text: string) => createHash("sha256").update(text).digest("base64");
  const none = { scripts: [], styles: [] };

  it("allows exactly the page's inline scripts and styles by their SHA-256, and no nonce", () => {
    const script = "document.title = 'x';";
    const style = "body{color:#10224f}";
    const csp = sharedPageSecurityHeaders({ scripts: [script], styles: [style] })["Content-Security-Policy"];
    expect(csp).toContain(`script-src 'self' 'sha256-${sha256(script)}';`);
    expect(csp).toContain(`style-src 'self' 'sha256-${sha256(style)}';`);
    expect(csp).not.toContain("nonce-");
    expect(csp).not.toContain("unsafe-inline");
    expect(sharedPageSecurityHeaders(none)["Content-Security-Policy"]).toContain("script-src 'self'; style-src 'self';");
  });

  it("keeps every other header and directive of the per-request policy", () => {
    const shared = sharedPageSecurityHeaders(none);
    const perRequest = securityHeaders("abc");
    expect(Object.keys(shared)).toEqual(Object.keys(perRequest));
    const withoutInline = (csp = "") => csp.replace(/script-src [^;]*;/, "").replace(/style-src [^;]*;/, "");
    expect(withoutInline(shared["Content-Security-Policy"])).toBe(withoutInline(perRequest["Content-Security-Policy"]));
  });
});

describe("configureStrictTransportSecurity", () => {
  it("adds HSTS to every set of headers when BASE_URL is https, and none when it is http", () => {
    try {
      configureStrictTransportSecurity("https://cio.example.ca");
      expect(securityHeaders("n")["Strict-Transport-Security"]).toBe("max-age=31536000");
      expect(sharedPageSecurityHeaders({ scripts: [], styles: [] })["Strict-Transport-Security"]).toBe("max-age=31536000");
      configureStrictTransportSecurity("http://localhost:3000");
      expect(securityHeaders("n")).not.toHaveProperty("Strict-Transport-Security");
      expect(sharedPageSecurityHeaders({ scripts: [], styles: [] })).not.toHaveProperty("Strict-Transport-Security");
    } finally {
      configureStrictTransportSecurity("http://localhost");
    }
  });
});
