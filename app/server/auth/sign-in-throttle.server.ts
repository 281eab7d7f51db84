import { and, eq, gte, sql } from "drizzle-orm";
import { type MinuteCount, countedSince, minuteOf, roomForOneMore, secondsUntilRoom } from "~/domain/sliding-window";
import type { Database } from "../db/client.server";
import { rateLimits } from "../db/schema.server";

// Better Auth limits sign-in attempts per IP address; this limits failed ones per e-mail address,
// so that guessing one account's password from many addresses is throttled too. The counters
// share the rate_limits table (one-minute rows, judged over the last hour), so every server
// instance sees them.

const keyOf = (email: string) => `sign-in-failed:${email.trim().toLowerCase()}`;

/** The key's one-minute counts over the last hour, every shard summed. */
async function minuteCountsOf(db: Database, key: string, now: Date): Promise<MinuteCount[]> {
  return db
    .select({ start: rateLimits.windowStart, count: sql<number>`sum(${rateLimits.count})::integer` })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gte(rateLimits.windowStart, countedSince(now))))
    .groupBy(rateLimits.windowStart);
}

/** Adds one to the key's count for the minute `now` falls in. */
async function countOne(db: Database, key: string, now: Date): Promise<void> {
  await db
    .insert(rateLimits)
    .values({ key, windowStart: minuteOf(now), count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart, rateLimits.shard],
      set: { count: sql`${rateLimits.count} + 1` },
    });
}

/** Seconds until the address may try again, or null when it is not throttled. */
export async function signInBlockedFor(db: Database, email: string, limit: number, now: Date): Promise<number | null> {
  const counts = await minuteCountsOf(db, keyOf(email), now);
  return roomForOneMore(counts, limit, now) ? null : secondsUntilRoom(counts, limit, now);
}

export async function recordFailedSignIn(db: Database, email: string, now: Date): Promise<void> {
  await countOne(db, keyOf(email), now);
}

/** Links to choose a new password that one address may be sent in an hour. */
export const PASSWORD_RESETS_PER_HOUR_PER_EMAIL = 3;

/**
 * Counts a request for a password link to `email`: null when it may be sent, else the seconds to
 * wait. Every address is counted, whether or not an account uses it, so the answer reveals nothing.
 */
export async function passwordResetAllowed(db: Database, email: string, now: Date): Promise<number | null> {
  const key = `password-reset:${email.trim().toLowerCase()}`;
  // Counted first, then judged: of many requests at once, each sees at least its own rank.
  await countOne(db, key, now);
  const counts = await minuteCountsOf(db, key, now);
  const total = counts.reduce((sum, minute) => sum + minute.count, 0);
  return total <= PASSWORD_RESETS_PER_HOUR_PER_EMAIL ? null : secondsUntilRoom(counts, PASSWORD_RESETS_PER_HOUR_PER_EMAIL, now);
}
