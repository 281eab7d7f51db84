import { and, eq, gt, gte, sql } from "drizzle-orm";
import { type MinuteCount, countedSince, minuteOf, roomForOneMore, secondsUntilRoom } from "~/domain/sliding-window";
import type { Database } from "../db/client.server";
import { rateLimits } from "../db/schema.server";

// Better Auth limits sign-in attempts per IP address; this limits failed ones per e-mail address,
// so that guessing one account's password from many addresses is throttled too. The counters
// share the rate_limits table (one-minute rows, judged over the last hour), so every server
// instance sees them.
//
// An attempt is counted before its password is checked, and judged with that count: of many
// attempts at once, each sees at least its own rank, so no more than the limit are ever checked.
// An attempt that turns out not to be a failure (refused unchecked, or signed in) is then taken
// back, so a successful sign-in is never held against the owner (decision 0060).

const normalised = (email: string) => email.trim().toLowerCase();

/**
 * A browser that signed in to the address before (one whose known-browser cookie vouches for it)
 * is counted apart from everyone else: a stranger's guesses fill only the common count, and never
 * lock the owner out.
 */
const keyOf = (email: string, browser: string | null) =>
  browser ? `sign-in-failed-known:${normalised(email)}:${browser}` : `sign-in-failed:${normalised(email)}`;

/** The key's one-minute counts over the last hour, every shard summed. */
async function minuteCountsOf(db: Database, key: string, now: Date): Promise<MinuteCount[]> {
  return db
    .select({ start: rateLimits.windowStart, count: sql<number>`sum(${rateLimits.count})::integer` })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gte(rateLimits.windowStart, countedSince(now))))
    .groupBy(rateLimits.windowStart);
}

/** Adds one to the key's count for the minute `now` falls in; returns that minute. */
async function countOne(db: Database, key: string, now: Date): Promise<Date> {
  const minute = minuteOf(now);
  await db
    .insert(rateLimits)
    .values({ key, windowStart: minute, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart, rateLimits.shard],
      set: { count: sql`${rateLimits.count} + 1` },
    });
  return minute;
}

/** The counts without one event of `minute`: what the others counted. */
function withoutOne(counts: MinuteCount[], minute: Date): MinuteCount[] {
  return counts.map((bucket) => (bucket.start.getTime() === minute.getTime() ? { ...bucket, count: bucket.count - 1 } : bucket));
}

/** One counted sign-in attempt: where it was added, so it can be taken back. */
export type CountedAttempt = { key: string; minute: Date };

export type AttemptVerdict = { allowed: true; attempt: CountedAttempt } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts a sign-in attempt for `email` and judges it: allowed while the failures of the last hour,
 * this attempt and those under way together stay within `limit`. An allowed attempt stays counted
 * (a failure) until `forgetSignInAttempt` takes it back; a refused one is taken back at once, since
 * no password was checked, and says how long to wait.
 */
export async function countSignInAttempt(
  db: Database,
  email: string,
  options: { limit: number; /** The known browser it comes from (`vouchingBrowser`), or null. */ browser: string | null; now: Date },
): Promise<AttemptVerdict> {
  const key = keyOf(email, options.browser);
  const minute = await countOne(db, key, options.now);
  // What the others counted (failures and attempts under way): is there room for this one?
  const others = withoutOne(await minuteCountsOf(db, key, options.now), minute);
  if (roomForOneMore(others, options.limit, options.now)) return { allowed: true, attempt: { key, minute } };
  await forgetSignInAttempt(db, { key, minute });
  return { allowed: false, retryAfterSeconds: secondsUntilRoom(others, options.limit, options.now) };
}

/** Takes back a counted attempt that was not a failed guess (it signed in, or was not checked). */
export async function forgetSignInAttempt(db: Database, { key, minute }: CountedAttempt): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, minute), eq(rateLimits.shard, 0), gt(rateLimits.count, 0)));
}

/** Links to choose a new password (and notes that an account exists) that one address may be sent in an hour. */
export const PASSWORD_RESETS_PER_HOUR_PER_EMAIL = 3;

/**
 * Counts an e-mail about an account to `email` (a password link, or the note that the address has
 * an account already): null when it may be sent, else the seconds to wait. "Forgot password?"
 * counts every address, whether or not an account uses it, so its answer reveals nothing; the
 * note is counted only where it would be sent, behind the one answer /register gives everyone.
 */
export async function passwordResetAllowed(db: Database, email: string, now: Date): Promise<number | null> {
  const key = `password-reset:${normalised(email)}`;
  // Counted first, then judged: of many requests at once, each sees at least its own rank.
  await countOne(db, key, now);
  const counts = await minuteCountsOf(db, key, now);
  const total = counts.reduce((sum, minute) => sum + minute.count, 0);
  return total <= PASSWORD_RESETS_PER_HOUR_PER_EMAIL ? null : secondsUntilRoom(counts, PASSWORD_RESETS_PER_HOUR_PER_EMAIL, now);
}
