import {
  availabilities,
  companySizes,
  contractDurations,
  experienceRanges,
  expertise,
  industries,
  provinceOptions,
  sameLabel,
  workModels,
} from "../options";
import { type ConsentAnswer, consentErrors, type ConsentForm, isRecordableAnswer } from "../consent";
import {
  checkboxesField,
  defineForm,
  emailField,
  type Field,
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
} from "./fields";

const NAME_MAX = 100;
const CITY_MAX = 100;
const MESSAGE_MAX = 5_000;

/**
 * The consent to news e-mails every lead form carries after its own fields (CASL; app/domain/consent.ts):
 * the box, and the version of the wording the page showed beside it.
 */
export const consentFields = [
  optionalCheckbox("newsConsent", "News by e-mail", consentErrors.notABox),
  // Any value is read; only a version app/domain/consent.ts knows passes the form's check below.
  hiddenText("consentVersion", "Wording of the news e-mail box"),
] as const;

/**
 * A lead form: the fields it shows in its grid, the consent fields it carries, and one schema for
 * both. An answer whose wording the site cannot name (an unknown version, or a ticked box sent
 * without one) is refused at the box, so no consent is ever stored without the words it was given to.
 */
function defineLeadForm<const Fields extends readonly Field[]>(id: ConsentForm, fields: Fields) {
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
  requiredText("firstName", "First Name", NAME_MAX, "given-name"),
  requiredText("lastName", "Last Name", NAME_MAX, "family-name"),
  emailField("email", "Email"),
  phoneField("phone", "Phone"),
  optionalTextArea("message", "Message", MESSAGE_MAX),
]);

const city = requiredText("city", "City", CITY_MAX, "address-level2");
const province = requiredSelect("province", "Province", provinceOptions);
const workModel = optionalSelect("workModel", "Work Model", sameLabel(workModels));
const availability = optionalSelect("availability", "Availability", sameLabel(availabilities));
const message = optionalTextArea("message", "Message", MESSAGE_MAX);
const industriesField = checkboxesField("industries", "Industries", sameLabel(industries));

/** The CIO application's fields (type 'CIO'; docs/product.md). */
export const cioForm = defineLeadForm("cio", [
  requiredText("firstName", "First Name", NAME_MAX, "given-name"),
  requiredText("lastName", "Last Name", NAME_MAX, "family-name"),
  emailField("email", "Email"),
  phoneField("phone", "Phone"),
  requiredUrl("linkedin", "LinkedIn Profile"),
  requiredSelect("experience", "Years of Experience", sameLabel(experienceRanges)),
  city,
  province,
  workModel,
  availability,
  industriesField,
  checkboxesField("areasOfExpertise", "Areas of Expertise", sameLabel(expertise)),
  message,
]);

/** The company inquiry's fields (type 'Company'; docs/product.md); firstName carries the company's name. */
export const companyForm = defineLeadForm("company", [
  requiredText("firstName", "Company Name", NAME_MAX, "organization"),
  requiredText("lastName", "Contact Last Name", NAME_MAX, "family-name"),
  emailField("email", "Email"),
  phoneField("phone", "Phone"),
  optionalUrl("companypage", "Company Website"),
  requiredSelect("companysize", "Company Size", sameLabel(companySizes)),
  requiredSelect("contractduration", "Contract Duration", sameLabel(contractDurations)),
  city,
  province,
  workModel,
  availability,
  industriesField,
  checkboxesField("requiredExpertise", "Required Expertise", sameLabel(expertise)),
  message,
]);

/** What a visitor told us about themselves on each form; the consent answer comes beside it (ConsentAnswer). */
export type ContactValues = Omit<FormValues<typeof contactForm>, keyof ConsentAnswer>;
export type CioValues = Omit<FormValues<typeof cioForm>, keyof ConsentAnswer>;
export type CompanyValues = Omit<FormValues<typeof companyForm>, keyof ConsentAnswer>;

export type LeadForm = typeof contactForm | typeof cioForm | typeof companyForm;
