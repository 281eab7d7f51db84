import { eq } from "drizzle-orm";
import { isUuid } from "~/domain/ids";
import {
  checkMove,
  type Decision,
  firstStage,
  type MoveProblem,
  type RecordType,
  type Stage,
  stageAfterDecision,
  stageAfterFlow,
  stageAfterReopen,
  stageOf,
} from "~/domain/pipeline";
import type { Database } from "../db/client.server";
import { applicationEvents, applications } from "../db/schema.server";

// A record's stage in the team's work (decision 0080): moved by an admin on the record's page, by a
// decision or a withdrawal, and by the introductions flow. Each move is one history entry.

/** A transaction or the database: the moves that come with another change run inside its transaction. */
type Writer = Pick<Database, "select" | "update" | "insert">;

export type StageMoveOutcome =
  | { outcome: "moved"; stage: Stage }
  /** Someone moved it first: the page showed `from`, it is now `current`. */
  | { outcome: "changed"; current: Stage }
  | { outcome: "refused"; problem: MoveProblem | "withdrawn" }
  | { outcome: "not-found" };

/**
 * Stores a stage (null for the first one) and its close reason, and enters the move in the history
 * unless `silent`: a decision, withdrawal or reopening has its own entry, which says the same.
 */
async function store(
  writer: Writer,
  input: { id: string; type: RecordType; stage: Stage; closeReason: string | null; actor: string; now: Date; silent?: boolean },
) {
  const { id, type, stage, closeReason, actor, now } = input;
  await writer
    .update(applications)
    .set({ stage: stage === firstStage(type) ? null : stage, closeReason: stage === "closed" ? closeReason : null })
    .where(eq(applications.id, id));
  if (input.silent) return;
  await writer
    .insert(applicationEvents)
    .values({ applicationId: id, kind: "stage-moved", stage, reason: closeReason, actor, createdAt: now });
}

/**
 * An admin's move. `from` is the stage their page showed: when the record has moved since (another
 * admin, a decision, the flow), nothing changes and they are told where it is now.
 */
export async function moveStage(
  db: Database,
  input: { id: string; from: string; to: string; closeReason: string | null; adminEmail: string; now: Date },
): Promise<StageMoveOutcome> {
  if (!isUuid(input.id)) return { outcome: "not-found" };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ type: applications.type, stage: applications.stage, status: applications.status, spamReason: applications.spamReason })
      .from(applications)
      .where(eq(applications.id, input.id))
      .for("update");
    if (!row || row.spamReason !== null) return { outcome: "not-found" };
    const current = stageOf(row.type, row.stage);
    if (current !== input.from) return { outcome: "changed", current };
    // A withdrawn record is the person's decision: no stage brings it back.
    if (row.status === "Withdrawn") return { outcome: "refused", problem: "withdrawn" };
    const problem = checkMove(row.type, current, input.to, input.closeReason);
    if (problem) return { outcome: "refused", problem };
    const stage = input.to as Stage;
    const closeReason = stage === "closed" ? input.closeReason : null;
    await store(tx, { id: input.id, type: row.type, stage, closeReason, actor: input.adminEmail, now: input.now });
    return { outcome: "moved", stage };
  });
}

/** The stage a decision, a withdrawal or a reopening leaves, stored with it (its history entry is theirs). */
export async function moveWithDecision(
  writer: Writer,
  input: { id: string; change: Decision | "reopened"; actor: string; now: Date },
): Promise<void> {
  const [row] = await writer
    .select({ type: applications.type, stage: applications.stage })
    .from(applications)
    .where(eq(applications.id, input.id));
  if (!row) return;
  const current = stageOf(row.type, row.stage);
  const next =
    input.change === "reopened" ? { stage: stageAfterReopen(row.type, current) } : stageAfterDecision(row.type, current, input.change);
  if (next.stage === current) return;
  const { id, actor, now } = input;
  await store(writer, { id, type: row.type, stage: next.stage, closeReason: next.closeReason ?? null, actor, now, silent: true });
}

/** A company request's step forward through the introductions flow: a shortlist sent, an introduction made. */
export async function moveWithFlow(
  writer: Writer,
  input: { companyId: string; step: "shortlist-sent" | "introduced"; actor: string; now: Date },
): Promise<void> {
  const [row] = await writer
    .select({ type: applications.type, stage: applications.stage })
    .from(applications)
    .where(eq(applications.id, input.companyId));
  if (row?.type !== "Company") return;
  const current = stageOf("Company", row.stage) as Parameters<typeof stageAfterFlow>[0];
  const stage = stageAfterFlow(current, input.step);
  if (stage === current) return;
  await store(writer, { id: input.companyId, type: "Company", stage, closeReason: null, actor: input.actor, now: input.now });
}
