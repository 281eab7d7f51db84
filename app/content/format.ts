/**
 * Numbers and dates as a reader sees them. The site's locale is written here once, so that a
 * second language changes one constant (or passes its own) instead of hunting through files.
 */
export const siteLocale = "en-CA";

// French dates and times follow the Office québécois de la langue française, which Intl does not:
// « 1er » for the first of a month, « 9 h » and « 9 h 30 » (no leading zero, no « 00 », spaces
// that do not break), and the zone's abbreviation in parentheses, « (HNE) ». Every page, e-mail and
// invite writes days and times through this file, so the rule lives here once.

const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let made = cache.get(key);
  if (!made) cache.set(key, (made = make()));
  return made;
}

const isFrench = (locale: string) => locale.toLowerCase().startsWith("fr");

const frenchMonths = "janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre";
const firstOfMonth = new RegExp(`(?<!\\d)1 (?=(?:${frenchMonths})(?![\\p{L}]))`, "gu");

/** « 1 décembre » → « 1er décembre »; any other day is left as it is. */
export function withFirstOfMonth(text: string): string {
  return text.replace(firstOfMonth, "1er ");
}

/** « 9 h », « 9 h 30 », « 0 h 15 », from a 24-hour clock's hour and minute, with no-break spaces. */
export function frenchClock(hour: string, minute: string): string {
  const h = String(Number(hour));
  return minute === "00" ? `${h}\u00a0h` : `${h}\u00a0h\u00a0${minute}`;
}

type Parts = (type: Intl.DateTimeFormatPartTypes) => string;
function partsOf(format: Intl.DateTimeFormat, instant: Date): Parts {
  const parts = format.formatToParts(instant);
  return (type) => parts.find((entry) => entry.type === type)?.value ?? "";
}

/** A French day in words from its parts: « mardi 1er décembre » (with the year when asked). */
const frenchDay = (part: Parts, withYear: boolean) =>
  withFirstOfMonth(`${part("weekday")} ${part("day")} ${part("month")}${withYear ? ` ${part("year")}` : ""}`);

/** 1000 → "1,000". */
export function formatNumber(value: number, locale: string = siteLocale): string {
  return value.toLocaleString(locale);
}

/**
 * A calendar day written out, e.g. "2026-11-25" or a Date → "November 25, 2026" / "1er novembre 2026"
 * (UTC, so no day shifts).
 */
export function formatLongDate(value: string | Date, locale: string = siteLocale): string {
  const date = typeof value === "string" ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : value;
  const text = formatter(`long:${locale}`, () => new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" })).format(date);
  return isFrench(locale) ? withFirstOfMonth(text) : text;
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

/** A day written out: "Tuesday, December 1, 2026". */
const dayInWords = { weekday: "long", year: "numeric", month: "long", day: "numeric" } as const;

/**
 * A moment in words in a zone, with the zone named: "Tuesday, December 1, 2026 at 9:00 a.m. EST" /
 * « mardi 1er décembre 2026 à 9 h (HNE) ».
 */
export function formatSlot(instant: Date, locale: string, timeZone: string): string {
  if (!isFrench(locale)) {
    return formatter(
      `slot:${locale}:${timeZone}`,
      () => new Intl.DateTimeFormat(locale, { ...dayInWords, timeZone, hour: "numeric", minute: "2-digit", timeZoneName: "short" }),
    ).format(instant);
  }
  const part = partsOf(
    formatter(
      `slot:${locale}:${timeZone}`,
      () =>
        new Intl.DateTimeFormat(locale, {
          ...dayInWords,
          timeZone,
          hour: "2-digit",
          minute: "2-digit",
          hourCycle: "h23",
          timeZoneName: "short",
        }),
    ),
    instant,
  );
  return `${frenchDay(part, true)} à ${frenchClock(part("hour"), part("minute"))} (${part("timeZoneName")})`;
}

/** A calendar day's heading ("2026-12-01"): "Tuesday, December 1" / « mardi 1er décembre ». */
export function formatDayHeading(day: string, locale: string): string {
  const format = formatter(
    `day:${locale}`,
    () => new Intl.DateTimeFormat(locale, { timeZone: "UTC", weekday: "long", month: "long", day: "numeric" }),
  );
  const noon = new Date(`${day}T12:00:00Z`);
  return isFrench(locale) ? frenchDay(partsOf(format, noon), false) : format.format(noon);
}

/** A time of day in a zone, without the zone: "10:30 a.m." / « 10 h 30 », « 9 h ». */
export function formatSlotTime(instant: Date, locale: string, timeZone: string): string {
  if (!isFrench(locale)) {
    return formatter(
      `time:${locale}:${timeZone}`,
      () => new Intl.DateTimeFormat(locale, { timeZone, hour: "numeric", minute: "2-digit" }),
    ).format(instant);
  }
  const part = partsOf(
    formatter(
      `time:${locale}:${timeZone}`,
      () => new Intl.DateTimeFormat(locale, { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }),
    ),
    instant,
  );
  return frenchClock(part("hour"), part("minute"));
}

/**
 * The zone's name as people say it: "Eastern Time" / « heure de l'Est » (French with the site's
 * straight apostrophe, not the curly one Intl gives); the IANA name when the runtime has no other.
 */
export function zoneName(timeZone: string, locale: string, at = new Date()): string {
  const format = formatter(`zone:${locale}:${timeZone}`, () => new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: "longGeneric" }));
  const name = partsOf(format, at)("timeZoneName") || timeZone;
  return isFrench(locale) ? name.replaceAll("\u2019", "'") : name;
}
