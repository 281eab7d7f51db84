import { addDays, instantAt, wallTimeOf, weekdayOf } from "./zoned-time";

/**
 * The team's availability (stored, edited at /admin/availability) and the free slots it makes.
 * Opening hours are wall-clock times in the site's zone (TIME_ZONE), so a 9:00 slot stays at 9:00
 * across the clock changes while its UTC instant moves by an hour.
 */
export type Availability = {
  /** Opening hours per weekday, 0 Sunday to 6 Saturday: minutes after midnight, [start, end). */
  weeklyHours: { weekday: number; start: number; end: number }[];
  slotMinutes: number;
  /** Kept free after each call (and before the next one). */
  bufferMinutes: number;
  /** A slot must start at least this long after the visitor books it. */
  noticeHours: number;
  /** How many days ahead, today counting as day 0, people can book. */
  horizonDays: number;
  /** Days with no slots at all (statutory holidays), "YYYY-MM-DD" in the zone. */
  closedDates: string[];
};

/** What the site starts with until an admin saves other hours: weekdays 9:00 to 17:00, half-hour calls. */
export const defaultAvailability: Availability = {
  weeklyHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: 9 * 60, end: 17 * 60 })),
  slotMinutes: 30,
  bufferMinutes: 0,
  noticeHours: 24,
  horizonDays: 21,
  closedDates: [],
};

export type Slot = { startsAt: Date; endsAt: Date };
export type Interval = { startsAt: Date; endsAt: Date };
export type SlotDay = { day: string; slots: Slot[] };

/** Every slot the hours make on one day of the zone, taken or not, in order. */
export function slotsOfDay(availability: Availability, day: string, timeZone: string): Slot[] {
  if (availability.closedDates.includes(day)) return [];
  const weekday = weekdayOf(day);
  const step = availability.slotMinutes + availability.bufferMinutes;
  const slots: Slot[] = [];
  const hours = availability.weeklyHours.filter((range) => range.weekday === weekday).sort((a, b) => a.start - b.start);
  for (const range of hours) {
    for (let start = range.start; start + availability.slotMinutes <= range.end; start += step) {
      const startsAt = instantAt(day, start, timeZone);
      // A start the clock skips (the hour lost in March) is no slot.
      if (!startsAt) continue;
      slots.push({ startsAt, endsAt: new Date(startsAt.getTime() + availability.slotMinutes * 60_000) });
    }
  }
  return slots;
}

/** True when the slot and a booking (with the buffer kept around it) overlap. */
function clashes(slot: Slot, booking: Interval, bufferMinutes: number): boolean {
  const buffer = bufferMinutes * 60_000;
  return slot.startsAt.getTime() < booking.endsAt.getTime() + buffer && booking.startsAt.getTime() < slot.endsAt.getTime() + buffer;
}

/** The first moment a slot may start for a visitor booking at `now`. */
export const earliestStart = (availability: Availability, now: Date) => new Date(now.getTime() + availability.noticeHours * 3_600_000);

/** The days people can book, from today in the zone to the horizon. */
export function bookableDays(availability: Availability, now: Date, timeZone: string): string[] {
  const today = wallTimeOf(now, timeZone).day;
  return Array.from({ length: availability.horizonDays + 1 }, (_, index) => addDays(today, index));
}

/**
 * The free slots day by day: within the notice and the horizon, on open days, not clashing with a
 * booking held (`taken`, cancelled ones left out by the caller). Days without a free slot are left out.
 */
export function freeSlots(availability: Availability, input: { now: Date; timeZone: string; taken: Interval[] }): SlotDay[] {
  const earliest = earliestStart(availability, input.now).getTime();
  const taken = [...input.taken].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const days: SlotDay[] = [];
  for (const day of bookableDays(availability, input.now, input.timeZone)) {
    const slots = slotsOfDay(availability, day, input.timeZone).filter(
      (slot) => slot.startsAt.getTime() >= earliest && !taken.some((booking) => clashes(slot, booking, availability.bufferMinutes)),
    );
    if (slots.length > 0) days.push({ day, slots });
  }
  return days;
}

/** The free slot starting at `startsAt`, or null when no free slot starts then (taken, too soon, closed, not a slot). */
export function freeSlotAt(
  availability: Availability,
  startsAt: Date,
  input: { now: Date; timeZone: string; taken: Interval[] },
): Slot | null {
  const day = wallTimeOf(startsAt, input.timeZone).day;
  if (!bookableDays(availability, input.now, input.timeZone).includes(day)) return null;
  const slot = slotsOfDay(availability, day, input.timeZone).find((candidate) => candidate.startsAt.getTime() === startsAt.getTime());
  if (!slot || slot.startsAt.getTime() < earliestStart(availability, input.now).getTime()) return null;
  return input.taken.some((booking) => clashes(slot, booking, availability.bufferMinutes)) ? null : slot;
}

/** The next `count` free slots from a list of days, for the visitor whose slot was just taken. */
export function nextFreeSlots(days: SlotDay[], after: Date, count: number): Slot[] {
  return days
    .flatMap((day) => day.slots)
    .filter((slot) => slot.startsAt.getTime() > after.getTime())
    .slice(0, count);
}
