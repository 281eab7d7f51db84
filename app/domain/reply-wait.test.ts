import { describe, expect, it } from "vitest";
import { defaultAvailability } from "./booking/slots";
import { businessMinutesBetween, replyWait } from "./reply-wait";

const timeZone = "America/Toronto";
const hours = { weeklyHours: defaultAvailability.weeklyHours, closedDates: [] as string[] };
/** An instant given as Toronto's wall clock in November (UTC-5). */
const toronto = (isoLocal: string) => new Date(`${isoLocal}-05:00`);

describe("businessMinutesBetween", () => {
  it("counts only opening hours: Friday evening to Monday 10:00 is one hour", () => {
    expect(businessMinutesBetween(toronto("2026-11-27T18:00:00"), toronto("2026-11-30T10:00:00"), hours, timeZone)).toBe(60);
  });

  it("counts a whole working day as eight hours, and nothing on a closed date", () => {
    expect(businessMinutesBetween(toronto("2026-11-23T08:00:00"), toronto("2026-11-23T20:00:00"), hours, timeZone)).toBe(480);
    const closed = { ...hours, closedDates: ["2026-11-23"] };
    expect(businessMinutesBetween(toronto("2026-11-23T08:00:00"), toronto("2026-11-23T20:00:00"), closed, timeZone)).toBe(0);
  });

  it("is zero when the end is not after the start", () => {
    expect(businessMinutesBetween(toronto("2026-11-24T12:00:00"), toronto("2026-11-24T11:00:00"), hours, timeZone)).toBe(0);
  });
});

describe("replyWait", () => {
  it("is due at the same time on the next business day, and overdue after it", () => {
    const receivedAt = toronto("2026-11-27T16:00:00"); // a Friday
    const monday = replyWait({ receivedAt, repliedAt: null, now: toronto("2026-11-30T15:00:00"), hours, timeZone });
    expect(monday.dueAt).toEqual(toronto("2026-11-30T16:00:00"));
    expect(monday).toMatchObject({ businessMinutes: 60 + 360, overdue: false });
    const late = replyWait({ receivedAt, repliedAt: null, now: toronto("2026-11-30T16:30:00"), hours, timeZone });
    expect(late.overdue).toBe(true);
  });

  it("stops counting at the reply, and a late reply stays marked late", () => {
    const receivedAt = toronto("2026-11-24T09:00:00");
    const onTime = replyWait({
      receivedAt,
      repliedAt: toronto("2026-11-24T11:00:00"),
      now: toronto("2026-12-10T09:00:00"),
      hours,
      timeZone,
    });
    expect(onTime).toMatchObject({ businessMinutes: 120, overdue: false });
    const late = replyWait({ receivedAt, repliedAt: toronto("2026-11-26T09:00:00"), now: toronto("2026-12-10T09:00:00"), hours, timeZone });
    expect(late).toMatchObject({ businessMinutes: 960, overdue: true });
  });

  it("skips a closed date when it sets the due time", () => {
    const receivedAt = toronto("2026-11-27T10:00:00");
    const wait = replyWait({ receivedAt, repliedAt: null, now: receivedAt, hours: { ...hours, closedDates: ["2026-11-30"] }, timeZone });
    expect(wait.dueAt).toEqual(toronto("2026-12-01T10:00:00"));
  });
});
