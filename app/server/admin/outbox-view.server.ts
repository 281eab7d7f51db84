import { and, count, desc, eq } from "drizzle-orm";
import { PAGE_SIZE, type Page, paginate } from "~/domain/pagination";
import type { Database } from "../db/client.server";
import { outbox } from "../db/schema.server";
import { asOneLine } from "~/domain/forms/control-characters";
import { isUuid } from "~/domain/ids";

export type OutboxListRow = Pick<
  typeof outbox.$inferSelect,
  "id" | "kind" | "recipients" | "cc" | "subject" | "status" | "attempts" | "lastError" | "createdAt" | "sentAt" | "nextAttemptAt"
>;

/** The site's e-mails, newest first, a page at a time: what was sent, what waits, what failed. */
export async function listOutbox(db: Database, requestedPage: number): Promise<{ rows: OutboxListRow[]; page: Page }> {
  const [totals] = await db.select({ total: count() }).from(outbox);
  const page = paginate(totals?.total ?? 0, requestedPage);
  const rows = await db
    .select({
      id: outbox.id,
      kind: outbox.kind,
      recipients: outbox.recipients,
      cc: outbox.cc,
      subject: outbox.subject,
      status: outbox.status,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
      nextAttemptAt: outbox.nextAttemptAt,
    })
    .from(outbox)
    .orderBy(desc(outbox.createdAt), outbox.id)
    .limit(PAGE_SIZE)
    .offset(page.offset);
  // A subject queued before its characters were refused is shown without them.
  return { rows: rows.map((row) => ({ ...row, subject: asOneLine(row.subject) })), page };
}

/**
 * 'Retry' on a failed message: pending again and due now, so the worker makes one more attempt
 * (the retry schedule has run out, so a new failure marks it failed again). Only a failed row moves.
 */
export async function retryFailedMessage(db: Database, id: string, now: Date): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .update(outbox)
    .set({ status: "pending", nextAttemptAt: now, lockedUntil: null })
    .where(and(eq(outbox.id, id), eq(outbox.status, "failed")))
    .returning({ id: outbox.id });
  return rows.length > 0;
}
