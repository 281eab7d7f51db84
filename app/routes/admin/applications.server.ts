import { data, redirect } from "react-router";
import { applicationsListPath, filtersQuery, readFilters } from "~/domain/application-filters";
import { decisionForm } from "~/domain/forms/admin-forms";
import { requestedPage } from "~/domain/pagination";
import { applicationsList as copy } from "~/content/admin";
import { decisionNotice } from "~/content/decision-emails";
import { deletionNotice } from "~/content/privacy-requests";
import { releaseFromSpam } from "~/server/admin/application-details.server";
import { decideApplication, decisionMessage, decisionSummary, listApplications } from "~/server/admin/applications.server";
import { readFormBody } from "~/server/http/form-body.server";
import { deletionRecord } from "~/server/privacy/personal-data.server";
import { services } from "~/server/services.server";
import { pendingDecisionsById } from "~/server/admin/pending-decisions.server";
import { undoneNotice } from "~/routes/admin/undo-decision.server";
import { bulkListAction, bulkPageData } from "./applications-bulk.server";

/** `more`: a second sentence, shown apart (what the applicant was told of a decision). */
export type Notice = { tone: "success" | "warning"; text: string; more?: string };

/** The list page: one page of the filtered applications, and the message about a decision just made. */
export async function applicationsPage(request: Request, adminEmail: string) {
  const url = new URL(request.url);
  const filters = readFilters(url.searchParams, { viewer: adminEmail });
  const requested = requestedPage(url.searchParams.get("page"));
  const { database } = await services();
  const { rows, page } = await listApplications(database.db, requested, filters);
  // A page past the end (an old bookmark, a hand-typed number) shows the last one, under its own address.
  if (url.searchParams.has("page") && requested !== page.page) {
    const canonical = new URLSearchParams(url.searchParams);
    canonical.set("page", String(page.page));
    throw redirect(`${applicationsListPath}?${canonical}`);
  }
  const pending = await pendingDecisionsById(
    database.db,
    rows.map((row) => row.id),
    new Date(),
  );
  const { config } = await services();
  return { rows, page, filters, pending, notice: await noticeFor(url.searchParams), ...bulkPageData(url.searchParams, config.adminEmails) };
}

async function noticeFor(params: URLSearchParams): Promise<Notice | null> {
  if (params.has("released")) {
    return { tone: "success", text: copy.notices.released };
  }
  const { database } = await services();
  const deletion = params.get("deleted");
  if (deletion) {
    const record = await deletionRecord(database.db, deletion);
    return record && { tone: "success", text: deletionNotice(record.counts) };
  }
  const undone = params.get("undone");
  if (undone) return undoneNotice(database.db, undone);
  const id = params.get("decided") ?? params.get("already");
  if (!id) return null;
  const summary = await decisionSummary(database.db, id);
  if (!summary?.status) return null;
  if (summary.status === "Withdrawn") {
    return { tone: "warning", text: copy.notices.withdrew(summary.name) };
  }
  if (params.has("decided")) {
    const notified = params.get("notified");
    const more = notified === "1" ? decisionNotice.listNotified : notified === "0" ? decisionNotice.listNotNotified : undefined;
    return { tone: "success", text: decisionMessage(summary.name, summary.status), more };
  }
  return {
    tone: "warning",
    text: copy.notices.alreadyDecided(summary.name, summary.status, summary.decidedBy),
  };
}

/** POST to the list: Accept, Deny or Not spam, then back to the same view and page (POST → redirect → GET). */
export async function listAction(request: Request, adminEmail: string) {
  const body = await readFormBody(request);
  if (body.has("bulk")) return bulkListAction(body, adminEmail);
  const url = new URL(request.url);
  const filters = readFilters(url.searchParams, { viewer: adminEmail });
  const back = (notice: string) => {
    const query = filtersQuery(filters, requestedPage(url.searchParams.get("page")));
    return redirect(`${applicationsListPath}${query ? `${query}&` : "?"}${notice}`, 303);
  };
  const { database, config, secret, mailWorker } = await services();
  const now = new Date();

  if (body.get("intent") === "release") {
    const id = String(body.get("id") ?? "");
    if (await releaseFromSpam(database.db, { id, adminEmail, now, config, secret })) mailWorker.nudge();
    return back("released=1");
  }
  const parsed = decisionForm.safeParse({ id: body.get("id"), status: body.get("status"), notify: body.get("notify") ?? undefined });
  if (!parsed.success) throw data(copy.errors.chooseDecision, { status: 400 });
  const { id, status, notify } = parsed.data;
  const applicant = { notify: notify === "yes", baseUrl: config.baseUrl, undoWindowMs: config.decisionUndoMs };
  const outcome = await decideApplication(database.db, { id, status, adminEmail, now, applicant });
  if (outcome.outcome === "not-found") throw data(copy.errors.notFound, { status: 404 });
  if (outcome.outcome === "already-decided") return back(`already=${encodeURIComponent(id)}`);
  if (outcome.notified) mailWorker.nudge();
  return back(`decided=${encodeURIComponent(id)}&notified=${outcome.notified ? 1 : 0}`);
}
