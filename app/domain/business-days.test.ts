import { describe, expect, it } from "vitest";
import { addBusinessDays, isBusinessDay } from "./business-days";

const toronto = { timeZone: "America/Toronto", closedDates: [] as string[] };

describe("isBusinessDay", () => {
  it("is Monday to Friday, less the closed dates", () => {
    expect(isBusinessDay("2026-11-27", [])).toBe(true); // a Friday
    expect(isBusinessDay("2026-11-28", [])).toBe(false); // Saturday
    expect(isBusinessDay("2026-11-29", [])).toBe(false); // Sunday
    expect(isBusinessDay("2026-11-30", ["2026-11-30"])).toBe(false);
  });
});

describe("addBusinessDays", () => {
  it("counts two business days from a Tuesday to the Thursday, at the same time", () => {
    // 10:00 in Toronto (UTC-5 in November).
    expect(addBusinessDays(new Date("2026-11-24T15:00:00Z"), 2, toronto)).toEqual(new Date("2026-11-26T15:00:00Z"));
  });

  it("skips the weekend: a Friday's link is two business days old on Tuesday", () => {
    expect(addBusinessDays(new Date("2026-11-27T15:00:00Z"), 2, toronto)).toEqual(new Date("2026-12-01T15:00:00Z"));
  });

  it("skips a closed Monday: Wednesday then", () => {
    const closed = { ...toronto, closedDates: ["2026-11-30"] };
    expect(addBusinessDays(new Date("2026-11-27T15:00:00Z"), 2, closed)).toEqual(new Date("2026-12-02T15:00:00Z"));
  });

  it("counts the day in the team's zone, not in UTC", () => {
    // Friday 21:00 in Toronto is already Saturday in UTC: it is still a Friday link, due Tuesday 21:00.
    expect(addBusinessDays(new Date("2026-11-28T02:00:00Z"), 2, toronto)).toEqual(new Date("2026-12-02T02:00:00Z"));
  });

  it("starts counting on Monday for a link sent on a weekend", () => {
    expect(addBusinessDays(new Date("2026-11-28T15:00:00Z"), 2, toronto)).toEqual(new Date("2026-12-01T15:00:00Z"));
  });

  it("keeps the clock time across a clock change", () => {
    // Friday 2026-10-30 10:00 EDT (UTC-4); five business days later is Friday 2026-11-06 10:00 EST (UTC-5).
    expect(addBusinessDays(new Date("2026-10-30T14:00:00Z"), 5, toronto)).toEqual(new Date("2026-11-06T15:00:00Z"));
  });

  it("keeps the seconds", () => {
    expect(addBusinessDays(new Date("2026-11-24T15:00:42.500Z"), 1, toronto)).toEqual(new Date("2026-11-25T15:00:42.500Z"));
  });
});
