import { describe, expect, it } from "vitest";
import { readFilters } from "./application-filters";
import { compareInView, pageOfPosition, recordHref, type SortKey } from "./list-order";

const rows: SortKey[] = [
  { createdAt: 2, id: "b" },
  { createdAt: 1, id: "a" },
  { createdAt: 2, id: "a" },
  { createdAt: 3, id: "c" },
  { createdAt: 2, id: "c" },
];
const order = (view: "reply" | "list" | "spam") =>
  [...rows].sort((a, b) => compareInView(view, a, b)).map((row) => `${row.createdAt}${row.id}`);

describe("the list's order", () => {
  it("puts the longest wait first in Needs a reply, and the newest first elsewhere", () => {
    expect(order("reply")).toEqual(["1a", "2c", "2b", "2a", "3c"]);
    expect(order("list")).toEqual(["3c", "2a", "2b", "2c", "1a"]);
    expect(order("spam")).toEqual(order("list"));
  });

  it("is one order read both ways, so a tie on the time keeps the index's id order", () => {
    expect(order("reply")).toEqual(order("list").reverse());
  });

  it("finds the page of an entry from the entries ahead of it, eight a page", () => {
    expect([0, 7, 8, 15, 16].map((before) => pageOfPosition(before))).toEqual([1, 1, 2, 2, 3]);
    expect(pageOfPosition(-1)).toBe(1);
  });

  it("gives a record an address that keeps the list it came from", () => {
    const id = "00000000-0000-4000-8000-000000000000";
    expect(recordHref(id, readFilters(new URLSearchParams()))).toBe(`/admin/applications/${id}`);
    expect(recordHref(id, readFilters(new URLSearchParams()), "notice=noted")).toBe(`/admin/applications/${id}?notice=noted`);
    expect(recordHref(id, readFilters(new URLSearchParams("type=CIO&q=Ada Lovelace&page=3")), "notice=noted")).toBe(
      `/admin/applications/${id}?type=CIO&q=Ada+Lovelace&notice=noted`,
    );
    expect(recordHref(id, readFilters(new URLSearchParams("view=all")))).toBe(`/admin/applications/${id}?view=all`);
  });
});
