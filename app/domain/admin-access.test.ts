import { describe, expect, it } from "vitest";
import { isAdmin, loginPath, safeRedirectPath } from "./admin-access";

describe("isAdmin", () => {
  const list = ["boss@example.ca", "ops@example.ca"];

  it("needs a verified address on the list, in any case", () => {
    expect(isAdmin({ email: "Boss@Example.ca", emailVerified: true }, list)).toBe(true);
    expect(isAdmin({ email: "boss@example.ca", emailVerified: false }, list)).toBe(false);
    expect(isAdmin({ email: "someone@example.ca", emailVerified: true }, list)).toBe(false);
    expect(isAdmin({ email: "boss@example.ca", emailVerified: true }, [])).toBe(false);
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
