import { languageTags, type Locale } from "~/domain/locale";

// How /book and its e-mails write times and days in each language (the words are words(locale).booking).

const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let made = cache.get(key);
  if (!made) cache.set(key, (made = make()));
  return made;
}

/** A slot's time in words in the zone, with the zone: "Friday, November 27, 2026, 10:30 a.m. EST". */
export function formatSlot(instant: Date, locale: Locale, timeZone: string): string {
  return formatter(
    `slot:${locale}:${timeZone}`,
    () =>
      new Intl.DateTimeFormat(languageTags[locale], {
        timeZone,
        weekday: "long",
        year: "numeric",
        month: "long",
        day: "numeric",
        hour: "numeric",
        minute: "2-digit",
        timeZoneName: "short",
      }),
  ).format(instant);
}

/** A day's heading on /book: "Friday, November 27". */
export function formatDayHeading(day: string, locale: Locale): string {
  return formatter(
    `day:${locale}`,
    () => new Intl.DateTimeFormat(languageTags[locale], { timeZone: "UTC", weekday: "long", month: "long", day: "numeric" }),
  ).format(new Date(`${day}T12:00:00Z`));
}

/** A slot's time of day on /book: "10:30 a.m." */
export function formatSlotTime(instant: Date, locale: Locale, timeZone: string): string {
  return formatter(
    `time:${locale}:${timeZone}`,
    () => new Intl.DateTimeFormat(languageTags[locale], { timeZone, hour: "numeric", minute: "2-digit" }),
  ).format(instant);
}

/** The zone's name as people say it: "Eastern Time" / "heure de l'Est". */
export function zoneName(timeZone: string, locale: Locale, at = new Date()): string {
  const parts = formatter(
    `zone:${locale}:${timeZone}`,
    () => new Intl.DateTimeFormat(languageTags[locale], { timeZone, timeZoneName: "longGeneric" }),
  ).formatToParts(at);
  return parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}
