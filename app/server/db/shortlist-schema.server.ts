import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { applications } from "./application-schema.server";
import { createdAt } from "./columns.server";

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
