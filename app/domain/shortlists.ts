import { hasControlCharacters } from "./forms/control-characters";
import type { Locale } from "./locale";

// The rules of a shortlist (decision 0075), pure so they are tested on hand-made cases: who may be
// shortlisted for whom, how many, what the team and the CIO may write, and what state a shortlisted
// CIO is in. The database work is app/server/shortlists/.

/** How long a CIO's link to their opportunity page lasts. */
export const CIO_LINK_DAYS = 7;
export const CIO_LINK_MS = CIO_LINK_DAYS * 86_400_000;

/** What a CIO's link signs: no other signed value of the site passes as one. */
export const CIO_LINK_PURPOSE = "shortlist-cio";

/** The most CIOs on one shortlist. */
export const MAX_CANDIDATES = 3;

/** The longest note the team may write for either side, and the longest reason a CIO may give. */
export const MAX_NOTE_LENGTH = 2_000;
export const MAX_REASON_LENGTH = 1_000;

/** The CIO's opportunity page in each language, followed by the signed token. */
export const opportunityPrefix = { en: "/opportunity/", fr: "/fr/occasion/" } as const satisfies Record<Locale, string>;

type Screened = { type: "CIO" | "Company"; status: string | null; spamReason: string | null };

/** A company request the team may shortlist CIOs for: accepted, and not spam. */
export function canBeShortlistedFor(company: Screened): boolean {
  return company.type === "Company" && company.status === "Accepted" && !company.spamReason;
}

/** A CIO in the network: accepted (so not pending, denied or withdrawn), and not spam. */
export function isInNetwork(cio: Screened): boolean {
  return cio.type === "CIO" && cio.status === "Accepted" && !cio.spamReason;
}

/**
 * The language rule: a company that works in French ("fr", or "both") needs a CIO who does ("fr"
 * or "both"). A CIO who did not say (null, rows from before it was asked) is not known to work in
 * French, so is offered only to companies that do not need it.
 */
export function needsFrench(company: { workLanguage: string | null }): boolean {
  return company.workLanguage === "fr" || company.workLanguage === "both";
}

export function worksInFrench(cio: { workLanguage: string | null }): boolean {
  return cio.workLanguage === "fr" || cio.workLanguage === "both";
}

export function speaksTheLanguageOf(company: { workLanguage: string | null }, cio: { workLanguage: string | null }): boolean {
  return !needsFrench(company) || worksInFrench(cio);
}

/** The CIOs may be shortlisted for the company: in the network and passing the language rule. */
export function canBeShortlisted(company: { workLanguage: string | null }, cio: Screened & { workLanguage: string | null }): boolean {
  return isInNetwork(cio) && speaksTheLanguageOf(company, cio);
}

/** One to three CIOs, each once. */
export function rightCount(cioIds: readonly string[]): boolean {
  return cioIds.length >= 1 && cioIds.length <= MAX_CANDIDATES && new Set(cioIds).size === cioIds.length;
}

export type TextCheck = { ok: true; text: string | null } | { ok: false; problem: "too-long" | "control-characters" };

/**
 * A note of the team or a CIO's reason, as the forms take text: trimmed, at most `max` characters,
 * line breaks allowed, the other control characters (NUL among them) and invisible marks refused.
 * Empty is null: nothing was written.
 */
export function checkedText(value: string, max: number): TextCheck {
  const text = value.trim();
  if (hasControlCharacters(text, "multi-line")) return { ok: false, problem: "control-characters" };
  if (text.length > max) return { ok: false, problem: "too-long" };
  return { ok: true, text: text === "" ? null : text };
}

export type CandidateState =
  "sent" | "viewed" | "interested" | "not-for-me" | "expired" | "revoked" | "picked" | "not-picked" | "no-longer-available";

type CandidateFacts = {
  cioApplicationId: string | null;
  linkIssuedAt: Date;
  linkRevokedAt: Date | null;
  viewedAt: Date | null;
  answer: "interested" | "not-for-me" | null;
  outcome: "picked" | "not-picked" | "withdrawn" | null;
};

/**
 * Where a shortlisted CIO stands, as both records' pages say it: an outcome first (the shortlist
 * ended for them), then a revoked link, then their answer; without an answer the link expires
 * after CIO_LINK_DAYS, and before that it was opened or only sent. A CIO who said Not for me keeps
 * that answer when the company picks others: the company never saw them.
 */
export function candidateState(candidate: CandidateFacts, now: Date): CandidateState {
  if (candidate.cioApplicationId === null || candidate.outcome === "withdrawn") return "no-longer-available";
  if (candidate.outcome === "not-picked" && candidate.answer === "not-for-me") return "not-for-me";
  if (candidate.outcome) return candidate.outcome;
  if (candidate.linkRevokedAt) return "revoked";
  if (candidate.answer) return candidate.answer;
  if (now.getTime() - candidate.linkIssuedAt.getTime() > CIO_LINK_MS) return "expired";
  return candidate.viewedAt ? "viewed" : "sent";
}

/** How long the company's link to its shortlist page lasts. */
export const COMPANY_LINK_DAYS = 14;
export const COMPANY_LINK_MS = COMPANY_LINK_DAYS * 86_400_000;

/** What the company's link signs (the shortlist's id and its `company_link_issued_at`). */
export const COMPANY_LINK_PURPOSE = "shortlist-company";

/** The company's shortlist page in each language, followed by the signed token. */
export const shortlistPrefix = { en: "/shortlist/", fr: "/fr/selection/" } as const satisfies Record<Locale, string>;
