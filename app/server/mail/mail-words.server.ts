import { formatIsoDay, formatLongDate } from "~/content/format";
import { languageTags, type Locale } from "~/domain/locale";

// The language of the e-mails a visitor gets: the one they used, stored with their submission
// (the words themselves are words(locale).mail). The team's e-mails stay in English.

/** A stored locale column as a language; anything but "fr" (old rows, a typo) reads as English. */
export function mailLocale(value: string | null | undefined): Locale {
  return value === "fr" ? "fr" : "en";
}

/** The day a submission was received, as the e-mail's language writes it: "2025-03-01" / "1 mars 2025". */
export function mailDay(value: Date, locale: Locale): string {
  return locale === "fr" ? formatLongDate(value, languageTags.fr) : formatIsoDay(value);
}
