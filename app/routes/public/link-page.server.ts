import { data, redirect } from "react-router";
import type { Locale } from "~/domain/locale";
import { services } from "~/server/services.server";
import type { LinkCheck } from "~/server/shortlists/shortlists.server";

// What the two pages opened by a signed link share (the CIO's opportunity page and the company's
// shortlist page): their private headers, the status of a link that shows nothing, the redirect to
// the link's own language, and the settings a link is read with. Each page keeps its own state,
// form and answers (./opportunity.server.ts, ./company-shortlist.server.ts).

/**
 * Every answer of these paths, the page, a problem page, a refusal or a redirect: kept out of
 * search engines and caches (the page is one person's, reached by a credential). The server adds
 * the referrer policy of every token path before the page is made (security-headers.server.ts),
 * so a link followed from the page never tells another site its address.
 */
export const privatePageHeaders = { "X-Robots-Tag": "noindex", "Cache-Control": "no-store" } as const;

/** The route modules' headers: the same private headers on the page, its problem pages and its refusals, thrown ones too. */
export function privateRouteHeaders({ actionHeaders }: { actionHeaders: Headers }) {
  // An action's own (Retry-After) pass through.
  const headers = new Headers(actionHeaders);
  for (const [name, value] of Object.entries(privatePageHeaders)) headers.set(name, value);
  return headers;
}

export type LinkProblem = "invalid" | "expired" | "revoked" | "closed";

/** The state of a page whose link shows nothing: which problem, and how long such links work. */
export type LinkProblemState = { state: "problem"; problem: LinkProblem; linkDays: number };

/**
 * 404 for a link that names nothing (tampered, cut, or not ours): there is no page here. 410 for a
 * genuine link that no longer works (expired, revoked, or its request closed): the page was here
 * and is gone for good, which also tells a crawler that found it to drop it.
 */
const statusOf: Record<LinkProblem, 404 | 410> = { invalid: 404, expired: 410, revoked: 410, closed: 410 };

/** The database and the settings a signed link is read and checked with. */
export async function linkServices() {
  const { database, config, secret } = await services();
  return { db: database.db, config, settings: { baseUrl: config.baseUrl, secret } };
}

/**
 * The answers of one page opened by a signed link, at its paths (`prefix`, by language) and with its
 * links' lifetime (`linkDays`, which the problem page tells).
 */
export function linkPage<State extends { state: string }>(prefix: Record<Locale, string>, linkDays: number) {
  const selfPath = (locale: Locale, token: string) => `${prefix[locale]}${encodeURIComponent(token)}`;

  const page = (state: State | LinkProblemState, status = 200, headers: Record<string, string> = {}) =>
    data(state, {
      status: state.state === "problem" ? statusOf[(state as LinkProblemState).problem] : status,
      headers: { ...privatePageHeaders, ...headers },
    });

  /** The link's own language's path, for a valid link opened on the other's: the same token, and the same query. */
  const otherLanguage = (locale: Locale, token: string, search = "") =>
    redirect(`${selfPath(locale, token)}${search}`, { status: 303, headers: privatePageHeaders });

  /** What a check of the link shows when it found nothing to show. */
  const notShown = (check: Exclude<LinkCheck<unknown>, { status: "ok" }>, token: string, search?: string) =>
    check.status === "other-language"
      ? otherLanguage(check.locale, token, search)
      : page({ state: "problem", problem: check.status, linkDays });

  /** After a saved answer: the page again, which then says what happens next. */
  const answeredRedirect = (locale: Locale, token: string) =>
    redirect(`${selfPath(locale, token)}?answered=1`, { status: 303, headers: privatePageHeaders });

  return { page, notShown, answeredRedirect };
}
