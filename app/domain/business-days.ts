import { addDays, instantAt, wallTimeOf, weekdayOf } from "./booking/zoned-time";

// Business days for the shortlists' reminders: Monday to Friday in the team's time zone (TIME_ZONE,
// the zone /book's opening hours are in), less the closed dates of /admin/availability. The zone's
// arithmetic is booking's (zoned-time.ts, Intl only), so a reminder and a bookable slot agree on
// what day it is, across the clock changes too.

/** Whether a calendar day ("2026-11-27") is one the team works: a weekday that is not closed. */
export function isBusinessDay(day: string, closedDates: readonly string[]): boolean {
  const weekday = weekdayOf(day);
  return weekday !== 0 && weekday !== 6 && !closedDates.includes(day);
}

/**
 * The instant `count` business days after `start`: the same time on the zone's clock, on the
 * count-th business day after the start's day. A link sent on a Friday at 10:00 is two business
 * days old on Tuesday at 10:00 (Wednesday if Monday is closed). When that time does not exist that
 * day (the hour skipped in March), the first instant after the gap stands in for it.
 */
export function addBusinessDays(start: Date, count: number, options: { timeZone: string; closedDates: readonly string[] }): Date {
  const { timeZone, closedDates } = options;
  const wall = wallTimeOf(start, timeZone);
  let day = wall.day;
  // A year of closed dates at most, so the loop always ends even on a calendar closed throughout.
  for (let counted = 0, steps = 0; counted < count && steps < 3_660; steps++) {
    day = addDays(day, 1);
    if (isBusinessDay(day, closedDates)) counted++;
  }
  const seconds = start.getTime() % 60_000;
  const at =
    instantAt(day, wall.minutes, timeZone) ?? instantAt(day, wall.minutes + 60, timeZone) ?? instantAt(addDays(day, 1), 0, timeZone);
  return new Date((at ?? start).getTime() + seconds);
}
