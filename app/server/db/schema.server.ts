import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { bookings } from "./booking-schema.server";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/**
 * The answer to the forms' news e-mail box (CASL), kept as evidence: ticked or not, the version of
 * the wording shown (app/domain/consent.ts), when, and on which form. All null on rows stored
 * before consent was recorded (migration 0006).
 */
/** The language the visitor used (app/domain/locale.ts): their e-mails and links are in it. */
const localeColumn = () => text("locale").notNull().default("en");

const consentColumns = () => ({
  newsConsent: boolean("news_consent"),
  consentVersion: text("consent_version"),
  consentAt: timestamp("consent_at", { withTimezone: true }),
  consentForm: text("consent_form"),
});

/** What the admin search looks in: the company's name (null on a CIO's row), the person's name and the e-mail. */
export function searchText(columns: { companyName: AnyPgColumn; firstName: AnyPgColumn; lastName: AnyPgColumn; email: AnyPgColumn }) {
  return sql`coalesce(${columns.companyName}, '') || ' ' || ${columns.firstName} || ' ' || ${columns.lastName} || ' ' || ${columns.email}`;
}

/** CIO applications and company inquiries, with every field the visitor filled in kept (docs/product.md). */
export const applications = pgTable(
  "applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    type: text("type", { enum: ["CIO", "Company"] }).notNull(),
    /** A company request's company; null on a CIO's row. */
    companyName: text("company_name"),
    /** On a company request, the contact's names; '' for a contact's first name asked before migration 0013. */
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    linkedin: text("linkedin"),
    companyUrl: text("company_url"),
    companySize: text("company_size"),
    contractDuration: text("contract_duration"),
    experience: text("experience"),
    city: text("city").notNull(),
    province: text("province").notNull(),
    workModel: text("work_model"),
    availability: text("availability"),
    message: text("message"),
    industries: text("industries").array(),
    areasOfExpertise: text("areas_of_expertise").array(),
    requiredExpertise: text("required_expertise").array(),
    /** The language the person works in (en, fr, both): asked on both forms; null on rows stored before it was asked, and on company requests that left it empty. */
    workLanguage: text("work_language"),
    /** null until an admin decides; "Withdrawn" when the applicant withdrew it (through their e-mailed link). */
    status: text("status", { enum: ["Accepted", "Denied", "Withdrawn"] }),
    /** Who decided (the admin's e-mail, kept even if their account goes) and when. */
    decidedBy: text("decided_by"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** When the applicant withdrew it; retention counts from here (decision 0021). */
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    /** Why the spam checks caught it; null for a real submission. */
    spamReason: text("spam_reason"),
    /** The form's one-time token: a resent POST finds its submission instead of storing a second. */
    submissionKey: text("submission_key").notNull().unique(),
    ...consentColumns(),
    locale: localeColumn(),
    createdAt: createdAt(),
  },
  (table) => [
    index("applications_created_idx").on(table.createdAt.desc()),
    // The admin list: real submissions, newest first.
    index("applications_listed_idx")
      .on(table.createdAt.desc(), table.id)
      .where(sql`${table.spamReason} is null`),
    index("applications_type_status_created_idx").on(table.type, table.status, table.createdAt.desc()),
    index("applications_email_idx").on(sql`lower(${table.email})`),
    // The admin search: ILIKE '%…%' over name, company and e-mail, served by trigrams (pg_trgm).
    index("applications_search_idx").using("gin", sql`(${searchText(table)}) gin_trgm_ops`),
  ],
);

export type ApplicationRow = typeof applications.$inferSelect;

/**
 * What happened to an application, oldest first: decisions, reopenings (with their reason),
 * introductions, a release from spam, a withdrawal by the applicant. `actor` is the admin's e-mail,
 * kept even if the account goes ("the applicant" for a withdrawal).
 */
export const applicationEvents = pgTable(
  "application_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    // A text column: a new kind needs no migration. "applicant-notified" / "applicant-not-notified"
    // say whether a decision was e-mailed to the applicant; "decision-email-cancelled" that a
    // reopening or withdrawal stopped one that had not gone out.
    kind: text("kind", {
      enum: [
        "decided",
        "reopened",
        "introduced",
        "released-from-spam",
        "withdrawn",
        "applicant-notified",
        "applicant-not-notified",
        "decision-email-cancelled",
        // A shortlist's steps (decision 0075), each on both records, the other one named:
        "shortlisted",
        "shortlist-viewed",
        "cio-interested",
        "cio-not-for-me",
        "shortlist-link-revoked",
        "shortlist-link-resent",
      ],
    }).notNull(),
    /** For "decided" and the decision e-mail's kinds: Accepted or Denied. */
    status: text("status", { enum: ["Accepted", "Denied"] }),
    /** For "reopened": why the decision was undone; for "cio-interested" and "cio-not-for-me", the CIO's reason. */
    reason: text("reason"),
    /** For "introduced" and a shortlist's steps: the application on the other side. */
    otherApplicationId: uuid("other_application_id").references(() => applications.id, { onDelete: "set null" }),
    actor: text("actor").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("application_events_application_idx").on(table.applicationId, table.createdAt)],
);

