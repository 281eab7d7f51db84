import { lt, sql } from "drizzle-orm";
import type { Database } from "./db/client.server";
import { rateLimits } from "./db/schema.server";

const HOUR_MS = 3_600_000;

/**
 * Counts one more submission for each key in the current hour and returns each key's count.
 * Counters live in the database, so every server instance sees the same numbers.
 */
export async function countSubmission(db: Database, keys: string[], now: Date): Promise<Map<string, number>> {
  const windowStart = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
  const counts = await db
    .insert(rateLimits)
    .values(keys.map((key) => ({ key, windowStart, count: 1 })))
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ key: rateLimits.key, count: rateLimits.count });
  return new Map(counts.map((row) => [row.key, row.count]));
}

/** Seconds until the current window ends: when a limited visitor may try again. */
export function secondsUntilNextWindow(now: Date): number {
  return Math.ceil((HOUR_MS - (now.getTime() % HOUR_MS)) / 1000);
}

/** Old windows are useless; delete them now and then. */
export async function pruneRateLimits(db: Database, now: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - 2 * HOUR_MS)));
}
