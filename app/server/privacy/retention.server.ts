import { and, eq, inArray, isNotNull, lt, ne, or, sql } from "drizzle-orm";
import type { Config } from "../config.server";
import { type Database, nextTurn } from "../db/client.server";
import { applications, bookings, dailyJobs, inquiries, outbox } from "../db/schema.server";
import { removeMailFilesOlderThan } from "../mail/mail-files.server";
import { type HourlyJob, startHourlyJob } from "../hourly-job.server";
import { log as logger } from "~/server/log/logger.server";
import { forgetCioInShortlists, tellInterestedCiosItClosed } from "../shortlists/shortlist-privacy.server";

/**
 * The retention job (decision 0022): once a day, across every instance, it deletes what is past
 * its period: spam after `spamDays`; denied and withdrawn applications and handled inquiries
 * `closedMonths` after the decision, withdrawal or handling, with their notes, history and e-mails;
 * sent e-mails' subjects and bodies after `mailBodyDays` (the row stays as the record that it was
 * sent, until it too is `closedMonths` old), and failed e-mails then as well. Calls booked at /book
 * go `closedMonths` after they took place or were cancelled; those caught as spam after `spamDays`.
 */

export type Retention = Config["privacy"]["retention"];

export type RetentionCounts = {
  spamApplications: number;
  closedApplications: number;
  spamInquiries: number;
  handledInquiries: number;
  /** Calls past or cancelled (spam included) beyond their period. */
  pastCalls: number;
  /** E-mails of the deleted applications, inquiries and calls. */
  emailsOfDeletedRecords: number;
  emailBodiesCleared: number;
  failedEmailsDeleted: number;
  oldEmailRecordsDeleted: number;
  mailFiles: number;
};

export type RetentionRun = { ran: false } | { ran: true; counts: RetentionCounts };

const JOB = "retention";
const DAY_MS = 86_400_000;

/** Where a sent e-mail's subject used to be, once it is cleared. */
export const CLEARED_SUBJECT = "(removed after the retention period)";

/** `date` minus `months` calendar months (UTC), on the same day or the month's last: 1 month before 03-31 is 02-28. */
export function monthsBefore(date: Date, months: number): Date {
  const result = new Date(date);
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return result;
}

