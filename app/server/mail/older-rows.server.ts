import { and, asc, eq, gt, inArray, isNull, or } from "drizzle-orm";
import { words } from "~/content/words";
import { leadFormsIn } from "~/domain/forms/lead-forms";
import { formValuesOf } from "~/domain/forms/record";
import type { ApplicationRow } from "~/server/db/schema.server";
import type { Database } from "~/server/db/client.server";
import { applications, inquiries, outbox } from "~/server/db/schema.server";
import { log } from "~/server/log/logger.server";
import type { OutboxRow } from "./outbox.server";
import { type ChatFormat, chatFormatOf } from "~/domain/chat-message";
import { chatBodies, isChatKind } from "./team-chat.server";
import { applicationMessages, inquiryMessages } from "./templates.server";

/**
 * Before decision 0071 a submission queued its e-mails and its chat notice without their bodies,
 * which were written from the stored submission each time the e-mail was sent or exported. Every
 * e-mail is now written when it is queued, and the worker sends only what a row holds. The rows
 * queued the old way, sent or not, get their bodies written here once, when the server starts, by
 * the same templates from the same submission as they would have been: so they go out as before.
 * Once every database has been started once by a server of this version, this module can go.
 */

/** What writing the bodies takes besides the submission: the links in them, and the chat's format. */
export type BodySettings = { baseUrl: string; secret: string; chatFormat?: ChatFormat };

/** The settings for writing bodies, from the configuration. */
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
            ...formValuesOf(leadFormsIn(words("en")), application),
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

/** Rows read at a time, so that a long history of them never comes into memory at once. */
const CHUNK = 500;

/**
 * Writes the bodies of the outbox rows queued without them; returns how many were written. A row
 * whose submission is gone keeps none: the worker marks it failed, as it did before. Safe to run
 * by several instances at once: a row already written is left as it is.
 */
export async function writeBodiesOfOlderRows(db: Database, settings: BodySettings): Promise<number> {
  let written = 0;
  let after: string | undefined;
  for (;;) {
    const unwritten = or(isNull(outbox.textBody), isNull(outbox.htmlBody));
    const rows = await db
      .select()
      .from(outbox)
      .where(after ? and(unwritten, gt(outbox.id, after)) : unwritten)
      .orderBy(asc(outbox.id))
      .limit(CHUNK);
    if (rows.length === 0) break;
    after = rows.at(-1)?.id;
    const submissions = await submissionsOf(db, rows);
    for (const row of rows) {
      const bodies = submissionEmailBodies(row, submissions, settings);
      if (!bodies) continue;
      const updated = await db
        .update(outbox)
        .set(bodies)
        .where(and(eq(outbox.id, row.id), unwritten))
        .returning({ id: outbox.id });
      written += updated.length;
    }
    if (rows.length < CHUNK) break;
  }
  if (written > 0) log.info(`mail: wrote the bodies of ${written} e-mails queued without them`);
  return written;
}
