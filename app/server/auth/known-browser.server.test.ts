import { describe, expect, it } from "vitest";
import { knownBrowserSetCookie, knownBrowserValue, vouchingBrowser } from "./known-browser.server";

const secret = "a secret of at least thirty-two characters";
const issuedAt = new Date("2026-11-27T10:00:00Z");
const DAY_MS = 24 * 3_600_000;

describe("the known-browser cookie", () => {
  const value = knownBrowserValue(secret, "Owner@Example.ca", issuedAt);

  it("vouches for its own address, in any case, within 400 days", () => {
    expect(vouchingBrowser(secret, value, "owner@example.ca", issuedAt)).toMatch(/^[\w-]{16}$/);
    expect(vouchingBrowser(secret, value, " OWNER@example.ca ", new Date(issuedAt.getTime() + 399 * DAY_MS))).not.toBeNull();
  });

  it("names each browser apart, even two made in the same second", () => {
    const other = knownBrowserValue(secret, "owner@example.ca", issuedAt);
    expect(other).not.toBe(value);
    expect(vouchingBrowser(secret, other, "owner@example.ca", issuedAt)).not.toBe(
      vouchingBrowser(secret, value, "owner@example.ca", issuedAt),
    );
  });

  it.each([
    ["another address", value, "someone.else@example.ca", issuedAt],
    [
      "another secret's cookie",
      knownBrowserValue("another secret, just as long as it is", "owner@example.ca", issuedAt),
      "owner@example.ca",
      issuedAt,
    ],
    ["an expired cookie", value, "owner@example.ca", new Date(issuedAt.getTime() + 401 * DAY_MS)],
    ["a cookie from the future", value, "owner@example.ca", new Date(issuedAt.getTime() - DAY_MS)],
    ["a changed issue time", value.replace(/^\w+/, (issued) => (parseInt(issued, 36) + 1).toString(36)), "owner@example.ca", issuedAt],
    ["no cookie", null, "owner@example.ca", issuedAt],
    ["an empty cookie", "", "owner@example.ca", issuedAt],
    ["a cookie with a part more", `${value}.x`, "owner@example.ca", issuedAt],
    ["a cookie with the address in it", "owner@example.ca", "owner@example.ca", issuedAt],
  ])("does not vouch with %s", (_case, cookie, email, now) => {
    expect(vouchingBrowser(secret, cookie, email, now)).toBeNull();
  });

  it("is HttpOnly, SameSite=Lax, for the whole site, and Secure with a __Host- name on HTTPS", () => {
    const plain = knownBrowserSetCookie(secret, "owner@example.ca", issuedAt, false);
    expect(plain).toMatch(/^known-browser=[\w.-]+; Max-Age=34560000; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(plain).not.toContain("owner");
    expect(knownBrowserSetCookie(secret, "owner@example.ca", issuedAt, true)).toMatch(/^__Host-known-browser=.*; Secure$/);
  });
});
