import { describe, expect, it } from "vitest";
import { pagerWords } from "~/content/admin";
import { paginate, requestedPage, pageNumbers } from "./pagination";

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

  it("writes the list's 'Showing' text", () => {
    expect(pagerWords.showing(paginate(17, 2))).toBe("Showing 9 to 16 of 17 entries");
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

describe("pageNumbers", () => {
  it("lists every page when there are few", () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(2, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("keeps the first, the last and the current page's neighbours, with gaps between", () => {
    expect(pageNumbers(1, 12_500)).toEqual([1, 2, 3, null, 12_500]);
    expect(pageNumbers(6_000, 12_500)).toEqual([1, null, 5_998, 5_999, 6_000, 6_001, 6_002, null, 12_500]);
    expect(pageNumbers(12_500, 12_500)).toEqual([1, null, 12_498, 12_499, 12_500]);
  });

  it("shows a single missing page instead of an ellipsis for it", () => {
    expect(pageNumbers(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 10]);
  });
});
