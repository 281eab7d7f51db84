import { formErrors } from "./form-errors";
import { formatNumber } from "./format";
import type { OptionWords } from "~/domain/forms/lead-forms";

/**
 * The forms' words: each field's label by the field's name (app/domain/forms/ declares the fields),
 * which is also the CSV export's header of the column a lead form's field fills; the labels of
 * the options the fields offer; the hints and messages their checks show.
 */
export const fieldLabels = {
  firstName: "First Name",
  lastName: "Last Name",
  companyName: "Company Name",
  email: "Email",
  phone: "Phone",
  linkedin: "LinkedIn Profile",
  experience: "Years of Experience",
  companyUrl: "Company Website",
  companySize: "Company Size",
  contractDuration: "Contract Duration",
  city: "City",
  province: "Province",
  workModel: "Work Model",
  availability: "Availability",
  industries: "Industries",
  areasOfExpertise: "Areas of Expertise",
  requiredExpertise: "Required Expertise",
  message: "Message",
  workLanguage: "Language of work",
  name: "Name",
  company: "Company",
  topic: "What would you like to discuss?",
  newsConsent: "News by e-mail",
  consentVersion: "Wording of the news e-mail box",
  password: "Password",
  confirmPassword: "Confirm Password",
  currentPassword: "Current Password",
  newPassword: "New Password",
} as const;

/** The company form's own labels for the fields it shares with the CIO form, by field name. */
export const companyFormLabels = {
  firstName: "Contact First Name",
  lastName: "Contact Last Name",
  // On the CIO form these are the CIO's own; here they are what the company wants of its CIO.
  workModel: "CIO Work Model",
  availability: "CIO Availability Needed",
} as const;

/**
 * The options' labels: each stable code (declared beside its fields in
 * app/domain/forms/lead-forms.ts, what forms post and the database stores) with the label a
 * person reads. The type checks that each list has a label for every code and no other.
 */
export const optionLabels = {
  industries: {
    finance: "Finance",
    healthcare: "Healthcare",
    manufacturing: "Manufacturing",
    education: "Education",
    government: "Government",
    "tech-saas": "Tech / SaaS",
    other: "Other",
  },
  expertise: {
    "digital-transformation": "Digital Transformation",
    cybersecurity: "Cybersecurity",
    "m-and-a-integration": "M&A Integration",
    "erp-crm-deployments": "ERP / CRM Deployments",
    "it-governance-compliance": "IT Governance & Compliance",
    "team-development": "Team Development",
    "vendor-contract-negotiation": "Vendor & Contract Negotiation",
  },
  experienceRanges: { "5-10": "5-10", "11-15": "11-15", "16-20": "16-20", "20-plus": "More than 20" },
  companySizes: { "1-49": "1-49", "50-199": "50-199", "200-plus": "200+" },
  contractDurations: {
    "3-6-months": "3-6 months",
    "6-12-months": "6-12 months",
    "1-year-plus": "1 year+",
  },
  workModels: { remote: "Remote", hybrid: "Hybrid", "on-site": "On-site" },
  availabilities: {
    immediate: "Immediate",
    "within-30-days": "Within 30 days",
    "1-3-months": "1–3 Months",
  },
  workLanguages: { en: "English", fr: "French", both: "English and French" },
} as const satisfies OptionWords["labels"];

/** The codes the forms no longer offer, by the labels they had: stored rows still hold them. */
export const retiredOptionLabels = {
  companySizes: { "0-50": "0-50", "50-200": "50-200" },
  contractDurations: { "1-6-months": "1 - 6 months" },
} as const satisfies OptionWords["retired"];

/** The 13 provinces and territories by name; forms post and the database stores their codes. */
export const provinceNames = {
  AB: "Alberta",
  BC: "British Columbia",
  MB: "Manitoba",
  NB: "New Brunswick",
  NL: "Newfoundland and Labrador",
  NS: "Nova Scotia",
  ON: "Ontario",
  PE: "Prince Edward Island",
  QC: "Quebec",
  SK: "Saskatchewan",
  NT: "Northwest Territories",
  NU: "Nunavut",
  YT: "Yukon",
} as const satisfies OptionWords["provinces"];

