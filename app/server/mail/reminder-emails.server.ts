import { formatLongDate } from "~/content/format";
import { words } from "~/content/words";
import { wallTimeOf } from "~/domain/booking/zoned-time";
import { languageTags, type Locale } from "~/domain/locale";
import { shortlistUrl } from "./company-emails.server";
import { mailLocale } from "./mail-words.server";
import { type Block, type OutgoingMessage, paragraphs, render } from "./render.server";
import { opportunityUrl } from "./shortlist-emails.server";
import { signOff } from "./signature.server";

// The one reminder a shortlisted CIO, or a company with its shortlist, gets (decision 0079): the
// same link again, and the last day it works on the team's calendar.

export const CIO_REMINDER_KIND = "shortlist-cio-reminder";
export const COMPANY_REMINDER_KIND = "shortlist-company-reminder";

type Reminded = { email: string; firstName: string; locale: string | null };
type ReminderInput = { token: string; expiresAt: Date; settings: { baseUrl: string; timeZone: string } };

/** The last day a link works, as the reader's language writes it, on the team's calendar. */
function lastDayOf(expiresAt: Date, locale: Locale, timeZone: string): string {
  return formatLongDate(wallTimeOf(new Date(expiresAt.getTime() - 1), timeZone).day, languageTags[locale]);
}

function reminder(
  kind: string,
  person: Reminded,
  input: ReminderInput,
  copyOf: (locale: Locale) => {
    subject: string;
    greeting: (name: string) => string;
    intro: string;
    ask?: string;
    link: string;
    linkLasts: (day: string) => string;
  },
  urlOf: (baseUrl: string, locale: Locale, token: string) => string,
): OutgoingMessage {
  const locale = mailLocale(person.locale);
  const copy = copyOf(locale);
  return render({
    kind,
    recipients: [person.email],
    subject: copy.subject,
    locale,
    blocks: (): Block[] => [
      ...paragraphs([copy.greeting(person.firstName.trim()), copy.intro, ...(copy.ask ? [copy.ask] : [])]),
      { link: { label: copy.link, href: urlOf(input.settings.baseUrl, locale, input.token) } },
      ...paragraphs([copy.linkLasts(lastDayOf(input.expiresAt, locale, input.settings.timeZone))]),
      ...signOff(input.settings.baseUrl, locale),
    ],
  });
}

export const cioReminderMessage = (input: ReminderInput & { cio: Reminded }) =>
  reminder(CIO_REMINDER_KIND, input.cio, input, (locale) => words(locale).shortlistReminders.cioReminderEmail, opportunityUrl);

export const companyReminderMessage = (input: ReminderInput & { company: Reminded }) =>
  reminder(COMPANY_REMINDER_KIND, input.company, input, (locale) => words(locale).shortlistReminders.companyReminderEmail, shortlistUrl);
