import { describe, expect, it } from "vitest";
import { type Availability, defaultAvailability, freeSlotAt, freeSlots, slotsOfDay } from "./slots";
import { instantAt } from "./zoned-time";

const zone = "America/Toronto";
const iso = (date: Date) => date.toISOString();
const hours = (overrides: Partial<Availability> = {}): Availability => ({ ...defaultAvailability, ...overrides });

describe("slots in America/Toronto", () => {
  it("makes half-hour slots from 9:00 to 17:00 Eastern on a weekday", () => {
    const slots = slotsOfDay(hours(), "2026-11-26", zone);
    expect(slots).toHaveLength(16);
    expect(iso(slots[0]!.startsAt)).toBe("2026-11-26T14:00:00.000Z");
    expect(iso(slots[15]!.startsAt)).toBe("2026-11-26T21:30:00.000Z");
    expect(iso(slots[15]!.endsAt)).toBe("2026-11-26T22:00:00.000Z");
  });

  it("keeps 9:00 at 9:00 across the March change (EST to EDT)", () => {
    // 2027-03-14 is the second Sunday of March: Friday before is EST, Monday after is EDT.
    expect(iso(slotsOfDay(hours(), "2027-03-12", zone)[0]!.startsAt)).toBe("2027-03-12T14:00:00.000Z");
    expect(iso(slotsOfDay(hours(), "2027-03-15", zone)[0]!.startsAt)).toBe("2027-03-15T13:00:00.000Z");
  });

  it("keeps 9:00 at 9:00 across the November change (EDT to EST)", () => {
    // 2026-11-01 is the first Sunday of November.
    expect(iso(slotsOfDay(hours(), "2026-10-30", zone)[0]!.startsAt)).toBe("2026-10-30T13:00:00.000Z");
    expect(iso(slotsOfDay(hours(), "2026-11-02", zone)[0]!.startsAt)).toBe("2026-11-02T14:00:00.000Z");
  });

  it("makes no slot in the hour the clock skips in March, and one per reading in November's night", () => {
    const night = hours({ weeklyHours: [{ weekday: 0, start: 60, end: 4 * 60 }] });
    const march = slotsOfDay(night, "2027-03-14", zone).map((slot) => iso(slot.startsAt));
    // 1:00, 1:30 EST, then 3:00, 3:30 EDT: 2:00 and 2:30 never happen.
    expect(march).toEqual(["2027-03-14T06:00:00.000Z", "2027-03-14T06:30:00.000Z", "2027-03-14T07:00:00.000Z", "2027-03-14T07:30:00.000Z"]);
    const november = slotsOfDay(night, "2026-11-01", zone);
    // 1:00 happens twice: the slot is the first one (EDT), and each slot lasts 30 real minutes.
    expect(iso(november[0]!.startsAt)).toBe("2026-11-01T05:00:00.000Z");
    expect(november.every((slot) => slot.endsAt.getTime() - slot.startsAt.getTime() === 30 * 60_000)).toBe(true);
    expect(new Set(november.map((slot) => iso(slot.startsAt))).size).toBe(november.length);
  });

  it("reads wall times back to the right instants on both sides of a change", () => {
    expect(iso(instantAt("2027-03-14", 3 * 60, zone)!)).toBe("2027-03-14T07:00:00.000Z");
    expect(instantAt("2027-03-14", 2 * 60 + 30, zone)).toBeNull();
    expect(iso(instantAt("2026-11-01", 3 * 60, zone)!)).toBe("2026-11-01T08:00:00.000Z");
  });

  it("steps by the slot and the buffer", () => {
    const slots = slotsOfDay(hours({ bufferMinutes: 15 }), "2026-11-26", zone);
    expect(slots.slice(0, 3).map((slot) => iso(slot.startsAt))).toEqual([
      "2026-11-26T14:00:00.000Z",
      "2026-11-26T14:45:00.000Z",
      "2026-11-26T15:30:00.000Z",
    ]);
  });

  it("leaves out closed dates and weekends", () => {
    expect(slotsOfDay(hours({ closedDates: ["2026-12-25"] }), "2026-12-25", zone)).toEqual([]);
    expect(slotsOfDay(hours(), "2026-11-28", zone)).toEqual([]);
    const days = freeSlots(hours({ closedDates: ["2026-12-25"] }), { now: new Date("2026-12-20T12:00:00Z"), timeZone: zone, taken: [] });
    expect(days.map((day) => day.day)).not.toContain("2026-12-25");
    expect(days.map((day) => day.day)).toContain("2026-12-24");
  });
});

describe("free slots", () => {
  const now = new Date("2026-11-26T15:10:00Z"); // Thursday 10:10 EST

  it("starts after the notice and ends at the horizon", () => {
    const days = freeSlots(hours({ noticeHours: 24, horizonDays: 7 }), { now, timeZone: zone, taken: [] });
    // 24 h after Thursday 10:10 is Friday 10:10: Friday's first free slot is 10:30.
    expect(days[0]!.day).toBe("2026-11-27");
    expect(iso(days[0]!.slots[0]!.startsAt)).toBe("2026-11-27T15:30:00.000Z");
    expect(days.at(-1)!.day).toBe("2026-12-03");
  });

  it("a slot exactly at the notice's edge is free, a minute earlier is not", () => {
    const edge = new Date("2026-11-27T15:30:00Z");
    const availability = hours({ noticeHours: 24 });
    expect(freeSlotAt(availability, edge, { now: new Date("2026-11-26T15:30:00Z"), timeZone: zone, taken: [] })).not.toBeNull();
    expect(freeSlotAt(availability, edge, { now: new Date("2026-11-26T15:31:00Z"), timeZone: zone, taken: [] })).toBeNull();
  });

  it("leaves out taken slots and those the buffer around them needs", () => {
    const taken = [{ startsAt: new Date("2026-11-27T16:00:00Z"), endsAt: new Date("2026-11-27T16:30:00Z") }];
    const plain = freeSlots(hours(), { now, timeZone: zone, taken })[0]!.slots.map((slot) => iso(slot.startsAt));
    expect(plain).not.toContain("2026-11-27T16:00:00.000Z");
    expect(plain).toContain("2026-11-27T16:30:00.000Z");
    // With a buffer, a booking made under other hours still blocks the slots it overlaps.
    const buffered = freeSlots(hours({ bufferMinutes: 15 }), { now, timeZone: zone, taken })[0]!.slots.map((slot) => iso(slot.startsAt));
    // Slots at 10:30, 11:15, 12:00 EST: the first two come within 15 minutes of 11:00 to 11:30.
    expect(buffered).not.toContain("2026-11-27T15:30:00.000Z");
    expect(buffered).not.toContain("2026-11-27T16:15:00.000Z");
    expect(buffered).toContain("2026-11-27T17:00:00.000Z");
  });

  it("refuses a time that is no slot", () => {
    const context = { now, timeZone: zone, taken: [] };
    expect(freeSlotAt(hours(), new Date("2026-11-27T15:40:00Z"), context)).toBeNull();
    expect(freeSlotAt(hours(), new Date("2026-11-28T15:30:00Z"), context)).toBeNull();
    expect(freeSlotAt(hours({ horizonDays: 7 }), new Date("2026-12-07T15:30:00Z"), context)).toBeNull();
  });
});
