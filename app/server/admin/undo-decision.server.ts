import { and, eq } from "drizzle-orm";
import { applicantName } from "~/domain/applicant-name";
import { isUuid } from "~/domain/ids";
import type { Database } from "../db/client.server";
import { applicantNameColumns, applicationEvents, applications, outbox } from "../db/schema.server";
import { decisionKinds } from "../mail/templates.server";
import { moveWithDecision } from "../pipeline/stages.server";
import type { ApplicationStatus, Decision } from "./applications.server";

// Undo (decision 0086): an Accept or Deny whose e-mail still waits in the outbox is taken back as if
// it never went out. The decision's own history entry stays; an entry says it was undone, and by whom.

export type UndoOutcome =
  | { outcome: "undone"; name: string; status: Decision }
  /** The decision the page showed is no longer the record's: undone, reopened or decided again since. */
  | { outcome: "changed"; status: ApplicationStatus | null; decidedBy: string | null }
  /** The e-mail was claimed by the mail worker (or sent, or given up): the applicant may have it. */
  | { outcome: "too-late" }
  /** The decision was made without an e-mail: there is nothing waiting to stop. */
  | { outcome: "no-email" }
  | { outcome: "not-found" };

/**
 * Undoes the decision made at `decidedAt` (the page's), in one transaction: only while the record
 * still carries that decision and its e-mail still waits. The record's row is locked first, so a
 * reopening, another Undo or a new decision either comes before (and this one sees the change) or
 * after. The e-mail is deleted only while it is pending: a worker claiming it at the same moment
 * holds its row, the delete waits for the claim and then finds it "sending", so the two never both
 * succeed; a claim that comes second skips the row the delete holds (SKIP LOCKED) and then finds it gone.
 */
export async function undoDecision(
  db: Database,
  input: { id: string; decidedAt: Date; adminEmail: string; now: Date },
): Promise<UndoOutcome> {
  if (!isUuid(input.id)) return { outcome: "not-found" };
  return db.transaction(async (tx): Promise<UndoOutcome> => {
    const [row] = await tx
      .select({
        ...applicantNameColumns,
        status: applications.status,
        decidedBy: applications.decidedBy,
        decidedAt: applications.decidedAt,
        spamReason: applications.spamReason,
      })
      .from(applications)
      .where(eq(applications.id, input.id))
      .for("update");
    if (!row || row.spamReason !== null) return { outcome: "not-found" };
    const { status } = row;
    if ((status !== "Accepted" && status !== "Denied") || row.decidedAt?.getTime() !== input.decidedAt.getTime()) {
      return { outcome: "changed", status, decidedBy: row.decidedBy };
    }
    const cancelled = await tx
      .delete(outbox)
      .where(and(eq(outbox.applicationId, input.id), eq(outbox.kind, decisionKinds[status]), eq(outbox.status, "pending")))
      .returning({ id: outbox.id });
    if (cancelled.length === 0) {
      // Was an e-mail queued with this decision? Its entry shares the decision's moment.
      const [notified] = await tx
        .select({ id: applicationEvents.id })
        .from(applicationEvents)
        .where(
          and(
            eq(applicationEvents.applicationId, input.id),
            eq(applicationEvents.kind, "applicant-notified"),
            eq(applicationEvents.createdAt, input.decidedAt),
          ),
        )
        .limit(1);
      return { outcome: notified ? "too-late" : "no-email" };
    }
    await tx.update(applications).set({ status: null, decidedBy: null, decidedAt: null }).where(eq(applications.id, input.id));
    await tx
      .insert(applicationEvents)
      .values({ applicationId: input.id, kind: "decision-undone", status, actor: input.adminEmail, createdAt: input.now });
    await moveWithDecision(tx, { id: input.id, change: "reopened", actor: input.adminEmail, now: input.now });
    return { outcome: "undone", name: applicantName(row), status };
  });
}
