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
import {
  checkboxesField,
  defineForm,
  emailField,
  type FormValues,
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

/** SPEC.md §2 Contact: the contact form (type 'Inquiry'). */
export const contactForm = defineForm([
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

/** SPEC.md §3 CIO form fields (type 'CIO'). */
export const cioForm = defineForm([
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

/** SPEC.md §3 Company form fields (type 'Company'); firstName carries the company's name. */
export const companyForm = defineForm([
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

export type ContactValues = FormValues<typeof contactForm>;
export type CioValues = FormValues<typeof cioForm>;
export type CompanyValues = FormValues<typeof companyForm>;

export type LeadForm = typeof contactForm | typeof cioForm | typeof companyForm;
