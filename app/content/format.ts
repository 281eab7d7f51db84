/**
 * Numbers and dates as a reader sees them. The site's locale is written here once, so that a
 * second language changes one constant (or passes its own) instead of hunting through files.
 */
export const siteLocale = "en-CA";

/** 1000 → "1,000". */
export function formatNumber(value: number, locale: string = siteLocale): string {
  return value.toLocaleString(locale);
}

/** A calendar day written out, e.g. "2026-11-25" or a Date → "November 25, 2026" (UTC, so no day shifts). */
export function formatLongDate(value: string | Date, locale: string = siteLocale): string {
  const date = typeof value === "string" ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : value;
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(date);
}

/** A calendar day in ISO form, "2026-11-25" (UTC): the form dates take in file names, CSVs and admin lists. */
export function formatIsoDay(value: string | Date): string {
  return new Date(value).toISOString().slice(0, 10);
}

/** A moment to the minute, "2026-11-25 14:03 UTC": how admin screens and e-mails show times. */
export function formatUtcMinute(value: string | Date): string {
  return `${new Date(value).toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

/**
 * A moment to the minute in a time zone, "2026-11-25 21:30 EST": how admin screens show times, in
 * the zone the site is configured for (TIME_ZONE), so that a late-evening arrival keeps its local date.
 */
export function formatZonedMinute(value: string | Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat(siteLocale, {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZoneName: "short",
  }).formatToParts(new Date(value));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")} ${part("timeZoneName")}`;
}

/** True when the runtime knows the IANA time zone (e.g. "America/Toronto"). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat(siteLocale, { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** A length of time written out with its unit agreed to the number: "1 jour", "30 jours", "18 mois". */
export function formatDuration(count: number, unit: "minute" | "day" | "month", locale: string = siteLocale): string {
  return new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "long" }).format(count);
}
