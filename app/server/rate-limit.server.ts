import { lt, type SQL, sql } from "drizzle-orm";
import type { Database } from "./db/client.server";
import { rateLimits } from "./db/schema.server";

const HOUR_MS = 3_600_000;

export type RateLimitKey = { key: string; perHour: number };

function windowStartOf(now: Date): Date {
  return new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
}

/**
 * Two CTEs for a submission's statement: `counted` counts one more submission for each key in the
 * current hour, and `verdict` has one row whose `allowed` is true when every key is within its limit.
 * Counters live in the database, so every server instance sees the same numbers; counting in the
 * submission's own statement saves a round trip per submission.
 */
export function countAndCheckCtes(keys: RateLimitKey[], now: Date): SQL {
  const windowStart = windowStartOf(now).toISOString();
  const rows = sql.join(
    keys.map(({ key }) => sql`(${key}, ${windowStart}::timestamptz, 1)`),
    sql`, `,
  );
  const withinLimit = sql.join(
    keys.map(({ key, perHour }) => sql`when ${key} then count <= ${perHour}::int`),
    sql` `,
  );
  return sql`counted as (
    insert into rate_limits (key, window_start, count) values ${rows}
    on conflict (key, window_start) do update set count = rate_limits.count + 1
    returning key, count
  ), verdict as (
    select coalesce(bool_and(case key ${withinLimit} else true end), true) as allowed from counted
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
