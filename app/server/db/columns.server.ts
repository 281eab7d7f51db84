import { type AnyPgColumn, boolean, integer, text, timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

// Columns that several tables share, written once.

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/**
 * The answer to the forms' news e-mail box (CASL), kept as evidence: ticked or not, the version of
 * the wording shown (app/domain/consent.ts), when, and on which form. All null on rows stored
 * before consent was recorded (migration 0006).
 */
/** The language the visitor used (app/domain/locale.ts): their e-mails and links are in it. */
export const localeColumn = () => text("locale").notNull().default("en");

export const consentColumns = () => ({
  newsConsent: boolean("news_consent"),
  consentVersion: text("consent_version"),
  consentAt: timestamp("consent_at", { withTimezone: true }),
  consentForm: text("consent_form"),
});

/**
 * Where a lead came from, its first touch in the visit (app/domain/forms/lead-source.ts): the
 * campaign tags of the link it arrived by, the referring site's host (never the page), and a
 * partner's code. Null when not sent: without JavaScript, and on rows stored before it was kept.
 */
export const sourceColumns = () => ({
  utmSource: text("utm_source"),
  utmMedium: text("utm_medium"),
  utmCampaign: text("utm_campaign"),
  referrerHost: text("referrer_host"),
  refCode: text("ref_code"),
});

/**
 * What the reports keep of a record as it happens (decision 0083): its first reply (the earliest
 * answering history entry, set by a trigger; an inquiry's first "handled"), kept once set; and the
 * business minutes to it with whether it came after the one business day, counted by the next
 * report, since opening hours are not SQL's to count. Triggers add each record to report_counts.
 */
export const reportColumns = () => ({
  firstReplyAt: timestamp("first_reply_at", { withTimezone: true }),
  firstReplyMinutes: integer("first_reply_minutes"),
  firstReplyLate: boolean("first_reply_late"),
});

type ReplyColumns = { spamReason: AnyPgColumn; firstReplyAt: AnyPgColumn; firstReplyMinutes: AnyPgColumn };

/** A real record answered whose business minutes to its first reply the reports have not counted yet. */
export const replyUnsettled = (table: ReplyColumns) =>
  sql`${table.spamReason} is null and ${table.firstReplyAt} is not null and ${table.firstReplyMinutes} is null`;

/** A real record with no first reply yet, which the reports age against the promise. */
export const replyAwaited = (table: ReplyColumns) => sql`${table.spamReason} is null and ${table.firstReplyAt} is null`;

/** What the admin search looks in: the company's name (null on a CIO's row), the person's name and the e-mail. */
export function searchText(columns: { companyName: AnyPgColumn; firstName: AnyPgColumn; lastName: AnyPgColumn; email: AnyPgColumn }) {
  return sql`coalesce(${columns.companyName}, '') || ' ' || ${columns.firstName} || ' ' || ${columns.lastName} || ' ' || ${columns.email}`;
}

/**
 * A record's stage as the pipeline reads it (app/domain/pipeline.ts): the stored one, or its type's
 * first, stored as null. The admin list filters on this expression and an index is built on it, so
 * both must be this same text: the first stages are written in as literals, never parameters.
 */
export function stageOfRow(columns: { stage: AnyPgColumn; type: AnyPgColumn }) {
  return sql`coalesce(${columns.stage}, case when ${columns.type} = 'CIO' then 'applied' else 'new' end)`;
}

/**
 * A company request or CIO application awaiting its first reply (decision 0084): in its first
 * stage (stored as null; "new" and "applied" named too), undecided, and not spam. The queue and the
 * admin's navigation count on this expression and a partial index is built on it, so both must be
 * this same text: its values are literals, never parameters.
 */
export function awaitingFirstReply(columns: { stage: AnyPgColumn; status: AnyPgColumn; spamReason: AnyPgColumn }) {
  return sql`${columns.spamReason} is null and ${columns.status} is null and (${columns.stage} is null or ${columns.stage} in ('new', 'applied'))`;
}

/** An inquiry awaiting its first reply: not marked handled, and not spam. The same rule as above for its index. */
export function inquiryAwaitingReply(columns: { handledAt: AnyPgColumn; spamReason: AnyPgColumn }) {
  return sql`${columns.handledAt} is null and ${columns.spamReason} is null`;
}
