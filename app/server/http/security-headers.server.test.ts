import { describe, expect, it } from "vitest";
import { createNonce, securityHeaders } from "./security-headers.server";

describe("securityHeaders", () => {
  it("allows scripts only from our origin or with this response's nonce", () => {
    const csp = securityHeaders("abc123")["Content-Security-Policy"];
    expect(csp).toContain("script-src 'self' 'nonce-abc123'");
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("makes a fresh, unguessable nonce each time, also across refills of its random pool", () => {
    const nonces = new Set(Array.from({ length: 1000 }, createNonce));
    expect(nonces.size).toBe(1000);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});
