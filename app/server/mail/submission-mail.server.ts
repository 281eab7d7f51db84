import { inArray } from "drizzle-orm";
import { formValuesOf } from "~/domain/forms/record";
import type { ApplicationRow } from "~/server/db/schema.server";
import type { Database } from "~/server/db/client.server";
import { applications, inquiries } from "~/server/db/schema.server";
import type { OutboxRow } from "./outbox.server";
import { type ChatFormat, chatFormatOf } from "~/domain/chat-message";
import { chatBodies, isChatKind } from "./team-chat.server";
import { applicationMessages, inquiryMessages } from "./templates.server";

/**
 * A submission queues its e-mails in the statement that stores it, but only their envelopes
 * (recipients, subject): the bodies are written from the submission as stored when the e-mail is
 * sent, or shown (decision 0028). The visitor's request then neither renders two e-mails nor moves
 * them through the database.
 */

/** What writing the bodies takes besides the submission: the links in them, and the chat's format. */
export type BodySettings = { baseUrl: string; secret: string; chatFormat?: ChatFormat };

/** The settings for writing bodies, from the configuration: one place for the worker and the export. */
export function bodySettingsOf(config: { baseUrl: string; notifyWebhookUrl?: string }, secret: string): BodySettings {
  const webhookUrl = config.notifyWebhookUrl;
  return { baseUrl: config.baseUrl, secret, chatFormat: webhookUrl ? chatFormatOf(webhookUrl) : undefined };
}

type InquiryRow = typeof inquiries.$inferSelect;

/** The submissions that e-mails are about, by id. */
export type Submissions = { applications: Map<string, ApplicationRow>; inquiries: Map<string, InquiryRow> };

type QueuedEmail = Pick<OutboxRow, "kind" | "recipients" | "applicationId" | "inquiryId">;

/** The bodies of a submission's e-mail, from the submission; null when it is not among `submissions`. */
export function submissionEmailBodies(
  email: QueuedEmail,
  submissions: Submissions,
  settings: BodySettings,
): { textBody: string; htmlBody: string } | null {
  if (isChatKind(email.kind)) return chatBodies(email, submissions, settings);
  // Notifications go to the addresses stored with them, whatever NOTIFY_EMAILS says by now.
  const notifyEmails = email.recipients;
  const application = email.applicationId ? submissions.applications.get(email.applicationId) : undefined;
  const inquiry = email.inquiryId ? submissions.inquiries.get(email.inquiryId) : undefined;
  const [message] = application
    ? applicationMessages(
        {
          application: {
            ...formValuesOf(application),
            id: application.id,
            type: application.type,
            createdAt: application.createdAt,
            // The language of the form it came from: the visitor's e-mail is written in it.
            locale: application.locale,
          },
          notifyEmails,
          ...settings,
        },
        email.kind,
      )
    : inquiry
      ? inquiryMessages({ inquiry, notifyEmails, baseUrl: settings.baseUrl }, email.kind)
      : [];
  return message ? { textBody: message.textBody, htmlBody: message.htmlBody } : null;
}

/** Loads the submissions that `emails` are about (two queries at most, whatever their number). */
export async function submissionsOf(db: Database, emails: QueuedEmail[]): Promise<Submissions> {
  const ids = (key: "applicationId" | "inquiryId") => [...new Set(emails.flatMap((email) => (email[key] ? [email[key]] : [])))];
  const applicationIds = ids("applicationId");
  const inquiryIds = ids("inquiryId");
  const [applicationRows, inquiryRows] = await Promise.all([
    applicationIds.length > 0 ? db.select().from(applications).where(inArray(applications.id, applicationIds)) : [],
    inquiryIds.length > 0 ? db.select().from(inquiries).where(inArray(inquiries.id, inquiryIds)) : [],
  ]);
  return {
    applications: new Map(applicationRows.map((row) => [row.id, row])),
    inquiries: new Map(inquiryRows.map((row) => [row.id, row])),
  };
}

/**
 * Claimed rows with their bodies: those queued without them get them written from their submission.
 * A row whose submission is gone keeps null bodies; the worker records it as failed.
 */
export async function withBodies(db: Database, rows: OutboxRow[], settings: BodySettings): Promise<OutboxRow[]> {
  const unwritten = rows.filter((row) => !hasBodies(row));
  if (unwritten.length === 0) return rows;
  const submissions = await submissionsOf(db, unwritten);
  return rows.map((row) => (hasBodies(row) ? row : { ...row, ...submissionEmailBodies(row, submissions, settings) }));
}

/** Whether an outbox row's bodies are written (stored so, or written by withBodies). */
export function hasBodies(row: Pick<OutboxRow, "textBody" | "htmlBody">): row is typeof row & { textBody: string; htmlBody: string } {
  return row.textBody !== null && row.htmlBody !== null;
}
