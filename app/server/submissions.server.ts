import { createHash, randomUUID } from "node:crypto";
import { type Column, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { CioValues, CompanyValues, ContactValues } from "~/domain/forms/lead-forms";
import type { Config } from "./config.server";
import type { Database } from "./db/client.server";
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

/** A value as a parameter of its column's type (drizzle's own encoding: dates, arrays). */
function typed(value: unknown, column: Column): SQL {
  const param = value === undefined || value === null ? null : sql.param(value, column);
  return sql`${param}::${sql.raw(column.getSQLType())}`;
}

/** `insert into <table> (…) select <row> from <source>` for each row, every value cast to its column's type. */
function insertFrom(table: PgTable, rows: Record<string, unknown>[], source: SQL): SQL {
  const columns = getTableColumns(table) as Record<string, Column>;
  const names = Object.keys(rows[0] ?? {});
  const column = (name: string) => {
    const found = columns[name];
    if (!found) throw new Error(`no column ${name}`);
    return found;
  };
  const columnList = sql.join(names.map((name) => sql.identifier(column(name).name)), sql`, `);
  const selects = rows.map(
    (row) => sql`select ${sql.join(names.map((name) => typed(row[name], column(name))), sql`, `)} from ${source}`,
  );
  return sql`insert into ${table} (${columnList}) ${sql.join(selects, sql` union all `)}`;
}

type Submission = {
  table: typeof inquiries | typeof applications;
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
  const limits = countAndCheckCtes(
    [
      { key: `ip:${context.clientIp}`, perHour: perIpPerHour },
      { key: `email:${submission.email.toLowerCase()}`, perHour: perEmailPerHour },
    ],
    context.now,
  );
  const { table, row } = submission;
  const messages = sendableMessages(submission.messages);
  const queued =
    messages.length > 0
      ? sql`, queued as (${insertFrom(
          outbox,
          messages.map((message) => outboxRow(message, { [submission.link]: row.id })),
          sql`stored`,
        )} returning 1)`
      : sql``;
  const result = await deps.db.execute(sql`with ${limits}, stored as (
      ${insertFrom(table, [row], sql`verdict where allowed`)}
      on conflict (submission_key) do nothing
      returning id
    )${queued}
    select (select allowed from verdict) as allowed, (select id from stored) as id`);
  const [answer] = (result as unknown as { rows: { allowed: boolean; id: string | null }[] }).rows;
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
    table: inquiries,
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
  const messages = spamReason ? [] : applicationMessages({ application, ...deps.config });
  return store(deps, context, {
    table: applications,
    row: { ...applicationRow(input), ...stored, spamReason, submissionKey },
    email: input.values.email,
    spamReason,
    messages,
    link: "applicationId",
  });
}
