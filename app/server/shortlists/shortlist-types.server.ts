import type { Locale } from "~/domain/locale";
import type { Fit } from "~/domain/matching";
import type { TextCheck } from "~/domain/shortlists";
import type { ApplicationRow } from "../db/schema.server";
import type { OutgoingMessage } from "../mail/templates.server";

// The types of the shortlists module (./shortlists.server.ts, which exports them all): kept apart
// so the modules that do the work can name them without importing the module that calls them.

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
  /** When the one reminder of the current link went out; null until then (a new link clears it). */
  remindedAt: Date | null;
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

/** A reason the CIO may not give: too long, or with control characters (nothing is stored). */
export type ReasonRefused = { status: "reason-not-valid"; problem: Extract<TextCheck, { ok: false }>["problem"] };

/** What the admin's Revoke and Resend did. */
export type LinkChange = { ok: true } | { ok: false; problem: "not-found" | "closed" | "already-revoked" | "no-longer-available" };

/** One CIO as the company's page shows them: no e-mail, phone, LinkedIn, city or last name. */
export type ShortlistedCio = {
  candidateId: string;
  /** First name and last initial: "Marie T."; '' once the CIO is no longer available. */
  displayName: string;
  /** The application's years-of-experience code (an option), or null. */
  experience: string | null;
  industries: readonly string[];
  areasOfExpertise: readonly string[];
  province: string | null;
  workModel: string | null;
  availability: string | null;
  /** "en" | "fr" | "both" | null. */
  workLanguage: string | null;
  /** Why the CIO fits, in the company's language. */
  reasons: string[];
  noteForCompany: string | null;
  /**
   * False once the CIO withdrew or their data was deleted: the page says they are no longer
   * available, and every detail above is empty.
   */
  available: boolean;
};

/** What the company's page shows: the interested CIOs, and what the company already answered. */
export type CompanyShortlist = {
  shortlistId: string;
  locale: Locale;
  contactFirstName: string;
  /** The company's own name (its own page). */
  companyName: string;
  status: "open" | "picked" | "none-fit" | "closed";
  /** True while the shortlist is open: the company may pick or answer that none fit. */
  canPick: boolean;
  /** The CIOs who said they are interested (and those of them no longer available). */
  candidates: ShortlistedCio[];
  /** The candidate ids the company picked, once it did. */
  picked?: string[];
  /** Why none fit, once the company said so. */
  reason?: string | null;
};

/** Why a pick is refused (nothing is stored). */
export type PickRefused =
  /** No candidate chosen. */
  | { status: "no-candidate" }
  /** A chosen candidate is not on this shortlist, not interested, or no longer available. */
  | { status: "candidate-not-available" }
  /** The company already picked or answered that none fit. */
  | { status: "already-answered" };

/** The outcome of a pick: the candidates picked, or why not. */
export type PickOutcome = LinkCheck<{ picked: string[] }> | PickRefused;

/** The outcome of "None of these fit": stored, or why not. */
export type NoneFitOutcome = LinkCheck<{ reason: string | null }> | ReasonRefused | { status: "already-answered" };

/** A pick's settings: the team's addresses go in copy of the introductions and take the replies. */
export type PickSettings = Settings & { notifyEmails: readonly string[] };
