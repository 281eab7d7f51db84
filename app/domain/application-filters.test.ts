import { describe, expect, it } from "vitest";
import { applicationsListHref, containsPattern, countableByCounters, exportHref, filtersQuery, readFilters } from "./application-filters";

describe("readFilters", () => {
  it("reads the view, type, status, language, stage and search from the URL", () => {
    expect(readFilters(new URLSearchParams("view=spam&type=Company&status=denied&language=fr&stage=shortlist-sent&q=%20Acme%20"))).toEqual({
      view: "spam",
      type: "Company",
      status: "denied",
      language: "fr",
      stage: "shortlist-sent",
      q: "Acme",
    });
    // Either kind's stages, Engaged (both kinds') too.
    for (const stage of ["new", "closed", "applied", "in-network", "not-a-fit", "engaged"])
      expect(readFilters(new URLSearchParams({ stage })).stage).toBe(stage);
  });

  it("ignores values it does not know", () => {
    expect(readFilters(new URLSearchParams("view=all&type=cio&status=maybe&language=FR&stage=Engaged"))).toEqual({
      view: "list",
      type: null,
      status: null,
      language: null,
      stage: null,
      q: "",
    });
    for (const stage of ["__proto__", "constructor", "", "engaged\u0000", "x".repeat(10_000)])
      expect(readFilters(new URLSearchParams({ stage })).stage).toBeNull();
    expect(readFilters(new URLSearchParams(`q=${"x".repeat(500)}`)).q).toHaveLength(100);
    // Cut by characters: an emoji is not split into half a surrogate pair.
    expect(Array.from(readFilters(new URLSearchParams({ q: "😀".repeat(150) })).q)).toEqual(Array(100).fill("😀"));
  });
});

describe("readFilters' Mine", () => {
  it("reads owner=me as the signed-in admin, and as nothing without one or for another value", () => {
    expect(readFilters(new URLSearchParams("owner=me"), { viewer: " Ana@Example.ca " }).mine).toBe("ana@example.ca");
    expect(readFilters(new URLSearchParams("owner=me")).mine).toBeUndefined();
    for (const owner of ["ME", "bo@example.ca", "", "me\u0000"])
      expect(readFilters(new URLSearchParams({ owner }), { viewer: "ana@example.ca" }).mine).toBeUndefined();
    const mine = readFilters(new URLSearchParams("owner=me&stage=new"), { viewer: "ana@example.ca" });
    expect(filtersQuery(mine, 2)).toBe("?stage=new&owner=me&page=2");
    expect(countableByCounters(readFilters(new URLSearchParams("owner=me"), { viewer: "ana@example.ca" }))).toBe(false);
  });
});

describe("filtersQuery", () => {
  it("writes back only what is set, with the page after the first", () => {
    const filters = readFilters(new URLSearchParams("type=CIO&q=Ada Lovelace"));
    expect(filtersQuery(filters)).toBe("?type=CIO&q=Ada+Lovelace");
    expect(filtersQuery(filters, 3)).toBe("?type=CIO&q=Ada+Lovelace&page=3");
    expect(filtersQuery(readFilters(new URLSearchParams()), 1)).toBe("");
    expect(filtersQuery(readFilters(new URLSearchParams("language=fr&status=pending")))).toBe("?status=pending&language=fr");
    expect(filtersQuery(readFilters(new URLSearchParams("stage=meeting&type=Company")), 2)).toBe("?type=Company&stage=meeting&page=2");
  });
});

describe("countableByCounters", () => {
  it("leaves to a count what the counters, kept by type and status, cannot answer", () => {
    expect(countableByCounters(readFilters(new URLSearchParams("type=CIO&status=pending")))).toBe(true);
    expect(countableByCounters(readFilters(new URLSearchParams("stage=engaged")))).toBe(false);
    expect(countableByCounters(readFilters(new URLSearchParams("language=fr")))).toBe(false);
    expect(countableByCounters(readFilters(new URLSearchParams("q=Acme")))).toBe(false);
    expect(countableByCounters(readFilters(new URLSearchParams("view=spam")))).toBe(false);
    // An unknown stage is no filter, so the counters still answer.
    expect(countableByCounters(readFilters(new URLSearchParams("stage=nope")))).toBe(true);
  });
});

describe("containsPattern", () => {
  it("takes the searcher's % and _ literally", () => {
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});

describe("the list's views in the address", () => {
  const viewOf = (query: string, unfiltered?: "reply" | "list") => readFilters(new URLSearchParams(query), { unfiltered }).view;

  it("opens on Needs a reply; All and Spam are one named view away", () => {
    expect(viewOf("")).toBe("reply");
    expect(viewOf("page=3")).toBe("reply");
    // What a filter form sends with nothing chosen is no filter.
    expect(viewOf("type=&status=&language=&stage=&q=%20")).toBe("reply");
    expect(viewOf("view=all")).toBe("list");
    expect(viewOf("view=spam")).toBe("spam");
    expect(viewOf("view=reply&type=Company")).toBe("reply");
  });

  it("looks through everything for a search or filter given without a view, even one it cannot read", () => {
    for (const query of ["q=Ada", "status=accepted", "type=CIO", "language=fr", "stage=engaged", "stage=nope", "q=%00"]) {
      expect(viewOf(query), query).toBe("list");
    }
    expect(viewOf("view=nonsense&q=Ada")).toBe("list");
    expect(viewOf("view=nonsense")).toBe("reply");
  });

  it("keeps the CSV's bare address exporting everything", () => {
    expect(viewOf("", "list")).toBe("list");
    expect(exportHref(readFilters(new URLSearchParams()))).toBe("/admin/export.csv?view=reply");
    expect(exportHref(readFilters(new URLSearchParams("view=all")))).toBe("/admin/export.csv");
    expect(exportHref(readFilters(new URLSearchParams("type=CIO&q=Ada")))).toBe("/admin/export.csv?type=CIO&q=Ada");
  });

  it("writes each view's address as short as it reads back", () => {
    const cases: [string, string][] = [
      ["", ""],
      ["view=all", "?view=all"],
      ["view=spam&q=x", "?view=spam&q=x"],
      ["view=reply&type=Company", "?view=reply&type=Company"],
      ["view=all&status=accepted", "?status=accepted"],
      ["status=accepted", "?status=accepted"],
    ];
    for (const [query, written] of cases) {
      const filters = readFilters(new URLSearchParams(query));
      expect(filtersQuery(filters), query).toBe(written);
      expect(readFilters(new URLSearchParams(written)), written).toEqual(filters);
      expect(applicationsListHref(filters, 2)).toBe(`/admin/applications${written ? `${written}&` : "?"}page=2`);
    }
  });
});
