import { data } from "react-router";
import { bulkErrors, bulkNotice } from "~/content/admin-bulk";
import { bulkFields, bulkForm, bulkProblemOf, type BulkResult, MAX_BULK_IDS, summarize } from "~/domain/bulk-actions";
import { isUuid } from "~/domain/ids";
import { runBulkAction } from "~/server/pipeline/bulk-actions.server";
import { services } from "~/server/services.server";

// The list's bulk form (POST to /admin/applications with a `bulk` action). It answers with the
// list itself and what happened, rather than a redirect: the notice names the skipped records,
// which do not belong in an address.

/** What the list's bulk form needs: the admins to assign to, and whether "Select all on this page" was chosen. */
export const bulkPageData = (params: URLSearchParams, admins: readonly string[]) => ({
  admins: [...admins],
  selectAll: params.get("select") === "all",
});

export async function bulkListAction(body: FormData, adminEmail: string) {
  const fields = bulkFields(body.entries());
  const parsed = bulkForm.safeParse(fields);
  if (!parsed.success) {
    const problem = bulkProblemOf(parsed.error.issues);
    // Only well-formed ids are ticked again (a forged one is not echoed into the page).
    const ids = (fields.ids as string[]).filter(isUuid).slice(0, MAX_BULK_IDS);
    const reason = typeof fields.reason === "string" ? fields.reason.slice(0, 2_000) : "";
    return data<{ bulk: BulkResult }>({ bulk: { tone: "warning", lines: [bulkErrors[problem]], kept: { ids, reason } } }, { status: 400 });
  }
  const { database, config, mailWorker } = await services();
  const form = parsed.data;
  const outcomes = await runBulkAction(database.db, form, {
    adminEmail,
    now: new Date(),
    admins: config.adminEmails,
    baseUrl: config.baseUrl,
  });
  if (outcomes === "not-an-admin") {
    return data<{ bulk: BulkResult }>(
      { bulk: { tone: "warning", lines: [bulkErrors["not-an-admin"]], kept: { ids: form.ids, reason: form.reason ?? "" } } },
      { status: 400 },
    );
  }
  if (form.action === "deny" && form.notify === "yes") mailWorker.nudge();
  const { changed, skipped } = summarize(outcomes);
  const lines = [bulkNotice.changed(form.action, changed), ...skipped.map(({ reason, names }) => bulkNotice.skipped(reason, names))];
  return data<{ bulk: BulkResult }>({ bulk: { tone: skipped.length > 0 ? "warning" : "success", lines } });
}
