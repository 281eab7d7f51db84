/** The columns that name an application's applicant: a CIO, or a company and its contact. */
export type NamedApplication = {
  type: "CIO" | "Company";
  companyName: string | null;
  firstName: string;
  lastName: string;
};

/** A person's name from its parts, either of which may be '' (a contact's first name asked before migration 0013). */
export const personName = (firstName: string, lastName: string): string => `${firstName.trim()} ${lastName.trim()}`.trim();

/**
 * How the admin, the team's e-mails and the CSV name an application: a CIO by their name, a company
 * by its name with its contact's in brackets ("Acme Widgets Inc. (Priya Singh)"; decision 0051).
 */
export function applicantName(row: NamedApplication): string {
  const person = personName(row.firstName, row.lastName);
  if (row.type !== "Company") return person;
  const company = (row.companyName ?? "").trim();
  if (company === "") return person;
  return person === "" ? company : `${company} (${person})`;
}
