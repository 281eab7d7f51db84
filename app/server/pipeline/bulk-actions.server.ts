import { and, eq, inArray, isNull } from "drizzle-orm";
import { applicantName } from "~/domain/applicant-name";
import { type BulkForm, type BulkOutcome, MARKED_SPAM_REASON, type SkipReason } from "~/domain/bulk-actions";
import { canOwn } from "~/domain/owner";
import { stageOf } from "~/domain/pipeline";
import { addNote } from "../admin/application-details.server";
import { decideApplication } from "../admin/applications.server";
import type { Database } from "../db/client.server";
import { applicantNameColumns, applicationEvents, applications } from "../db/schema.server";
import { assignOwner } from "./owner.server";
import { moveStage } from "./stages.server";

// The list's bulk actions on the ticked rows. Each record is changed on its own, in its own
// transaction, by the code a single action uses (a denial is `decideApplication`: the same
// first-decision-wins rule, the same e-mail and whatever waits before it goes; a move is
// `moveStage`, with each record's own rules), so each change is in that record's history. A record
// that cannot take the action is skipped, and the notice says which and why.

type Context = { adminEmail: string; now: Date; admins: readonly string[]; baseUrl: string };

type Listed = { name: string; status: string | null; spam: boolean; stage: string; owner: string | null };

/** An admin marks one undecided record as spam: it leaves the list, and the history says who did. */
async function markSpam(db: Database, id: string, context: Context): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(applications)
      .set({ spamReason: MARKED_SPAM_REASON })
      .where(and(eq(applications.id, id), isNull(applications.spamReason), isNull(applications.status)))
      .returning({ id: applications.id });
    if (!row) return false;
    await tx
      .insert(applicationEvents)
      .values({ applicationId: id, kind: "marked-spam", actor: context.adminEmail, createdAt: context.now });
    return true;
  });
}

/** Why a decision-bound action cannot touch a record that is spam, decided or withdrawn (as read now). */
const undecidedProblem = (record: Listed): SkipReason | null =>
  record.spam ? "spam" : record.status === "Withdrawn" ? "withdrawn" : record.status !== null ? "already-decided" : null;

/** One record's action; the outcome says whether it changed, or why not. */
async function actOn(db: Database, form: BulkForm, id: string, record: Listed, context: Context): Promise<SkipReason | null> {
  const { adminEmail, now } = context;
  switch (form.action) {
    case "spam": {
      const problem = undecidedProblem(record);
      if (problem) return problem;
      return (await markSpam(db, id, context)) ? null : "changed-meanwhile";
    }
    case "deny": {
      if (record.spam) return "spam";
      const applicant = { notify: form.notify === "yes", baseUrl: context.baseUrl };
      const outcome = await decideApplication(db, { id, status: "Denied", adminEmail, now, applicant });
      if (outcome.outcome === "not-found") return "not-found";
      if (outcome.outcome === "already-decided") return outcome.status === "Withdrawn" ? "withdrawn" : "already-decided";
      // The one reason, on each record: a note the team reads beside the decision.
      await addNote(db, { id, body: form.reason ?? "", adminEmail, now });
      return null;
    }
    case "assign": {
      if (record.spam) return "spam";
      const shown = form.shownOwner[id] ?? record.owner ?? "";
      const outcome = await assignOwner(db, { id, shown, owner: form.owner ?? "", admins: context.admins, adminEmail, now });
      if (outcome.outcome === "assigned") return null;
      if (outcome.outcome === "unchanged") return "same-owner";
      if (outcome.outcome === "changed-meanwhile") return "changed-meanwhile";
      return "not-found";
    }
    case "stage": {
      if (record.spam) return "spam";
      const from = form.shownStage[id] ?? record.stage;
      const outcome = await moveStage(db, { id, from, to: form.stage ?? "", closeReason: form.closeReason, adminEmail, now });
      if (outcome.outcome === "moved") return null;
      if (outcome.outcome === "changed") return "changed-meanwhile";
      if (outcome.outcome === "not-found") return "not-found";
      if (outcome.problem === "unknown-stage") return "other-kind";
      if (outcome.problem === "needs-reason") return "needs-reason";
      return outcome.problem;
    }
  }
}

export type BulkRefusal = "not-an-admin";

/**
 * Runs a checked bulk form on its records, one after another. The records are read once for their
 * names; one that is gone (deleted meanwhile, or an id that names nothing) is skipped as not found.
 */
export async function runBulkAction(db: Database, form: BulkForm, context: Context): Promise<BulkOutcome[] | BulkRefusal> {
  if (form.action === "assign" && form.owner && !canOwn(form.owner, context.admins)) return "not-an-admin";
  const rows = await db
    .select({
      id: applications.id,
      ...applicantNameColumns,
      status: applications.status,
      spamReason: applications.spamReason,
      stage: applications.stage,
      owner: applications.ownerEmail,
    })
    .from(applications)
    .where(inArray(applications.id, form.ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const outcomes: BulkOutcome[] = [];
  for (const id of form.ids) {
    const row = byId.get(id);
    if (!row) {
      outcomes.push({ id, name: id, changed: false, reason: "not-found" });
      continue;
    }
    const record: Listed = {
      name: applicantName(row),
      status: row.status,
      spam: row.spamReason !== null,
      stage: stageOf(row.type, row.stage),
      owner: row.owner,
    };
    const reason = await actOn(db, form, id, record, context);
    outcomes.push(reason ? { id, name: record.name, changed: false, reason } : { id, name: record.name, changed: true });
  }
  return outcomes;
}
