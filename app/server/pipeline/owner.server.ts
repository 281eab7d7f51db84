import { eq } from "drizzle-orm";
import { isUuid } from "~/domain/ids";
import { judgeAssignment, ownerKey } from "~/domain/owner";
import type { Database } from "../db/client.server";
import { applicationEvents, applications } from "../db/schema.server";

// A record's owner: one admin, or nobody. An assignment takes the record's row, checks the owner
// the admin's page showed against the stored one, and enters the change in the history, all in one
// transaction, so two admins assigning at once are taken in turn and the second one is told.

export type AssignOutcome =
  | { outcome: "assigned"; owner: string | null }
  | { outcome: "unchanged" }
  /** Someone assigned it first: the page showed another owner; `current` is the stored one. */
  | { outcome: "changed-meanwhile"; current: string | null }
  | { outcome: "not-an-admin" }
  | { outcome: "not-found" };

/**
 * Assigns the record to `owner` ("" for nobody), if its owner is still `shown` ("" for nobody).
 * `admins` is the configuration's ADMIN_EMAILS: only one of them may be made owner. A record caught
 * as spam has no owner to give (it is not in the list).
 */
export async function assignOwner(
  db: Pick<Database, "transaction">,
  input: { id: string; shown: string; owner: string; admins: readonly string[]; adminEmail: string; now: Date },
): Promise<AssignOutcome> {
  if (!isUuid(input.id)) return { outcome: "not-found" };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ owner: applications.ownerEmail, spamReason: applications.spamReason })
      .from(applications)
      .where(eq(applications.id, input.id))
      .for("update");
    if (!row || row.spamReason !== null) return { outcome: "not-found" };
    const judged = judgeAssignment({ shown: input.shown, owner: input.owner, stored: row.owner }, input.admins);
    if (judged === "changed-meanwhile") return { outcome: judged, current: row.owner };
    if (judged !== "assign") return { outcome: judged };
    const owner = ownerKey(input.owner) || null;
    await tx.update(applications).set({ ownerEmail: owner }).where(eq(applications.id, input.id));
    await tx
      .insert(applicationEvents)
      .values({ applicationId: input.id, kind: "assigned", owner, actor: input.adminEmail, createdAt: input.now });
    return { outcome: "assigned", owner };
  });
}
