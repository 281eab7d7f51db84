import { describe, expect, it } from "vitest";
import { isAdmin, loginPath, safeRedirectPath } from "./admin-access";

describe("isAdmin", () => {
  const list = ["boss@example.ca", "ops@example.ca"];
  const provedAt = new Date("2026-11-25T12:00:00Z");
  const later = new Date("2026-11-25T12:00:01Z");
  const user = (email: string, emailVerified = true) => ({
    email,
    emailVerified,
    emailVerifiedAt: emailVerified ? provedAt : null,
    sessionCreatedAt: later,
  });

  it("needs a verified address on the list, in any case", () => {
    expect(isAdmin(user("Boss@Example.ca"), list)).toBe(true);
    expect(isAdmin(user("boss@example.ca", false), list)).toBe(false);
    expect(isAdmin(user("someone@example.ca"), list)).toBe(false);
    expect(isAdmin(user("boss@example.ca"), [])).toBe(false);
  });

  it("never counts a session made before the address was proved", () => {
    expect(isAdmin({ ...user("boss@example.ca"), sessionCreatedAt: new Date("2026-11-25T11:59:59Z") }, list)).toBe(false);
    expect(isAdmin({ ...user("boss@example.ca"), sessionCreatedAt: provedAt }, list)).toBe(true);
    expect(isAdmin({ ...user("boss@example.ca"), emailVerifiedAt: null }, list)).toBe(false);
  });
});

describe("safeRedirectPath", () => {
  it("keeps paths on this site, with their query", () => {
    expect(safeRedirectPath("/admin")).toBe("/admin");
    expect(safeRedirectPath("/admin?page=3")).toBe("/admin?page=3");
  });

  it("refuses anything that could leave the site", () => {
    for (const value of [
      "https://evil.example/admin",
      "//evil.example/admin",
      "/\\evil.example",
      "\\\\evil.example",
      "/\t/evil.example",
      // Paths that normalise to "//evil.example", another host to a browser.
      "/.//evil.example",
      "/a/..//evil.example",
      "/%2e%2e//evil.example",
      "/%2E//evil.example",
      "/admin/../..//evil.example",
      "javascript:alert(1)",
      "admin",
      "",
      null,
      undefined,
    ]) {
      expect(safeRedirectPath(value), String(value)).toBe("/admin");
    }
  });

  it("falls back to what the caller says", () => {
    expect(safeRedirectPath("https://evil.example", "/")).toBe("/");
  });
});

describe("loginPath", () => {
  it("carries the original location", () => {
    expect(loginPath("/admin?page=2")).toBe("/login?redirectTo=%2Fadmin%3Fpage%3D2");
  });
});
