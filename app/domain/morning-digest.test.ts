import { describe, expect, it } from "vitest";
import { defaultAvailability } from "./booking/slots";
import { digestDayAt, digestTimeMinutes, inDigestHours, opensOn } from "./morning-digest";

const timeZone = "America/Toronto";
/** The defaults: weekdays 9:00 to 17:00, nothing closed. */
const hours = { weeklyHours: defaultAvailability.weeklyHours, closedDates: [] as string[] };

describe("opensOn", () => {
  it("is a day with opening hours, less the closed dates", () => {
    expect(opensOn("2026-11-26", hours)).toBe(true); // a Thursday
    expect(opensOn("2026-11-28", hours)).toBe(false); // Saturday
    expect(opensOn("2026-11-29", hours)).toBe(false); // Sunday
    expect(opensOn("2026-11-26", { ...hours, closedDates: ["2026-11-26"] })).toBe(false);
  });

  it("follows the hours an admin saved: a Saturday with hours is a business day, a weekday without none", () => {
    const saturdays = { weeklyHours: [{ weekday: 6, start: 600, end: 720 }], closedDates: [] };
    expect(opensOn("2026-11-28", saturdays)).toBe(true);
    expect(opensOn("2026-11-26", saturdays)).toBe(false);
  });
});

describe("digestDayAt", () => {
  // Thursday 26 November 2026; Toronto is UTC-5 then.
  it("is nothing at 07:59 and the day from 08:00", () => {
    expect(digestDayAt(new Date("2026-11-26T12:59:59Z"), timeZone, hours)).toBeNull();
    expect(digestDayAt(new Date("2026-11-26T13:00:00Z"), timeZone, hours)).toBe("2026-11-26");
  });

  it("still sends a late digest until noon, then skips the day", () => {
    expect(digestDayAt(new Date("2026-11-26T16:59:00Z"), timeZone, hours)).toBe("2026-11-26");
    expect(digestDayAt(new Date("2026-11-26T17:00:00Z"), timeZone, hours)).toBeNull();
    expect(inDigestHours(new Date("2026-11-26T17:00:00Z"), timeZone)).toBe(false);
  });

  it("sends nothing on a weekend or a closed date", () => {
    expect(digestDayAt(new Date("2026-11-28T13:00:00Z"), timeZone, hours)).toBeNull();
    expect(digestDayAt(new Date("2026-11-26T13:00:00Z"), timeZone, { ...hours, closedDates: ["2026-11-26"] })).toBeNull();
  });

  it("reads the day on the team's calendar, not UTC's", () => {
    // Friday 27 November at 08:30 in Tokyo is still Thursday in Toronto, and Thursday 23:30 in UTC.
    expect(digestDayAt(new Date("2026-11-26T23:30:00Z"), "Asia/Tokyo", hours)).toBe("2026-11-27");
    expect(digestDayAt(new Date("2026-11-26T23:30:00Z"), timeZone, hours)).toBeNull();
  });

  it("keeps 08:00 on the wall clock across the clock changes", () => {
    // Monday 9 March 2026, the day after clocks go forward: 08:00 EDT is 12:00 UTC, not 13:00.
    expect(digestDayAt(new Date("2026-03-09T11:59:00Z"), timeZone, hours)).toBeNull();
    expect(digestDayAt(new Date("2026-03-09T12:00:00Z"), timeZone, hours)).toBe("2026-03-09");
    // Monday 2 November 2026, the day after clocks go back: 08:00 EST is 13:00 UTC.
    expect(digestDayAt(new Date("2026-11-02T12:59:00Z"), timeZone, hours)).toBeNull();
    expect(digestDayAt(new Date("2026-11-02T13:00:00Z"), timeZone, hours)).toBe("2026-11-02");
  });

  it("on the change's own day, with hours on a Sunday, at 08:00 of that day's clock", () => {
    const everyDay = { weeklyHours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: 540, end: 1020 })), closedDates: [] };
    // Sunday 8 March 2026: 02:00 EST became 03:00 EDT, so 08:00 is 12:00 UTC.
    expect(digestDayAt(new Date("2026-03-08T11:59:00Z"), timeZone, everyDay)).toBeNull();
    expect(digestDayAt(new Date("2026-03-08T12:00:00Z"), timeZone, everyDay)).toBe("2026-03-08");
    // Sunday 1 November 2026: 02:00 EDT became 01:00 EST, so 08:00 is 13:00 UTC.
    expect(digestDayAt(new Date("2026-11-01T12:59:00Z"), timeZone, everyDay)).toBeNull();
    expect(digestDayAt(new Date("2026-11-01T13:00:00Z"), timeZone, everyDay)).toBe("2026-11-01");
  });
});

describe("another digest time (DIGEST_TIME)", () => {
  it("reads a 24-hour time and refuses anything else", () => {
    expect(digestTimeMinutes("08:00")).toBe(480);
    expect(digestTimeMinutes("23:59")).toBe(1439);
    for (const bad of ["8:00", "24:00", "07:60", "0800", " 08:00", "08:00 "]) expect(digestTimeMinutes(bad)).toBeNull();
  });

  it("goes out from that time, for four hours", () => {
    // 07:00 in Toronto on Thursday 26 November 2026.
    expect(digestDayAt(new Date("2026-11-26T11:59:00Z"), timeZone, hours, 420)).toBeNull();
    expect(digestDayAt(new Date("2026-11-26T12:00:00Z"), timeZone, hours, 420)).toBe("2026-11-26");
    expect(digestDayAt(new Date("2026-11-26T16:00:00Z"), timeZone, hours, 420)).toBeNull();
  });
});
