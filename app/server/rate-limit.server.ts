import { lt } from "drizzle-orm";
import type { Database } from "./db/client.server";
import type { StatementParams } from "./db/raw-query.server";
import { rateLimits } from "./db/schema.server";

const HOUR_MS = 3_600_000;

export type RateLimitKey = { key: string; perHour: number };

/**
 * Each key's count is spread over this many rows, one picked at random per submission: a burst from
 * one address then adds to different rows instead of waiting in turn for one row's lock until each
 * commit (decision 0015). The total is the sum of the shards.
 */
export const RATE_LIMIT_SHARDS = 16;

/**
 * Three CTEs for a submission's statement: `counted` counts one more submission for each key in the
 * current hour (in one shard), `totals` adds the key's other shards, and `verdict` has one row whose
 * `allowed` is true when every key is within its limit. Counters live in the database, so every server
 * instance sees the same numbers; counting in the submission's own statement saves it a round trip.
 * Submissions committing at the same instant may not see each other's shard: a limit can be passed by
 * the number of concurrent submissions, never more.
 */
export function countAndCheckCtes(
  keys: RateLimitKey[],
  now: Date,
  params: StatementParams,
  shard = Math.floor(Math.random() * RATE_LIMIT_SHARDS),
): string {
  const windowStart = params.add(new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS), "timestamptz");
  const ownShard = params.add(shard, "smallint");
  const placed = keys.map(({ key, perHour }) => ({ key: params.add(key, "text"), perHour: params.add(perHour, "int") }));
  return `counted as (
    insert into rate_limits (key, window_start, shard, count)
    values ${placed.map(({ key }) => `(${key}, ${windowStart}, ${ownShard}, 1)`).join(", ")}
    on conflict (key, window_start, shard) do update set count = rate_limits.count + 1
    returning key, count
  ), totals as (
    select counted.key, counted.count + coalesce((
      select sum(other.count) from rate_limits other
      where other.key = counted.key and other.window_start = ${windowStart} and other.shard <> ${ownShard}
    ), 0) as count
    from counted
  ), verdict as (
    select coalesce(bool_and(case key ${placed.map(({ key, perHour }) => `when ${key} then count <= ${perHour}`).join(" ")} else true end), true) as allowed
    from totals
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
