/** The admin list's page size: 8 entries a page (docs/product.md). */
export const PAGE_SIZE = 8;

export type Page = {
  /** 1-based, clamped to the pages that exist. */
  page: number;
  pageCount: number;
  offset: number;
  /** 'Showing X to Y of N entries'; 0 to 0 of 0 when empty. */
  first: number;
  last: number;
  total: number;
  /** The pager and the 'Showing' text appear only when there is more than one page's worth. */
  showPager: boolean;
};

/** Reads `?page=N` leniently: anything that is not a positive whole number means page 1. */
export function requestedPage(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** Where a page of `total` entries starts and ends; a page past the end shows the last one. */
export function paginate(total: number, requested: number, pageSize = PAGE_SIZE): Page {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, Math.floor(requested)), pageCount);
  const offset = (page - 1) * pageSize;
  return {
    page,
    pageCount,
    offset,
    first: total === 0 ? 0 : offset + 1,
    last: Math.min(offset + pageSize, total),
    total,
    showPager: total > pageSize,
  };
}

/**
 * The numbered page buttons to show: the first and last pages, and the current one with two
 * neighbours on each side; `null` marks a gap ("…"). With 100,000 entries there are 12,500
 * pages, and a button for each would be useless.
 */
export function pageNumbers(page: number, pageCount: number, neighbours = 2): (number | null)[] {
  // Few enough pages to show them all in the room the windowed pager takes anyway.
  if (pageCount <= 2 * neighbours + 3) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const shown = new Set([1, pageCount]);
  for (let offset = -neighbours; offset <= neighbours; offset++) {
    const candidate = page + offset;
    if (candidate >= 1 && candidate <= pageCount) shown.add(candidate);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  for (const number of sorted) {
    const previous = result.at(-1);
    // A gap of exactly one page shows that page rather than an ellipsis standing for it.
    if (typeof previous === "number" && number - previous === 2) result.push(previous + 1);
    else if (typeof previous === "number" && number - previous > 2) result.push(null);
    result.push(number);
  }
  return result;
}
