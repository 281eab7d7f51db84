import type { Locale } from "~/domain/locale";
import type { Fit } from "~/domain/matching";
import type { ApplicationRow } from "../db/schema.server";
import type { Database } from "../db/client.server";
import type { OutgoingMessage } from "../mail/templates.server";
import * as links from "./cio-links.server";
import type { LinkChange, ReasonRefused } from "./cio-links.server";
import * as send from "./shortlist-send.server";
import * as views from "./shortlist-views.server";

// The matching service's shortlists (decision 0075): the team suggests 1–3 accepted CIOs for an
// accepted company request, each CIO says yes first on a signed page, the company then picks from
// those interested, and only a pick exchanges contact details. This module is the one way in for
// every step: the admin's pages, the CIO's and the company's pages, and the daily reminders.

export type { LinkChange, ReasonRefused } from "./cio-links.server";

/** What the admin chose for one CIO: who, and the optional note in each reader's language. */
export type CandidatePick = { cioId: string; noteForCio: string; noteForCompany: string };

/** The input of "Preview" and "Send" on a company request's page. */
export type ShortlistInput = { companyId: string; picks: CandidatePick[] };

/** What each side would receive, exactly as it will be queued. */
export type ShortlistPreview = {
  company: ApplicationRow;
  candidates: { cio: ApplicationRow; fit: Fit; invitation: OutgoingMessage }[];
};

export type ShortlistProblem =
  /** The request is not accepted, or gone. */
  | "company-not-eligible"
  /** A CIO is not in the network (pending, denied, withdrawn, deleted, spam) or does not work in the company's language. */
  | "cio-not-eligible"
  /** None, or more than three, or the same CIO twice. */
  | "wrong-count"
  /** The request already has an open shortlist (two admins at once, a double click). */
  | "already-open"
  /** A note is longer than MAX_NOTE_LENGTH (app/domain/shortlists.ts) or holds control characters. */
  | "note-not-valid";

export type Settings = { baseUrl: string; secret: string };

/** The state of one shortlisted CIO, as both records' pages show it. */
export type CandidateState =
  "sent" | "viewed" | "interested" | "not-for-me" | "expired" | "revoked" | "picked" | "not-picked" | "no-longer-available";

export type CandidateView = {
  candidateId: string;
  /** Null once the CIO's personal data was deleted. */
  cioId: string | null;
  cioName: string;
  state: CandidateState;
  answerReason: string | null;
  noteForCio: string | null;
  noteForCompany: string | null;
  linkIssuedAt: Date;
  answeredAt: Date | null;
};

export type ShortlistView = {
  shortlistId: string;
  companyId: string;
  companyName: string;
  status: "open" | "picked" | "none-fit" | "closed";
  createdBy: string;
  createdAt: Date;
  /** Null until at least one CIO was interested and the company's page went out. */
  companyLinkIssuedAt: Date | null;
  reason: string | null;
  candidates: CandidateView[];
};

/** What the CIO's page shows: the opportunity without the company's identity or contact details. */
export type Opportunity = {
  candidateId: string;
  locale: Locale;
  cioFirstName: string;
  industries: readonly string[];
  companySize: string | null;
  province: string;
  workModel: string | null;
  contractDuration: string | null;
  requiredExpertise: readonly string[];
  workLanguage: string | null;
  /** Why the CIO fits, in the CIO's language. */
  reasons: string[];
  note: string | null;
  answer: "interested" | "not-for-me" | null;
  answerReason: string | null;
  /** False once the company picked (or the shortlist closed): the answer can no longer change. */
  canChange: boolean;
};

/** A link's check: its record, or why there is nothing to show (never which record it named). */
export type LinkCheck<T> =
  | { status: "ok"; value: T }
  | { status: "invalid" | "expired" | "revoked" | "closed" }
  /** A valid link opened on the other language's path: where its own language shows it. */
  | { status: "other-language"; locale: Locale };

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
export async function resendCandidateLink(db: Database, input: { candidateId: string; adminEmail: string }, settings: Settings, now: Date) {
  return links.resendCandidateLink(db, input, settings, now);
}
