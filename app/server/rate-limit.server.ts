import { lt } from "drizzle-orm";
import type { Database } from "./db/client.server";
import { rateLimits } from "./db/schema.server";

const HOUR_MS = 3_600_000;

/**
 * Each key's count is spread over this many rows, one picked at random per submission: a burst from
 * one address then adds to different rows instead of waiting in turn for one row's lock until each
 * commit (decision 0015). The total is the sum of the shards.
 */
export const RATE_LIMIT_SHARDS = 16;

/** The start of the hourly window `now` falls in. */
export function windowStartOf(now: Date): Date {
  return new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
}

/** Seconds until the current window ends: when a limited visitor may try again. */
export function secondsUntilNextWindow(now: Date): number {
  return Math.ceil((HOUR_MS - (now.getTime() % HOUR_MS)) / 1000);
}

/** Old windows are useless; delete them now and then. */
export async function pruneRateLimits(db: Database, now: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - 2 * HOUR_MS)));
}
