import { describe, expect, it } from "vitest";
import { containsPattern, filtersQuery, readFilters } from "./application-filters";

describe("readFilters", () => {
  it("reads the view, type, status, language and search from the URL", () => {
    expect(readFilters(new URLSearchParams("view=spam&type=Company&status=denied&language=fr&q=%20Acme%20"))).toEqual({
      view: "spam",
      type: "Company",
      status: "denied",
      language: "fr",
      q: "Acme",
    });
  });

  it("ignores values it does not know", () => {
    expect(readFilters(new URLSearchParams("view=all&type=cio&status=maybe&language=FR"))).toEqual({
      view: "list",
      type: null,
      status: null,
      language: null,
      q: "",
    });
    expect(readFilters(new URLSearchParams(`q=${"x".repeat(500)}`)).q).toHaveLength(100);
    // Cut by characters: an emoji is not split into half a surrogate pair.
    expect(Array.from(readFilters(new URLSearchParams({ q: "😀".repeat(150) })).q)).toEqual(Array(100).fill("😀"));
  });
});

describe("filtersQuery", () => {
  it("writes back only what is set, with the page after the first", () => {
    const filters = readFilters(new URLSearchParams("type=CIO&q=Ada Lovelace"));
    expect(filtersQuery(filters)).toBe("?type=CIO&q=Ada+Lovelace");
    expect(filtersQuery(filters, 3)).toBe("?type=CIO&q=Ada+Lovelace&page=3");
    expect(filtersQuery(readFilters(new URLSearchParams()), 1)).toBe("");
    expect(filtersQuery(readFilters(new URLSearchParams("language=fr&status=pending")))).toBe("?status=pending&language=fr");
  });
});

describe("containsPattern", () => {
  it("takes the searcher's % and _ literally", () => {
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});
