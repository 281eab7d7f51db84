import type { Locale } from "~/domain/locale";
import type { ConsentAnswer } from "~/domain/consent";
import { words } from "~/content/words";
import { type CioValues, type CompanyValues, leadFormsIn } from "~/domain/forms/lead-forms";
import type { Database } from "~/server/db/client.server";
import { issueFormToken } from "~/server/leads/form-token.server";
import { submitApplication, type SubmissionDeps } from "~/server/leads/submissions.server";
import { sampleValues } from "./form-samples";

const forms = leadFormsIn(words("en"));

/**
 * What submitInquiry/submitApplication need, for tests that call them without HTTP: no time trap,
 * limits no test reaches, e-mails queued but not nudged (the test drives the worker).
 */
export function submissionDepsFor(db: Database, secret: string, notifyEmails: string[]): SubmissionDeps {
  return {
    db,
    secret,
    config: {
      spam: { minFillMs: 0, maxAgeMs: 86_400_000 },
      rateLimits: { perIpPerHour: 1000, perEmailPerHour: 1000 },
      notifyEmails,
      baseUrl: "https://cio.example.ca",
    },
    mailQueued: () => {},
  };
}

/** The news box left unticked on a form that showed no wording. */
export const noConsent: ConsentAnswer = { newsConsent: false, consentVersion: null };

/** Stores an application as the form would (a token issued a minute before `now`), or throws. */
export async function submitStored(
  deps: SubmissionDeps,
  values: CioValues | CompanyValues,
  type: "CIO" | "Company",
  now: Date,
  /** The language of the form it is sent from (a French form's path). */
  locale: Locale = "en",
): Promise<string> {
  const context = {
    clientIp: "203.0.113.7",
    formToken: issueFormToken(deps.secret, new Date(now.getTime() - 60_000)),
    honeypot: "",
    now,
    locale,
  };
  const withAnswer = { ...values, ...noConsent };
  const outcome = await submitApplication(
    deps,
    type === "CIO"
      ? { type, values: withAnswer as CioValues & ConsentAnswer }
      : { type, values: withAnswer as CompanyValues & ConsentAnswer },
    context,
  );
  if (outcome.status !== "stored") throw new Error(`not stored: ${outcome.status}`);
  return outcome.id;
}

/** A valid CIO application; a test names the person and changes what it cares about. */
export const sampleCio = (person: Pick<CioValues, "firstName" | "lastName" | "email">, linkedin: string): CioValues => ({
  ...sampleValues(forms.cio),
  ...person,
  phone: "613-555-0199",
  linkedin,
  experience: "16-20",
  city: "Ottawa",
  province: "ON",
  workModel: null,
  availability: "immediate",
  industries: ["healthcare"],
  areasOfExpertise: ["cybersecurity"],
  message: "I led three ERP migrations.",
});

/** A valid company request in Halifax from its contact, Priya (unless told) `lastName`. */
export const sampleCompany = (companyName: string, lastName: string, email: string, firstName = "Priya"): CompanyValues => ({
  ...sampleValues(forms.company),
  companyName,
  firstName,
  lastName,
  email,
  phone: "902-555-0101",
  companyUrl: null,
  companySize: "50-199",
  contractDuration: "6-12-months",
  city: "Halifax",
  province: "NS",
  workModel: null,
  availability: null,
  industries: ["healthcare"],
  requiredExpertise: ["cybersecurity"],
  message: null,
});
