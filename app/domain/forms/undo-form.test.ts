import { describe, expect, it } from "vitest";
import { adminReturnPath, undoForm } from "./undo-form";

describe("Undo's form", () => {
  it("keeps a path of the admin workspace, with its query", () => {
    expect(adminReturnPath("/admin")).toBe("/admin");
    expect(adminReturnPath("/admin/applications?q=ada&page=2")).toBe("/admin/applications?q=ada&page=2");
  });

  it("refuses another site, a path outside /admin, and tricks that lead elsewhere", () => {
    for (const value of [
      "https://evil.example/admin",
      "//evil.example/admin",
      "/\\evil.example/admin",
      "/\t/evil.example",
      "/admin/../login",
      "/administrator",
      "/",
      "admin",
      "javascript:alert(1)",
      `/admin/${"a".repeat(2001)}`,
    ]) {
      expect(adminReturnPath(value), value).toBeNull();
    }
  });

  it("needs the decision's moment, and reads an empty back as none", () => {
    const parsed = undoForm.parse({ decidedAt: "2026-11-27T19:22:00.123Z", back: "" });
    expect(parsed).toEqual({ decidedAt: new Date("2026-11-27T19:22:00.123Z"), back: null });
    expect(undoForm.safeParse({}).success).toBe(false);
    expect(undoForm.safeParse({ decidedAt: "yesterday" }).success).toBe(false);
    expect(undoForm.safeParse({ decidedAt: "2026-11-27T19:22:00.123Z", back: "https://evil.example/" }).success).toBe(false);
  });
});