/** Admins' internal notes on an application; never shown to anyone else. */
export const applicationNotes = pgTable(
  "application_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    author: text("author").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("application_notes_application_idx").on(table.applicationId, table.createdAt)],
);

/**
 * How many listed (non-spam) applications there are per type and status, kept by a trigger on
 * `applications` (migration 0003), so the admin list's 'of N entries' costs the same at 100 rows
 * as at 100,000. Each change lands on one of 16 shards, so concurrent submissions rarely wait on
 * the same row; a total is the sum over the shards.
 */
export const applicationCounts = pgTable(
  "application_counts",
  {
    type: text("type").notNull(),
    /** The application's status, or "pending" for none yet. */
    status: text("status").notNull(),
    shard: integer("shard").notNull(),
    count: integer("count").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.type, table.status, table.shard] })],
);

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
    locale: localeColumn(),
    createdAt: createdAt(),
  },
  (table) => [index("inquiries_created_idx").on(table.createdAt.desc()), index("inquiries_email_idx").on(sql`lower(${table.email})`)],
);

/** E-mails waiting to be delivered, delivered, or given up on. Written in the submission's transaction. */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** What the message is for, e.g. "application-notification", "inquiry-confirmation". */
    kind: text("kind").notNull(),
    recipients: text("recipients").array().notNull(),
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
 * A company request's shortlist: the accepted CIOs the team suggests, each asked first (decision
 * 0075). At most one is open per request: the partial unique index, not a check before the insert,
 * is what keeps two admins (or a double click) to one shortlist.
 */
export const shortlists = pgTable(
  "shortlists",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyApplicationId: uuid("company_application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    /** open until the company picks, answers that none fit, or the team or a withdrawal closes it. */
    status: text("status", { enum: ["open", "picked", "none-fit", "closed"] })
      .notNull()
      .default("open"),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
    /** When the company's private page was sent; its link carries this time, so a resend retires the old one. */
    companyLinkIssuedAt: timestamp("company_link_issued_at", { withTimezone: true }),
    companyLinkRevokedAt: timestamp("company_link_revoked_at", { withTimezone: true }),
    companyViewedAt: timestamp("company_viewed_at", { withTimezone: true }),
    companyRemindedAt: timestamp("company_reminded_at", { withTimezone: true }),
    companyAnsweredAt: timestamp("company_answered_at", { withTimezone: true }),
    /** Why none fit, or why the shortlist was closed. */
    reason: text("reason"),
  },
  (table) => [
    uniqueIndex("shortlists_one_open_idx")
      .on(table.companyApplicationId)
      .where(sql`status = 'open'`),
  ],
);

/** One CIO on a shortlist: the team's notes, the CIO's link, their answer and the outcome. */
export const shortlistCandidates = pgTable(
  "shortlist_candidates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    shortlistId: uuid("shortlist_id")
      .notNull()
      .references(() => shortlists.id, { onDelete: "cascade" }),
    /** Null once the CIO's personal data was deleted: the company's page then says they are no longer available. */
    cioApplicationId: uuid("cio_application_id").references(() => applications.id, { onDelete: "set null" }),
    /** Why the team suggests this CIO, as the CIO reads it (in the CIO's language) and as the company reads it. */
    noteForCio: text("note_for_cio"),
    noteForCompany: text("note_for_company"),
    /** When the CIO's link was sent; its link carries this time, so a resend retires the old one. */
    linkIssuedAt: timestamp("link_issued_at", { withTimezone: true }).notNull(),
    linkRevokedAt: timestamp("link_revoked_at", { withTimezone: true }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }),
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    answer: text("answer", { enum: ["interested", "not-for-me"] }),
    /** The CIO's reason, optional. */
    answerReason: text("answer_reason"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    /** Set once the shortlist ends: picked to meet, not picked, or no longer available (withdrew). */
    outcome: text("outcome", { enum: ["picked", "not-picked", "withdrawn"] }),
  },
  (table) => [
    uniqueIndex("shortlist_candidates_pair_idx").on(table.shortlistId, table.cioApplicationId),
    index("shortlist_candidates_cio_idx").on(table.cioApplicationId),
  ],
);

export * from "./auth-schema.server";
export * from "./booking-schema.server";
