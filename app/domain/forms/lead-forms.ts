import {
  availabilityOptions,
  companySizeOptions,
  contractDurationOptions,
  experienceOptions,
  expertiseOptions,
  industryOptions,
  provinceOptions,
  workModelOptions,
} from "../options";
import { type ConsentAnswer, consentErrors, type ConsentForm, isRecordableAnswer } from "../consent";
import {
  checkboxesField,
  defineForm,
  emailField,
  type FormValues,
  hiddenText,
  optionalCheckbox,
  optionalSelect,
  optionalTextArea,
  optionalUrl,
  phoneField,
  requiredSelect,
  requiredText,
  requiredUrl,
  stored,
  type StoredField,
} from "./fields";

const NAME_MAX = 100;
const CITY_MAX = 100;
const MESSAGE_MAX = 5_000;

/**
 * The consent to news e-mails every lead form carries after its own fields (CASL; app/domain/consent.ts):
 * the box, and the version of the wording the page showed beside it.
 */
export const consentFields = [
  optionalCheckbox("newsConsent", "newsConsent", consentErrors.notABox),
  // Any value is read; only a version app/domain/consent.ts knows passes the form's check below.
  hiddenText("consentVersion", "consentVersion"),
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
    schema: schema.refine((values) => isRecordableAnswer(values as ConsentAnswer), {
      path: ["newsConsent"],
      message: consentErrors.unknownWording,
      // Checked alongside the other fields' problems, once the consent fields themselves are readable.
      when: (payload) => !payload.issues.some((issue) => consentFields.some((field) => field.name === issue.path?.[0])),
    }),
  };
}

/** The contact form (type 'Inquiry'; docs/product.md). */
export const contactForm = defineLeadForm("contact", [
  stored("firstName", requiredText("firstName", "firstName", NAME_MAX, "given-name")),
  stored("lastName", requiredText("lastName", "lastName", NAME_MAX, "family-name")),
  stored("email", emailField("email", "email")),
  stored("phone", phoneField("phone", "phone")),
  stored("message", optionalTextArea("message", "message", MESSAGE_MAX)),
]);

// The fields both application forms share, stored in the same columns of `applications`.
const email = stored("email", emailField("email", "email"));
const phone = stored("phone", phoneField("phone", "phone"));
const city = stored("city", requiredText("city", "city", CITY_MAX, "address-level2"));
const province = stored("province", requiredSelect("province", "province", provinceOptions));
const workModel = stored("workModel", optionalSelect("workModel", "workModel", workModelOptions));
const availability = stored("availability", optionalSelect("availability", "availability", availabilityOptions));
const message = stored("message", optionalTextArea("message", "message", MESSAGE_MAX));
const industriesField = stored("industries", checkboxesField("industries", "industries", industryOptions));

/** The CIO application's fields (type 'CIO'; docs/product.md). */
export const cioForm = defineLeadForm("cio", [
  stored("firstName", requiredText("firstName", "firstName", NAME_MAX, "given-name")),
  stored("lastName", requiredText("lastName", "lastName", NAME_MAX, "family-name")),
  email,
  phone,
  stored("linkedin", requiredUrl("linkedin", "linkedin")),
  stored("experience", requiredSelect("experience", "experience", experienceOptions)),
  city,
  province,
  workModel,
  availability,
  industriesField,
  stored("areasOfExpertise", checkboxesField("areasOfExpertise", "areasOfExpertise", expertiseOptions)),
  message,
]);

/** The company inquiry's fields (type 'Company'; docs/product.md); firstName carries the company's name. */
export const companyForm = defineLeadForm("company", [
  stored("firstName", requiredText("firstName", "companyName", NAME_MAX, "organization")),
  stored("lastName", requiredText("lastName", "contactLastName", NAME_MAX, "family-name")),
  email,
  phone,
  stored("companyUrl", optionalUrl("companypage", "companyWebsite")),
  stored("companySize", requiredSelect("companysize", "companySize", companySizeOptions)),
  stored("contractDuration", requiredSelect("contractduration", "contractDuration", contractDurationOptions)),
  city,
  province,
  workModel,
  availability,
  industriesField,
  stored("requiredExpertise", checkboxesField("requiredExpertise", "requiredExpertise", expertiseOptions)),
  message,
]);

/** What a visitor told us about themselves on each form; the consent answer comes beside it (ConsentAnswer). */
export type ContactValues = Omit<FormValues<typeof contactForm>, keyof ConsentAnswer>;
export type CioValues = Omit<FormValues<typeof cioForm>, keyof ConsentAnswer>;
export type CompanyValues = Omit<FormValues<typeof companyForm>, keyof ConsentAnswer>;

export type LeadForm = typeof contactForm | typeof cioForm | typeof companyForm;
