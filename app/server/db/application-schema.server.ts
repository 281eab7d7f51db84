import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import {
  awaitingFirstReply,
  consentColumns,
  createdAt,
  localeColumn,
  replyAwaited,
  replyUnsettled,
  reportColumns,
  searchText,
  sourceColumns,
  stageOfRow,
} from "./columns.server";

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
    /**
     * Where it stands in the team's work (app/domain/pipeline.ts); null for the first stage (New,
     * Applied), so a submission is stored without it. Decisions and withdrawals move it too.
     */
    stage: text("stage"),
    /** Why a company request was closed: one of the pipeline's close reasons; null unless closed. */
    closeReason: text("close_reason"),
    /**
     * The furthest stage of its funnel a history entry took it to (a move, or a CIO's acceptance),
     * kept by a trigger on application_events for the reports' funnel.
     */
    furthestStage: text("furthest_stage"),
    /** The admin the record is assigned to (an address of ADMIN_EMAILS when assigned); null: nobody. */
    ownerEmail: text("owner_email"),
    /** Why the spam checks caught it; null for a real submission. */
    spamReason: text("spam_reason"),
    /** The form's one-time token: a resent POST finds its submission instead of storing a second. */
    submissionKey: text("submission_key").notNull().unique(),
    ...consentColumns(),
    ...sourceColumns(),
    ...reportColumns(),
    locale: localeColumn(),
    createdAt: createdAt(),
  },
  (table) => [
    index("applications_created_idx").on(table.createdAt.desc()),
    // The admin list: real submissions, newest first.
    index("applications_listed_idx")
      .on(table.createdAt.desc(), table.id)
      .where(sql`${table.spamReason} is null`),
    // The admin list filtered by stage, newest first: a stage's rows without reading the others,
    // and its count without reading the table.
    index("applications_stage_listed_idx")
      .on(stageOfRow(table), table.createdAt.desc(), table.id)
      .where(sql`${table.spamReason} is null`),
    // The queue (/admin): the records awaiting a first reply, oldest first, and their count in the
    // admin's navigation on every admin page, without reading the records already answered.
    index("applications_awaiting_reply_idx").on(table.createdAt, table.id).where(awaitingFirstReply(table)),
    // The list's "Mine": one admin's records, newest first.
    index("applications_owner_listed_idx")
      .on(table.ownerEmail, table.createdAt.desc(), table.id)
      .where(sql`${table.spamReason} is null`),
    // The reports: the replies whose minutes are not counted yet, and the records still waiting.
    index("applications_reply_unsettled_idx").on(table.createdAt).where(replyUnsettled(table)),
    index("applications_reply_awaited_idx").on(table.createdAt).where(replyAwaited(table)),
    index("applications_type_status_created_idx").on(table.type, table.status, table.createdAt.desc()),
    index("applications_email_idx").on(sql`lower(${table.email})`),
    // The admin search: ILIKE '%…%' over name, company and e-mail, served by trigrams (pg_trgm).
    // New rows wait in the index's pending list until it holds this many kilobytes; the submission
    // that fills it merges it into the index. At the default 4 MB that merge held every request up
    // for a whole burst's worth of rows at once; a small list is merged often and briefly.
    index("applications_search_idx")
      .using("gin", sql`(${searchText(table)}) gin_trgm_ops`)
      .with({ gin_pending_list_limit: 512 }),
  ],
);

/** What applicantName needs of a record: selected wherever a record is named on a page or in an e-mail. */
export const applicantNameColumns = {
  type: applications.type,
  companyName: applications.companyName,
  firstName: applications.firstName,
  lastName: applications.lastName,
};

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
        // An admin's Undo inside the decision's window (decision 0086): its e-mail was never sent.
        "decision-undone",
        // A shortlist's steps (decision 0075), each on both records, the other one named:
        "shortlisted",
        "shortlist-viewed",
        "cio-interested",
        "cio-not-for-me",
        "shortlist-link-revoked",
        "shortlist-link-resent",
        // A link that ran out unanswered, entered once by the hourly reminders job (decision 0078):
        // a CIO's on both records, the company's on the company's.
        "shortlist-link-expired",
        "company-link-expired",
        // A reminder sent by the same job (decision 0079): a CIO's on both records, the company's on
        // the company's.
        "shortlist-reminded",
        "company-reminded",
        // The company's side (decision 0078): its page sent, viewed, revoked or resent (company's
        // record); its pick ("company-picked" then "introduced" with reason "shortlist" on both
        // records, "not-picked" on both for the others); "company-none-fit" on both; and
        // "shortlist-closed" on an interested CIO's record when the company withdrew or was deleted.
        "company-shortlist-sent",
        "company-shortlist-viewed",
        "company-link-revoked",
        "company-link-resent",
        "company-picked",
        "not-picked",
        "company-none-fit",
        "shortlist-closed",
        // The admin moved the record to another stage (by hand or through the introductions flow).
        "stage-moved",
        // An admin assigned the record to an admin (`owner`), or to nobody (`owner` null).
        "assigned",
        // An admin marked the record as spam by hand (a bulk action).
        "marked-spam",
      ],
    }).notNull(),
    /** For "decided" and the decision e-mail's kinds: Accepted or Denied. */
    status: text("status", { enum: ["Accepted", "Denied"] }),
    /** For "reopened": why the decision was undone; for "cio-interested" and "cio-not-for-me", the CIO's reason. */
    reason: text("reason"),
    /** For "stage-moved": the stage it moved to (its close reason, if closed, in `reason`). */
    stage: text("stage"),
    /** For "assigned": the new owner's address; null when assigned to nobody. */
    owner: text("owner"),
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
