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

/** Case-folds text the way the site's language does, for comparisons that ignore case. */
export function foldCase(text: string, locale: string = siteLocale): string {
  return text.toLocaleLowerCase(locale);
}

/** A length of time written out with its unit agreed to the number: "1 jour", "30 jours", "18 mois". */
export function formatDuration(count: number, unit: "minute" | "day" | "month", locale: string = siteLocale): string {
  return new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "long" }).format(count);
}
