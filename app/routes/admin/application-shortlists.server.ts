import { data, redirect } from "react-router";
import type { ActionProblem, ShortlistDraft, ShortlistOutcome } from "./application-action-data";
import { applicantName } from "~/domain/applicant-name";
import { recordLanguage } from "~/content/admin";
import { shortlistErrors as errors, type shortlistForm as formWords } from "~/content/admin-shortlists";
import { adminFormWords } from "~/content/forms";
import { shortlistForm, shownIssueTimeField } from "~/domain/forms/admin-forms";
import { inArray } from "drizzle-orm";
import { isUuid } from "~/domain/ids";
import { COMPANY_LINK_MS } from "~/domain/shortlists";
import type { Database } from "~/server/db/client.server";
import { type ApplicationRow, shortlists as shortlistTable } from "~/server/db/schema.server";
import { countAttempt, limitCheck } from "~/server/limits/limits.server";
import {
  eligibleCios,
  previewShortlist,
  resendCandidateLink,
  resendCompanyLink,
  revokeCandidateLink,
  revokeCompanyLink,
  sendShortlist,
  type Settings,
  type LinkChange,
  type ShortlistProblem,
  type ShortlistView,
  shortlistsOf,
} from "~/server/shortlists/shortlists.server";

// The shortlists' part of a record's page (/admin/applications/:id): what the loader adds, and the
// forms' actions (Preview, Send, Revoke link, Send a new link, and the same two for the company's
// link). The shortlists module decides;
// this turns its answers into the page's data, redirects and 4xx answers.

/** Why "Shortlist CIOs" is not offered on this record, or null when it is. */
type NotOffered = keyof typeof formWords.notOffered;

function notOfferedFor(application: ApplicationRow): NotOffered | null {
  if (application.spamReason) return "spam";
  if (application.status === "Denied") return "denied";
  if (application.status === "Withdrawn") return "withdrawn";
  if (application.status !== "Accepted") return "pending";
  return null;
}

/** Where the company's link to its shortlist page stands, as the company request's page shows it. */
export type CompanyLinkState = "not-sent" | "sent" | "viewed" | "picked" | "none-fit" | "expired" | "revoked" | "closed";

export type CompanyLinkView = {
  state: CompanyLinkState;
  issuedAt: Date | null;
  viewedAt: Date | null;
  remindedAt: Date | null;
  answeredAt: Date | null;
};

type CompanySide = {
  status: ShortlistView["status"];
  companyLinkIssuedAt: Date | null;
  companyLinkRevokedAt: Date | null;
  companyViewedAt: Date | null;
};

/** The company link's state: the shortlist's outcome first, then whether its link still opens. */
export function companyLinkState(side: CompanySide, now: Date): CompanyLinkState {
  if (side.status === "picked") return "picked";
  if (side.status === "none-fit") return "none-fit";
  if (side.status === "closed") return "closed";
  if (!side.companyLinkIssuedAt) return "not-sent";
  if (side.companyLinkRevokedAt) return "revoked";
  if (now.getTime() - side.companyLinkIssuedAt.getTime() > COMPANY_LINK_MS) return "expired";
  return side.companyViewedAt ? "viewed" : "sent";
}

/** Each shortlist's company link, read from its row (the shortlists module's view does not carry all of it). */
async function companyLinksOf(db: Database, views: ShortlistView[], now: Date): Promise<Map<string, CompanyLinkView>> {
  const ids = views.map((view) => view.shortlistId);
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: shortlistTable.id,
      status: shortlistTable.status,
      companyLinkIssuedAt: shortlistTable.companyLinkIssuedAt,
      companyLinkRevokedAt: shortlistTable.companyLinkRevokedAt,
      companyViewedAt: shortlistTable.companyViewedAt,
      companyRemindedAt: shortlistTable.companyRemindedAt,
      companyAnsweredAt: shortlistTable.companyAnsweredAt,
    })
    .from(shortlistTable)
    .where(inArray(shortlistTable.id, ids));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        state: companyLinkState(row, now),
        issuedAt: row.companyLinkIssuedAt,
        viewedAt: row.companyViewedAt,
        remindedAt: row.companyRemindedAt,
        answeredAt: row.companyAnsweredAt,
      },
    ]),
  );
}

const noCompanyLink: CompanyLinkView = { state: "not-sent", issuedAt: null, viewedAt: null, remindedAt: null, answeredAt: null };

