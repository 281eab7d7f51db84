import type { Availability } from "./booking/slots";
import { wallTimeOf, weekdayOf } from "./booking/zoned-time";

// When the team's morning digest goes out (decision 0088): at 08:00 on the team's clock
// (TIME_ZONE; DIGEST_TIME moves it) on each business day, and, when no server was running then, as
// soon as one is, up to four hours later (noon). Pure, so the days, the hours and the clock changes
// are tested by hand.

/** The digest's time by default on the team's clock, in minutes after midnight. */
export const DIGEST_AT_MINUTES = 8 * 60;

/** How late a digest still goes out: from 08:00, until noon; later the day's digest is skipped, not sent stale. */
export const DIGEST_LATE_MINUTES = 4 * 60;

/** "08:00" as minutes after midnight; null for anything but a 24-hour time (the configuration's check). */
export function digestTimeMinutes(value: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

type Hours = Pick<Availability, "weeklyHours" | "closedDates">;

/**
 * A business day, for the digest: one that /book's availability has opening hours on, less its
 * closed dates. (So it follows the hours an admin saves: a Saturday clinic gets its digest too.)
 */
export function opensOn(day: string, hours: Hours): boolean {
  if (hours.closedDates.includes(day)) return false;
  const weekday = weekdayOf(day);
  return hours.weeklyHours.some((range) => range.weekday === weekday && range.end > range.start);
}

/**
 * Whether the clock is in the digest's hours today, 08:00 up to noon on the team's clock (up to
 * midnight for a digest set after 20:00), whatever the day: the first test, made without the
 * database (the opening hours are read only then).
 */
export function inDigestHours(now: Date, timeZone: string, at = DIGEST_AT_MINUTES): boolean {
  const { minutes } = wallTimeOf(now, timeZone);
  return minutes >= at && minutes < at + DIGEST_LATE_MINUTES;
}

/**
 * The day whose digest is due at `now` ("2026-11-26" on the team's calendar), or null: none before
 * its time, none four hours after it, none on a day without opening hours or a closed date. Whether it was sent
 * already is the database's to say (one row per day).
 */
export function digestDayAt(now: Date, timeZone: string, hours: Hours, at = DIGEST_AT_MINUTES): string | null {
  if (!inDigestHours(now, timeZone, at)) return null;
  const { day } = wallTimeOf(now, timeZone);
  return opensOn(day, hours) ? day : null;
}
