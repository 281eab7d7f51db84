import { describe, expect, it } from "vitest";
import { type MinuteCount, minuteOf, roomForOneMore, secondsUntilRoom } from "./sliding-window";

const at = (time: string) => new Date(`2026-11-26T${time}Z`);

/** The buckets a server would hold for events at these times. */
function bucketsOf(...times: string[]): MinuteCount[] {
  const buckets = new Map<number, number>();
  for (const time of times) {
    const start = minuteOf(at(time)).getTime();
    buckets.set(start, (buckets.get(start) ?? 0) + 1);
  }
  return [...buckets].map(([start, count]) => ({ start: new Date(start), count }));
}

describe("events over the last hour", () => {
  it("refuses a fourth failure right after the hour turns when three came just before it", () => {
    const failures = bucketsOf("10:58:10", "10:59:20", "10:59:50");
    expect(roomForOneMore(failures, 3, at("11:00:01"))).toBe(false);
    expect(roomForOneMore(failures, 4, at("11:00:01"))).toBe(true);
  });

  it("lets one more in once the oldest has been counted for an hour", () => {
    const failures = bucketsOf("10:58:10", "10:59:20", "10:59:50");
    expect(roomForOneMore(failures, 3, at("11:57:59"))).toBe(false);
    expect(roomForOneMore(failures, 3, at("11:58:00"))).toBe(true);
  });
});

describe("how long to wait", () => {
  it("until the oldest failure that must leave has left, never past an hour", () => {
    const failures = bucketsOf("10:58:10", "10:59:20", "10:59:50");
    expect(secondsUntilRoom(failures, 3, at("11:00:01"))).toBe(57 * 60 + 59);
    expect(secondsUntilRoom(bucketsOf("11:15:00", "11:15:00", "11:15:30"), 3, at("11:15:30"))).toBe(3600 - 30);
  });

  it("counts several leaving when more than one is over the limit", () => {
    // Limit 3 lowered after five failures: three must leave before one more fits.
    const failures = bucketsOf("10:10:00", "10:20:00", "10:30:00", "10:40:00", "10:50:00");
    expect(secondsUntilRoom(failures, 3, at("10:55:00"))).toBe(35 * 60);
  });

  it("is at least a second, and the wait it gives is enough and not more", () => {
    const now = at("11:42:17");
    const histories = [
      bucketsOf("10:45:00", "11:00:00", "11:20:00", "11:41:59"),
      bucketsOf("11:01:00", "11:02:00", "11:40:00"),
      bucketsOf("10:50:00", "11:10:00", "11:30:00"),
    ];
    for (const failures of histories) {
      const wait = secondsUntilRoom(failures, 3, now);
      expect(wait).toBeGreaterThanOrEqual(1);
      const then = (seconds: number) => new Date(now.getTime() + seconds * 1000);
      expect(roomForOneMore(failures, 3, then(wait))).toBe(true);
      expect(roomForOneMore(failures, 3, then(wait - 1))).toBe(false);
    }
  });
});
