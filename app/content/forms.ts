import { formErrors } from "./form-errors";
import { formatNumber } from "./format";

/**
 * The forms' words: each field's label by key (app/domain/forms/ declares the fields and names
 * these keys), the hints and messages their checks show, and the CSV export's header for each
 * column a field fills.
 */
export const fieldLabels = {
  firstName: "First Name",
  lastName: "Last Name",
  companyName: "Company Name",
  contactFirstName: "Contact First Name",
  contactLastName: "Contact Last Name",
  email: "Email",
  phone: "Phone",
  linkedin: "LinkedIn Profile",
  experience: "Years of Experience",
  companyWebsite: "Company Website",
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
  fullName: "Name",
  company: "Company",
  topic: "What would you like to discuss?",
  newsConsent: "News by e-mail",
  consentVersion: "Wording of the news e-mail box",
  password: "Password",
  confirmPassword: "Confirm Password",
  currentPassword: "Current Password",
  newPassword: "New Password",
  confirmNewPassword: "Confirm New Password",
} as const;

export type FieldLabelKey = keyof typeof fieldLabels;

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

/** The account forms' words (app/domain/forms/auth-forms.ts): English only, like the account pages. */
export const accountFormWords = {
  fields: { labels: fieldLabels, messages: fieldMessages, hints: fieldHints, controlCharacter: formErrors.controlCharacter },
  messages: accountFormMessages,
};

/** The words around a form's fields: the note on required fields, the buttons, the error summary, the bot trap. */
export const formChrome = {
  requiredNote: { before: "Fields marked ", after: " are required." },
  choose: "Select…",
  submit: "Submit",
  sending: "Sending...",
  errorSummaryTitle: "Please correct the following",
  /** One problem in the error summary: the field's label, then what is wrong with it. */
  summaryItem: (label: string, message: string) => `${label}: ${message}`,
  notSentTitle: "Your submission was not sent",
  /** The honeypot's label: no person sees it, a bot reading labels is told the truth. */
  honeypotLabel: "Leave this field empty",
} as const;
