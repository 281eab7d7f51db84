import { createHash, randomUUID } from "node:crypto";
import { getTableColumns } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { CioValues, CompanyValues, ContactValues } from "~/domain/forms/lead-forms";
import type { Config } from "./config.server";
import type { Database } from "./db/client.server";
import { StatementParams, rawQuery } from "./db/raw-query.server";
import { applications, inquiries, outbox } from "./db/schema.server";
import { checkFormToken } from "./form-token.server";
import { outboxRow, sendableMessages } from "./mail/outbox.server";
import { applicationMessages, inquiryMessages, type OutgoingMessage } from "./mail/templates.server";
import { countAndCheckCtes, secondsUntilNextWindow } from "./rate-limit.server";

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

type Screening = { submissionKey: string; spamReason: string | null };

/** The spam checks; decides the row's key so a resent POST is found again. */
function screen(deps: SubmissionDeps, values: unknown, context: SubmissionContext): Screening {
  const token = checkFormToken(context.formToken, deps.secret, context.now, deps.config.spam);
  const spamReason = context.honeypot.trim() !== "" ? "hidden field filled in" : token.ok ? null : token.spamReason;
  // The same form sent again with the same content is the same submission (double click, resent POST);
  // the same form sent with other content (back button, new message) is a new one.
  const submissionKey = token.ok
    ? createHash("sha256").update(`${token.id}\n${JSON.stringify(values)}`).digest("base64url")
    : randomUUID();
  return { submissionKey, spamReason };
}

/** The columns of a table by property name, with their SQL names and types. */
function columnsOf(table: PgTable): Map<string, { name: string; type: string }> {
  const columns = new Map<string, { name: string; type: string }>();
  for (const [property, column] of Object.entries(getTableColumns(table))) {
    columns.set(property, { name: column.name, type: column.getSQLType() });
  }
  return columns;
}

const tables = {
  inquiries: { name: "inquiries", columns: columnsOf(inquiries) },
  applications: { name: "applications", columns: columnsOf(applications) },
  outbox: { name: "outbox", columns: columnsOf(outbox) },
};

/** `insert into <table> (…) select <row> from <source>` for each row, every value a parameter cast to its column's type. */
function insertFrom(
  table: (typeof tables)[keyof typeof tables],
  rows: Record<string, unknown>[],
  source: string,
  params: StatementParams,
): string {
  const names = Object.keys(rows[0] ?? {});
  const column = (name: string) => {
    const found = table.columns.get(name);
    if (!found) throw new Error(`${table.name} has no column ${name}`);
    return found;
  };
  const selects = rows.map(
    (row) => `select ${names.map((name) => params.add(row[name], column(name).type)).join(", ")} from ${source}`,
  );
  return `insert into ${table.name} (${names.map((name) => `"${column(name).name}"`).join(", ")}) ${selects.join(" union all ")}`;
}

type Submission = {
  table: typeof tables.inquiries | typeof tables.applications;
  /** The row to insert, its id chosen here so that its e-mails can name it before it is stored. */
  row: Record<string, unknown> & { id: string };
  email: string;
  spamReason: string | null;
  messages: OutgoingMessage[];
  link: "inquiryId" | "applicationId";
};

/**
 * Counts the rate limits, stores the submission unless a limit is exceeded or it was stored before,
 * and queues its e-mails with it: one statement, so one round trip, and atomic without BEGIN/COMMIT
 * (every part of a data-modifying WITH commits or rolls back together).
 */
async function store(deps: SubmissionDeps, context: SubmissionContext, submission: Submission): Promise<SubmitOutcome> {
  const { perIpPerHour, perEmailPerHour } = deps.config.rateLimits;
  const params = new StatementParams();
  const limits = countAndCheckCtes(
    [
      { key: `ip:${context.clientIp}`, perHour: perIpPerHour },
      { key: `email:${submission.email.toLowerCase()}`, perHour: perEmailPerHour },
    ],
    context.now,
    params,
  );
  const { table, row } = submission;
  const stored = insertFrom(table, [row], "verdict where allowed", params);
  const messages = sendableMessages(submission.messages);
  const outboxRows = messages.map((message) => outboxRow(message, { [submission.link]: row.id }));
  const queued = outboxRows.length > 0 ? `, queued as (${insertFrom(tables.outbox, outboxRows, "stored", params)} returning 1)` : "";
  const [answer] = await rawQuery<{ allowed: boolean; id: string | null }>(
    deps.db,
    `with ${limits},
    stored as (${stored} on conflict (submission_key) do nothing returning id)${queued}
    select (select allowed from verdict) as allowed, (select id from stored) as id`,
    params.values,
  );
  if (!answer?.allowed) return { status: "rate-limited", retryAfterSeconds: secondsUntilNextWindow(context.now) };
  if (!answer.id) return { status: "duplicate" };
  if (submission.spamReason) return { status: "spam", id: answer.id, reason: submission.spamReason };
  if (messages.length > 0) deps.mailQueued();
  return { status: "stored", id: answer.id };
}

/** Stores a contact-form inquiry and, unless it is spam, queues its e-mails with it. */
export async function submitInquiry(
  deps: SubmissionDeps,
  values: ContactValues,
  context: SubmissionContext,
): Promise<SubmitOutcome> {
  const { submissionKey, spamReason } = screen(deps, values, context);
  const stored = { id: randomUUID(), createdAt: context.now };
  const messages = spamReason ? [] : inquiryMessages({ inquiry: { ...values, ...stored }, ...deps.config });
  return store(deps, context, {
    table: tables.inquiries,
    row: { ...values, ...stored, type: "Inquiry", spamReason, submissionKey },
    email: values.email,
    spamReason,
    messages,
    link: "inquiryId",
  });
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
  const { submissionKey, spamReason } = screen(deps, input, context);
  const stored = { id: randomUUID(), createdAt: context.now };
  const application = { ...input.values, ...stored, type: input.type };
  const messages = spamReason ? [] : applicationMessages({ application, ...deps.config, secret: deps.secret });
  return store(deps, context, {
    table: tables.applications,
    row: { ...applicationRow(input), ...stored, spamReason, submissionKey },
    email: input.values.email,
    spamReason,
    messages,
    link: "applicationId",
  });
}
