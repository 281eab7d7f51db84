import { words } from "~/content/words";
import { personName } from "~/domain/applicant-name";
import type { Locale } from "~/domain/locale";
import { COMPANY_LINK_DAYS, shortlistPrefix } from "~/domain/shortlists";
import type { ApplicationRow } from "../db/schema.server";
import { mailLocale } from "./mail-words.server";
import { type OutgoingMessage, paragraphs, render } from "./render.server";
import { signOff } from "./signature.server";

// The company's side of a shortlist (decision 0078). Before a pick, the company hears how many CIOs
// are interested and never who they are; the CIOs never hear who the company is. A pick introduces
// the company and each picked CIO to each other, each in their own language, the team in copy.

export const COMPANY_SHORTLIST_KIND = "shortlist-company";
export const INTRODUCTION_TO_COMPANY_KIND = "shortlist-introduction-company";
export const INTRODUCTION_TO_CIO_KIND = "shortlist-introduction-cio";
export const NOT_PICKED_KIND = "shortlist-not-picked";
export const OPPORTUNITY_CLOSED_KIND = "shortlist-closed";

/** The company's page for a signed token, in its language. */
export function shortlistUrl(baseUrl: string, locale: Locale, token: string): string {
  return `${baseUrl}${shortlistPrefix[locale]}${token}`;
}

type Company = Pick<ApplicationRow, "email" | "firstName" | "lastName" | "locale" | "companyName" | "phone" | "companyUrl">;
type Cio = Pick<ApplicationRow, "email" | "firstName" | "lastName" | "locale" | "phone" | "linkedin">;

/** The e-mail that sends the company its shortlist page: how many are interested, nobody named. */
export function companyShortlistMessage(input: { company: Company; interested: number; token: string; baseUrl: string }): OutgoingMessage {
  const locale = mailLocale(input.company.locale);
  const copy = words(locale).shortlists.companyShortlistEmail;
  return render({
    kind: COMPANY_SHORTLIST_KIND,
    recipients: [input.company.email],
    subject: copy.subject,
    locale,
    blocks: () => [
      ...paragraphs([copy.greeting(input.company.firstName.trim()), copy.interested(input.interested), copy.page, copy.private]),
      { link: { label: copy.link, href: shortlistUrl(input.baseUrl, locale, input.token) } },
      ...paragraphs([copy.linkLasts(COMPANY_LINK_DAYS)]),
      ...signOff(input.baseUrl, locale),
    ],
  });
}

/**
 * A pick's two introductions for one CIO: to the company in its language, to the CIO in theirs.
 * Each is to the person alone, with the team's addresses in Cc (so each side sees the team is in
 * the conversation), and replies go to the team.
 */
export function shortlistIntroductionMessages(input: {
  company: Company;
  cio: Cio;
  team: readonly string[];
  baseUrl: string;
}): OutgoingMessage[] {
  const { company, cio, team, baseUrl } = input;
  const replyTo = team[0] ?? null;
  const cioName = personName(cio.firstName, cio.lastName);
  const contact = personName(company.firstName, company.lastName);
  const companyName = company.companyName ?? "";
  const companyLocale = mailLocale(company.locale);
  const cioLocale = mailLocale(cio.locale);
  const toCompany = words(companyLocale).shortlists.companyIntroductionEmail;
  const toCio = words(cioLocale).shortlists.cioIntroductionEmail;
  const others = (email: string) => team.filter((address) => address.toLowerCase() !== email.toLowerCase());
  return [
    render({
      kind: INTRODUCTION_TO_COMPANY_KIND,
      recipients: [company.email],
      cc: others(company.email),
      replyTo,
      subject: toCompany.subject(cioName),
      locale: companyLocale,
      blocks: () => [
        ...paragraphs([toCompany.greeting(company.firstName.trim()), toCompany.intro(cioName)]),
        {
          rows: [
            { label: toCompany.rows.name, value: cioName },
            { label: toCompany.rows.email, value: cio.email },
            { label: toCompany.rows.phone, value: cio.phone },
            { label: toCompany.rows.linkedin, value: cio.linkedin ?? toCompany.notGiven },
          ],
        },
        ...paragraphs([toCompany.team]),
        ...signOff(baseUrl, companyLocale),
      ],
    }),
    render({
      kind: INTRODUCTION_TO_CIO_KIND,
      recipients: [cio.email],
      cc: others(cio.email),
      replyTo,
      subject: toCio.subject(companyName),
      locale: cioLocale,
      blocks: () => [
        ...paragraphs([toCio.greeting(cio.firstName.trim()), toCio.intro(companyName)]),
        {
          rows: [
            { label: toCio.rows.company, value: companyName },
            { label: toCio.rows.contact, value: contact },
            { label: toCio.rows.email, value: company.email },
            { label: toCio.rows.phone, value: company.phone },
            { label: toCio.rows.website, value: company.companyUrl ?? toCio.notGiven },
          ],
        },
        ...paragraphs([toCio.team]),
        ...signOff(baseUrl, cioLocale),
      ],
    }),
  ];
}

/** Thanks to an interested CIO who was not picked, or when none fit: the company is not named. */
export function notPickedMessage(input: { cio: Pick<Cio, "email" | "firstName" | "locale">; baseUrl: string }): OutgoingMessage {
  return shortNotice(NOT_PICKED_KIND, "cioNotPickedEmail", input);
}

/** To an interested CIO when the company withdrew or was deleted: the company is not named. */
export function opportunityClosedMessage(input: { cio: Pick<Cio, "email" | "firstName" | "locale">; baseUrl: string }): OutgoingMessage {
  return shortNotice(OPPORTUNITY_CLOSED_KIND, "cioOpportunityClosedEmail", input);
}

function shortNotice(
  kind: string,
  key: "cioNotPickedEmail" | "cioOpportunityClosedEmail",
  input: { cio: Pick<Cio, "email" | "firstName" | "locale">; baseUrl: string },
): OutgoingMessage {
  const locale = mailLocale(input.cio.locale);
  const copy = words(locale).shortlists[key];
  return render({
    kind,
    recipients: [input.cio.email],
    subject: copy.subject,
    locale,
    blocks: () => [...paragraphs([copy.greeting(input.cio.firstName.trim()), copy.body, copy.next]), ...signOff(input.baseUrl, locale)],
  });
}