export function cutoffs(now: Date, retention: Retention) {
  return {
    spam: new Date(now.getTime() - retention.spamDays * DAY_MS),
    closed: monthsBefore(now, retention.closedMonths),
    mailBody: new Date(now.getTime() - retention.mailBodyDays * DAY_MS),
  };
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The database part of a run, inside the transaction that claimed the day. */
async function deleteExpired(tx: Transaction, now: Date, retention: Retention, baseUrl: string): Promise<RetentionCounts> {
  const cutoff = cutoffs(now, retention);
  const spamApplications = and(isNotNull(applications.spamReason), lt(applications.createdAt, cutoff.spam));
  const closedApplications = or(
    and(eq(applications.status, "Denied"), lt(sql`coalesce(${applications.decidedAt}, ${applications.createdAt})`, cutoff.closed)),
    and(eq(applications.status, "Withdrawn"), lt(sql`coalesce(${applications.withdrawnAt}, ${applications.createdAt})`, cutoff.closed)),
  );
  const spamInquiries = and(isNotNull(inquiries.spamReason), lt(inquiries.createdAt, cutoff.spam));
  const handledInquiries = lt(inquiries.handledAt, cutoff.closed);
  const pastCalls = or(
    lt(bookings.endsAt, cutoff.closed),
    lt(bookings.cancelledAt, cutoff.closed),
    and(eq(bookings.cancelledBy, "spam checks"), lt(bookings.createdAt, cutoff.spam)),
  );

  // Their e-mails first (an application's deletion would only unlink them); notes and history go by cascade.
  const expiredApplications = tx.select({ id: applications.id }).from(applications).where(or(spamApplications, closedApplications));
  const expiredInquiries = tx.select({ id: inquiries.id }).from(inquiries).where(or(spamInquiries, handledInquiries));
  const expiredCalls = tx.select({ id: bookings.id }).from(bookings).where(pastCalls);
  const emails = await tx
    .delete(outbox)
    .where(
      or(
        inArray(outbox.applicationId, expiredApplications),
        inArray(outbox.inquiryId, expiredInquiries),
        inArray(outbox.bookingId, expiredCalls),
      ),
    )
    .returning({ id: outbox.id });
  await nextTurn();
  const deletedCalls = await tx.delete(bookings).where(pastCalls).returning({ id: bookings.id });
  await nextTurn();
  // A company's open shortlist goes with it: its interested CIOs are told (decision 0078). A
  // shortlisted CIO's notes and words go with them (decision 0075); their candidate row stays.
  await tellInterestedCiosItClosed(tx, expiredApplications, baseUrl);
  await forgetCioInShortlists(tx, expiredApplications);
  const deletedApplications = await tx
    .delete(applications)
    .where(or(spamApplications, closedApplications))
    .returning({ spam: applications.spamReason });
  await nextTurn();
  const deletedInquiries = await tx.delete(inquiries).where(or(spamInquiries, handledInquiries)).returning({ spam: inquiries.spamReason });

  const sentAt = sql`coalesce(${outbox.sentAt}, ${outbox.createdAt})`;
  await nextTurn();
  const oldRecords = await tx
    .delete(outbox)
    .where(and(inArray(outbox.status, ["sent", "failed"]), lt(sentAt, cutoff.closed)))
    .returning({ id: outbox.id });
  // A failed e-mail was never delivered: past the body period nothing of it is worth keeping (nor retrying).
  await nextTurn();
  const failed = await tx
    .delete(outbox)
    .where(and(eq(outbox.status, "failed"), lt(outbox.createdAt, cutoff.mailBody)))
    .returning({ id: outbox.id });
  await nextTurn();
  // To '' rather than null: null marks a row an older version queued without its bodies, which the
  // server writes when it starts (mail/older-rows.server.ts); a cleared row must stay cleared.
  const cleared = await tx
    .update(outbox)
    .set({ subject: CLEARED_SUBJECT, textBody: "", htmlBody: "", replyTo: null, calendar: null })
    .where(and(eq(outbox.status, "sent"), lt(sentAt, cutoff.mailBody), ne(outbox.subject, CLEARED_SUBJECT)))
    .returning({ id: outbox.id });

  return {
    spamApplications: deletedApplications.filter((row) => row.spam !== null).length,
    closedApplications: deletedApplications.filter((row) => row.spam === null).length,
    spamInquiries: deletedInquiries.filter((row) => row.spam !== null).length,
    handledInquiries: deletedInquiries.filter((row) => row.spam === null).length,
    pastCalls: deletedCalls.length,
    emailsOfDeletedRecords: emails.length,
    emailBodiesCleared: cleared.length,
    failedEmailsDeleted: failed.length,
    oldEmailRecordsDeleted: oldRecords.length,
    mailFiles: 0,
  };
}

/**
 * Runs the job unless an instance already ran it today (UTC): the day is claimed by moving
 * `daily_jobs.last_run_on` forward in an atomic upsert, and the work happens in the same
 * transaction, so of several instances exactly one does it, and a failed run leaves the day
 * unclaimed for the next attempt.
 */
export async function runRetention(
  db: Database,
  /** `baseUrl`: the site's address, for the notices to CIOs of a deleted company's open shortlist. */
  options: { now: Date; retention: Retention; mailFolder: string | null; baseUrl: string },
): Promise<RetentionRun> {
  const { now, retention } = options;
  const today = now.toISOString().slice(0, 10);
  const counts = await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(dailyJobs)
      .values({ job: JOB, lastRunOn: today, lastRunAt: now })
      .onConflictDoUpdate({
        target: dailyJobs.job,
        set: { lastRunOn: today, lastRunAt: now },
        setWhere: lt(dailyJobs.lastRunOn, today),
      })
      .returning({ job: dailyJobs.job });
    if (claimed.length === 0) return null;
    await nextTurn();
    const result = await deleteExpired(tx, now, retention, options.baseUrl);
    await nextTurn();
    await tx.update(dailyJobs).set({ lastResult: result }).where(eq(dailyJobs.job, JOB));
    return result;
  });
  if (!counts) return { ran: false };
  if (options.mailFolder) {
    counts.mailFiles = await removeMailFilesOlderThan(options.mailFolder, cutoffs(now, retention).mailBody);
    if (counts.mailFiles > 0) await db.update(dailyJobs).set({ lastResult: counts }).where(eq(dailyJobs.job, JOB));
  }
  return { ran: true, counts };
}

export function describeRun(counts: RetentionCounts): string {
  return Object.entries(counts)
    .map(([kind, n]) => `${kind} ${n}`)
    .join(", ");
}

/** `checkNow` checks at once (and runs if due); it resolves when done, a failure logged. */
export type RetentionJob = HourlyJob;

/**
 * Checks every `checkMs` (an hour) whether today's run is due; the server makes the first check
 * itself during start (`checkNow`). The timer never keeps the process alive; `stop` waits for a run
 * in flight.
 */
export function startRetentionJob(options: {
  db: Database;
  retention: Retention;
  mailFolder: string | null;
  baseUrl: string;
  now?: () => Date;
  checkMs?: number;
  log?: (line: string) => void;
}): RetentionJob {
  const { now = () => new Date(), checkMs } = options;
  const log = options.log ?? ((line: string) => logger.info(line));
  const run = async () => {
    const result = await runRetention(options.db, {
      now: now(),
      retention: options.retention,
      mailFolder: options.mailFolder,
      baseUrl: options.baseUrl,
    });
    if (result.ran) log(`retention: ${describeRun(result.counts)}`);
  };
  return startHourlyJob("retention", run, checkMs);
}
