import { words } from "~/content/words";
import type { Locale } from "~/domain/locale";
import { type CioValues, type CompanyValues, leadFormsIn } from "~/domain/forms/lead-forms";
import { type BookingEvent, type BookingRow, bookingMessages } from "~/server/booking/booking-mail.server";
import { existingAccountMessage, passwordResetMessage, verificationMessage } from "~/server/mail/account-emails.server";
import {
  companyShortlistMessage,
  notPickedMessage,
  opportunityClosedMessage,
  shortlistIntroductionMessages,
} from "~/server/mail/company-emails.server";
import { digestMessages } from "~/server/mail/digest-email.server";
import { introductionMessages } from "~/server/mail/introduction-emails.server";
import { cioReminderMessage, companyReminderMessage } from "~/server/mail/reminder-emails.server";
import { cioInvitationMessage } from "~/server/mail/shortlist-emails.server";
import {
  applicationMessages,
  decisionEmailMessage,
  inquiryMessages,
  type OutgoingMessage,
  withdrawalMessage,
} from "~/server/mail/templates.server";
import { bookingTestConfig } from "./bookings";
import { sampleValues } from "./form-samples";

// One e-mail of every kind the site sends, written by the templates the server uses, in the
// language each goes out in: for the checks that hold for every e-mail (greeting, signature,
// headers, spam score). A kind added to the site belongs here too.

export type SampleEmail = OutgoingMessage & { calendar?: string; locale: Locale; toPerson: boolean };

const baseUrl = "https://cio.example.ca";
const secret = "a-test-secret-that-is-long-enough-123";
const createdAt = new Date("2026-11-25T14:05:00Z");
const team = ["team@cio.example.ca"];

const person = (locale: Locale) => ({
  firstName: locale === "fr" ? "Gabrielle" : "Grace",
  lastName: locale === "fr" ? "Roy" : "Hopper",
  email: locale === "fr" ? "gabrielle@example.com" : "grace@example.com",
  phone: "418 555 0199",
  locale,
});

function cioApplication(locale: Locale) {
  return {
    ...sampleValues(leadFormsIn(words("en")).cio),
    ...person(locale),
    id: "5b0f7a52-0000-4000-8000-000000000002",
    type: "CIO" as const,
    createdAt,
    linkedin: "https://www.linkedin.com/in/sample",
  } satisfies CioValues & { id: string; type: "CIO"; createdAt: Date; locale: string };
}

function companyRequest(locale: Locale) {
  return {
    ...sampleValues(leadFormsIn(words("en")).company),
    ...person(locale),
    firstName: locale === "fr" ? "Priya" : "Ada",
    email: locale === "fr" ? "priya@erable.example" : "ada@acme.example",
    id: "5b0f7a52-0000-4000-8000-000000000003",
    type: "Company" as const,
    createdAt,
    companyName: locale === "fr" ? "Érable Logistique inc." : "Acme Widgets",
    companyUrl: null,
  } satisfies CompanyValues & { id: string; type: "Company"; createdAt: Date; locale: string };
}

function booking(locale: Locale, confirmed: boolean): BookingRow {
  return {
    id: "5b0f7a52-0000-4000-8000-000000000004",
    startsAt: new Date("2026-12-01T15:00:00Z"),
    endsAt: new Date("2026-12-01T15:30:00Z"),
    name: locale === "fr" ? "Émile Nelligan" : "Ada Lovelace",
    company: "Acme Widgets",
    email: "caller@example.com",
    emailKey: "caller@example.com",
    phone: "+1 416 555 0100",
    topic: "ERP renewal",
    locale,
    sequence: 1,
    moves: 0,
    createdAt,
    confirmedAt: confirmed ? createdAt : null,
    networkKey: null,
    cancelledAt: null,
    cancelledBy: "visitor",
    cancelReason: null,
    submissionKey: "key",
    newsConsent: null,
    consentVersion: null,
    consentAt: null,
    consentForm: null,
  } as unknown as BookingRow;
}

