import type { Option } from "../options";
import { type ConsentAnswer, type ConsentForm, isRecordableAnswer } from "../consent";
import { defineForm, type Field, type FormValues, oncePerWords } from "./fields";
import { type FieldKinds, fieldKinds } from "./field-kinds";
import type { FormWords } from "./form-words";
import { type SourceFieldName, sourceFieldNames, sourceShape } from "./lead-source";

/**
 * The lead forms' fields, declared once. A field has one name: its input's `name`, the key of its
 * label in the forms' words (app/content/forms.ts and fr/forms.ts), and its key in the record
 * (app/server/db/schema.server.ts). To add a field, see docs/decisions/0034-one-name-per-field.md.
 */

/**
 * The option lists as stable codes (lowercase ASCII): what a form posts, what the database stores
 * and what matching compares. Their labels are words, beside the fields' labels, under the same
 * list names; the content checks that each list has a label for every code and no other.
 */
export const optionCodes = {
  industries: ["finance", "healthcare", "manufacturing", "education", "government", "tech-saas", "other"],
  expertise: [
    "digital-transformation",
    "cybersecurity",
    "m-and-a-integration",
    "erp-crm-deployments",
    "it-governance-compliance",
    "team-development",
    "vendor-contract-negotiation",
  ],
  experienceRanges: ["5-10", "11-15", "16-20", "20-plus"],
  companySizes: ["1-49", "50-199", "200-plus"],
  contractDurations: ["3-6-months", "6-12-months", "1-year-plus"],
  workModels: ["remote", "hybrid", "on-site"],
  /** From the soonest to the latest: matching compares positions in this list. */
  availabilities: ["immediate", "within-30-days", "1-3-months"],
  workLanguages: ["en", "fr", "both"],
} as const;

/**
 * Codes the forms offered once and offer no more (docs/decisions/0092-option-lists-without-overlap.md).
 * Rows keep them as the visitor chose them: a "0-50" company may have had 50 employees, and a
 * "1-6 months" request may have meant two, so no code is rewritten into a range the visitor did not
 * pick. They are read (in the admin, the CSV, the exports, the e-mails and the pages that show a
 * request) by their old labels; a form refuses them.
 */
export const retiredOptionCodes = {
  companySizes: ["0-50", "50-200"],
  contractDurations: ["1-6-months"],
} as const;

/** The 13 provinces and territories: submitted as codes, shown by name. */
export const provinceCodes = ["AB", "BC", "MB", "NB", "NL", "NS", "ON", "PE", "QC", "SK", "NT", "NU", "YT"] as const;

export type OptionList = keyof typeof optionCodes;
export type RetiredOptionList = keyof typeof retiredOptionCodes;
export type ProvinceCode = (typeof provinceCodes)[number];

/**
 * Each list's labels in one language (words(locale).options): a label for every code and no
 * other, which the content checks with `satisfies`.
 */
export type OptionWords = {
  labels: { [List in OptionList]: Record<(typeof optionCodes)[List][number], string> };
  /** The retired codes' labels, as the forms showed them. */
  retired: { [List in RetiredOptionList]: Record<(typeof retiredOptionCodes)[List][number], string> };
  provinces: Record<ProvinceCode, string>;
};

const NAME_MAX = 100;
const CITY_MAX = 100;
const MESSAGE_MAX = 5_000;

/**
 * Every field a lead form stores, by its name, in the order of the CSV export's columns (the
 * order admins' spreadsheets expect: a new field goes at the end). Which form asks for which
 * field, in which order, is said below, by form.
 */
function leadFields(kind: FieldKinds, { labels, retired, provinces }: OptionWords) {
  const options = <List extends OptionList>(list: List): Option<(typeof optionCodes)[List][number]>[] =>
    optionCodes[list].map((value: (typeof optionCodes)[List][number]) => ({ value, label: labels[list][value] }));
  const formerly = <List extends RetiredOptionList>(list: List): Option[] =>
    retiredOptionCodes[list].map((value: (typeof retiredOptionCodes)[List][number]) => ({ value, label: retired[list][value] }));
  return {
    companyName: kind.requiredText("companyName", NAME_MAX, "organization"),
    firstName: kind.requiredText("firstName", NAME_MAX, "given-name"),
    lastName: kind.requiredText("lastName", NAME_MAX, "family-name"),
    email: kind.emailField("email"),
    phone: kind.phoneField("phone"),
    linkedin: kind.linkedinProfile("linkedin"),
    companyUrl: kind.optionalUrl("companyUrl"),
    companySize: kind.requiredSelect("companySize", options("companySizes"), formerly("companySizes")),
    contractDuration: kind.requiredSelect("contractDuration", options("contractDurations"), formerly("contractDurations")),
    experience: kind.requiredSelect("experience", options("experienceRanges")),
    city: kind.requiredText("city", CITY_MAX, "address-level2"),
    province: kind.requiredSelect(
      "province",
      // In the order the language's words list them: a French reader looks for Île-du-Prince-Édouard under I.
      (Object.keys(provinces) as ProvinceCode[]).map((value) => ({ value, label: provinces[value] })),
    ),
    workModel: kind.optionalSelect("workModel", options("workModels")),
    availability: kind.optionalSelect("availability", options("availabilities")),
    industries: kind.checkboxesField("industries", options("industries")),
    areasOfExpertise: kind.checkboxesField("areasOfExpertise", options("expertise")),
    requiredExpertise: kind.checkboxesField("requiredExpertise", options("expertise")),
    message: kind.optionalTextArea("message", MESSAGE_MAX),
    workLanguage: kind.requiredSelect("workLanguage", options("workLanguages")),
  };
}

