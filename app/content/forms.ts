/**
 * The forms' words: each field's label by key (app/domain/forms/ declares the fields and names
 * these keys), and the CSV export's header for each column a field fills.
 */
export const fieldLabels = {
  firstName: "First Name",
  lastName: "Last Name",
  companyName: "Company Name",
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
  newsConsent: "News by e-mail",
  consentVersion: "Wording of the news e-mail box",
  password: "Password",
  confirmPassword: "Confirm Password",
  currentPassword: "Current Password",
  newPassword: "New Password",
  confirmNewPassword: "Confirm New Password",
} as const;

export type FieldLabelKey = keyof typeof fieldLabels;

/**
 * The CSV export's header for each applications column a form field fills, in the order the
 * columns appear (after Id, Type, Received, Status, Decided by, Decided at). One header per column:
 * where the two forms label a column differently, it names both or the common meaning.
 */
export const applicationCsvHeaders = {
  firstName: "First Name / Company Name",
  lastName: "Last Name",
  email: "Email",
  phone: "Phone",
  linkedin: "LinkedIn Profile",
  companyUrl: "Company Website",
  companySize: "Company Size",
  contractDuration: "Contract Duration",
  experience: "Years of Experience",
  city: "City",
  province: "Province",
  workModel: "Work Model",
  availability: "Availability",
  industries: "Industries",
  areasOfExpertise: "Areas of Expertise",
  requiredExpertise: "Required Expertise",
  message: "Message",
} as const;
