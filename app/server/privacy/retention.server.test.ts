import { describe, expect, it } from "vitest";
import { cutoffs, monthsBefore } from "./retention.server";

describe("monthsBefore", () => {
  it("counts calendar months, clamping to the month's end", () => {
    expect(monthsBefore(new Date("2026-11-21T03:00:00Z"), 24).toISOString()).toBe("2024-11-21T03:00:00.000Z");
    expect(monthsBefore(new Date("2026-03-31T00:00:00Z"), 1).toISOString()).toBe("2026-02-28T00:00:00.000Z");
    expect(monthsBefore(new Date("2028-02-29T12:00:00Z"), 24).toISOString()).toBe("2026-02-28T12:00:00.000Z");
  });
});

describe("cutoffs", () => {
  it("put each period behind the given time", () => {
    const now = new Date("2026-11-21T03:00:00Z");
    expect(cutoffs(now, { spamDays: 30, closedMonths: 24, mailBodyDays: 90 })).toEqual({
      spam: new Date("2026-10-22T03:00:00Z"),
      closed: new Date("2024-11-21T03:00:00Z"),
      mailBody: new Date("2026-08-23T03:00:00Z"),
    });
  });
});
