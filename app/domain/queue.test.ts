import { describe, expect, it } from "vitest";
import { defaultAvailability } from "./booking/slots";
import { ageParts, type AwaitingRecord, awaitingReply, callDay, callWindow, oldestFirst } from "./queue";

const timeZone = "America/Toronto";
const hours = { weeklyHours: defaultAvailability.weeklyHours, closedDates: [] as string[] };
/** An instant given as Toronto's wall clock in November (UTC-5). */
const toronto = (isoLocal: string) => new Date(`${isoLocal}-05:00`);

const record = (id: string, receivedAt: Date, kind: AwaitingRecord["kind"] = "company"): AwaitingRecord => ({
  kind,
  id,
  name: `Name ${id}`,
  receivedAt,
  href: `/admin/applications/${id}`,
});

describe("awaitingReply", () => {
  // Friday 2026-11-27 at 16:00: one opening hour left that day, then the weekend.
  const friday = record("a", toronto("2026-11-27T16:00:00"));

  it("counts the age in opening hours across a weekend, and is overdue only after the next business day's same hour", () => {
    const monday = awaitingReply([friday], { now: toronto("2026-11-30T10:00:00"), hours, timeZone })[0]!;
    expect(monday.wait).toEqual({ businessMinutes: 120, dueAt: toronto("2026-11-30T16:00:00"), overdue: false });
    const mondayLate = awaitingReply([friday], { now: toronto("2026-11-30T16:01:00"), hours, timeZone })[0]!;
    expect(mondayLate.wait).toMatchObject({ businessMinutes: 60 + 420 + 1, overdue: true });
  });

  it("skips a closed date: due the day after it, and its hours are not counted", () => {
    const closed = { ...hours, closedDates: ["2026-11-30"] };
    const tuesday = awaitingReply([friday], { now: toronto("2026-12-01T15:00:00"), hours: closed, timeZone })[0]!;
    expect(tuesday.wait).toEqual({ businessMinutes: 60 + 360, dueAt: toronto("2026-12-01T16:00:00"), overdue: false });
    const late = awaitingReply([friday], { now: toronto("2026-12-01T16:30:00"), hours: closed, timeZone })[0]!;
    expect(late.wait.overdue).toBe(true);
    // The same moment without the closed date: a day more of hours, and long overdue.
    const open = awaitingReply([friday], { now: toronto("2026-12-01T15:00:00"), hours, timeZone })[0]!;
    expect(open.wait).toMatchObject({ businessMinutes: 60 + 480 + 360, overdue: true });
  });

  it("counts nothing outside the opening hours: a request of Saturday is zero minutes old on Sunday", () => {
    const saturday = record("s", toronto("2026-11-28T11:00:00"));
    const [item] = awaitingReply([saturday], { now: toronto("2026-11-29T20:00:00"), hours, timeZone });
    expect(item!.wait).toMatchObject({ businessMinutes: 0, overdue: false });
  });

  it("lists the oldest first across kinds, ties in the order of their ids, and keeps the oldest when it cuts", () => {
    const at = (day: number) => toronto(`2026-11-${String(day).padStart(2, "0")}T10:00:00`);
    const records = [
      record("c", at(20), "inquiry"),
      record("b", at(18), "cio"),
      record("z", at(23), "company"),
      record("a", at(20), "company"),
      record("y", at(10), "inquiry"),
    ];
    const clock = { now: toronto("2026-11-27T12:00:00"), hours, timeZone };
    expect(awaitingReply(records, clock).map((item) => item.id)).toEqual(["y", "b", "a", "c", "z"]);
    expect(awaitingReply(records, clock, 2).map((item) => item.id)).toEqual(["y", "b"]);
    expect(awaitingReply([], clock)).toEqual([]);
  });

  it("marks each one overdue by its own arrival", () => {
    const clock = { now: toronto("2026-11-26T12:00:00"), hours, timeZone }; // Thursday noon
    const items = awaitingReply([record("old", toronto("2026-11-25T11:00:00")), record("new", toronto("2026-11-25T13:00:00"))], clock);
    expect(items.map((item) => [item.id, item.wait.overdue])).toEqual([
      ["old", true],
      ["new", false],
    ]);
  });
});

describe("ageParts", () => {
  it("writes minutes as whole hours and the rest, never below zero", () => {
    expect(ageParts(0)).toEqual({ hours: 0, minutes: 0 });
    expect(ageParts(59)).toEqual({ hours: 0, minutes: 59 });
    expect(ageParts(570)).toEqual({ hours: 9, minutes: 30 });
    expect(ageParts(-5)).toEqual({ hours: 0, minutes: 0 });
  });
});

describe("oldestFirst", () => {
  it("orders by the time they wait since, then by id, and cuts at the limit", () => {
    const items = [
      { id: "b", since: toronto("2026-11-20T10:00:00") },
      { id: "a", since: toronto("2026-11-20T10:00:00") },
      { id: "c", since: toronto("2026-11-19T10:00:00") },
    ];
    expect(oldestFirst(items).map((item) => item.id)).toEqual(["c", "a", "b"]);
    expect(oldestFirst(items, 1).map((item) => item.id)).toEqual(["c"]);
  });
});

describe("callWindow and callDay", () => {
  it("runs from today's midnight to the end of tomorrow in the team's zone", () => {
    const now = toronto("2026-11-26T23:30:00");
    expect(callWindow(now, timeZone)).toEqual({ from: toronto("2026-11-26T00:00:00"), to: toronto("2026-11-28T00:00:00") });
    expect(callDay(toronto("2026-11-26T23:45:00"), now, timeZone)).toBe("today");
    // 04:45 UTC on the 27th is still the 26th in Toronto; 05:00 UTC is the 27th.
    expect(callDay(new Date("2026-11-27T04:45:00Z"), now, timeZone)).toBe("today");
    expect(callDay(new Date("2026-11-27T05:00:00Z"), now, timeZone)).toBe("tomorrow");
  });

  it("holds the extra hour when the clocks go back", () => {
    // 2026-11-01 is the day Toronto leaves daylight time: 25 hours long.
    const now = new Date("2026-10-31T16:00:00Z");
    const { from, to } = callWindow(now, timeZone);
    expect(from).toEqual(new Date("2026-10-31T04:00:00Z"));
    expect(to).toEqual(new Date("2026-11-02T05:00:00Z"));
    expect(to.getTime() - from.getTime()).toBe(49 * 3_600_000);
  });
});
