import { data, redirect } from "react-router";
import type { ActionProblem } from "./application-action-data";
import { words } from "~/content/words";
import { leadFormsIn } from "~/domain/forms/lead-forms";
import { applicationPage as copy } from "~/content/admin";
import { decisionNotice } from "~/content/decision-emails";
import { formatIsoDay } from "~/content/format";
import { noteEditing, reasonEditing } from "~/content/privacy-requests";
import { applicationsListPath, readFilters } from "~/domain/application-filters";
import { recordHref } from "~/domain/list-order";
import { placeInList } from "~/server/admin/list-neighbours.server";
import { adminForms, decisionForm, introduceForm, stageMoveForm } from "~/domain/forms/admin-forms";
import { adminFormWords } from "~/content/forms";
import { deletionForm } from "~/domain/forms/privacy-forms";
import { detailRows } from "~/domain/forms/display";
import { applicationFormOf, formValuesOf } from "~/domain/forms/record";
import { isUuid } from "~/domain/ids";
import {
  addNote,
  applicationDetail,
  editNote,
  editReopenReason,
  releaseFromSpam,
  reopenDecision,
} from "~/server/admin/application-details.server";
import { decideApplication } from "~/server/admin/applications.server";
import { readFormBody } from "~/server/http/form-body.server";
import { introduce, introductionPreview, suggestionsFor } from "~/server/admin/matching.server";
import {
  deletePersonalData,
  deletionPreview,
  findPerson,
  mentionsElsewhere,
  personalDataExport,
} from "~/server/privacy/personal-data.server";
import { mailFilesFolder } from "~/server/mail/mail-files.server";
import { services } from "~/server/services.server";
import { shortlistNotices } from "~/content/admin-shortlists";
import { undoWords } from "~/content/admin-undo";
import { pendingDecisionOf } from "~/server/admin/pending-decisions.server";
import { undoAction } from "~/routes/admin/undo-decision.server";
import { stageErrors, stageLabels, stageSection } from "~/content/admin-pipeline";
import { moveStage } from "~/server/pipeline/stages.server";
import { callsOfRecord } from "~/server/pipeline/record-calls.server";
import { ownerSection } from "~/content/admin-owner";
import { ownerAction } from "~/routes/admin/application-owner.server";
import { candidateLinkAction, companyLinkAction, shortlistAction, shortlistPageData } from "~/routes/admin/application-shortlists.server";

const { noteEditForm, noteForm, reasonEditForm, reopenForm } = adminForms(adminFormWords);
/** The admin reads every application with the English forms' labels. */
const englishForms = leadFormsIn(words("en"));

const errors = copy.errors;

/** What the application page says after an action (POST → redirect → GET). */
const notices = {
  decided: copy.notices.decided,
  "decided-notified": decisionNotice.pageNotified,
  already: copy.notices.already,
  withdrawn: decisionNotice.pageWithdrawn,
  reopened: copy.notices.reopened,
  noted: copy.notices.noted,
  noteEdited: noteEditing.saved,
  reasonEdited: reasonEditing.saved,
  released: copy.notices.released,
  introduced: copy.notices.introduced,
  shortlisted: shortlistNotices.sent,
  linkRevoked: shortlistNotices.revoked,
  linkResent: shortlistNotices.resent,
  companyLinkRevoked: shortlistNotices.companyRevoked,
  companyLinkResent: shortlistNotices.companyResent,
  stageMoved: stageSection.moved,
  undone: undoWords.undoneHere,
  assigned: ownerSection.assigned,
} as const;

export type { ActionProblem };

/** /admin/applications/:id: every field, the history, notes, duplicates and suggested matches. */
export async function applicationPage(request: Request, id: string, adminEmail: string) {
  const { database, config } = await services();
  const detail = await applicationDetail(database.db, id);
  if (!detail) throw data(errors.notFound, { status: 404 });
  const { application } = detail;
  const url = new URL(request.url);
  const notice = url.searchParams.get("notice");
  // The list it was opened from (none given: the list's home view), for Previous / Next and the way back.
  const filters = readFilters(url.searchParams, { viewer: adminEmail });
  const person = await findPerson(database.db, id, { scope: "person", includeInquiries: true });
  return {
    ...detail,
    fields: detailRows(applicationFormOf(englishForms, application.type).fields, formValuesOf(englishForms, application)),
    suggestions: await suggestionsFor(database.db, application),
    person: {
      email: person?.email ?? "",
      applications: person?.applicationIds.length ?? 1,
      inquiries: person?.inquiryIds.length ?? 0,
      calls: person?.bookingIds.length ?? 0,
    },
    mentions: person ? await mentionsElsewhere(database.db, person) : [],
    calls: await callsOfRecord(database.db, application),
    pendingDecision: await pendingDecisionOf(database.db, id, new Date()),
    admins: config.adminEmails,
    ...(await shortlistPageData(database.db, application, new Date())),
    list: { filters, place: await placeInList(database.db, id, filters) },
    // Own keys only: `?notice=__proto__` is "in" every object.
    notice: notice && Object.hasOwn(notices, notice) ? notices[notice as keyof typeof notices] : null,
  };
}

