import { and, asc, eq, gt, inArray } from "drizzle-orm";
import { applicantName } from "~/domain/applicant-name";
import type { Database } from "../db/client.server";
import { applicantNameColumns, applications, outbox } from "../db/schema.server";
import { decisionKinds } from "../mail/templates.server";
import type { Decision } from "./applications.server";

// Decisions inside their undo window (decision 0086): the record is decided and its e-mail waits in
// the outbox for a time still to come. The list's rows, the record's page and the queue show them
// with Undo.

export type PendingDecision = {
  id: string;
  name: string;
  type: "CIO" | "Company";
  status: Decision;
  decidedBy: string | null;
  /** The decision's moment: Undo sends it back, so only this decision is undone. */
  decidedAt: Date;
  /** When the e-mail goes out unless undone. */
  emailAt: Date;
};

const kindsToStatus = { [decisionKinds.Accepted]: "Accepted", [decisionKinds.Denied]: "Denied" } as const;

/**
 * The decisions whose e-mail is still to go out after `now`, soonest first; only among `ids` when
 * given. The e-mail's kind must match the record's decision: a pending e-mail of an older decision
 * (never expected: reopening cancels it) does not make the current one undoable.
 */
export async function pendingDecisions(db: Database, now: Date, ids?: string[]): Promise<PendingDecision[]> {
  if (ids?.length === 0) return [];
  const rows = await db
    .select({
      id: applications.id,
      ...applicantNameColumns,
      status: applications.status,
      decidedBy: applications.decidedBy,
      decidedAt: applications.decidedAt,
      kind: outbox.kind,
      emailAt: outbox.nextAttemptAt,
    })
    .from(outbox)
    .innerJoin(applications, eq(applications.id, outbox.applicationId))
    .where(
      and(
        eq(outbox.status, "pending"),
        gt(outbox.nextAttemptAt, now),
        inArray(outbox.kind, Object.values(decisionKinds)),
        inArray(applications.status, ["Accepted", "Denied"]),
        ids ? inArray(applications.id, ids) : undefined,
      ),
    )
    .orderBy(asc(outbox.nextAttemptAt), asc(applications.id));
  return rows.flatMap((row) => {
    const status = kindsToStatus[row.kind as keyof typeof kindsToStatus];
    if (status !== row.status || !row.decidedAt) return [];
    const { id, type, decidedBy, decidedAt, emailAt } = row;
    return [{ id, name: applicantName(row), type, status, decidedBy, decidedAt, emailAt }];
  });
}

/** One record's decision inside its window, or null. */
export async function pendingDecisionOf(db: Database, id: string, now: Date): Promise<PendingDecision | null> {
  return (await pendingDecisions(db, now, [id]))[0] ?? null;
}

/** The same, keyed by record, for one page of the list. */
export async function pendingDecisionsById(db: Database, ids: string[], now: Date): Promise<Record<string, PendingDecision>> {
  return Object.fromEntries((await pendingDecisions(db, now, ids)).map((pending) => [pending.id, pending]));
}

/** Every decision inside its window, soonest e-mail first: the queue's group. */
export const listPendingDecisions = (db: Database, now: Date): Promise<PendingDecision[]> => pendingDecisions(db, now);
