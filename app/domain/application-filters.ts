import { type Locale, locales } from "~/domain/locale";
import { cioStages, companyStages, type Stage } from "~/domain/pipeline";
import { withoutControlCharacters } from "./forms/control-characters";

/**
 * The longest search the admin list and its export run: longer adds nothing to a name or an
 * address, and only costs the database (decision 0030). The search box has the same maxLength.
 */
export const SEARCH_MAX_LENGTH = 100;

/** The admin list's view, filters and search, as they sit in the URL (so a view can be bookmarked). */
export type ApplicationFilters = {
  /** "list": real applications; "spam": what the spam checks caught. */
  view: "list" | "spam";
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

/**
 * Reads the filters leniently: an unknown value means "no filter", never an error; control
 * characters in the search (a NUL the database cannot take) are dropped, and it is cut to length.
 */
export function readFilters(params: URLSearchParams, viewer?: string): ApplicationFilters {
  const type = params.get("type");
  const status = params.get("status");
  const language = params.get("language");
  const stage = params.get("stage");
  return {
    view: params.get("view") === "spam" ? "spam" : "list",
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
}

/** The applications list; `/admin` itself is the queue, the admin's home page. */
export const applicationsListPath = "/admin/applications";

/** The list's address for these filters (and a page). */
export const applicationsListHref = (filters: ApplicationFilters, page?: number) => `${applicationsListPath}${filtersQuery(filters, page)}`;

/** The query string for these filters (and a page), leaving out what is not set. */
export function filtersQuery(filters: ApplicationFilters, page?: number): string {
  const params = new URLSearchParams();
  if (filters.view === "spam") params.set("view", "spam");
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

/** True when the counters can answer 'of N entries' (no search, language, stage or owner, not the spam view): they count by type and status only. */
export function countableByCounters(filters: ApplicationFilters): boolean {
  return filters.view === "list" && filters.q === "" && !filters.language && !filters.stage && !filters.mine;
}

/** A search text as a LIKE pattern that matches it anywhere, its own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
