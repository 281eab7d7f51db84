import { randomUUID } from "node:crypto";
import type { Database } from "~/server/db/client.server";
import type { ApplicationRow } from "~/server/db/schema.server";
import { insertApplication, type NewApplication } from "./applications";

// The records a shortlist test starts from: an accepted company request whose identity is easy to
// look for in what a CIO receives, and accepted CIOs who fit it. Each call makes new ones (a
// random suffix in the addresses), so tests on one database do not see each other's.

export const settings = { baseUrl: "https://cio.example.ca", secret: "a-test-secret-of-enough-length-0123456789" };
export const admin = "boss@example.ca";

/** What identifies the company: none of it may reach a CIO before both said yes. */
export const companyIdentity = {
  companyName: "Zorblatt Quarry Works",
  firstName: "Ottoline",
  lastName: "Vantongeren",
  phone: "6135550199",
  companyUrl: "https://zorblatt-quarry.example",
  city: "Kapuskasing",
};

export async function shortlistCompany(db: Database, values: Partial<NewApplication> = {}): Promise<ApplicationRow> {
  return insertApplication(db, {
    ...companyIdentity,
    type: "Company",
    email: `ottoline.${randomUUID().slice(0, 8)}@zorblatt-quarry.example`,
    province: "ON",
    status: "Accepted",
    industries: ["manufacturing"],
    requiredExpertise: ["cybersecurity"],
    companySize: "50-200",
    workModel: "hybrid",
    contractDuration: "6-12-months",
    workLanguage: "en",
    ...values,
  });
}

export async function shortlistCio(db: Database, firstName: string, values: Partial<NewApplication> = {}): Promise<ApplicationRow> {
  return insertApplication(db, {
    type: "CIO",
    firstName,
    lastName: "Okafor",
    email: `${firstName.toLowerCase()}.${randomUUID().slice(0, 8)}@example.ca`,
    // The company's city, so a reason that named it would show.
    city: "Kapuskasing",
    province: "ON",
    status: "Accepted",
    areasOfExpertise: ["cybersecurity"],
    industries: ["manufacturing"],
    workModel: "hybrid",
    workLanguage: "both",
    ...values,
  });
}

/** The picks of "Send" for some CIOs, with notes. */
export const picksOf = (...cios: ApplicationRow[]) =>
  cios.map((cio) => ({ cioId: cio.id, noteForCio: `Note for ${cio.firstName}`, noteForCompany: `About ${cio.firstName}` }));
