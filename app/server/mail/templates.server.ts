import { decisionEmail, type DecisionEmailInput } from "~/content/decision-emails";
import { site } from "~/content/site";
import { fieldRows } from "~/domain/forms/display";
import type { Field } from "~/domain/forms/fields";
import { cioForm, companyForm, contactForm } from "~/domain/forms/lead-forms";
import type { CioValues, CompanyValues, ContactValues } from "~/domain/forms/lead-forms";
import { WITHDRAWAL_LINK_DAYS, withdrawalUrl } from "~/server/privacy/withdrawal-link.server";

/** What the outbox needs to queue an e-mail: who gets it, and what it is (decision 0028). */
export type Envelope = {
  kind: string;
  recipients: string[];
  replyTo?: string | null;
  subject: string;
};

/** One e-mail with its bodies written. */
export type OutgoingMessage = Envelope & {
  textBody: string;
  htmlBody: string;
};

/** An e-mail whose bodies are written only when asked for: a submission queues only its envelope. */
type Draft = Envelope & { blocks: () => Block[] };

type InquiryInput = {
  inquiry: ContactValues & { id: string; createdAt: Date };
  notifyEmails: string[];
  baseUrl: string;
};

type ApplicationInput = {
  application: (CioValues | CompanyValues) & { id: string; type: "CIO" | "Company"; createdAt: Date };
  notifyEmails: string[];
  baseUrl: string;
  /** Signs the applicant's withdrawal link. */
  secret: string;
};


/** A block of the message body: a paragraph, a list of label/value rows, or a link. */
type Block =
  | { paragraph: string }
  | { rows: { label: string; value: string }[] }
  | { link: { label: string; href: string } };

/** A contact-form inquiry's e-mails, written; with `kind`, only the one of that kind (the others are not written). */
export function inquiryMessages(input: InquiryInput, kind?: string): OutgoingMessage[] {
  return written(inquiryDrafts(input), kind);
}

/** The envelopes of a contact-form inquiry's e-mails; their bodies are written when they are sent. */
export function inquiryEnvelopes(input: InquiryInput): Envelope[] {
  return inquiryDrafts(input).map(envelopeOf);
}

function inquiryDrafts({ inquiry, notifyEmails, baseUrl }: InquiryInput): Draft[] {
  const name = `${inquiry.firstName} ${inquiry.lastName}`;
  const notification = notificationDraft({
    kind: "inquiry-notification",
    notifyEmails,
    replyTo: inquiry.email,
    subject: `New inquiry from ${name}`,
    intro: `A new contact inquiry arrived on ${site.name}.`,
    rows: fieldRows(contactForm.fields, inquiry),
    submission: inquiry,
    admin: { label: "Open the inquiries in the admin", href: `${baseUrl}/admin/inquiries` },
    replyName: name,
  });
  const confirmation = draft({
    kind: "inquiry-confirmation",
    recipients: [inquiry.email],
    subject: `We received your message – ${site.name}`,
    blocks: () => [
      { paragraph: `Hi ${inquiry.firstName},` },
      { paragraph: `Thank you for contacting ${site.name}. Your message has reached our team.` },
      {
        paragraph: `What happens next: a member of our team reads your message and replies within ${site.responseTime}.`,
      },
      ...signOff(baseUrl),
    ],
  });
  return [...notification, confirmation];
}

/** An application's e-mails, written; with `kind`, only the one of that kind (the others are not written). */
export function applicationMessages(input: ApplicationInput, kind?: string): OutgoingMessage[] {
  return written(applicationDrafts(input), kind);
}

/** The envelopes of an application's e-mails; their bodies are written when they are sent. */
export function applicationEnvelopes(input: ApplicationInput): Envelope[] {
  return applicationDrafts(input).map(envelopeOf);
}

