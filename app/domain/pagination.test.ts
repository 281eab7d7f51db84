import { describe, expect, it } from "vitest";
import { paginate, requestedPage, showingText } from "./pagination";

describe("paginate", () => {
  it.each([
    [0, 1, { page: 1, pageCount: 1, offset: 0, first: 0, last: 0, showPager: false }],
    [8, 1, { page: 1, pageCount: 1, offset: 0, first: 1, last: 8, showPager: false }],
    [9, 2, { page: 2, pageCount: 2, offset: 8, first: 9, last: 9, showPager: true }],
    [17, 2, { page: 2, pageCount: 3, offset: 8, first: 9, last: 16, showPager: true }],
    [17, 3, { page: 3, pageCount: 3, offset: 16, first: 17, last: 17, showPager: true }],
    [17, 99, { page: 3, pageCount: 3, offset: 16, first: 17, last: 17, showPager: true }],
    [100_000, 12_500, { page: 12_500, pageCount: 12_500, offset: 99_992, first: 99_993, last: 100_000 }],
  ])("%i entries, page %i", (total, requested, expected) => {
    expect(paginate(total, requested)).toMatchObject({ total, ...expected });
  });

  it("writes SPEC.md's 'Showing' text", () => {
    expect(showingText(paginate(17, 2))).toBe("Showing 9 to 16 of 17 entries");
  });
});

describe("requestedPage", () => {
  it.each([
    [null, 1],
    ["3", 3],
    ["0", 1],
    ["-2", 1],
    ["2.5", 1],
    ["abc", 1],
    ["1e400", 1],
  ])("reads %j as page %i", (value, page) => {
    expect(requestedPage(value)).toBe(page);
  });
});
