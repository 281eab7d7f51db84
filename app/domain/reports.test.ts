import { describe, expect, it } from "vitest";
import {
  countsByWeek,
  defaultPeriod,
  funnel,
  hoursOf,
  isCalendarDay,
  mondayOf,
  percentileOfCounts,
  periodBlocks,
  readPeriod,
  share,
  summariseReplies,
  weeksOf,
} from "./reports";

describe("the period", () => {
  const today = "2026-11-27"; // a Friday

  it("defaults to twelve weeks up to today, from a Monday", () => {
    expect(defaultPeriod(today)).toEqual({ from: "2026-09-07", to: today });
    expect(weeksOf(defaultPeriod(today))).toHaveLength(12);
    expect(readPeriod(null, null, today)).toEqual({ period: defaultPeriod(today), problem: null });
    expect(readPeriod("", " ", today)).toEqual({ period: defaultPeriod(today), problem: null });
  });

  it("takes the dates given, and today for a missing end", () => {
    expect(readPeriod("2026-01-01", "2026-03-31", today)).toEqual({ period: { from: "2026-01-01", to: "2026-03-31" }, problem: null });
    expect(readPeriod("2026-10-01", "", today)).toEqual({ period: { from: "2026-10-01", to: today }, problem: null });
  });

  it("falls back to the default with the problem named", () => {
    for (const from of ["2026-02-30", "yesterday", "2026-1-01", "1899-01-01", "2026-01-01T00:00"]) {
      expect(readPeriod(from, "2026-03-01", today)).toEqual({ period: defaultPeriod(today), problem: "invalid-date" });
    }
    expect(readPeriod("2026-03-01", "2026-02-01", today)).toEqual({ period: defaultPeriod(today), problem: "reversed" });
    expect(readPeriod("2024-01-01", "2026-01-02", today)).toEqual({ period: defaultPeriod(today), problem: "too-long" });
    // Two years and a day, 2024 a leap year: 731 days, the longest allowed.
    expect(readPeriod("2024-01-01", "2025-12-31", today).problem).toBeNull();
  });

  it("knows a calendar day", () => {
    expect(isCalendarDay("2028-02-29")).toBe(true);
    expect(isCalendarDay("2027-02-29")).toBe(false);
    expect(isCalendarDay("2026-13-01")).toBe(false);
  });
});

describe("weeks", () => {
  it("start on Monday and cover the period's every day", () => {
    expect(mondayOf("2026-11-23")).toBe("2026-11-23");
    expect(mondayOf("2026-11-29")).toBe("2026-11-23"); // a Sunday
    expect(weeksOf({ from: "2026-11-18", to: "2026-12-01" })).toEqual(["2026-11-16", "2026-11-23", "2026-11-30"]);
    expect(weeksOf({ from: "2026-11-23", to: "2026-11-23" })).toEqual(["2026-11-23"]);
  });

  it("have a count each, zero where no row came back", () => {
    const weeks = ["2026-11-16", "2026-11-23", "2026-11-30"];
    expect(
      countsByWeek(weeks, [
        { week: "2026-11-30", count: 2 },
        { week: "2026-11-16", count: 5 },
      ]),
    ).toEqual([5, 0, 2]);
  });
});

describe("percentiles and shares", () => {
  it("takes the nearest rank: always one of the values", () => {
    const ones = (values: number[]) => values.map((bucket) => ({ bucket, count: 1 }));
    expect(percentileOfCounts([], 50)).toBeNull();
    expect(percentileOfCounts([{ bucket: 3, count: 0 }], 50)).toBeNull();
    expect(percentileOfCounts(ones([7]), 90)).toBe(7);
    expect(percentileOfCounts(ones([40, 10, 30, 20]), 50)).toBe(20);
    expect(percentileOfCounts(ones([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]), 90)).toBe(9);
    expect(percentileOfCounts(ones([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]), 90)).toBe(10);
    // Counted values: nine at 5 and one at 50 have 5 as their median and 90th percentile.
    expect(
      percentileOfCounts(
        [
          { bucket: 50, count: 1 },
          { bucket: 5, count: 9 },
        ],
        90,
      ),
    ).toBe(5);
    expect(
      percentileOfCounts(
        [
          { bucket: 50, count: 2 },
          { bucket: 5, count: 9 },
        ],
        90,
      ),
    ).toBe(50);
  });

  it("gives a share to one decimal, none of nothing", () => {
    expect(share(1, 3)).toBe(33.3);
    expect(share(2, 2)).toBe(100);
    expect(share(0, 0)).toBeNull();
    expect(hoursOf(90)).toBe(1.5);
    expect(hoursOf(null)).toBeNull();
  });
});

describe("the funnel", () => {
  const stages = ["new", "contacted", "shortlist-sent", "meeting", "engaged"];

  it("counts a record at every stage up to its furthest, and the share going on", () => {
    const steps = funnel(stages, [
      { position: 0, count: 4 },
      { position: 1, count: 3 },
      { position: 3, count: 2 },
      { position: 4, count: 1 },
    ]);
    expect(steps).toEqual([
      { stage: "new", reached: 10, toNext: 60 },
      { stage: "contacted", reached: 6, toNext: 50 },
      { stage: "shortlist-sent", reached: 3, toNext: 100 },
      { stage: "meeting", reached: 3, toNext: 33.3 },
      { stage: "engaged", reached: 1, toNext: null },
    ]);
  });

  it("is all zeros, with no shares, for no records", () => {
    expect(funnel(stages, []).map((step) => [step.reached, step.toNext])).toEqual([
      [0, null],
      [0, null],
      [0, null],
      [0, null],
      [0, null],
    ]);
  });
});

describe("the reply summary", () => {
  it("takes the median and 90th percentile over the replies, and counts the overdue unanswered against the day", () => {
    // Replies after 30, 120 and 600 business minutes (the last one late), one overdue and one in time.
    const summary = summariseReplies({
      received: 5,
      buckets: [
        { bucket: 5, count: 1 },
        { bucket: 20, count: 1 },
        { bucket: 100, count: 1 },
      ],
      onTime: 2,
      unansweredOverdue: 1,
    });
    expect(summary).toEqual({
      received: 5,
      answered: 3,
      unansweredOverdue: 1,
      stillInTime: 1,
      medianMinutes: 120,
      p90Minutes: 600,
      withinDayShare: 50,
    });
  });

  it("has no figures for no records", () => {
    expect(summariseReplies({ received: 0, buckets: [], onTime: 0, unansweredOverdue: 0 })).toMatchObject({
      received: 0,
      medianMinutes: null,
      p90Minutes: null,
      withinDayShare: null,
    });
  });
});

describe("the blocks of a period", () => {
  it("reads the whole months inside it by month and the days around them by day", () => {
    expect(periodBlocks({ from: "2026-09-07", to: "2026-11-27" })).toEqual({ months: { from: "2026-10-01", until: "2026-11-01" } });
    expect(periodBlocks({ from: "2026-01-01", to: "2026-12-31" })).toEqual({ months: { from: "2026-01-01", until: "2027-01-01" } });
    expect(periodBlocks({ from: "2025-12-15", to: "2026-02-28" })).toEqual({ months: { from: "2026-01-01", until: "2026-03-01" } });
  });

  it("has no months when no whole month is inside", () => {
    expect(periodBlocks({ from: "2026-10-02", to: "2026-11-27" })).toEqual({ months: null });
    expect(periodBlocks({ from: "2026-11-01", to: "2026-11-29" })).toEqual({ months: null });
    expect(periodBlocks({ from: "2026-11-27", to: "2026-11-27" })).toEqual({ months: null });
  });
});