function applicationDrafts({ application, notifyEmails, baseUrl, secret }: ApplicationInput): Draft[] {
  const isCompany = application.type === "Company";
  const fields: readonly Field[] = isCompany ? companyForm.fields : cioForm.fields;
  // On the company form, firstName carries the company's name.
  const name = isCompany ? application.firstName : `${application.firstName} ${application.lastName}`;
  const notification = notificationDraft({
    kind: "application-notification",
    notifyEmails,
    replyTo: application.email,
    subject: isCompany ? `New company request from ${name}` : `New CIO application from ${name}`,
    intro: isCompany
      ? `A company asked to be matched with a fractional CIO on ${site.name}.`
      : `A CIO applied to join the network on ${site.name}.`,
    rows: fieldRows(fields, application),
    submission: application,
    admin: {
      label: "Review it in the admin",
      href: `${baseUrl}/admin/applications/${encodeURIComponent(application.id)}`,
    },
    replyName: name,
  });
  // Issued at the submission's time, so the link lasts 30 days from then whenever the e-mail goes out.
  const withdrawal = () => withdrawalUrl(baseUrl, secret, application.id, application.createdAt);
  const confirmation = isCompany
    ? draft({
        kind: "application-confirmation",
        recipients: [application.email],
        subject: `We received your request – ${site.name}`,
        blocks: () => [
          { paragraph: "Hello," },
          { paragraph: `Thank you for telling us what ${application.firstName} needs from a fractional CIO.` },
          {
            paragraph: `What happens next: our team reviews your request and replies within ${site.responseTime} to talk it through and suggest CIOs whose experience fits your industry and priorities.`,
          },
          ...withdrawalBlocks("request", withdrawal(), baseUrl),
          ...signOff(baseUrl),
        ],
      })
    : draft({
        kind: "application-confirmation",
        recipients: [application.email],
        subject: `We received your CIO application – ${site.name}`,
        blocks: () => [
          { paragraph: `Hi ${application.firstName},` },
          { paragraph: `Thank you for applying to join the ${site.name} network of fractional CIOs.` },
          {
            paragraph: `What happens next: our team reviews every application and replies within ${site.responseTime}. Once you are in the network, we bring you companies whose needs match your strengths.`,
          },
          ...withdrawalBlocks("application", withdrawal(), baseUrl),
          ...signOff(baseUrl),
        ],
      });
  return [...notification, confirmation];
}

/** The applicant's personal link to withdraw (decision 0021); inquiries have none, they are only answered. */
function withdrawalBlocks(what: "application" | "request", href: string, baseUrl: string): Block[] {
  return [
    {
      paragraph: `Changed your mind? You can withdraw your ${what}, and have the details you gave us deleted, on the page this personal link opens. Please do not forward it. It works for ${WITHDRAWAL_LINK_DAYS} days; after that, write to us as our privacy policy explains (${baseUrl}/privacy).`,
    },
    { link: { label: `Withdraw my ${what}`, href } },
  ];
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
}): OutgoingMessage {
  const what = input.type === "CIO" ? "CIO application" : "request for a fractional CIO";
  const received = input.submittedAt.toISOString().slice(0, 10);
  return render({
    kind: "withdrawal-confirmation",
    recipients: [input.email],
    subject: `Your ${what} is withdrawn – ${site.name}`,
    blocks: () => [
      { paragraph: "Hello," },
      {
        paragraph: `As you asked, we have withdrawn your ${what} received on ${received}. It takes no further part in our matching, and we will not contact you about it again.`,
      },
      {
        paragraph: input.deleted
          ? "The details you gave us in it are deleted, with our notes and the e-mails about it. This message is the last we send about it."
          : `We keep its details for ${input.closedMonths} months as a record, then delete them. To have them deleted sooner, open your link again, or write to ${input.contactEmail}.`,
      },
      { paragraph: `Questions about your personal information: ${input.contactEmail}.` },
      ...signOff(input.baseUrl),
    ],
  });
}

/**
 * Tells an applicant of an admin's decision (issue 17). Its words are in app/content/decision-emails.ts;
 * it carries the addressee's name and nothing else they gave.
 */