/** Every stored field of the lead forms, whichever form asks for it: the CSV's columns, in order. */
export type LeadFields = ReturnType<typeof leadFields>;

/**
 * The three lead forms speaking one language. The fields are the same in every language; only the
 * labels, options' labels and messages differ, so a French submission fills the same keys with
 * the same codes as an English one.
 */
function leadForms({ forms: words, options: optionWords }: { forms: FormWords; options: OptionWords }) {
  const kind = fieldKinds(words.fields);
  const field = leadFields(kind, optionWords);
  // The company form names its contact's first and last names its own way ("Contact First Name").
  const companyField = leadFields(fieldKinds({ ...words.fields, labels: { ...words.fields.labels, ...words.companyLabels } }), optionWords);

  /**
   * The consent to news e-mails every lead form carries after its own fields (CASL; app/domain/consent.ts):
   * the box, and the version of the wording the page showed beside it.
   */
  const consentFields = [
    kind.optionalCheckbox("newsConsent", words.consent.notABox),
    // Any value is read; only a version app/domain/consent.ts knows passes the form's check below.
    kind.hiddenText("consentVersion"),
  ] as const;

  /**
   * A lead form: the fields it shows in its grid, in that order, the consent fields it carries, and
   * one schema for both. An answer whose wording the site cannot name (an unknown version, or a
   * ticked box sent without one) is refused at the box, so no consent is ever stored without the
   * words it was given to. The form's source fields (./lead-source.ts) are in the same schema, and
   * never refuse anything.
   */
  function defineLeadForm<const Asked extends readonly Field[], const More extends readonly Field[] = readonly []>(
    id: ConsentForm,
    asked: Asked,
    more: More = [] as readonly Field[] as More,
  ) {
    const fields = [...asked, ...more] as const;
    const { schema } = defineForm([...fields, ...consentFields]);
    return {
      id,
      /** Every field, in the order the page shows them: the ones asked first, then the optional "more". */
      fields,
      /** The optional fields a page shows folded away, after the others (none on most forms). */
      more,
      consentFields,
      sourceFields: sourceFieldNames,
      /** What parseForm says of a field sent as a file or twice. */
      messages: words.fields.messages,
      schema: schema.extend(sourceShape).refine((values) => isRecordableAnswer(values as ConsentAnswer), {
        path: ["newsConsent"],
        message: words.consent.unknownWording,
        // Checked alongside the other fields' problems, once the consent fields themselves are readable.
        when: (payload) => !payload.issues.some((issue) => consentFields.some((candidate) => candidate.name === issue.path?.[0])),
      }),
    };
  }

  const f = field;
  const c = companyField;
  return {
    /** Every stored field by name, labelled as the CIO form labels it: the CSV's columns. */
    fields: field,
    consentFields,
    /** The contact form (type 'Inquiry'; docs/product.md), stored in `inquiries`. */
    contact: defineLeadForm("contact", [f.firstName, f.lastName, f.email, f.phone, f.message]),
    /** The CIO application's fields (type 'CIO'; docs/product.md), stored in `applications`. */
    cio: defineLeadForm("cio", [
      f.firstName,
      f.lastName,
      f.email,
      f.phone,
      f.linkedin,
      f.experience,
      f.city,
      f.province,
      f.workModel,
      f.availability,
      f.workLanguage,
      f.industries,
      f.areasOfExpertise,
      f.message,
    ]),
    /**
     * The company inquiry's fields (type 'Company'; docs/product.md). A busy buyer meets the nine it
     * needs first (the company, its contact, the size and the length of the engagement, where), and
     * the seven optional ones folded under "More about your needs (optional)".
     */
    company: defineLeadForm(
      "company",
      [c.companyName, c.firstName, c.lastName, c.email, c.phone, c.companySize, c.contractDuration, c.city, c.province],
      [c.companyUrl, c.workModel, c.availability, kind.optional(c.workLanguage), c.industries, c.requiredExpertise, c.message],
    ),
  };
}

export type LeadForms = ReturnType<typeof leadForms>;

/**
 * The lead forms speaking one language's words (words(locale)): as a page in that language shows
 * them and its POSTs are checked; the English ones are what the admin's pages, the CSV and the
 * personal-data export read. Built once per language.
 */
export const leadFormsIn = oncePerWords(leadForms);

/**
 * What a visitor told us about themselves on each form; the consent answer (ConsentAnswer) and
 * where they came from (LeadSource) come beside it.
 */
export type ContactValues = Omit<FormValues<LeadForms["contact"]>, keyof ConsentAnswer | SourceFieldName>;
export type CioValues = Omit<FormValues<LeadForms["cio"]>, keyof ConsentAnswer | SourceFieldName>;
export type CompanyValues = Omit<FormValues<LeadForms["company"]>, keyof ConsentAnswer | SourceFieldName>;

export type LeadForm = LeadForms["contact"] | LeadForms["cio"] | LeadForms["company"];
