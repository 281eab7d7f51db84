import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { words } from "~/content/words";
import type { Locale } from "~/domain/locale";
import { type ConsentAnswer, consentRecord } from "~/domain/consent";
import { type CioValues, type CompanyValues, type ContactValues, leadFormsIn } from "~/domain/forms/lead-forms";
import { applicationFormOf, recordOf } from "~/domain/forms/record";
import { type LeadSource, ownHostOf, sourceRecord } from "~/domain/forms/lead-source";
import type { Config } from "../config.server";
import type { Database } from "../db/client.server";
import { applications } from "../db/schema.server";
import { type ScreenFields, screenPost } from "./spam-screen.server";
import { outboxRow, sendableMessages } from "../mail/outbox.server";
import { applicationChatMessages, inquiryChatMessages } from "../mail/team-chat.server";
import { applicationMessages, inquiryMessages, type OutgoingMessage } from "../mail/templates.server";
import { limitCheck } from "../limits/limits.server";
import { type BatchTable, storeInBatch } from "./submission-batches.server";

export type SubmissionDeps = {
  db: Database;
  secret: string;
  config: Pick<Config, "spam" | "rateLimits" | "notifyEmails" | "baseUrl"> & Partial<Pick<Config, "notifyWebhookUrl">>;
  /** Called after a commit that queued e-mail, so the worker sends it now rather than at its next poll. */
  mailQueued: () => void;
};

export type SubmissionContext = ScreenFields & {
  clientIp: string;
  now: Date;
  /** The language of the form the visitor used; English when not said. */
  locale?: Locale;
};

export type SubmitOutcome =
  | { status: "stored"; id: string }
  /** Sent before; `id` names the application stored the first time (null for an inquiry, or if it is gone). */
  | { status: "duplicate"; id: string | null }
  | { status: "spam"; id: string; reason: string }
  | { status: "rate-limited"; retryAfterSeconds: number };

/** The spam screen; the row's key comes from the values, so a resent POST is found again. */
const screen = (deps: SubmissionDeps, values: unknown, context: SubmissionContext) =>
  screenPost(context, { secret: deps.secret, spam: deps.config.spam }, JSON.stringify(values));

type Submission = {
  table: BatchTable;
  /** The row to insert, its id chosen here so that its e-mails can name it before it is stored. */
  row: Record<string, unknown> & { id: string };
  email: string;
  spamReason: string | null;
  /** Its e-mails, written, queued with it. */
  messages: OutgoingMessage[];
  link: "inquiryId" | "applicationId";
};

/**
 * Counts the rate limits, stores the submission unless a limit is exceeded or it was stored before,
 * and queues its e-mails with it, all in one statement (shared with the submissions that arrive with
 * it: submission-batches.server.ts). Resolves once that statement has committed.
 */
async function store(deps: SubmissionDeps, context: SubmissionContext, submission: Submission): Promise<SubmitOutcome> {
  const { row } = submission;
  const messages = sendableMessages(submission.messages);
  const answer = await storeInBatch(
    deps.db,
    submission.table,
    {
      row,
      limits: [
        limitCheck("submissionsPerNetwork", context.clientIp, deps.config),
        limitCheck("submissionsPerMailbox", submission.email, deps.config),
      ],
      messages: messages.map((message) => outboxRow(message, { [submission.link]: row.id })),
    },
    context.now,
  );
  if (!answer.allowed) return { status: "rate-limited", retryAfterSeconds: answer.retryAfterSeconds };
  if (!answer.id) return { status: "duplicate", id: submission.table === "applications" ? await storedApplicationId(deps.db, row) : null };
  if (submission.spamReason) return { status: "spam", id: answer.id, reason: submission.spamReason };
  if (messages.length > 0) deps.mailQueued();
  return { status: "stored", id: answer.id };
}

/** The application a resent form stored the first time: its thank-you names it as the first one did. */
async function storedApplicationId(db: Database, row: Submission["row"]): Promise<string | null> {
  const [stored] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.submissionKey, String(row.submissionKey)));
  return stored?.id ?? null;
}

const chatSettingsOf = (config: SubmissionDeps["config"]) => ({ baseUrl: config.baseUrl, webhookUrl: config.notifyWebhookUrl });

/** Stores a contact-form inquiry and, unless it is spam, queues its e-mails with it. */
export async function submitInquiry(
  deps: SubmissionDeps,
  values: ContactValues & ConsentAnswer & Partial<LeadSource>,
  context: SubmissionContext,
): Promise<SubmitOutcome> {
  const { submissionKey, spamReason } = screen(deps, values, context);
  const stored = { id: randomUUID(), createdAt: context.now, locale: context.locale ?? "en" };
  const inquiry = { ...values, ...stored };
  // The team's chat notice goes with the team's e-mail: not for spam (until 'Not spam').
  const messages = spamReason
    ? []
    : [...inquiryMessages({ inquiry, ...deps.config }), ...inquiryChatMessages(inquiry, chatSettingsOf(deps.config))];
  return store(deps, context, {
    table: "inquiries",
    row: {
      ...recordOf(leadFormsIn(words("en")).contact, values),
      ...stored,
      type: "Inquiry",
      spamReason,
      submissionKey,
      ...consentRecord(values, "contact", context.now),
      ...sourceRecord(values, ownHostOf(deps.config.baseUrl)),
    },
    email: values.email,
    spamReason,
    messages,
    link: "inquiryId",
  });
}

/** An application's values, with the consent answer and, when the form carried it, where it came from. */
export type ApplicationInput =
  | { type: "CIO"; values: CioValues & ConsentAnswer & Partial<LeadSource> }
  | { type: "Company"; values: CompanyValues & ConsentAnswer & Partial<LeadSource> };

/** Stores a CIO application or company inquiry and, unless it is spam, queues its e-mails with it. */
export async function submitApplication(deps: SubmissionDeps, input: ApplicationInput, context: SubmissionContext): Promise<SubmitOutcome> {
  const { submissionKey, spamReason } = screen(deps, input, context);
  const stored = { id: randomUUID(), createdAt: context.now, locale: context.locale ?? "en" };
  const application = { ...input.values, ...stored, type: input.type };
  const messages = spamReason
    ? []
    : [
        ...applicationMessages({ application, ...deps.config, secret: deps.secret }),
        ...applicationChatMessages(application, chatSettingsOf(deps.config)),
      ];
  return store(deps, context, {
    table: "applications",
    row: {
      // The form's fields say which column each value goes in (app/domain/forms/lead-forms.ts).
      ...recordOf(applicationFormOf(leadFormsIn(words("en")), input.type), input.values),
      type: input.type,
      ...stored,
      spamReason,
      submissionKey,
      ...consentRecord(input.values, input.type === "CIO" ? "cio" : "company", context.now),
      ...sourceRecord(input.values, ownHostOf(deps.config.baseUrl)),
    },
    email: input.values.email,
    spamReason,
    messages,
    link: "applicationId",
  });
}