export function decisionEmailMessage(input: DecisionEmailInput & { email: string }): OutgoingMessage {
  const { subject, paragraphs } = decisionEmail(input);
  return render({
    kind: decisionKinds[input.status],
    recipients: [input.email],
    subject,
    blocks: () => [...paragraphs.map((paragraph) => ({ paragraph })), ...signOff(input.baseUrl)],
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
            { label: "Received", value: formatDate(input.submission.createdAt) },
            { label: "Reference", value: input.submission.id },
          ],
        },
        { link: input.admin },
        { paragraph: `Reply to this e-mail to answer ${input.replyName} directly.` },
      ],
    }),
  ];
}

function signOff(baseUrl: string): Block[] {
  return [
    { paragraph: `The ${site.name} team` },
    {
      paragraph: `You receive this e-mail because this address was entered in a form on ${baseUrl}. If that was not you, you can ignore it.`,
    },
  ];
}

function formatDate(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

/** A draft with a header-safe subject. */
function draft(input: Draft): Draft {
  return { ...input, replyTo: input.replyTo ?? null, subject: oneLine(input.subject) };
}

function envelopeOf({ kind, recipients, replyTo, subject }: Draft): Envelope {
  return { kind, recipients, replyTo, subject };
}

function written(drafts: Draft[], kind: string | undefined): OutgoingMessage[] {
  return (kind === undefined ? drafts : drafts.filter((candidate) => candidate.kind === kind)).map(render);
}

function render(input: Draft): OutgoingMessage {
  const { kind, recipients, replyTo, subject } = draft(input);
  const blocks = input.blocks();
  return { kind, recipients, replyTo, subject, textBody: renderText(blocks), htmlBody: renderHtml(subject, blocks) };
}

/** A header-safe subject: user input may carry line breaks or control characters. */
function oneLine(value: string, maxLength = 150): string {
  // eslint-disable-next-line no-control-regex
  const flat = value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ").replace(/ {2,}/g, " ").trim();
  return flat.length > maxLength ? `${flat.slice(0, maxLength - 1)}…` : flat;
}

function renderText(blocks: Block[]): string {
  const parts = blocks.map((block) => {
    if ("paragraph" in block) return block.paragraph;
    if ("link" in block) return `${block.link.label}: ${block.link.href}`;
    return block.rows
      .map(({ label, value }) =>
        value.includes("\n") ? `${label}:\n${value.replace(/\r\n?/g, "\n").replace(/^/gm, "  ")}` : `${label}: ${value}`,
      )
      .join("\n");
  });
  return `${parts.join("\n\n")}\n`;
}

const styles = {
  body: "margin:0;padding:24px;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1917;font-size:15px;line-height:1.5",
  card: "max-width:640px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px",
  paragraph: "margin:0 0 16px",
  table: "border-collapse:collapse;width:100%;margin:0 0 16px",
  th: "text-align:left;vertical-align:top;padding:6px 12px 6px 0;border-bottom:1px solid #e7e5e4;white-space:nowrap;font-weight:bold",
  td: "vertical-align:top;padding:6px 0;border-bottom:1px solid #e7e5e4;white-space:pre-wrap;word-break:break-word",
  link: "display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;padding:10px 16px;border-radius:6px",
};

function renderHtml(subject: string, blocks: Block[]): string {
  const body = blocks
    .map((block) => {
      if ("paragraph" in block) return `<p style="${styles.paragraph}">${escapeHtml(block.paragraph)}</p>`;
      if ("link" in block) {
        return `<p style="${styles.paragraph}"><a href="${escapeHtml(block.link.href)}" style="${styles.link}">${escapeHtml(block.link.label)}</a></p>`;
      }
      const rows = block.rows
        .map(
          ({ label, value }) =>
            `<tr><th scope="row" style="${styles.th}">${escapeHtml(label)}</th><td style="${styles.td}">${escapeHtml(value)}</td></tr>`,
        )
        .join("");
      return `<table style="${styles.table}">${rows}</table>`;
    })
    .join("\n");
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="${styles.body}">
<div style="${styles.card}">
${body}
</div>
</body>
</html>
`;
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** The link that confirms a new account's e-mail address; the page it opens asks for the sign-up's password. */
export function verificationMessage({ email, url, baseUrl }: { email: string; url: string; baseUrl: string }): OutgoingMessage {
  return render({
    kind: "account-verification",
    recipients: [email],
    subject: `Confirm your e-mail address for ${site.name}`,
    blocks: () => [
      { paragraph: "Hello," },
      { paragraph: `Someone, probably you, signed up on ${baseUrl} with this e-mail address.` },
      {
        paragraph:
          "Follow this link and enter the password you chose when signing up, to confirm the address. The link expires after 24 hours.",
      },
      { link: { label: "Confirm my e-mail address", href: url } },
      {
        paragraph:
          "If you did not sign up, nobody can use an account with this address unless you confirm it. To use the address yourself, choose a password with 'Forgot password?' on the sign-in page.",
      },
      ...signOff(baseUrl),
    ],
  });
}

/** The one-time link to choose a new password (which also proves the address). */
export function passwordResetMessage({ email, url, baseUrl }: { email: string; url: string; baseUrl: string }): OutgoingMessage {
  return render({
    kind: "password-reset",
    recipients: [email],
    subject: `Choose a new password for ${site.name}`,
    blocks: () => [
      { paragraph: "Hello," },
      { paragraph: `Someone, probably you, asked on ${baseUrl} to choose a new password for the account with this e-mail address.` },
      { paragraph: "Follow this link to choose it. The link works once and expires after one hour; every other sign-in of the account ends." },
      { link: { label: "Choose a new password", href: url } },
      { paragraph: "If you did not ask for this, you can ignore this e-mail: your password stays as it is." },
      ...signOff(baseUrl),
    ],
  });
}

type IntroductionParty = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  linkedin?: string | null;
  companyUrl?: string | null;
};

/** An admin's introduction: one e-mail to the company's contact and one to the CIO, each naming the other. */
export function introductionMessages({
  company,
  cio,
  baseUrl,
}: {
  company: IntroductionParty;
  cio: IntroductionParty;
  baseUrl: string;
}): OutgoingMessage[] {
  const cioName = `${cio.firstName} ${cio.lastName}`;
  // On the company form, firstName is the company's name and lastName the contact's.
  const companyName = company.firstName;
  return [
    render({
      kind: "introduction-company",
      recipients: [company.email],
      replyTo: cio.email,
      subject: `Introducing ${cioName}, a fractional CIO for ${companyName}`,
      blocks: () => [
        { paragraph: `Hello ${company.lastName},` },
        {
          paragraph: `We think ${cioName} fits what ${companyName} asked for. ${cio.firstName} has received a note about you too; reply to this e-mail to reach them directly.`,
        },
        {
          rows: [
            { label: "Name", value: cioName },
            { label: "Email", value: cio.email },
            { label: "Phone", value: cio.phone },
            { label: "LinkedIn", value: cio.linkedin ?? "—" },
          ],
        },
        ...signOff(baseUrl),
      ],
    }),
    render({
      kind: "introduction-cio",
      recipients: [cio.email],
      replyTo: company.email,
      subject: `Introducing ${companyName}, a company looking for a fractional CIO`,
      blocks: () => [
        { paragraph: `Hi ${cio.firstName},` },
        {
          paragraph: `${companyName} is looking for a fractional CIO and we think you fit. Their contact, ${company.lastName}, has received a note about you too; reply to this e-mail to reach them directly.`,
        },
        {
          rows: [
            { label: "Company", value: companyName },
            { label: "Contact", value: company.lastName },
            { label: "Email", value: company.email },
            { label: "Phone", value: company.phone },
            { label: "Website", value: company.companyUrl ?? "—" },
          ],
        },
        ...signOff(baseUrl),
      ],
    }),
  ];
}
