/**
 * Wall-clock times in an IANA time zone and the instants they name, with nothing but Intl: the
 * slots are opening hours in the team's zone (TIME_ZONE), and a day there is 23 or 25 hours long
 * at the clock changes.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      weekday: "short",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** A moment as the zone's clock shows it: the day ("2026-11-26"), minutes since midnight, weekday (0 Sunday). */
export type WallTime = { day: string; minutes: number; weekday: number };

const weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

export function wallTimeOf(instant: Date, timeZone: string): WallTime {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? "";
  return {
    day: `${part("year")}-${part("month")}-${part("day")}`,
    minutes: Number(part("hour")) * 60 + Number(part("minute")),
    weekday: weekdays.indexOf(part("weekday")),
  };
}

/** The year the zone's calendar shows at an instant: at 23:30 on 31 December in Toronto, UTC is already in the next. */
export const yearIn = (instant: Date, timeZone: string): number => Number(wallTimeOf(instant, timeZone).day.slice(0, 4));

/** The zone's offset from UTC at an instant, in minutes (Toronto: -300 in winter, -240 in summer). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const wall = wallTimeOf(instant, timeZone);
  const asUtc = Date.parse(`${wall.day}T00:00:00Z`) + wall.minutes * 60_000;
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/**
 * The instant the zone's clock reads `minutes` after midnight on `day`, or null when the clock
 * never reads it (the hour skipped in March). A time read twice (November) is its first reading.
 */
export function instantAt(day: string, minutes: number, timeZone: string): Date | null {
  const key = `${timeZone} ${day} ${minutes}`;
  let known = instants.get(key);
  if (known === undefined) {
    known = findInstantAt(day, minutes, timeZone)?.getTime() ?? null;
    if (instants.size >= rememberedInstants) instants.clear();
    instants.set(key, known);
  }
  return known === null ? null : new Date(known);
}

// Every /book answer asks for the same few hundred instants, and Intl's formatToParts (three calls
// per instant) was a quarter of its time. A zone's rules do not change while the process runs.
const instants = new Map<string, number | null>();
const rememberedInstants = 20_000;

function findInstantAt(day: string, minutes: number, timeZone: string): Date | null {
  const naive = Date.parse(`${day}T00:00:00Z`) + minutes * 60_000;
  // The offset a few hours either side tells the two candidates apart; the earlier that reads right wins.
  const candidates = [...new Set([-1, 1].map((side) => offsetMinutes(new Date(naive + side * 6 * 3_600_000), timeZone)))]
    .map((offset) => new Date(naive - offset * 60_000))
    .sort((a, b) => a.getTime() - b.getTime());
  return candidates.find((candidate) => sameWallTime(wallTimeOf(candidate, timeZone), day, minutes)) ?? null;
}

const sameWallTime = (wall: WallTime, day: string, minutes: number) => wall.day === day && wall.minutes === minutes;

/** The calendar day `count` days after `day` ("2026-11-26" + 1 → "2026-11-27"). */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10);
}

/** The weekday of a calendar day, 0 for Sunday. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}
