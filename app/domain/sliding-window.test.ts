import { describe, expect, it } from "vitest";
import { type BucketCount, bucketOf, roomForOneMore, secondsUntilRoom } from "./sliding-window";

const at = (time: string) => new Date(`2026-11-26T${time}Z`);
const HOUR = 3_600_000;
/** A limit of `max` an hour. */
const perHour = (max: number) => ({ windowMs: HOUR, max });

/** The buckets a server would hold for events at these times. */
function bucketsOf(...times: string[]): BucketCount[] {
  const buckets = new Map<number, number>();
  for (const time of times) {
    const start = bucketOf(at(time), HOUR).getTime();
    buckets.set(start, (buckets.get(start) ?? 0) + 1);
  }
  return [...buckets].map(([start, count]) => ({ start: new Date(start), count }));
}

describe("events over the last hour", () => {
  it("refuses a fourth failure right after the hour turns when three came just before it", () => {
    const failures = bucketsOf("10:58:10", "10:59:20", "10:59:50");
    expect(roomForOneMore(failures, perHour(3), at("11:00:01"))).toBe(false);
    expect(roomForOneMore(failures, perHour(4), at("11:00:01"))).toBe(true);
  });

  it("lets one more in once the oldest has been counted for an hour", () => {
    const failures = bucketsOf("10:58:10", "10:59:20", "10:59:50");
    expect(roomForOneMore(failures, perHour(3), at("11:57:59"))).toBe(false);
    expect(roomForOneMore(failures, perHour(3), at("11:58:00"))).toBe(true);
  });
});

describe("how long to wait", () => {
  it("until the oldest failure that must leave has left, never past an hour", () => {
    const failures = bucketsOf("10:58:10", "10:59:20", "10:59:50");
    expect(secondsUntilRoom(failures, perHour(3), at("11:00:01"))).toBe(57 * 60 + 59);
    expect(secondsUntilRoom(bucketsOf("11:15:00", "11:15:00", "11:15:30"), perHour(3), at("11:15:30"))).toBe(3600 - 30);
  });

  it("counts several leaving when more than one is over the limit", () => {
    // Limit 3 lowered after five failures: three must leave before one more fits.
    const failures = bucketsOf("10:10:00", "10:20:00", "10:30:00", "10:40:00", "10:50:00");
    expect(secondsUntilRoom(failures, perHour(3), at("10:55:00"))).toBe(35 * 60);
  });

  it("is at least a second, and the wait it gives is enough and not more", () => {
    const now = at("11:42:17");
    const histories = [
      bucketsOf("10:45:00", "11:00:00", "11:20:00", "11:41:59"),
      bucketsOf("11:01:00", "11:02:00", "11:40:00"),
      bucketsOf("10:50:00", "11:10:00", "11:30:00"),
    ];
    for (const failures of histories) {
      const wait = secondsUntilRoom(failures, perHour(3), now);
      expect(wait).toBeGreaterThanOrEqual(1);
      const then = (seconds: number) => new Date(now.getTime() + seconds * 1000);
      expect(roomForOneMore(failures, perHour(3), then(wait))).toBe(true);
      expect(roomForOneMore(failures, perHour(3), then(wait - 1))).toBe(false);
    }
  });
});

describe("a window of a minute", () => {
  const perMinute = (max: number) => ({ windowMs: 60_000, max });
  /** Buckets of a second, as a minute's window keeps them. */
  function secondsOf(...times: string[]): BucketCount[] {
    return times.map((time) => ({ start: bucketOf(at(time), 60_000), count: 1 }));
  }

  it("counts in buckets of a second and slides with the clock", () => {
    expect(bucketOf(at("10:00:07.900"), 60_000)).toEqual(at("10:00:07"));
    const attempts = secondsOf("10:00:20", "10:00:40", "10:00:59");
    expect(roomForOneMore(attempts, perMinute(3), at("10:01:05"))).toBe(false);
    expect(secondsUntilRoom(attempts, perMinute(3), at("10:01:05"))).toBe(15);
    expect(roomForOneMore(attempts, perMinute(3), at("10:01:20"))).toBe(true);
  });
});
