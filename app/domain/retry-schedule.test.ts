import { describe, expect, it } from "vitest";
import { nextAttemptAt } from "./retry-schedule";

const minute = 60_000;
const hour = 60 * minute;
const createdAt = new Date("2025-03-01T12:00:00Z");
const at = (ms: number) => new Date(createdAt.getTime() + ms);

describe("nextAttemptAt", () => {
  it("waits 1 min, 5 min, 30 min, 2 h, then 6 h after each failed attempt", () => {
    const now = at(0);
    expect(nextAttemptAt(1, createdAt, now)).toEqual(at(minute));
    expect(nextAttemptAt(2, createdAt, now)).toEqual(at(5 * minute));
    expect(nextAttemptAt(3, createdAt, now)).toEqual(at(30 * minute));
    expect(nextAttemptAt(4, createdAt, now)).toEqual(at(2 * hour));
    expect(nextAttemptAt(5, createdAt, now)).toEqual(at(6 * hour));
    expect(nextAttemptAt(6, createdAt, now)).toEqual(at(6 * hour));
  });

  it("counts the wait from now, not from the creation time", () => {
    expect(nextAttemptAt(2, createdAt, at(3 * hour))).toEqual(at(3 * hour + 5 * minute));
  });

  it("gives up when the next try would be more than 24 h after creation", () => {
    expect(nextAttemptAt(5, createdAt, at(18 * hour))).toEqual(at(24 * hour));
    expect(nextAttemptAt(5, createdAt, at(18 * hour + 1))).toBeNull();
    expect(nextAttemptAt(1, createdAt, at(24 * hour))).toBeNull();
  });

  it("tries 8 times in all when every attempt fails on schedule", () => {
    let now = createdAt;
    let attempts = 1;
    for (;;) {
      const next = nextAttemptAt(attempts, createdAt, now);
      if (!next) break;
      now = next;
      attempts += 1;
    }
    // 0, +1 m, +6 m, +36 m, +2 h 36 m, +8 h 36 m, +14 h 36 m, +20 h 36 m; the next would be +26 h 36 m.
    expect(attempts).toBe(8);
    expect(now).toEqual(at(20 * hour + 36 * minute));
  });
});
