import * as enDecision from "~/content/decision-emails";
import * as en from "~/content/emails";
import { formatIsoDay, formatLongDate } from "~/content/format";
import * as frDecision from "~/content/fr/decision-emails";
import * as fr from "~/content/fr/emails";
import { languageTags, type Locale } from "~/content/locale";

// The words of the e-mails a visitor gets, in the language they used (stored with their
// submission). The team's e-mails stay in English: the workspace is a staff tool.

/** A stored locale column as a language; anything but "fr" (old rows, a typo) reads as English. */
export function mailLocale(value: string | null | undefined): Locale {
  return value === "fr" ? "fr" : "en";
}

/** The visitor-facing e-mail words: the French modules' types, which the English ones satisfy. */
type MailWords = Pick<typeof fr, "confirmationEmail" | "withdrawalEmail" | "emailSignOff"> & Pick<typeof frDecision, "decisionEmail">;

const words: Record<Locale, MailWords> = {
  en: { ...en, decisionEmail: enDecision.decisionEmail },
  fr: { ...fr, decisionEmail: frDecision.decisionEmail },
};

/** The visitor-facing e-mail words of one language. */
export const mailWords = (locale: Locale): MailWords => words[locale];

/** The day a submission was received, as the e-mail's language writes it: "2025-03-01" / "1 mars 2025". */
export function mailDay(value: Date, locale: Locale): string {
  return locale === "fr" ? formatLongDate(value, languageTags.fr) : formatIsoDay(value);
}
