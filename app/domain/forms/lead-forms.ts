import { type OptionWords, optionListsOf } from "../options";
import { type ConsentAnswer, type ConsentForm, isRecordableAnswer } from "../consent";
import { defineForm, type FormValues, oncePerWords, stored, type StoredField } from "./fields";
import { fieldKinds } from "./field-kinds";
import type { FormWords } from "./form-words";

const NAME_MAX = 100;
const CITY_MAX = 100;
const MESSAGE_MAX = 5_000;

/**
 * The three lead forms speaking one language. The field map (names, columns, kinds, codes, where
 * each is shown) is the same in every language; only the labels, options' labels and messages
 * differ, so a French submission fills the same columns with the same codes as an English one.
 */
function leadForms({ forms: words, options: optionWords }: { forms: FormWords; options: OptionWords }) {
  const kind = fieldKinds(words.fields);
  const options = optionListsOf(optionWords);

  /**
   * The consent to news e-mails every lead form carries after its own fields (CASL; app/domain/consent.ts):
   * the box, and the version of the wording the page showed beside it.
   */
  const consentFields = [
    kind.optionalCheckbox("newsConsent", "newsConsent", words.consent.notABox),
    // Any value is read; only a version app/domain/consent.ts knows passes the form's check below.
    kind.hiddenText("consentVersion", "consentVersion"),
  ] as const;

  /**
   * A lead form: the fields it shows in its grid, the consent fields it carries, and one schema for
   * both. An answer whose wording the site cannot name (an unknown version, or a ticked box sent
   * without one) is refused at the box, so no consent is ever stored without the words it was given to.
   */
  function defineLeadForm<const Fields extends readonly StoredField[]>(id: ConsentForm, fields: Fields) {
    const { schema } = defineForm([...fields, ...consentFields]);
    return {
      id,
      fields,
      consentFields,
      /** What parseForm says of a field sent as a file or twice. */
      messages: words.fields.messages,
      schema: schema.refine((values) => isRecordableAnswer(values as ConsentAnswer), {
        path: ["newsConsent"],
        message: words.consent.unknownWording,
        // Checked alongside the other fields' problems, once the consent fields themselves are readable.
        when: (payload) => !payload.issues.some((issue) => consentFields.some((field) => field.name === issue.path?.[0])),
      }),
    };
  }

  const firstName = stored("firstName", kind.requiredText("firstName", "firstName", NAME_MAX, "given-name"));
  const lastName = stored("lastName", kind.requiredText("lastName", "lastName", NAME_MAX, "family-name"));
  // The fields both application forms share, stored in the same columns of `applications`.
  const email = stored("email", kind.emailField("email", "email"));
  const phone = stored("phone", kind.phoneField("phone", "phone"));
  const city = stored("city", kind.requiredText("city", "city", CITY_MAX, "address-level2"));
  const province = stored("province", kind.requiredSelect("province", "province", options.provinceOptions));
  const workModel = stored("workModel", kind.optionalSelect("workModel", "workModel", options.workModelOptions));
  const availability = stored("availability", kind.optionalSelect("availability", "availability", options.availabilityOptions));
  const message = stored("message", kind.optionalTextArea("message", "message", MESSAGE_MAX));
  const industries = stored("industries", kind.checkboxesField("industries", "industries", options.industryOptions));

  return {
    consentFields,
    /** The contact form (type 'Inquiry'; docs/product.md). */
    contact: defineLeadForm("contact", [firstName, lastName, email, phone, message]),
    /** The CIO application's fields (type 'CIO'; docs/product.md). */
    cio: defineLeadForm("cio", [
      firstName,
      lastName,
      email,
      phone,
      stored("linkedin", kind.linkedinProfile("linkedin", "linkedin")),
      stored("experience", kind.requiredSelect("experience", "experience", options.experienceOptions)),
      city,
      province,
      workModel,
      availability,
      industries,
      stored("areasOfExpertise", kind.checkboxesField("areasOfExpertise", "areasOfExpertise", options.expertiseOptions)),
      message,
    ]),
    /** The company inquiry's fields (type 'Company'; docs/product.md): the company, then its contact's names. */
    company: defineLeadForm("company", [
      stored("companyName", kind.requiredText("companyName", "companyName", NAME_MAX, "organization")),
      stored("firstName", kind.requiredText("firstName", "contactFirstName", NAME_MAX, "given-name")),
      stored("lastName", kind.requiredText("lastName", "contactLastName", NAME_MAX, "family-name")),
      email,
      phone,
      stored("companyUrl", kind.optionalUrl("companypage", "companyWebsite")),
      stored("companySize", kind.requiredSelect("companysize", "companySize", options.companySizeOptions)),
      stored("contractDuration", kind.requiredSelect("contractduration", "contractDuration", options.contractDurationOptions)),
      city,
      province,
      workModel,
      availability,
      industries,
      stored("requiredExpertise", kind.checkboxesField("requiredExpertise", "requiredExpertise", options.expertiseOptions)),
      message,
    ]),
  };
}

export type LeadForms = ReturnType<typeof leadForms>;

/**
 * The lead forms speaking one language's words (words(locale)): as a page in that language shows
 * them and its POSTs are checked; the English ones are what the admin's pages, the CSV and the
 * personal-data export read. Built once per language.
 */
export const leadFormsIn = oncePerWords(leadForms);

/** What a visitor told us about themselves on each form; the consent answer comes beside it (ConsentAnswer). */
export type ContactValues = Omit<FormValues<LeadForms["contact"]>, keyof ConsentAnswer>;
export type CioValues = Omit<FormValues<LeadForms["cio"]>, keyof ConsentAnswer>;
export type CompanyValues = Omit<FormValues<LeadForms["company"]>, keyof ConsentAnswer>;

export type LeadForm = LeadForms["contact"] | LeadForms["cio"] | LeadForms["company"];
