// Every limit is judged over a window that slides with the clock: the events of the last hour (or
// minute), not of the current clock hour. Judging each clock hour alone let anyone spend a limit at
// 10:59 and again at 11:00. Events are counted in buckets of a sixtieth of the window (a minute for
// an hour), so a key keeps at most sixty small counts and a wait is exact to a bucket.

/** How a limit is judged: the most events allowed within any window of `windowMs`. */
export type WindowRule = { windowMs: number; max: number };

/** Events counted in the bucket that began at `start`. */
export interface BucketCount {
  start: Date;
  count: number;
}

/** A window is cut into this many buckets. */
const BUCKETS_PER_WINDOW = 60;

const bucketMsOf = (windowMs: number) => Math.max(1, Math.floor(windowMs / BUCKETS_PER_WINDOW));

/** The start of the bucket `now` falls in. */
export function bucketOf(now: Date, windowMs: number): Date {
  const size = bucketMsOf(windowMs);
  return new Date(Math.floor(now.getTime() / size) * size);
}

/** Buckets that began within the last window are counted; an event leaves the count within a window. */
export function countedSince(now: Date, windowMs: number): Date {
  return new Date(now.getTime() - windowMs + 1);
}

const counted = (buckets: BucketCount[], windowMs: number, now: Date) =>
  buckets.filter((bucket) => bucket.start.getTime() >= countedSince(now, windowMs).getTime());

/** Whether one more event stays within the rule. */
export function roomForOneMore(buckets: BucketCount[], rule: WindowRule, now: Date): boolean {
  return counted(buckets, rule.windowMs, now).reduce((sum, bucket) => sum + bucket.count, 0) + 1 <= rule.max;
}

/**
 * Seconds to wait, with no new events, until one more fits within the rule (at least 1): what a
 * Retry-After says to someone turned away. The oldest buckets leave the window first.
 */
export function secondsUntilRoom(buckets: BucketCount[], rule: WindowRule, now: Date): number {
  const oldestFirst = counted(buckets, rule.windowMs, now).sort((a, b) => a.start.getTime() - b.start.getTime());
  let excess = oldestFirst.reduce((sum, bucket) => sum + bucket.count, 0) + 1 - rule.max;
  let leavesAt = now.getTime();
  for (const bucket of oldestFirst) {
    if (excess <= 0) break;
    excess -= bucket.count;
    leavesAt = bucket.start.getTime() + rule.windowMs;
  }
  return Math.max(1, Math.ceil((leavesAt - now.getTime()) / 1000));
}
