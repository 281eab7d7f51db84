import { createHmac } from "node:crypto";
import { and, gt, inArray, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import { clientLimitKey } from "~/domain/client-limit-key";
import { CONFIRM_WITHIN_MS, NOT_CONFIRMED } from "~/domain/booking/holds";
import type { Config } from "../config.server";
import type { Database } from "../db/client.server";
import { bookings } from "../db/schema.server";
import { countAttempt, limitCheck } from "../limits/limits.server";

// Which bookings hold their slots, and the limits a visitor's bookings, moves and cancellations
// count against (decisions 0065 and 0073).

export type Executor = Pick<Database, "select" | "insert" | "update" | "execute">;

/** The SQL form of `holdsSlot` (domain/booking/holds.ts): not cancelled, and confirmed or made less than two hours ago. */
export const holdingAt = (now: Date) =>
  and(
    isNull(bookings.cancelledAt),
    or(isNotNull(bookings.confirmedAt), gt(bookings.createdAt, new Date(now.getTime() - CONFIRM_WITHIN_MS))),
  );

/**
 * Marks the unconfirmed bookings whose two hours are over as cancelled ("not confirmed", at the
 * moment they lapsed). Reads already leave them out (`holdingAt`); a write that needs their slot
 * runs this first in its own transaction, so the partial unique index no longer sees them. No e-mail
 * goes out: the address never confirmed it wanted one.
 */
export async function releaseLapsedHolds(tx: Executor, now: Date): Promise<void> {
  // Rows another transaction is releasing (or changing) are left to it: waiting on them could deadlock.
  const lapsed = tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(isNull(bookings.cancelledAt), isNull(bookings.confirmedAt), lte(bookings.createdAt, new Date(now.getTime() - CONFIRM_WITHIN_MS))),
    )
    .for("update", { skipLocked: true });
  await tx
    .update(bookings)
    .set({
      cancelledAt: sql`${bookings.createdAt} + ${CONFIRM_WITHIN_MS}::int * interval '1 millisecond'`,
      cancelledBy: NOT_CONFIRMED,
    })
    .where(inArray(bookings.id, lapsed));
}

/**
 * What a booking stores of the network it came from: an HMAC with the server's secret of the key the
 * per-IP limits use (an IPv4 address, an IPv6 /64). Enough to count one network's calls, and no
 * way back to the address without the secret.
 */
export function networkKeyOf(secret: string, clientIp: string): string {
  return createHmac("sha256", secret)
    .update(`booking-network\n${clientLimitKey(clientIp)}`)
    .digest("base64url");
}

/** Makes the transactions about one key wait for each other (the key's kind keeps kinds apart). */
export async function lockKey(tx: Executor, kind: "email" | "network", key: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`booking-${kind}\n${key}`}))`);
}

/**
 * Counts a visitor's booking, move or cancellation against the same limits as the lead forms: per
 * network and per address (`emailKey`, from `submissionLimitKey`). The seconds to wait when over
 * either, else null. Inside the change's transaction, so a change refused later is not counted.
 */
export async function visitorLimitWait(
  tx: Executor,
  visitor: { clientIp: string; emailKey: string },
  limits: Config["rateLimits"],
  now: Date,
): Promise<number | null> {
  const settings = { rateLimits: limits };
  const verdict = await countAttempt(
    tx,
    [limitCheck("submissionsPerNetwork", visitor.clientIp, settings), limitCheck("submissionsPerMailbox", visitor.emailKey, settings)],
    now,
  );
  return verdict.allowed ? null : verdict.retryAfterSeconds;
}
