import type { DecisionEmailInput } from "~/content/decision-emails";
import { words } from "~/content/words";
import { notificationEmail } from "~/content/emails";
import { formatUtcMinute } from "~/content/format";
import type { Locale } from "~/domain/locale";
import { applicantName } from "~/domain/applicant-name";
import { fieldRows } from "~/domain/forms/display";
import type { Field } from "~/domain/forms/fields";
import { type CioValues, type CompanyValues, type ContactValues, leadFormsIn } from "~/domain/forms/lead-forms";
import { WITHDRAWAL_LINK_DAYS, withdrawalUrl } from "~/server/privacy/withdrawal-link.server";
import { REQUEST_BOOKING_LINK_DAYS, requestBookingUrl } from "~/server/booking/request-booking-link.server";
import { signature, signOff, whyThisEmail } from "./signature.server";
import { mailDay, mailLocale } from "./mail-words.server";
import { type Block, type Draft, draft, type OutgoingMessage, paragraphs, render, written } from "./render.server";

// Which e-mails each event sends, to whom, with which words and values. The words are in
// app/content/; how a message looks, and its escaping, in ./render.server.ts. What the visitor
// gets is in the language stored with their submission (`locale`); the team's e-mails in English.

export type { Envelope, OutgoingMessage } from "./render.server";

/** The language column of a submission: "en" | "fr" (older rows and callers may leave it out). */
type Stored = { id: string; createdAt: Date; locale?: string };

type InquiryInput = {
  inquiry: ContactValues & Stored;
  notifyEmails: string[];
  baseUrl: string;
};

type ApplicationInput = {
  application: (CioValues | CompanyValues) & Stored & { type: "CIO" | "Company" };
  notifyEmails: string[];
  baseUrl: string;
  /** Signs the applicant's withdrawal link. */
  secret: string;
};

/** A contact-form inquiry's e-mails, written; with `kind`, only the one of that kind (the others are not written). */
export function inquiryMessages(input: InquiryInput, kind?: string): OutgoingMessage[] {
  return written(inquiryDrafts(input), kind);
}

function inquiryDrafts({ inquiry, notifyEmails, baseUrl }: InquiryInput): Draft[] {
  const name = `${inquiry.firstName} ${inquiry.lastName}`;
  const locale = mailLocale(inquiry.locale);
  const { confirmationEmail } = words(locale).mail;
  const copy = notificationEmail.inquiry;
  const notification = notificationDraft({
    kind: "inquiry-notification",
    notifyEmails,
    replyTo: inquiry.email,
    subject: copy.subject(name),
    intro: copy.intro,
    rows: fieldRows(leadFormsIn(words("en")).contact.fields, inquiry),
    submission: inquiry,
    admin: { label: copy.adminLink, href: `${baseUrl}/admin/inquiries` },
    replyName: name,
    locale,
  });
  const confirmation = draft({
    kind: "inquiry-confirmation",
    recipients: [inquiry.email],
    subject: confirmationEmail.inquiry.subject,
    locale,
    blocks: () => [...paragraphs(confirmationEmail.inquiry.paragraphs(inquiry.firstName)), ...signOff(baseUrl, locale)],
  });
  return [...notification, confirmation];
}

/** An application's e-mails, written; with `kind`, only the one of that kind (the others are not written). */
export function applicationMessages(input: ApplicationInput, kind?: string): OutgoingMessage[] {
  return written(applicationDrafts(input), kind);
}

function applicationDrafts({ application, notifyEmails, baseUrl, secret }: ApplicationInput): Draft[] {
  const isCompany = application.type === "Company";
  const forms = leadFormsIn(words("en"));
  const fields: readonly Field[] = isCompany ? forms.company.fields : forms.cio.fields;
  const name = applicantName({ companyName: null, ...application });
  const copy = isCompany ? notificationEmail.company : notificationEmail.cio;
  const locale = mailLocale(application.locale);
  const notification = notificationDraft({
    kind: "application-notification",
    notifyEmails,
    replyTo: application.email,
    subject: copy.subject(name),
    intro: copy.intro,
    rows: fieldRows(fields, application),
    submission: application,
    admin: { label: copy.adminLink, href: `${baseUrl}/admin/applications/${encodeURIComponent(application.id)}` },
    replyName: name,
    locale,
  });
  // Issued at the submission's time, so the link lasts 30 days from then whenever the e-mail goes out.
  const withdrawal = () => withdrawalUrl(baseUrl, secret, application.id, application.createdAt, locale);
  const { confirmationEmail } = words(locale).mail;
  const confirmation = isCompany ? confirmationEmail.company : confirmationEmail.cio;
  const greeting = isCompany
    ? confirmationEmail.company.paragraphs({ contact: application.firstName.trim(), company: (application as CompanyValues).companyName })
    : confirmationEmail.cio.paragraphs(application.firstName);
  const what = isCompany ? "request" : "application";
  // The applicant's personal link to withdraw (decision 0021); inquiries have none, they are only answered.
  const link = confirmationEmail.withdrawal;
  const cioCopy = confirmationEmail.cio;
  return [
    ...notification,
    draft({
      kind: "application-confirmation",
      recipients: [application.email],
      subject: confirmation.subject,
      locale,
      // The one button is the next step: a company's call, booked from a link that names the request
      // (joined to it for certain); a CIO's is what to prepare for screening. The way out stays, as a
      // plain link after the signature.
      blocks: () => [
        ...paragraphs(greeting),
        ...(isCompany
          ? bookCallBlocks(baseUrl, secret, application, locale)
          : [{ paragraph: cioCopy.prepare.intro }, { bullets: cioCopy.prepare.items }]),
        ...signature(locale),
        { paragraph: link.paragraph(what, WITHDRAWAL_LINK_DAYS, baseUrl) },
        { plainLink: { label: link.link(what), href: withdrawal() } },
        ...whyThisEmail(baseUrl, locale),
      ],
    }),
  ];
}