function bookingEmails(locale: Locale): OutgoingMessage[] {
  const input = {
    config: bookingTestConfig,
    now: createdAt,
    manageUrl: `${baseUrl}/book/manage/t`,
    confirmUrl: `${baseUrl}/book/confirm/t`,
  };
  const events: BookingEvent[] = ["booked", "moved", "cancelled"];
  return [
    ...bookingMessages(booking(locale, false), "requested", input),
    ...events.flatMap((event) => bookingMessages(booking(locale, true), event, input)),
  ];
}

/** Every kind of e-mail a person outside the team gets, in `locale`; the team's own in English once. */
export function everyEmail(): SampleEmail[] {
  const all: SampleEmail[] = [];
  const add = (messages: OutgoingMessage[], locale: Locale) => {
    for (const message of messages) {
      // The team's addresses here and in the booking settings all start so.
      const toTeam = message.recipients.every((address) => address.startsWith("team@"));
      all.push({ ...message, locale: toTeam ? "en" : locale, toPerson: !toTeam });
    }
  };
  for (const locale of ["en", "fr"] as const) {
    const cio = cioApplication(locale);
    const company = companyRequest(locale);
    const companyRow = { ...company, industries: ["finance"], requiredExpertise: ["cybersecurity"], workLanguage: "en" };
    const cioRow = { ...cio, areasOfExpertise: ["cybersecurity"], industries: ["finance"] };
    add(
      inquiryMessages({
        inquiry: { ...person(locale), id: "5b0f7a52-0000-4000-8000-000000000001", createdAt, message: "Please call me back." },
        notifyEmails: team,
        baseUrl,
      }),
      locale,
    );
    add(applicationMessages({ application: cio, notifyEmails: team, baseUrl, secret }), locale);
    add(applicationMessages({ application: company, notifyEmails: team, baseUrl, secret }), locale);
    for (const deleted of [true, false]) {
      add(
        [
          withdrawalMessage({
            email: cio.email,
            type: "CIO",
            submittedAt: createdAt,
            deleted,
            contactEmail: "privacy@cio.example.ca",
            closedMonths: 24,
            baseUrl,
            locale,
          }),
        ],
        locale,
      );
    }
    for (const status of ["Accepted", "Denied"] as const) {
      add([decisionEmailMessage({ type: "CIO", status, name: cio.firstName, contact: "", email: cio.email, baseUrl, locale })], locale);
      add(
        [
          decisionEmailMessage({
            type: "Company",
            status,
            name: company.companyName,
            contact: company.firstName,
            email: company.email,
            baseUrl,
            locale,
          }),
        ],
        locale,
      );
    }
    add(
      [
        cioInvitationMessage({
          company: companyRow as never,
          cio: cioRow as never,
          note: "A good fit for your ERP work.",
          token: "t",
          baseUrl,
        }),
      ],
      locale,
    );
    add([companyShortlistMessage({ company: companyRow as never, interested: 2, token: "t", baseUrl })], locale);
    add(shortlistIntroductionMessages({ company: companyRow as never, cio: cioRow as never, team, baseUrl }), locale);
    add([notPickedMessage({ cio, baseUrl }), opportunityClosedMessage({ cio, baseUrl })], locale);
    const reminder = { token: "t", expiresAt: new Date("2026-12-05T05:00:00Z"), settings: { baseUrl, timeZone: "America/Toronto" } };
    add([cioReminderMessage({ ...reminder, cio }), companyReminderMessage({ ...reminder, company })], locale);
    add(bookingEmails(locale), locale);
    // The admin's direct introduction, both sides in this language (each side's own: introductions test).
    const parties = { company: { ...company, companyUrl: null }, cio: { ...cio, companyName: null, linkedin: null } };
    add(introductionMessages({ ...parties, baseUrl }), locale);
    // An account's e-mails, in the language it was made in.
    const account = { email: person(locale).email, url: `${baseUrl}/register/confirm?token=t`, baseUrl, locale };
    add([verificationMessage(account), passwordResetMessage(account), existingAccountMessage(account)], locale);
  }
  // English only: the team's digest.
  const digest = { day: "2026-11-26", overdue: [], awaitingTotal: 0, shortlists: [], calls: [], pending: [] };
  add(digestMessages(digest, { baseUrl, timeZone: "America/Toronto", notifyEmails: team }), "en");
  return all;
}
