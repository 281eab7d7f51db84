import { type Locale, locales } from "~/domain/locale";
import { cioStages, companyStages, type Stage } from "~/domain/pipeline";
import { withoutControlCharacters } from "./forms/control-characters";

/**
 * The longest search the admin list and its export run: longer adds nothing to a name or an
 * address, and only costs the database (decision 0030). The search box has the same maxLength.
 */
export const SEARCH_MAX_LENGTH = 100;

/**
 * "reply": real applications awaiting a first reply (first stage, no decision), oldest first, the
 * list's home; "list": every real application ("All"), newest first; "spam": what the spam checks caught.
 */
export type ListView = "reply" | "list" | "spam";

/** How each view is written in the URL's `view` (the "list" view reads as "All"). */
const viewNames: Record<ListView, string> = { reply: "reply", list: "all", spam: "spam" };

/** The admin list's view, filters and search, as they sit in the URL (so a view can be bookmarked). */
export type ApplicationFilters = {
  view: ListView;
  type: "CIO" | "Company" | null;
  status: "pending" | "accepted" | "denied" | "withdrawn" | null;
  /** The language the applicant used on the site; absent or null: every language. */
  language?: Locale | null;
  /** Where it stands in the team's work (either kind's stages); absent or null: every stage. */
  stage?: Stage | null;
  /** Matched against names (company names too) and e-mail; at most SEARCH_MAX_LENGTH characters, no control characters. */
  q: string;
  /** "Mine" (`owner=me` in the URL): the signed-in admin's address, whose records alone are shown; absent: anyone's. */
  mine?: string | null;
};

const types = ["CIO", "Company"] as const;
const statuses = ["pending", "accepted", "denied", "withdrawn"] as const;
/** Both kinds' stages, each once (Engaged is both a company's and a CIO's). */
export const filterStages: readonly Stage[] = [...new Set<Stage>([...companyStages, ...cioStages])];

/** The parameters that filter or search (an empty one, as a form sends an unchosen select, is none). */
const filterNames = ["type", "status", "language", "stage", "q", "owner"] as const;

/** True when any filter or search is set (the view aside). */
export const narrowed = (filters: Omit<ApplicationFilters, "view">): boolean =>
  Boolean(filters.type || filters.status || filters.language || filters.stage || filters.q || filters.mine);

/**
 * The view an address without `view` shows. The list's own address opens on "Needs a reply"; an
 * address that names a filter or a search looks through every application, as a search box is
 * expected to. The CSV export keeps "everything" for its bare address (`unfiltered: "list"`).
 */
export function impliedView(filters: Omit<ApplicationFilters, "view">, unfiltered: ListView = "reply"): ListView {
  return narrowed(filters) ? "list" : unfiltered;
}

/**
 * Reads the filters leniently: an unknown value means "no filter", never an error; control
 * characters in the search (a NUL the database cannot take) are dropped, and it is cut to length.
 * Without a known `view`, the view is impliedView's.
 */
export function readFilters(params: URLSearchParams, options: { viewer?: string; unfiltered?: ListView } = {}): ApplicationFilters {
  const { viewer, unfiltered = "reply" } = options;
  const type = params.get("type");
  const status = params.get("status");
  const language = params.get("language");
  const stage = params.get("stage");
  const named = (Object.keys(viewNames) as ListView[]).find((view) => viewNames[view] === params.get("view"));
  const filters = {
    type: types.find((value) => value === type) ?? null,
    status: statuses.find((value) => value === status) ?? null,
    language: locales.find((value) => value === language) ?? null,
    stage: filterStages.find((value) => value === stage) ?? null,
    // Cut by code points, so an emoji at the end is kept or dropped whole.
    q: Array.from(withoutControlCharacters(params.get("q") ?? "").trim())
      .slice(0, SEARCH_MAX_LENGTH)
      .join("")
      .trim(),
    // "me" is whoever reads the address, so one bookmark serves every admin.
    mine: params.get("owner") === "me" && viewer ? viewer.trim().toLowerCase() : undefined,
  };
  // A filter asked for counts even when its value is unknown (and so dropped): the address was a search.
  const asked = filterNames.some((name) => (params.get(name) ?? "").trim() !== "");
  return { view: named ?? (asked ? "list" : unfiltered), ...filters };
}

/** The applications list; `/admin` itself is the queue, the admin's home page. */
export const applicationsListPath = "/admin/applications";

/** The list's address for these filters (and a page). */
export const applicationsListHref = (filters: ApplicationFilters, page?: number) => `${applicationsListPath}${filtersQuery(filters, page)}`;

/**
 * The query string for these filters (and a page), leaving out what is not set, and the view when
 * the address implies it (readFilters with the same `unfiltered` reads it back).
 */
export function filtersQuery(filters: ApplicationFilters, page?: number, unfiltered: ListView = "reply"): string {
  const params = new URLSearchParams();
  if (filters.view !== impliedView(filters, unfiltered)) params.set("view", viewNames[filters.view]);
  if (filters.type) params.set("type", filters.type);
  if (filters.status) params.set("status", filters.status);
  if (filters.language) params.set("language", filters.language);
  if (filters.stage) params.set("stage", filters.stage);
  if (filters.q) params.set("q", filters.q);
  if (filters.mine) params.set("owner", "me");
  if (page && page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The CSV of this view: its bare address exports every real application. */
export const exportHref = (filters: ApplicationFilters) => `/admin/export.csv${filtersQuery(filters, undefined, "list")}`;

/** True when the counters can answer 'of N entries' (no search, language, stage or owner, not the spam view): they count by type and status only. */
export function countableByCounters(filters: ApplicationFilters): boolean {
  return filters.view === "list" && filters.q === "" && !filters.language && !filters.stage && !filters.mine;
}

/** A search text as a LIKE pattern that matches it anywhere, its own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