function bookCallBlocks(baseUrl: string, secret: string, request: Stored, locale: Locale): Block[] {
  const copy = words(locale).mail.confirmationEmail.company.bookCall;
  const href = requestBookingUrl(baseUrl, secret, request.id, request.createdAt, locale);
  return [{ paragraph: copy.paragraph(REQUEST_BOOKING_LINK_DAYS) }, { link: { label: copy.link, href } }];
}

/**
 * Confirms a withdrawal to the applicant. When their details were deleted too it names no one and
 * nothing they gave us beyond the address it goes to (decision 0021).
 */
export function withdrawalMessage(input: {
  email: string;
  type: "CIO" | "Company";
  submittedAt: Date;
  deleted: boolean;
  contactEmail: string;
  closedMonths: number;
  baseUrl: string;
  /** The language the application was made in, whichever page the withdrawal came from. */
  locale?: Locale;
}): OutgoingMessage {
  const locale = input.locale ?? "en";
  const copy = words(locale).mail.withdrawalEmail;
  const what = copy.what[input.type];
  return render({
    kind: "withdrawal-confirmation",
    recipients: [input.email],
    subject: copy.subject(what),
    locale,
    blocks: () => [
      ...paragraphs([
        copy.greeting,
        copy.withdrawn(what, mailDay(input.submittedAt, locale)),
        input.deleted ? copy.deleted : copy.kept(input.closedMonths, input.contactEmail),
        copy.questions(input.contactEmail),
      ]),
      ...signOff(input.baseUrl, locale),
    ],
  });
}

/**
 * Tells an applicant of an admin's decision, so nobody is left waiting without an answer. Its words
 * are in app/content/decision-emails.ts; it carries the addressee's name and nothing else they
 * gave.
 */
export function decisionEmailMessage(input: DecisionEmailInput & { email: string; locale?: string }): OutgoingMessage {
  const locale = mailLocale(input.locale);
  const { subject, paragraphs: texts } = words(locale).mail.decisionEmail(input);
  return render({
    kind: decisionKinds[input.status],
    recipients: [input.email],
    subject,
    locale,
    blocks: () => [...paragraphs(texts), ...signOff(input.baseUrl, locale)],
  });
}

/** The outbox kind of each decision's e-mail: a withdrawal or a reopening finds unsent ones by it. */
export const decisionKinds = { Accepted: "decision-accepted", Denied: "decision-denied" } as const;

function notificationDraft(input: {
  kind: string;
  notifyEmails: string[];
  replyTo: string;
  subject: string;
  intro: string;
  rows: { label: string; value: string }[];
  submission: { id: string; createdAt: Date };
  admin: { label: string; href: string };
  replyName: string;
  /** The language the person used, which the team is told (their e-mail stays in English). */
  locale: Locale;
}): Draft[] {
  if (input.notifyEmails.length === 0) return [];
  return [
    draft({
      kind: input.kind,
      recipients: [...input.notifyEmails],
      replyTo: input.replyTo,
      subject: input.subject,
      blocks: () => [
        { paragraph: input.intro },
        {
          rows: [
            ...input.rows,
            { label: notificationEmail.languageLabel, value: notificationEmail.languages[input.locale] },
            { label: notificationEmail.receivedLabel, value: formatUtcMinute(input.submission.createdAt) },
            { label: notificationEmail.referenceLabel, value: input.submission.id },
          ],
        },
        { link: input.admin },
        { paragraph: notificationEmail.replyHint(input.replyName) },
      ],
    }),
  ];
}
