import { and, eq, inArray, lt, type SQL, sql } from "drizzle-orm";
import { union } from "drizzle-orm/pg-core";
import { nextAttemptAt } from "~/domain/retry-schedule";
import type { Database } from "~/server/db/client.server";
import { outbox } from "~/server/db/schema.server";
import type { Envelope, OutgoingMessage } from "./render.server";
import { isChatKind } from "./team-chat.server";
import { log } from "~/server/log/logger.server";

export type OutboxRow = typeof outbox.$inferSelect;

/** How long a claim holds a row; well above the transport's timeouts, so a live worker never loses one. */
export const DEFAULT_LOCK_MS = 5 * 60_000;

const MAX_ERROR_LENGTH = 2_000;

/**
 * An e-mail without recipients could never be sent; failing on it would roll back the submission.
 * (A team-chat notice has none: it goes to the configured webhook.)
 */
export function sendableMessages<Message extends Envelope>(messages: Message[]): Message[] {
  const sendable = messages.filter((message) => message.recipients.length > 0 || isChatKind(message.kind));
  if (sendable.length < messages.length) log.warn("outbox: skipped a message without recipients");
  return sendable;
}

/** An e-mail as it is queued: written whole, so that sending it later only sends what the row holds. */
export type QueuedMessage = OutgoingMessage & { calendar?: string };

/** The outbox row of a message, linked to the record it is about. */
export function outboxRow(message: QueuedMessage, links: { applicationId?: string; inquiryId?: string; bookingId?: string }) {
  return {
    kind: message.kind,
    recipients: message.recipients,
    cc: message.cc ?? [],
    replyTo: message.replyTo ?? null,
    subject: message.subject,
    textBody: message.textBody,
    htmlBody: message.htmlBody,
    applicationId: links.applicationId ?? null,
    inquiryId: links.inquiryId ?? null,
    bookingId: links.bookingId ?? null,
    calendar: message.calendar ?? null,
  };
}

/**
 * Stores messages to be sent. Takes a transaction (or the database) so the messages are written
 * together with what they are about, or not at all. (Submissions write theirs in their own single
 * statement instead: see submissions.server.ts.)
 */
export async function enqueueMessages(
  db: Pick<Database, "insert">,
  messages: QueuedMessage[],
  links: { applicationId?: string; inquiryId?: string; bookingId?: string },
  /** `notBefore`: the worker leaves them until then (a decision's undo window); by default they are due at once. */
  options: { notBefore?: Date } = {},
): Promise<void> {
  const sendable = sendableMessages(messages);
  if (sendable.length === 0) return;
  const due = options.notBefore ? { nextAttemptAt: options.notBefore } : {};
  await db.insert(outbox).values(sendable.map((message) => ({ ...outboxRow(message, links), ...due })));
}

/**
 * Claims up to `limit` due rows for this worker in one statement: pending rows whose time has come,
 * and rows whose sender's claim ran out (it died mid-send). SKIP LOCKED lets several workers on one
 * PostgreSQL claim side by side without ever taking the same row. Each kind is looked up on its own,
 * in the order of the (status, next_attempt_at) index, so a claim reads about `limit` rows however
 * long the queue has grown; one query for both kinds (an OR) read and sorted the whole backlog.
 */
export async function claimDueMessages(db: Database, options: { now: Date; limit: number; lockMs?: number }): Promise<OutboxRow[]> {
  const { now, limit, lockMs = DEFAULT_LOCK_MS } = options;
  const dueOf = (kind: SQL) =>
    db
      .select({ id: outbox.id, nextAttemptAt: outbox.nextAttemptAt })
      .from(outbox)
      .where(kind)
      .orderBy(outbox.nextAttemptAt)
      .limit(limit)
      .for("update", { skipLocked: true });
  // The database keeps microseconds and this clock milliseconds: a row queued earlier in the same
  // millisecond as `now` is due, not left for the next poll.
  const dueBefore = new Date(now.getTime() + 1);
  const pending = db.$with("pending").as(dueOf(and(eq(outbox.status, "pending"), lt(outbox.nextAttemptAt, dueBefore)) as SQL));
  const expired = db.$with("expired").as(dueOf(and(eq(outbox.status, "sending"), lt(outbox.lockedUntil, now)) as SQL));
  const chosen = db.$with("chosen").as(
    union(db.select().from(pending), db.select().from(expired))
      .orderBy(sql`next_attempt_at`)
      .limit(limit),
  );
  const rows = await db
    .with(pending, expired, chosen)
    .update(outbox)
    .set({
      status: "sending",
      lockedUntil: new Date(now.getTime() + lockMs),
      attempts: sql`${outbox.attempts} + 1`,
    })
    .where(inArray(outbox.id, db.select({ id: chosen.id }).from(chosen)))
    .returning();
  return rows.sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime());
}

/** Records deliveries: one statement for a whole batch, not one per message. */
export async function markSent(db: Database, rows: Pick<OutboxRow, "id">[], now: Date): Promise<void> {
  if (rows.length === 0) return;
  await db
    .update(outbox)
    .set({ status: "sent", sentAt: now, lockedUntil: null, lastError: null })
    .where(
      inArray(
        outbox.id,
        rows.map((row) => row.id),
      ),
    );
}

/**
 * Records a failed attempt: back to pending for the next try on the retry schedule, or 'failed'
 * when the schedule gives up, or at once when trying again cannot help (`final`). `row` is the
 * claimed row (its attempts already count this attempt).
 */
export async function markAttemptFailed(
  db: Database,
  row: Pick<OutboxRow, "id" | "attempts" | "createdAt">,
  error: unknown,
  now: Date,
  options: { final?: boolean } = {},
): Promise<"retried" | "failed"> {
  const lastError = describeError(error);
  const next = options.final ? null : nextAttemptAt(row.attempts, row.createdAt, now);
  const update = next
    ? { status: "pending" as const, nextAttemptAt: next, lockedUntil: null, lastError }
    : { status: "failed" as const, lockedUntil: null, lastError };
  // Only the holder of this claim may reschedule: if its lock ran out and another worker took the
  // row over (attempts moved on), that worker decides.
  await db
    .update(outbox)
    .set(update)
    .where(and(eq(outbox.id, row.id), eq(outbox.status, "sending"), eq(outbox.attempts, row.attempts)));
  return next ? "retried" : "failed";
}

export function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message || error.name : String(error);
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text;
}