/** The loader's part: the record's shortlists and, on an accepted request without an open one, who can be chosen. */
export async function shortlistPageData(db: Database, application: ApplicationRow, now: Date) {
  const views = await shortlistsOf(db, application.id, now);
  const companyLinks = await companyLinksOf(db, views, now);
  const shortlists = views.map((view) => ({ ...view, companyLink: companyLinks.get(view.shortlistId) ?? noCompanyLink }));
  if (application.type !== "Company") return { shortlists, offer: null };
  const blocked = notOfferedFor(application) ?? (shortlists.some((shortlist) => shortlist.status === "open") ? "open" : null);
  if (blocked) return { shortlists, offer: { blocked, eligible: [], needsFrench: false } };
  const eligible = (await eligibleCios(db, application)).map(({ cio, fit }) => ({
    id: cio.id,
    name: applicantName(cio),
    language: recordLanguage.name(cio.locale),
    fit: { score: fit.score, reasons: fit.reasons },
  }));
  const needsFrench = application.workLanguage === "fr" || application.workLanguage === "both";
  return { shortlists, offer: { blocked: eligible.length === 0 ? ("none" as const) : null, eligible, needsFrench } };
}

/** What the form posted, before any check: the ticked CIOs and the notes typed for each. */
function draftOf(body: FormData): ShortlistDraft {
  const text = (name: string) => {
    const value = body.get(name);
    return typeof value === "string" ? value : "";
  };
  const picks = body.getAll("pick").filter((value): value is string => typeof value === "string");
  const notes: ShortlistDraft["notes"] = {};
  for (const id of picks) notes[id] = { noteForCio: text(`noteForCio.${id}`), noteForCompany: text(`noteForCompany.${id}`) };
  return { picks, notes };
}

const problemMessages: Record<ShortlistProblem, { status: number; field: string; message: string }> = {
  "company-not-eligible": { status: 400, field: "section", message: errors.companyNotEligible },
  "cio-not-eligible": { status: 400, field: "picks", message: errors.cioNotEligible },
  "wrong-count": { status: 400, field: "picks", message: errors.choosePicks },
  "already-open": { status: 409, field: "section", message: errors.alreadyOpen },
  // The form's own checks refuse such a note first, on its field; this answers only if the two ever differ.
  "note-not-valid": { status: 400, field: "section", message: errors.noteNotValid },
};

const refused = (status: number, outcome: ShortlistOutcome) => data<ActionProblem>({ errors: {}, shortlist: outcome }, { status });

/** Why a link could not be revoked or sent again (another admin acted first, the shortlist ended, the CIO left). */
const linkProblems: Record<Exclude<LinkChange, { ok: true }>["problem"], string> = {
  "not-found": errors.noSuchCandidate,
  closed: errors.shortlistClosed,
  "already-revoked": errors.alreadyRevoked,
  "no-longer-available": errors.cioGone,
};

type Context = { db: Database; id: string; adminEmail: string; settings: Settings; now: Date; nudge: () => void };

/** "Preview" (`send` false) and "Send" on a company request's page. */
export async function shortlistAction(body: FormData, send: boolean, context: Context) {
  const { db, id, adminEmail, settings, now } = context;
  const draft = draftOf(body);
  const parsed = shortlistForm({ ...errors, ...adminFormWords }).safeParse({
    picks: draft.picks.map((cioId) => ({ cioId, ...draft.notes[cioId] })),
  });
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const [, index, field] = issue.path;
      const cioId = typeof index === "number" ? draft.picks[index] : undefined;
      const key = cioId && (field === "noteForCio" || field === "noteForCompany") ? `${field}.${cioId}` : "picks";
      fieldErrors[key] ??= issue.message;
    }
    return refused(400, { draft, errors: fieldErrors });
  }
  const input = { companyId: id, picks: parsed.data.picks };
  if (send) {
    const outcome = await sendShortlist(db, { ...input, adminEmail }, settings, now);
    if (outcome.ok) {
      context.nudge();
      return redirect(`/admin/applications/${id}?notice=shortlisted#shortlists`, 303);
    }
    const problem = problemMessages[outcome.problem];
    return refused(problem.status, { draft, errors: { [problem.field]: problem.message } });
  }
  const outcome = await previewShortlist(db, input, settings, now);
  if (!outcome.ok) {
    const problem = problemMessages[outcome.problem];
    return refused(problem.status, { draft, errors: { [problem.field]: problem.message } });
  }
  const notes = new Map(parsed.data.picks.map((pick) => [pick.cioId, pick.noteForCompany]));
  const preview = outcome.preview.candidates.map(({ cio, invitation }) => ({
    cioId: cio.id,
    name: applicantName(cio),
    to: invitation.recipients.join(", "),
    subject: invitation.subject,
    textBody: invitation.textBody,
    noteForCompany: notes.get(cio.id) ?? "",
  }));
  return data<ActionProblem>({ errors: {}, shortlist: { draft, errors: {}, preview } });
}

