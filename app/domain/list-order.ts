import { type ApplicationFilters, filtersQuery, type ListView } from "./application-filters";
import { PAGE_SIZE } from "./pagination";

// The order each view of the applications list shows, written once so the list, its pages and the
// Previous / Next of a record opened from it agree. Every order is a total one: the received time,
// then the id to part two received in the same instant.

/**
 * "Needs a reply" is oldest first (the longest wait on top); the others newest first. Ties on the
 * received time go by id, ascending newest first and descending oldest first: exactly the list's
 * index read forwards or backwards, so either order is served by it.
 */
export const oldestFirst = (view: ListView): boolean => view === "reply";

/** What the order reads of a row; `createdAt` as milliseconds or microseconds, the same unit throughout. */
export type SortKey = { createdAt: number; id: string };

/** Negative when `a` comes before `b` in the view's order (an Array.sort comparator). */
export function compareInView(view: ListView, a: SortKey, b: SortKey): number {
  const byTime = a.createdAt - b.createdAt;
  const byId = a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  const ascending = byTime !== 0 ? byTime : -byId;
  return oldestFirst(view) ? ascending : -ascending;
}

/** The list page (1-based) that shows the entry with `before` entries ahead of it. */
export const pageOfPosition = (before: number, pageSize = PAGE_SIZE): number => Math.floor(Math.max(0, before) / pageSize) + 1;

/**
 * A record's address that remembers the list it was opened from (its view, filters and search), so
 * its Previous / Next follow that list and its actions come back to it; `extra` adds a parameter.
 */
export function recordHref(id: string, filters: ApplicationFilters, extra?: string): string {
  const query = filtersQuery(filters);
  const tail = extra ? `${query ? "&" : "?"}${extra}` : "";
  return `/admin/applications/${id}${query}${tail}`;
}
