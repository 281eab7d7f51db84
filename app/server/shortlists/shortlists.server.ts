import type { Locale } from "~/domain/locale";
import type { Fit } from "~/domain/matching";
import type { ApplicationRow } from "../db/schema.server";
import type { Database } from "../db/client.server";
import * as links from "./cio-links.server";
import * as send from "./shortlist-send.server";
import * as views from "./shortlist-views.server";
import type {
  LinkChange,
  LinkCheck,
  Opportunity,
  ReasonRefused,
  Settings,
  ShortlistInput,
  ShortlistPreview,
  ShortlistProblem,
  ShortlistView,
} from "./shortlist-types.server";

// The matching service's shortlists (decision 0075): the team suggests 1–3 accepted CIOs for an
// accepted company request, each CIO says yes first on a signed page, the company then picks from
// those interested, and only a pick exchanges contact details. This module is the one way in for
// every step: the admin's pages, the CIO's and the company's pages, and the daily reminders.

export type {
  CandidatePick,
  ShortlistInput,
  ShortlistPreview,
  ShortlistProblem,
  Settings,
  CandidateState,
  CandidateView,
  ShortlistView,
  Opportunity,
  LinkCheck,
  ReasonRefused,
  LinkChange,
} from "./shortlist-types.server";

/** The accepted CIOs that may be shortlisted for a company request, best fit first (language rule applied). */
export async function eligibleCios(db: Database, company: ApplicationRow): Promise<{ cio: ApplicationRow; fit: Fit }[]> {
  return send.eligibleCios(db, company);
}

/** What "Send" would queue, or why it cannot. Stores nothing. */
export async function previewShortlist(
  db: Database,
  input: ShortlistInput,
  settings: Settings,
  now: Date,
): Promise<{ ok: true; preview: ShortlistPreview } | { ok: false; problem: ShortlistProblem }> {
  return send.previewShortlist(db, input, settings, now);
}

/** Stores the shortlist and queues each CIO's invitation, in one transaction; records "shortlisted" on both records. */
export async function sendShortlist(
  db: Database,
  input: ShortlistInput & { adminEmail: string },
  settings: Settings,
  now: Date,
): Promise<{ ok: true; shortlistId: string } | { ok: false; problem: ShortlistProblem }> {
  return send.sendShortlist(db, input, settings, now);
}

/** Every shortlist a record takes part in (a company's own, or those a CIO is on), newest first. */
export async function shortlistsOf(db: Database, applicationId: string, now: Date): Promise<ShortlistView[]> {
  return views.shortlistsOf(db, applicationId, now);
}

/** The CIO's page for a link; marks it viewed the first time. */
export async function opportunityFor(
  db: Database,
  token: string,
  locale: Locale,
  settings: Settings,
  now: Date,
): Promise<LinkCheck<Opportunity>> {
  return links.opportunityFor(db, token, locale, settings, now);
}

/**
 * The CIO's answer; may change until the company picks. The same answer and reason again records
 * nothing. A reason over MAX_REASON_LENGTH or with control characters is refused ("reason-not-valid",
 * checked after the link, so a bad link never learns about it): the page checks it first with
 * checkedText (app/domain/shortlists.ts) to keep what the CIO typed.
 */
export async function answerOpportunity(
  db: Database,
  input: { token: string; locale: Locale; answer: "interested" | "not-for-me"; reason: string },
  settings: Settings,
  now: Date,
): Promise<LinkCheck<{ answer: "interested" | "not-for-me" }> | ReasonRefused> {
  return links.answerOpportunity(db, input, settings, now);
}

/** Retires a CIO's link (the admin's "Revoke"); the page then says the link no longer works. */
export async function revokeCandidateLink(
  db: Database,
  input: { candidateId: string; adminEmail: string },
  now: Date,
): Promise<LinkChange> {
  return links.revokeCandidateLink(db, input, now);
}

/** Sends the CIO a new link (the old one stops working), for an expired or revoked one. */
export async function resendCandidateLink(
  db: Database,
  input: { candidateId: string; adminEmail: string },
  settings: Settings,
  now: Date,
): Promise<LinkChange> {
  return links.resendCandidateLink(db, input, settings, now);
}