const problem = (status: number, errors: Record<string, string>, extra: Partial<ActionProblem> = {}) =>
  data<ActionProblem>({ errors, ...extra }, { status });

/** The page's forms: decide, reopen, note, release from spam, introduce, shortlist, delete personal data. */
export async function applicationAction(request: Request, id: string, adminEmail: string) {
  const body = await readFormBody(request);
  // An address that cannot name an application (a NUL in it) must not reach the database as an id.
  if (!isUuid(id)) throw data(errors.notFound, { status: 404 });
  const field = (name: string) => body.get(name) ?? undefined;
  const { database, config, secret, mailWorker } = await services();
  const db = database.db;
  const now = new Date();
  // Back to the record, still in the list it was opened from.
  const filters = readFilters(new URL(request.url).searchParams, { viewer: adminEmail });
  const back = (notice: keyof typeof notices) => redirect(recordHref(id, filters, `notice=${notice}`), 303);

  switch (body.get("intent")) {
    case "decide": {
      const parsed = decisionForm.safeParse({ id, status: field("status"), notify: field("notify") });
      if (!parsed.success) return problem(400, { status: errors.chooseDecision });
      const applicant = { notify: parsed.data.notify === "yes", baseUrl: config.baseUrl, undoWindowMs: config.decisionUndoMs };
      const outcome = await decideApplication(db, { id, status: parsed.data.status, adminEmail, now, applicant });
      if (outcome.outcome === "not-found") throw data(errors.notFound, { status: 404 });
      if (outcome.outcome === "already-decided") return back(outcome.status === "Withdrawn" ? "withdrawn" : "already");
      if (outcome.notified) mailWorker.nudge();
      return back(outcome.notified ? "decided-notified" : "decided");
    }
    case "undo-decision":
      return undoAction(body, { db, id, adminEmail, now });
    case "reopen": {
      const parsed = reopenForm.safeParse({ reason: field("reason") });
      if (!parsed.success) return problem(400, { reason: parsed.error.issues[0]?.message ?? errors.sayWhy });
      await reopenDecision(db, { id, reason: parsed.data.reason, adminEmail, now });
      return back("reopened");
    }
    case "note": {
      const parsed = noteForm.safeParse({ body: field("body") });
      if (!parsed.success) return problem(400, { body: parsed.error.issues[0]?.message ?? errors.writeNote });
      await addNote(db, { id, body: parsed.data.body, adminEmail, now });
      return back("noted");
    }
    case "edit-note":
    case "edit-reason": {
      // Someone else's words naming a person whose data is deleted stay until an admin edits them:
      // rewriting them by a name or an address could change what that other person wrote.
      const isNote = body.get("intent") === "edit-note";
      const recordId = String(field(isNote ? "noteId" : "eventId") ?? "");
      const text = field("text");
      const parsed = isNote ? noteEditForm.safeParse({ noteId: recordId, text }) : reasonEditForm.safeParse({ eventId: recordId, text });
      if (!parsed.success) {
        const error = parsed.error.issues[0]?.message ?? errors.writeText;
        return problem(400, {}, { refusedEdit: { id: recordId, text: String(text ?? ""), error } });
      }
      const edited = isNote
        ? await editNote(db, { applicationId: id, noteId: recordId, body: parsed.data.text })
        : await editReopenReason(db, { applicationId: id, eventId: recordId, reason: parsed.data.text });
      if (!edited) throw data(isNote ? noteEditing.gone : reasonEditing.gone, { status: 404 });
      const anchor = isNote ? `note-${recordId}` : `event-${recordId}`;
      return redirect(`${recordHref(id, filters, `notice=${isNote ? "noteEdited" : "reasonEdited"}`)}#${anchor}`, 303);
    }
    case "release": {
      if (await releaseFromSpam(db, { id, adminEmail, now, config, secret })) mailWorker.nudge();
      return back("released");
    }
    case "introduce": {
      const parsed = introduceForm.safeParse({ otherId: field("otherId"), previewed: field("previewed"), confirmed: field("confirmed") });
      if (!parsed.success) return problem(400, { introduce: errors.chooseIntroduction });
      const { otherId } = parsed.data;
      if (parsed.data.previewed !== "yes") {
        // Both e-mails first: an introduction skips the shortlist, so the admin sees what each side gets.
        const preview = await introductionPreview(db, { ids: [id, otherId], config });
        if (preview === "not-a-pair") return problem(400, { introduce: errors.notAPair });
        const messages = preview.messages.map(({ recipients, subject, textBody }) => ({ to: recipients.join(", "), subject, textBody }));
        return data<ActionProblem>({ errors: {}, introductionPreview: { otherId, introducedBefore: preview.introducedBefore, messages } });
      }
      const outcome = await introduce(db, {
        ids: [id, parsed.data.otherId],
        confirmed: parsed.data.confirmed === "yes",
        adminEmail,
        now,
        config,
      });
      if (outcome === "not-a-pair") return problem(400, { introduce: errors.notAPair });
      if (outcome === "needs-confirmation") return problem(409, {}, { confirmIntroduction: parsed.data.otherId });
      mailWorker.nudge();
      return back("introduced");
    }
    case "shortlist-preview":
    case "shortlist-send": {
      const context = { db, id, adminEmail, settings: { baseUrl: config.baseUrl, secret }, now, nudge: () => mailWorker.nudge() };
      return shortlistAction(body, body.get("intent") === "shortlist-send", context);
    }
    case "revoke-link":
    case "resend-link": {
      const context = { db, id, adminEmail, settings: { baseUrl: config.baseUrl, secret }, now, nudge: () => mailWorker.nudge() };
      return candidateLinkAction(body, body.get("intent") === "resend-link", context);
    }
    case "revoke-company-link":
    case "resend-company-link": {
      const context = { db, id, adminEmail, settings: { baseUrl: config.baseUrl, secret }, now, nudge: () => mailWorker.nudge() };
      return companyLinkAction(body, body.get("intent") === "resend-company-link", context);
    }
    case "move-stage": {
      const parsed = stageMoveForm.safeParse({ from: field("from"), stage: field("stage"), closeReason: field("closeReason") });
      if (!parsed.success) {
        // A reason that cannot be one of the list is the reason's fault, whatever else is wrong.
        const reasonRefused = parsed.error.issues.some((issue) => issue.path[0] === "closeReason");
        return problem(400, reasonRefused ? { closeReason: stageErrors["needs-reason"] } : { stage: stageErrors["unknown-stage"] });
      }
      const { from, stage: to, closeReason } = parsed.data;
      const outcome = await moveStage(db, { id, from, to, closeReason, adminEmail, now });
      if (outcome.outcome === "not-found") throw data(errors.notFound, { status: 404 });
      if (outcome.outcome === "changed") return problem(409, { stage: stageErrors.changed(stageLabels[outcome.current]) });
      if (outcome.outcome === "refused" && outcome.problem === "needs-reason")
        return problem(400, { closeReason: stageErrors["needs-reason"] });
      if (outcome.outcome === "refused")
        return problem(outcome.problem === "withdrawn" ? 409 : 400, { stage: stageErrors[outcome.problem] });
      return back("stageMoved");
    }
    case "assign":
      return ownerAction(body, { db, id, adminEmail, admins: config.adminEmails, now });
    case "delete-personal-data": {
      const parsed = deletionForm(adminFormWords).safeParse({
        reason: field("deletionReason"),
        includeInquiries: field("includeInquiries"),
        confirmed: field("confirmed"),
      });
      if (!parsed.success) return problem(400, { deletionReason: parsed.error.issues[0]?.message ?? errors.sayWhyDeleted });
      const includeInquiries = parsed.data.includeInquiries === "yes";
      const person = await findPerson(db, id, { scope: "person", includeInquiries });
      if (!person) throw data(errors.notFound, { status: 404 });
      if (parsed.data.confirmed !== "yes") {
        const preview = await deletionPreview(db, person);
        return data<ActionProblem>({ errors: {}, confirmDeletion: { reason: parsed.data.reason, includeInquiries, preview } });
      }
      const deletion = await deletePersonalData(db, {
        person,
        actor: adminEmail,
        reason: parsed.data.reason,
        reasonBy: "admin",
        now,
        adminEmails: config.adminEmails,
        mailFolder: mailFilesFolder(config),
        baseUrl: config.baseUrl,
      });
      return redirect(`${applicationsListPath}?deleted=${deletion.id}`, 303);
    }
    default:
      return problem(400, { intent: errors.unknownAction });
  }
}

/** 'Download data': the applicant's personal data as a JSON file, never cached. */
export async function personalDataDownload(id: string, adminEmail: string): Promise<Response> {
  const { database } = await services();
  const now = new Date();
  const person = await findPerson(database.db, id, { scope: "person", includeInquiries: true });
  if (!person) return new Response(errors.notFound, { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const body = await personalDataExport(database.db, person, { now, exportedBy: adminEmail });
  return new Response(`${JSON.stringify(body, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="personal-data-${formatIsoDay(now)}-${id.slice(0, 8)}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
}
