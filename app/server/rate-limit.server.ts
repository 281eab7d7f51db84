import { lt } from "drizzle-orm";
import type { Database } from "./db/client.server";
import type { StatementParams } from "./db/raw-query.server";
import { rateLimits } from "./db/schema.server";

const HOUR_MS = 3_600_000;

export type RateLimitKey = { key: string; perHour: number };

/**
 * Two CTEs for a submission's statement: `counted` counts one more submission for each key in the
 * current hour, and `verdict` has one row whose `allowed` is true when every key is within its limit.
 * Counters live in the database, so every server instance sees the same numbers; counting in the
 * submission's own statement saves it a round trip.
 */
export function countAndCheckCtes(keys: RateLimitKey[], now: Date, params: StatementParams): string {
  const windowStart = params.add(new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS), "timestamptz");
  const placed = keys.map(({ key, perHour }) => ({ key: params.add(key, "text"), perHour: params.add(perHour, "int") }));
  return `counted as (
    insert into rate_limits (key, window_start, count)
    values ${placed.map(({ key }) => `(${key}, ${windowStart}, 1)`).join(", ")}
    on conflict (key, window_start) do update set count = rate_limits.count + 1
    returning key, count
  ), verdict as (
    select coalesce(bool_and(case key ${placed.map(({ key, perHour }) => `when ${key} then count <= ${perHour}`).join(" ")} else true end), true) as allowed
    from counted
  )`;
}

/** Seconds until the current window ends: when a limited visitor may try again. */
export function secondsUntilNextWindow(now: Date): number {
  return Math.ceil((HOUR_MS - (now.getTime() % HOUR_MS)) / 1000);
}

/** Old windows are useless; delete them now and then. */
export async function pruneRateLimits(db: Database, now: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - 2 * HOUR_MS)));
}
