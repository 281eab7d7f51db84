import { words } from "~/content/words";
import { personName } from "~/domain/applicant-name";
import { NOT_GIVEN } from "~/domain/forms/display";
import { mailLocale } from "./mail-words.server";
import { type OutgoingMessage, paragraphs, render } from "./render.server";
import { signOff } from "./signature.server";

// An admin's direct introduction of a company request to a CIO: one e-mail to each, each naming
// the other. Each goes out in the language its reader used (the `locale` stored with their request
// or application), as the shortlist's introductions do: the two sides may not share one.

type IntroductionParty = {
  /** The company's name on the company's side; null on the CIO's. */
  companyName: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  linkedin?: string | null;
  companyUrl?: string | null;
  /** The language stored with the request or application; older rows have none and read as English. */
  locale?: string | null;
};

/** An admin's introduction: one e-mail to the company's contact and one to the CIO, each in its reader's language. */
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
  const companyName = company.companyName ?? "";
  // The contact's first name is '' on requests stored before it was asked (migration 0013).
  const contact = personName(company.firstName, company.lastName);
  const companyLocale = mailLocale(company.locale);
  const cioLocale = mailLocale(cio.locale);
  const toCompany = words(companyLocale).mail.introductionEmails.toCompany;
  const toCio = words(cioLocale).mail.introductionEmails.toCio;
  return [
    render({
      kind: "introduction-company",
      recipients: [company.email],
      replyTo: cio.email,
      subject: toCompany.subject(cioName, companyName),
      locale: companyLocale,
      blocks: () => [
        ...paragraphs(toCompany.paragraphs({ contact, cio: cioName, cioFirstName: cio.firstName, company: companyName })),
        {
          rows: [
            { label: toCompany.rows.name, value: cioName },
            { label: toCompany.rows.email, value: cio.email },
            { label: toCompany.rows.phone, value: cio.phone },
            { label: toCompany.rows.linkedin, value: cio.linkedin ?? NOT_GIVEN },
          ],
        },
        ...signOff(baseUrl, companyLocale),
      ],
    }),
    render({
      kind: "introduction-cio",
      recipients: [cio.email],
      replyTo: company.email,
      subject: toCio.subject(companyName),
      locale: cioLocale,
      blocks: () => [
        ...paragraphs(toCio.paragraphs({ cioFirstName: cio.firstName, company: companyName, contact })),
        {
          rows: [
            { label: toCio.rows.company, value: companyName },
            { label: toCio.rows.contact, value: contact },
            { label: toCio.rows.email, value: company.email },
            { label: toCio.rows.phone, value: company.phone },
            { label: toCio.rows.website, value: company.companyUrl ?? NOT_GIVEN },
          ],
        },
        ...signOff(baseUrl, cioLocale),
      ],
    }),
  ];
}
