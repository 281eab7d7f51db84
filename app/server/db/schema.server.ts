import { sql } from "drizzle-orm";
import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { applications } from "./application-schema.server";
import { bookings } from "./booking-schema.server";
import {
  consentColumns,
  createdAt,
  inquiryAwaitingReply,
  localeColumn,
  replyAwaited,
  replyUnsettled,
  reportColumns,
  sourceColumns,
} from "./columns.server";

/** Contact-form inquiries: stored before the visitor is thanked, not only e-mailed (docs/product.md). */
export const inquiries = pgTable(
  "inquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    type: text("type").notNull().default("Inquiry"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    message: text("message"),
    spamReason: text("spam_reason"),
    submissionKey: text("submission_key").notNull().unique(),
    /** Which admin marked it handled, and when; null while it is new. */
    handledBy: text("handled_by"),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    ...consentColumns(),
    ...sourceColumns(),
    ...reportColumns(),
    locale: localeColumn(),
    createdAt: createdAt(),
  },
  (table) => [
    index("inquiries_created_idx").on(table.createdAt.desc()),
    index("inquiries_email_idx").on(sql`lower(${table.email})`),
    // The queue and the navigation's count: the inquiries not yet handled, oldest first.
    index("inquiries_awaiting_reply_idx").on(table.createdAt, table.id).where(inquiryAwaitingReply(table)),
    index("inquiries_reply_unsettled_idx").on(table.createdAt).where(replyUnsettled(table)),
    index("inquiries_reply_awaited_idx").on(table.createdAt).where(replyAwaited(table)),
  ],
);

/** E-mails waiting to be delivered, delivered, or given up on. Written in the submission's transaction. */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** What the message is for, e.g. "application-notification", "inquiry-confirmation". */
    kind: text("kind").notNull(),
    recipients: text("recipients").array().notNull(),
    /**
     * Who gets a copy, named in the Cc header: the team on a shortlist's introductions (decision
     * 0078). Empty on every other e-mail, and on the rows queued before the column came.
     */
    cc: text("cc")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    /**
     * Written when the e-mail is queued, and sent as they are (decision 0071); '' once retention has
     * cleared them. Null only on a submission's e-mail queued by an older version: the server writes
     * those when it starts (mail/older-rows.server.ts), and one whose submission is gone is never sent.
     */
    textBody: text("text_body"),
    htmlBody: text("html_body"),
    status: text("status", { enum: ["pending", "sending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** A worker's claim on a row in "sending"; past this time another worker may take it over. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    applicationId: uuid("application_id").references(() => applications.id, { onDelete: "set null" }),
    inquiryId: uuid("inquiry_id").references(() => inquiries.id, { onDelete: "set null" }),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    /** A booking's calendar invite (.ics text), attached when sent; null on every other e-mail. */
    calendar: text("calendar"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [index("outbox_due_idx").on(table.status, table.nextAttemptAt)],
);

/**
 * Every limit's counts (app/server/limits/limits.server.ts): events per key in buckets of a
 * sixtieth of the limit's window, judged over the window that ends now. Short-lived: rows older
 * than the longest window are pruned.
 */
export const limitCounts = pgTable(
  "limit_counts",
  {
    key: text("key").notNull(),
    bucket: timestamp("bucket", { withTimezone: true }).notNull(),
    count: integer("count").notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.bucket] }), index("limit_counts_bucket_idx").on(table.bucket)],
);

/** What one deletion of personal data removed, by kind of record; never who it was about. */
export type DeletionCounts = {
  applications: number;
  notes: number;
  events: number;
  inquiries: number;
  /** Calls booked at /book; absent from records made before bookings existed. */
  bookings?: number;
  emails: number;
  mailFiles: number;
  accounts: number;
  /**
   * Only in records made before 2026-11-25: notes and history entries of other applications whose
   * mention of the person was blanked out. Deletions no longer touch other records: matching a name
   * or an address could rewrite someone else's words, so an admin edits them instead.
   */
  mentionsRemoved?: number;
  rateLimitCounters: number;
};

/**
 * The record that personal data was deleted (an admin's request, or an applicant's from their
 * withdrawal link): when, by whom, why, and how many records of each kind went. It holds no
 * personal data: an admin's reason is stored with the person's name and address blanked out (decision 0021).
 */
export const personalDataDeletions = pgTable("personal_data_deletions", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** The admin's e-mail, or "the applicant" when they asked through their withdrawal link. */
  actor: text("actor").notNull(),
  reason: text("reason").notNull(),
  counts: jsonb("counts").$type<DeletionCounts>().notNull(),
  createdAt: createdAt(),
});

/**
 * Jobs that run once a day across every instance: an instance runs one only after moving
 * `last_run_on` to today in an atomic UPDATE, which exactly one instance wins (decision 0022).
 */
export const dailyJobs = pgTable("daily_jobs", {
  job: text("job").primaryKey(),
  /** The UTC day of the last run. */
  lastRunOn: date("last_run_on", { mode: "string" }).notNull(),
  lastRunAt: timestamp("last_run_at", { withTimezone: true }).notNull(),
  /** What the last run did, for whoever looks (the log has every run). */
  lastResult: jsonb("last_result").$type<Record<string, number>>(),
});

/**
 * The team's morning digests, one row per day on the team's calendar: a server queues the day's
 * e-mail only in the transaction that inserts its row, so of several servers one sends it.
 */
export const morningDigests = pgTable("morning_digests", {
  day: date("day", { mode: "string" }).primaryKey(),
  queuedAt: timestamp("queued_at", { withTimezone: true }).notNull(),
  /** What it listed, for whoever looks. */
  counts: jsonb("counts").$type<Record<string, number>>(),
});

export * from "./application-schema.server";
export * from "./auth-schema.server";
export * from "./booking-schema.server";
export * from "./report-schema.server";
export { searchText } from "./columns.server";
export * from "./shortlist-schema.server";
