import { describe, expect, it } from "vitest";
import { isCrossSiteRequest, type OriginFacts } from "./origin-check.server";

const baseUrl = "https://cio.example.ca";
const post = (facts: Partial<OriginFacts>): OriginFacts => ({
  method: "POST",
  origin: undefined,
  fetchSite: undefined,
  host: "cio.example.ca",
  ...facts,
});

describe("isCrossSiteRequest", () => {
  it.each([
    ["the site's own origin", post({ origin: "https://cio.example.ca" })],
    ["the own origin with its default port", post({ origin: "https://cio.example.ca:443" })],
    ["the own origin in capitals", post({ origin: "HTTPS://CIO.EXAMPLE.CA" })],
    ["the address the request reached, over plain HTTP", post({ origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" })],
    ["no Origin (curl, old clients)", post({})],
    ["same-origin fetch metadata", post({ origin: "https://cio.example.ca", fetchSite: "same-origin" })],
    ["a navigation typed by the person", post({ fetchSite: "none" })],
    ["a GET from anywhere", post({ method: "GET", origin: "https://evil.example", fetchSite: "cross-site" })],
    ["a HEAD from anywhere", post({ method: "HEAD", origin: "https://evil.example" })],
    ["an OPTIONS from anywhere", post({ method: "OPTIONS", origin: "https://evil.example" })],
  ])("lets through %s", (_case, facts) => {
    expect(isCrossSiteRequest(facts, baseUrl)).toBe(false);
  });

  it.each([
    ["another site", post({ origin: "https://evil.example" })],
    ["a look-alike host", post({ origin: "https://cio.example.ca.evil.example" })],
    ["the own host over the other scheme", post({ origin: "http://cio.example.ca" })],
    ["the own host on another port", post({ origin: "https://cio.example.ca:8443" })],
    ["another port of the same machine", post({ origin: "http://127.0.0.1:4000", host: "127.0.0.1:3000" })],
    ["an opaque origin", post({ origin: "null" })],
    ["an unreadable origin", post({ origin: "not a url" })],
    ["a non-web scheme", post({ origin: "file://" })],
    ["cross-site fetch metadata without Origin", post({ fetchSite: "cross-site" })],
    ["cross-site fetch metadata with our Origin", post({ origin: "https://cio.example.ca", fetchSite: "Cross-Site" })],
    ["a PUT", post({ method: "PUT", origin: "https://evil.example" })],
    ["a PATCH", post({ method: "patch", origin: "https://evil.example" })],
    ["a DELETE", post({ method: "DELETE", origin: "https://evil.example" })],
    ["a method nobody uses", post({ method: "PROPPATCH", origin: "https://evil.example" })],
  ])("refuses %s", (_case, facts) => {
    expect(isCrossSiteRequest(facts, baseUrl)).toBe(true);
  });

  it("does not take the Host of a request as proof when the Origin names another host", () => {
    expect(isCrossSiteRequest(post({ origin: "http://evil.example", host: "cio.example.ca" }), baseUrl)).toBe(true);
    expect(isCrossSiteRequest(post({ origin: "http://evil.example", host: undefined }), baseUrl)).toBe(true);
  });
});

describe("isCrossSiteRequest on a plain-HTTP site", () => {
  it("takes the address a request reached, on any port of BASE_URL's host", () => {
    const local = "http://localhost:3000";
    expect(isCrossSiteRequest(post({ origin: "http://localhost:3000", host: "localhost:3000" }), local)).toBe(false);
    expect(isCrossSiteRequest(post({ origin: "http://localhost:3001", host: "localhost:3001" }), local)).toBe(false);
    expect(isCrossSiteRequest(post({ origin: "http://localhost:4000", host: "localhost:3001" }), local)).toBe(true);
  });
});
