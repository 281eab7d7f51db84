import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { rateLimits } from "../db/schema.server";
import { secondsUntilNextWindow, windowStartOf } from "../rate-limit.server";

// Better Auth limits sign-in attempts per IP address; this limits failed ones per e-mail address,
// so that guessing one account's password from many addresses is throttled too. The counters
// share the rate_limits table (hourly windows), so every server instance sees them.

const keyOf = (email: string) => `sign-in-failed:${email.trim().toLowerCase()}`;

/** Seconds until the address may try again, or null when it is not throttled. */
export async function signInBlockedFor(db: Database, email: string, limit: number, now: Date): Promise<number | null> {
  const windowStart = windowStartOf(now);
  const [row] = await db
    .select({ count: sql<number>`coalesce(sum(${rateLimits.count}), 0)::integer` })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, keyOf(email)), eq(rateLimits.windowStart, windowStart)));
  return (row?.count ?? 0) >= limit ? secondsUntilNextWindow(now) : null;
}

export async function recordFailedSignIn(db: Database, email: string, now: Date): Promise<void> {
  await db
    .insert(rateLimits)
    .values({ key: keyOf(email), windowStart: windowStartOf(now), count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart, rateLimits.shard], set: { count: sql`${rateLimits.count} + 1` } });
}

/** Links to choose a new password that one address may be sent in an hour. */
export const PASSWORD_RESETS_PER_HOUR_PER_EMAIL = 3;

/**
 * Counts a request for a password link to `email`: null when it may be sent, else the seconds to
 * wait. Every address is counted, whether or not an account uses it, so the answer reveals nothing.
 */
export async function passwordResetAllowed(db: Database, email: string, now: Date): Promise<number | null> {
  const [row] = await db
    .insert(rateLimits)
    .values({ key: `password-reset:${email.trim().toLowerCase()}`, windowStart: windowStartOf(now), count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart, rateLimits.shard], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  return (row?.count ?? 0) > PASSWORD_RESETS_PER_HOUR_PER_EMAIL ? secondsUntilNextWindow(now) : null;
}
