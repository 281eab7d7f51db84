import { words } from "~/content/words";
import type { Locale } from "~/domain/locale";
import { fitOf } from "~/domain/matching";
import { optionLabel } from "~/domain/options";
import { CIO_LINK_DAYS, opportunityPrefix } from "~/domain/shortlists";
import type { ApplicationRow } from "../db/schema.server";
import { mailLocale } from "./mail-words.server";
import { type Block, type OutgoingMessage, paragraphs, render } from "./render.server";
import { signOff } from "./signature.server";

// The e-mail that asks a shortlisted CIO whether they are interested (decision 0075), in the
// language of their application. It describes the opportunity by what the company asked for and
// never by who the company is: no name, no contact, no address, no website, no city. Those reach
// the CIO only after both sides said yes, in the introduction.

export const CIO_INVITATION_KIND = "shortlist-invitation";

/** The CIO's page for a signed token, in their language. */
export function opportunityUrl(baseUrl: string, locale: Locale, token: string): string {
  return `${baseUrl}${opportunityPrefix[locale]}${token}`;
}

/** The company's side of the opportunity, as a CIO may see it. */
type Asked = Pick<
  ApplicationRow,
  | "id"
  | "createdAt"
  | "industries"
  | "companySize"
  | "province"
  | "city"
  | "workModel"
  | "availability"
  | "contractDuration"
  | "requiredExpertise"
  | "workLanguage"
>;
type Offered = Pick<
  ApplicationRow,
  "id" | "createdAt" | "areasOfExpertise" | "industries" | "city" | "province" | "workModel" | "availability"
>;

/** Why the CIO fits, said to them in their language (the reasons never name the company's city). */
export function reasonsForCio(company: Asked, cio: Offered, locale: Locale): string[] {
  const say = words(locale);
  return fitOf(company, cio, { reasons: say.shortlists.cioMatchReasons, options: say.options }).reasons;
}

/** Why the CIO fits, said to the company in its language (never the CIO's city). */
export function reasonsForCompany(company: Asked, cio: Offered, locale: Locale): string[] {
  const say = words(locale);
  return fitOf(company, cio, { reasons: say.shortlists.companyMatchReasons, options: say.options }).reasons;
}

/** The details the e-mail lists, each with the form's own label in the CIO's language. */
function detailRows(company: Asked, locale: Locale): { label: string; value: string }[] {
  const say = words(locale);
  const labels = say.forms.fields.labels;
  const none = say.shortlists.cioInvitationEmail.notGiven;
  const one = (code: string | null) => (code ? optionLabel(say.options, code) : none);
  const list = (codes: readonly string[] | null) => (codes?.length ? codes.map((code) => optionLabel(say.options, code)).join(", ") : none);
  const languages: Record<string, string> = say.options.labels.workLanguages;
  return [
    { label: labels.industries, value: list(company.industries) },
    { label: labels.companySize, value: one(company.companySize) },
    { label: labels.province, value: one(company.province) },
    { label: labels.workModel, value: one(company.workModel) },
    { label: labels.contractDuration, value: one(company.contractDuration) },
    { label: labels.requiredExpertise, value: list(company.requiredExpertise) },
    { label: labels.workLanguage, value: company.workLanguage ? (languages[company.workLanguage] ?? none) : none },
  ];
}

/** The invitation for one CIO: `token` is their signed link, `note` the team's note for them (or null). */
export function cioInvitationMessage(input: {
  company: Asked;
  cio: Offered & Pick<ApplicationRow, "email" | "firstName" | "locale">;
  note: string | null;
  token: string;
  baseUrl: string;
}): OutgoingMessage {
  const locale = mailLocale(input.cio.locale);
  const copy = words(locale).shortlists.cioInvitationEmail;
  const reasons = reasonsForCio(input.company, input.cio, locale);
  return render({
    kind: CIO_INVITATION_KIND,
    recipients: [input.cio.email],
    subject: copy.subject,
    locale,
    blocks: (): Block[] => [
      ...paragraphs([copy.greeting(input.cio.firstName.trim()), copy.intro, copy.detailsIntro]),
      { rows: detailRows(input.company, locale) },
      ...(reasons.length > 0 ? [{ paragraph: copy.reasonsIntro }, ...paragraphs(reasons.map((reason) => `– ${reason}`))] : []),
      ...(input.note ? [{ paragraph: copy.noteIntro }, { paragraph: input.note }] : []),
      { link: { label: copy.link, href: opportunityUrl(input.baseUrl, locale, input.token) } },
      ...paragraphs([copy.linkLasts(CIO_LINK_DAYS), copy.confidential]),
      ...signOff(input.baseUrl, locale),
    ],
  });
}
