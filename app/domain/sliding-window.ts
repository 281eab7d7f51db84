// Failed sign-ins and password links are counted in one-minute buckets and judged over the last
// hour. Judging each clock hour alone let a guesser spend the limit at 10:59 and again at 11:00,
// and a count split by the hour's turn fell short.

const HOUR_MS = 3_600_000;
const BUCKET_MS = 60_000;

/** Events counted in the minute that began at `start`. */
export interface MinuteCount {
  start: Date;
  count: number;
}

/** The start of the one-minute bucket `now` falls in. */
export function minuteOf(now: Date): Date {
  return new Date(Math.floor(now.getTime() / BUCKET_MS) * BUCKET_MS);
}

/** Buckets that began within the last hour are counted; an event leaves the count within an hour. */
export function countedSince(now: Date): Date {
  return new Date(now.getTime() - HOUR_MS + 1);
}

const counted = (buckets: MinuteCount[], now: Date) => buckets.filter((bucket) => bucket.start.getTime() >= countedSince(now).getTime());

/** Whether one more event stays within `limit` an hour. */
export function roomForOneMore(buckets: MinuteCount[], limit: number, now: Date): boolean {
  return counted(buckets, now).reduce((sum, bucket) => sum + bucket.count, 0) + 1 <= limit;
}

/**
 * Seconds to wait, with no new events, until one more fits within `limit` (at least 1): what a
 * Retry-After says to someone turned away. The oldest buckets leave the hour first.
 */
export function secondsUntilRoom(buckets: MinuteCount[], limit: number, now: Date): number {
  const oldestFirst = counted(buckets, now).sort((a, b) => a.start.getTime() - b.start.getTime());
  let excess = oldestFirst.reduce((sum, bucket) => sum + bucket.count, 0) + 1 - limit;
  let leavesAt = now.getTime();
  for (const bucket of oldestFirst) {
    if (excess <= 0) break;
    excess -= bucket.count;
    leavesAt = bucket.start.getTime() + HOUR_MS;
  }
  return Math.max(1, Math.ceil((leavesAt - now.getTime()) / 1000));
}
