import type { Availability } from "./slots";

/**
 * /admin/availability's form as text: one box of opening hours per weekday ("09:00-12:00,
 * 13:00-17:00", empty for closed), numbers for the slot, buffer, notice and horizon, and closed
 * dates one per line. Read back strictly: a bad value is named at its box and nothing is saved.
 */
export type AvailabilityFormValues = Record<string, string>;

/** Monday first, as people read a week; the stored weekday is 0 for Sunday. */
export const weekdayFields = [1, 2, 3, 4, 5, 6, 0].map((weekday) => ({ weekday, name: `hours-${weekday}` }));

const LIMITS = {
  slotMinutes: [5, 240],
  bufferMinutes: [0, 240],
  noticeHours: [0, 24 * 60],
  horizonDays: [1, 366],
} as const satisfies Record<string, readonly [number, number]>;

export type NumberField = keyof typeof LIMITS;
export const numberFields = Object.keys(LIMITS) as NumberField[];

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

export function availabilityToForm(availability: Availability): AvailabilityFormValues {
  const values: AvailabilityFormValues = {};
  for (const { weekday, name } of weekdayFields) {
    values[name] = availability.weeklyHours
      .filter((range) => range.weekday === weekday)
      .sort((a, b) => a.start - b.start)
      .map((range) => `${hhmm(range.start)}-${hhmm(range.end)}`)
      .join(", ");
  }
  for (const field of numberFields) values[field] = String(availability[field]);
  values.closedDates = [...availability.closedDates].sort().join("\n");
  return values;
}

function readTime(text: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}

const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

/** What the form says of a bad value (app/content/admin-booking.ts's availabilityErrors). */
export type AvailabilityErrors = { hours: string; overlap: string; number: (min: number, max: number) => string; closedDates: string };

export type AvailabilityParse = { ok: true; availability: Availability } | { ok: false; errors: Record<string, string> };

export function parseAvailabilityForm(values: AvailabilityFormValues, availabilityErrors: AvailabilityErrors): AvailabilityParse {
  const errors: Record<string, string> = {};
  const weeklyHours: Availability["weeklyHours"] = [];
  for (const { weekday, name } of weekdayFields) {
    const text = (values[name] ?? "").trim();
    if (text === "") continue;
    const ranges = text.split(",").map((part) => part.split("-").map(readTime));
    if (ranges.some((range) => range.length !== 2 || range[0] === null || range[1] === null || range[0]! >= range[1]!)) {
      errors[name] = availabilityErrors.hours;
      continue;
    }
    const sorted = ranges.map(([start, end]) => ({ weekday, start: start!, end: end! })).sort((a, b) => a.start - b.start);
    if (sorted.some((range, index) => index > 0 && range.start < sorted[index - 1]!.end)) errors[name] = availabilityErrors.overlap;
    else weeklyHours.push(...sorted);
  }
  const numbers = {} as Record<NumberField, number>;
  for (const field of numberFields) {
    const [min, max] = LIMITS[field];
    const text = (values[field] ?? "").trim();
    const value = Number(text);
    if (!/^\d+$/.test(text) || value < min || value > max) errors[field] = availabilityErrors.number(min, max);
    else numbers[field] = value;
  }
  const closedDates = (values.closedDates ?? "")
    .split(/[\s,]+/)
    .map((day) => day.trim())
    .filter(Boolean);
  if (closedDates.some((day) => !isDay(day))) errors.closedDates = availabilityErrors.closedDates;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, availability: { weeklyHours, ...numbers, closedDates: [...new Set(closedDates)].sort() } };
}
