import { type Field, hiddenFieldNames } from "~/domain/forms/fields";
import { words } from "~/content/words";
import { leadFormsIn } from "~/domain/forms/lead-forms";
import { leadAnswers } from "../../support/form-samples";
import { formTokenFrom } from "../../support/lead-forms";
import { uniqueAddress, uniqueTag } from "./unique";

const { cio: cioForm, company: companyForm, contact: contactForm } = leadFormsIn(words("en"));

// Lead forms posted over HTTP as a browser without JavaScript sends them, with valid values that a
// test overrides where it cares.

type FormValues = Record<string, string | readonly string[] | undefined>;

const leadFields: readonly Field[] = [...cioForm.fields, ...companyForm.fields, ...contactForm.fields];

/** An option named by its label, as a person picks it, becomes the code the form posts; anything else is sent as is. */
function posted(name: string, item: string): string {
  const options = leadFields.find((field) => field.name === name)?.options;
  return options?.find((option) => option.label === item)?.value ?? item;
}

/**
 * Posts a lead form (/form/cio, /form/company or /contact) with a fresh formToken, as the browser
 * does without JavaScript; options are given by their labels, as a person chooses them. `honeypot`
 * fills the hidden bot trap, so the spam checks catch it.
 * Every outcome (stored or caught) answers with the same thank-you redirect.
 */
export async function postLeadForm(server: { url: string }, path: string, values: FormValues, honeypot?: string) {
  const body = new URLSearchParams({ formToken: await formTokenFrom(server.url, path) });
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    for (const item of typeof value === "string" ? [value] : value) body.append(name, posted(name, item));
  }
  if (honeypot) body.set(hiddenFieldNames.honeypot, honeypot);
  const response = await fetch(`${server.url}${path}`, { method: "POST", body, redirect: "manual" });
  if (response.status !== 303 || !/submitted=1/.test(response.headers.get("location") ?? "")) {
    throw new Error(`${path} answered ${response.status} ${response.headers.get("location") ?? ""}: ${await response.text()}`);
  }
}

/** A company request's lead also has its company's name. */
export type Lead = { firstName: string; lastName: string; email: string; companyName?: string } & FormValues;

/** A CIO application: valid defaults, any field overridden. */
export function cio(firstName: string, overrides: FormValues = {}): Lead {
  return {
    type: "cio",
    ...leadAnswers.cio,
    firstName,
    lastName: uniqueTag("Cio"),
    email: uniqueAddress(firstName.toLowerCase().replace(/[^a-z0-9]/g, "") || "cio"),
    phone: "+1 416 555 0100",
    linkedin: "https://www.linkedin.com/in/someone",
    experience: "11-15",
    city: "Toronto",
    province: "ON",
    ...overrides,
  } as Lead;
}

/** A company request from its contact, Priya: valid defaults, any field overridden. */
export function company(companyName: string, overrides: FormValues = {}): Lead {
  return {
    type: "company",
    ...leadAnswers.company,
    companyName,
    firstName: "Priya",
    lastName: uniqueTag("Contact"),
    email: uniqueAddress("company"),
    phone: "+1 902 555 0101",
    companyUrl: "https://company.example.ca",
    companySize: "50-199",
    contractDuration: "3-6 months",
    city: "Halifax",
    province: "NS",
    ...overrides,
  } as Lead;
}

/** As the admin names the lead: "First Last", or "Company (First Last)" for a company request. */
export const fullName = (lead: { firstName: string; lastName: string; companyName?: string }) =>
  lead.companyName ? `${lead.companyName} (${lead.firstName} ${lead.lastName})` : `${lead.firstName} ${lead.lastName}`;

export const submitCio = (server: { url: string }, lead: Lead, honeypot?: string) => postLeadForm(server, "/form/cio", lead, honeypot);
export const submitCompany = (server: { url: string }, lead: Lead) => postLeadForm(server, "/form/company", lead);

/** Markup typed into a field, which must show as text and never run. */
export const injected = {
  name: `<b class="injected">Bold</b>`,
  message: `<script>window.__injected = 1</script><img src="x" onerror="window.__injected = 2">`,
};