/** What a field's own check says, on any form. */
export const fieldMessages = {
  tooLong: (maxLength: number) => `Use at most ${formatNumber(maxLength)} characters.`,
  tooShort: (minLength: number) => `Use at least ${formatNumber(minLength)} characters.`,
  required: (label: string) => `${label} is required.`,
  requiredChoice: (label: string) => `${label} is required: choose one.`,
  notListed: "Choose one of the listed options.",
  emailMissing: "Enter your e-mail address.",
  emailInvalid: "Enter an e-mail address like name@example.com.",
  phoneMissing: "Enter your phone number.",
  phoneInvalid: "Enter a phone number of 7 to 20 digits; spaces, +, - and brackets are fine.",
  webAddressInvalid: "Enter a website's address, like www.example.ca.",
  linkedinInvalid: "Enter your LinkedIn profile's address, like linkedin.com/in/your-name.",
  /** A field sent as a file upload, or twice. */
  notText: "Send text, not a file.",
  sentTwice: "Send this field once.",
} as const;

/** Shown under a field's label. */
export const fieldHints = {
  webAddress: "For example www.example.ca",
  linkedinProfile: "For example linkedin.com/in/your-name",
  newPassword: (minLength: number) => `At least ${formatNumber(minLength)} characters.`,
} as const;

/** The news e-mail box's evidence as an admin reads it (app/domain/consent.ts): the answer and the form it came from. */
export const consentEvidence = {
  answers: { given: "Given", notGiven: "Not given", none: "No record" },
  formNames: {
    contact: "Contact form (/contact)",
    cio: "CIO application (/form/cio)",
    company: "Company form (/form/company)",
    booking: "Booking (/book)",
  },
} as const;

/** The news e-mail box's messages (app/domain/consent.ts). */
export const consentMessages = {
  notABox: "Tick the box or leave it empty.",
  unknownWording: "We could not tell which wording of this box you saw. Please read it again and tick it if you agree.",
} as const;

/** The account forms' messages: sign-in, sign-up, password changes. */
export const accountFormMessages = {
  passwordMissing: "Enter your password.",
  choosePassword: "Choose a password.",
  repeatPassword: "Enter the password again.",
  passwordsDiffer: "The passwords do not match.",
  currentPasswordMissing: "Enter your current password.",
  chooseNewPassword: "Choose a new password.",
  repeatNewPassword: "Enter the new password again.",
  newPasswordsDiffer: "The new passwords do not match.",
  sameAsCurrent: "Choose a new password that differs from the current one.",
  signUpPasswordMissing: "Enter the password you chose when signing up.",
} as const;

/** The admin's small forms' messages. */
export const adminFormMessages = {
  reopenReasonMissing: "Say why the decision is reopened.",
  noteMissing: "Write the note first.",
  deletionReasonMissing: "Say why the data is deleted.",
} as const;

/** Everything the admin's forms say (app/domain/forms/admin-forms.ts). */
export const adminFormWords = {
  ...adminFormMessages,
  tooLong: fieldMessages.tooLong,
  controlCharacter: formErrors.controlCharacter,
};

/** The account forms' words (app/domain/forms/auth-forms.ts); French in fr/account.ts. */
export const accountFormWords = {
  fields: { labels: fieldLabels, messages: fieldMessages, hints: fieldHints, controlCharacter: formErrors.controlCharacter },
  /** The forms that choose a new password name their confirmation field their own way. */
  newPasswordLabels: { confirmPassword: "Confirm New Password" },
  messages: accountFormMessages,
};

/** The words around a form's fields: the note on required fields, the buttons, the error summary, the bot trap. */
export const formChrome = {
  requiredNote: { before: "Fields marked ", after: " are required." },
  choose: "Select…",
  submit: "Submit",
  sending: "Sending...",
  errorSummaryTitle: "Please correct the following",
  /** The company form's fold over its optional fields. */
  moreDetails: "More about your needs (optional)",
  /** One problem in the error summary: the field's label, then what is wrong with it. */
  summaryItem: (label: string, message: string) => `${label}: ${message}`,
  notSentTitle: "Your submission was not sent",
  /** The honeypot's label: no person sees it, a bot reading labels is told the truth. */
  honeypotLabel: "Leave this field empty",
} as const;