/**
 * The issue time of the link the page showed (a "Send a new link" form's `issuedAt`), so that a
 * second submission of the same form sends nothing more; absent on forms that do not send it.
 */
function shownIssueTime(body: FormData): Date | undefined | "invalid" {
  const parsed = shownIssueTimeField.safeParse(body.get("issuedAt") ?? undefined);
  if (!parsed.success) return "invalid";
  return parsed.data === undefined ? undefined : new Date(parsed.data);
}

/** "Revoke link" and "Send a new link" on either record's page: only for a CIO shortlisted on this record. */
export async function candidateLinkAction(body: FormData, resend: boolean, context: Context) {
  const { db, id, adminEmail, settings, now } = context;
  const candidateId = body.get("candidateId");
  const fail = (message: string, status = 400) => data<ActionProblem>({ errors: { candidate: message } }, { status });
  if (typeof candidateId !== "string" || !isUuid(candidateId)) return fail(errors.noSuchCandidate);
  const shortlists = await shortlistsOf(db, id, now);
  // On a company request's page any CIO of its shortlists; on a CIO's page only their own place on one.
  const mine = shortlists.some((shortlist) =>
    shortlist.candidates.some(
      (candidate) => candidate.candidateId === candidateId && (shortlist.companyId === id || candidate.cioId === id),
    ),
  );
  if (!mine) return fail(errors.noSuchCandidate, 404);
  const shownIssuedAt = shownIssueTime(body);
  if (shownIssuedAt === "invalid") return fail(errors.noSuchCandidate);
  const input = { candidateId, adminEmail, shownIssuedAt };
  const outcome = resend ? await resendCandidateLink(db, input, settings, now) : await revokeCandidateLink(db, input, now);
  if (!outcome.ok) return fail(linkProblems[outcome.problem], outcome.problem === "not-found" ? 404 : 409);
  if (resend) context.nudge();
  return redirect(`/admin/applications/${id}?notice=${resend ? "linkResent" : "linkRevoked"}#shortlists`, 303);
}

/**
 * "Revoke the company's link" and "Send the company a new link" on a company request's page: only
 * for a shortlist of this request. A resend is an e-mail to the company, so it counts against the
 * shared limiter, per link.
 */
export async function companyLinkAction(body: FormData, resend: boolean, context: Context) {
  const { db, id, adminEmail, settings, now } = context;
  const shortlistId = body.get("shortlistId");
  const fail = (message: string, status = 400) => data<ActionProblem>({ errors: { candidate: message } }, { status });
  if (typeof shortlistId !== "string" || !isUuid(shortlistId)) return fail(errors.noSuchShortlist);
  const mine = (await shortlistsOf(db, id, now)).some((shortlist) => shortlist.shortlistId === shortlistId && shortlist.companyId === id);
  if (!mine) return fail(errors.noSuchShortlist, 404);
  if (resend) {
    const verdict = await countAttempt(db, [limitCheck("shortlistResendsPerCompanyLink", shortlistId, {})], now);
    if (!verdict.allowed) return fail(errors.tooManyResends, 429);
  }
  const shownIssuedAt = shownIssueTime(body);
  if (shownIssuedAt === "invalid") return fail(errors.noSuchShortlist);
  const input = { shortlistId, adminEmail, shownIssuedAt };
  const outcome = resend ? await resendCompanyLink(db, input, settings, now) : await revokeCompanyLink(db, input, now);
  if (!outcome.ok) return fail(companyLinkProblems[outcome.problem], outcome.problem === "not-found" ? 404 : 409);
  if (resend) context.nudge();
  return redirect(`/admin/applications/${id}?notice=${resend ? "companyLinkResent" : "companyLinkRevoked"}#shortlists`, 303);
}

/** Why the company's link could not be revoked or sent again. */
const companyLinkProblems: Record<Exclude<LinkChange, { ok: true }>["problem"], string> = {
  "not-found": errors.noSuchShortlist,
  closed: errors.shortlistClosed,
  "already-revoked": errors.companyAlreadyRevoked,
  "no-longer-available": errors.companyGone,
};
