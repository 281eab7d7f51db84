import { describe, expect, it } from "vitest";
import { pageMeta } from "./page-meta";

describe("a page's title", () => {
  it("names the brand with its French descriptor on a French page, and alone on an English one", () => {
    const copy = { title: "FAQ", description: "…" };
    expect(pageMeta(copy, { pathname: "/fr/faq" })).toContainEqual({ title: "FAQ | Fractional CIO Canada – DPI à temps partagé" });
    expect(pageMeta(copy, { pathname: "/fr/faq" })).toContainEqual({
      property: "og:site_name",
      content: "Fractional CIO Canada – DPI à temps partagé",
    });
    expect(pageMeta(copy, { pathname: "/faq" })).toContainEqual({ title: "FAQ | Fractional CIO Canada" });
  });
});
