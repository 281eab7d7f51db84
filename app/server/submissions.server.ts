import { createHash, randomUUID } from "node:crypto";
import type { CioValues, CompanyValues, ContactValues } from "~/domain/forms/lead-forms";
import type { Config } from "./config.server";
import type { Database } from "./db/client.server";
import { applications, inquiries } from "./db/schema.server";
import { checkFormToken } from "./form-token.server";
import { enqueueMessages } from "./mail/outbox.server";
import { applicationMessages, inquiryMessages } from "./mail/templates.server";
import { countSubmission, secondsUntilNextWindow } from "./rate-limit.server";

export type SubmissionDeps = {
  db: Database;
  secret: string;
  config: Pick<Config, "spam" | "rateLimits" | "notifyEmails" | "baseUrl">;
  /** Called after a commit that queued e-mail, so the worker sends it now rather than at its next poll. */
  mailQueued: () => void;
};

export type SubmissionContext = {
  clientIp: string;
  formToken: string | null;
  /** The hidden field people never see; anything in it means a bot filled the form. */
  honeypot: string;
  now: Date;
};

export type SubmitOutcome =
  | { status: "stored"; id: string }
  | { status: "duplicate" }
  | { status: "spam"; id: string; reason: string }
  | { status: "rate-limited"; retryAfterSeconds: number };

type Screening =
  | { outcome: "rate-limited"; retryAfterSeconds: number }
  | { outcome: "accept"; submissionKey: string; spamReason: string | null };

/** Rate limits first, then the spam checks; decides the row's key so a resent POST is found again. */
async function screen(deps: SubmissionDeps, email: string, values: unknown, context: SubmissionContext): Promise<Screening> {
  const ipKey = `ip:${context.clientIp}`;
  const emailKey = `email:${email.toLowerCase()}`;
  const counts = await countSubmission(deps.db, [ipKey, emailKey], context.now);
  const { perIpPerHour, perEmailPerHour } = deps.config.rateLimits;
  if ((counts.get(ipKey) ?? 0) > perIpPerHour || (counts.get(emailKey) ?? 0) > perEmailPerHour) {
    return { outcome: "rate-limited", retryAfterSeconds: secondsUntilNextWindow(context.now) };
  }
  const token = checkFormToken(context.formToken, deps.secret, context.now, deps.config.spam);
  const spamReason = context.honeypot.trim() !== "" ? "hidden field filled in" : token.ok ? null : token.spamReason;
  // The same form sent again with the same content is the same submission (double click, resent POST);
  // the same form sent with other content (back button, new message) is a new one.
  const submissionKey = token.ok
    ? createHash("sha256").update(`${token.id}\n${JSON.stringify(values)}`).digest("base64url")
    : randomUUID();
  return { outcome: "accept", submissionKey, spamReason };
}

function outcomeOf(row: { id: string } | undefined, spamReason: string | null): SubmitOutcome {
  if (!row) return { status: "duplicate" };
  return spamReason ? { status: "spam", id: row.id, reason: spamReason } : { status: "stored", id: row.id };
}

/** Stores a contact-form inquiry and, unless it is spam, queues its e-mails in the same transaction. */
export async function submitInquiry(
  deps: SubmissionDeps,
  values: ContactValues,
  context: SubmissionContext,
): Promise<SubmitOutcome> {
  const screening = await screen(deps, values.email, values, context);
  if (screening.outcome === "rate-limited") return { status: "rate-limited", retryAfterSeconds: screening.retryAfterSeconds };
  const { submissionKey, spamReason } = screening;
  const row = await deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(inquiries)
      .values({ ...values, type: "Inquiry", spamReason, submissionKey, createdAt: context.now })
      .onConflictDoNothing({ target: inquiries.submissionKey })
      .returning({ id: inquiries.id, createdAt: inquiries.createdAt });
    if (inserted && !spamReason) {
      const messages = inquiryMessages({ inquiry: { ...values, ...inserted }, ...deps.config });
      await enqueueMessages(tx, messages, { inquiryId: inserted.id });
    }
    return inserted;
  });
  if (row && !spamReason) deps.mailQueued();
  return outcomeOf(row, spamReason);
}

export type ApplicationInput =
  | { type: "CIO"; values: CioValues }
  | { type: "Company"; values: CompanyValues };

/** The row of the applications table for either form; fields the form lacks are null. */
function applicationRow(input: ApplicationInput) {
  const common = {
    firstName: input.values.firstName,
    lastName: input.values.lastName,
    email: input.values.email,
    phone: input.values.phone,
    city: input.values.city,
    province: input.values.province,
    workModel: input.values.workModel,
    availability: input.values.availability,
    message: input.values.message,
    industries: input.values.industries,
  };
  if (input.type === "CIO") {
    const { linkedin, experience, areasOfExpertise } = input.values;
    return { ...common, type: "CIO" as const, linkedin, experience, areasOfExpertise };
  }
  const { companypage, companysize, contractduration, requiredExpertise } = input.values;
  return {
    ...common,
    type: "Company" as const,
    companyUrl: companypage,
    companySize: companysize,
    contractDuration: contractduration,
    requiredExpertise,
  };
}

/** Stores a CIO application or company inquiry and, unless it is spam, queues its e-mails with it. */
export async function submitApplication(
  deps: SubmissionDeps,
  input: ApplicationInput,
  context: SubmissionContext,
): Promise<SubmitOutcome> {
  const screening = await screen(deps, input.values.email, input, context);
  if (screening.outcome === "rate-limited") return { status: "rate-limited", retryAfterSeconds: screening.retryAfterSeconds };
  const { submissionKey, spamReason } = screening;
  const row = await deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(applications)
      .values({ ...applicationRow(input), spamReason, submissionKey, createdAt: context.now })
      .onConflictDoNothing({ target: applications.submissionKey })
      .returning({ id: applications.id, createdAt: applications.createdAt });
    if (inserted && !spamReason) {
      const application = { ...input.values, ...inserted, type: input.type };
      await enqueueMessages(tx, applicationMessages({ application, ...deps.config }), { applicationId: inserted.id });
    }
    return inserted;
  });
  if (row && !spamReason) deps.mailQueued();
  return outcomeOf(row, spamReason);
}
