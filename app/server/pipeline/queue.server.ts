import { and, asc, count, eq, gt, gte, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { applicantName, personName } from "~/domain/applicant-name";
import {
  type AwaitingItem,
  type AwaitingRecord,
  awaitingReply,
  callDay,
  callWindow,
  oldestFirst,
  QUEUE_GROUP_LIMIT,
  type TeamClock,
} from "~/domain/queue";
import { CIO_LINK_MS, COMPANY_LINK_MS } from "~/domain/shortlists";
import { currentAvailability } from "../booking/availability.server";
import { holdingAt } from "../booking/booking-holds.server";
import { awaitingFirstReply, inquiryAwaitingReply } from "../db/columns.server";
import type { Database } from "../db/client.server";
import { applicantNameColumns, applications, bookings, inquiries, shortlistCandidates, shortlists } from "../db/schema.server";
import { callHref, inquiryHref } from "./record-calls.server";

// The queue, the admin's home page (decision 0084): the records awaiting a first reply, the
// shortlists waiting for a CIO or the company, and the calls of today and tomorrow. Each group
// reads at most QUEUE_GROUP_LIMIT rows, oldest first, through the partial indexes of migration
// "queue-indexes"; the navigation's counts are one statement on the same indexes.

export type QueueCounts = {
  /** Company requests, CIO applications and inquiries awaiting a first reply. */
  awaiting: number;
  /** Of those, the company requests and CIO applications. */
  applications: number;
  /** Inquiries not yet marked handled. */
  inquiries: number;
};

export type ShortlistWait =
  | { kind: "cio-answer"; id: string; since: Date; companyName: string; cioName: string; href: string }
  | { kind: "company-pick"; id: string; since: Date; companyName: string; href: string };

export type QueueCall = {
  id: string;
  startsAt: Date;
  day: "today" | "tomorrow";
  name: string;
  company: string;
  confirmed: boolean;
  href: string;
};

export type TodayQueue = {
  awaiting: { items: AwaitingItem[]; total: number; applications: number; inquiries: number };
  shortlists: { items: ShortlistWait[]; total: number };
  calls: { items: QueueCall[]; total: number };
};

const awaitingApplication = awaitingFirstReply(applications);
const awaitingInquiry = inquiryAwaitingReply(inquiries);

/** The counts' one statement (its plan is tested: both counts read their partial index). */
export const countsStatement = (db: Database) =>
  db
    .select({
      applications: count(),
      inquiries: sql<number>`(select count(*) from ${inquiries} where ${awaitingInquiry})`.mapWith(Number),
    })
    .from(applications)
    .where(awaitingApplication);

/**
 * The navigation's counts, on every admin page: one statement, each count an index-only scan of
 * its partial index (the records already answered are not in it).
 */
export async function queueCounts(db: Database): Promise<QueueCounts> {
  const [row] = await countsStatement(db);
  const waiting = { applications: row?.applications ?? 0, inquiries: row?.inquiries ?? 0 };
  return { awaiting: waiting.applications + waiting.inquiries, ...waiting };
}

/** The oldest records awaiting a first reply, of both tables, named as the admin's pages name them. */
async function oldestAwaiting(db: Database): Promise<AwaitingRecord[]> {
  const [theApplications, theInquiries] = await Promise.all([
    db
      .select({
        id: applications.id,
        ...applicantNameColumns,
        createdAt: applications.createdAt,
      })
      .from(applications)
      .where(awaitingApplication)
      .orderBy(asc(applications.createdAt), asc(applications.id))
      .limit(QUEUE_GROUP_LIMIT),
    db
      .select({ id: inquiries.id, firstName: inquiries.firstName, lastName: inquiries.lastName, createdAt: inquiries.createdAt })
      .from(inquiries)
      .where(awaitingInquiry)
      .orderBy(asc(inquiries.createdAt), asc(inquiries.id))
      .limit(QUEUE_GROUP_LIMIT),
  ]);
  return [
    ...theApplications.map((row) => ({
      kind: row.type === "Company" ? ("company" as const) : ("cio" as const),
      id: row.id,
      name: applicantName(row),
      receivedAt: row.createdAt,
      href: `/admin/applications/${row.id}`,
    })),
    ...theInquiries.map((row) => ({
      kind: "inquiry" as const,
      id: row.id,
      name: personName(row.firstName, row.lastName),
      receivedAt: row.createdAt,
      href: inquiryHref(row.id),
    })),
  ];
}

const cio = alias(applications, "cio");

/**
 * The shortlists waiting for someone: each CIO asked who has not answered while their link lives
 * (not revoked, not run out, their part not ended), and each company sent its page that has not
 * chosen while its link lives. Both link to the company's record, where the shortlist is.
 */
async function waitingShortlists(db: Database, now: Date): Promise<ShortlistWait[]> {
  const [cios, companies] = await Promise.all([
    db
      .select({
        id: shortlistCandidates.id,
        since: shortlistCandidates.linkIssuedAt,
        companyId: shortlists.companyApplicationId,
        company: {
          ...applicantNameColumns,
        },
        cioFirstName: cio.firstName,
        cioLastName: cio.lastName,
      })
      .from(shortlistCandidates)
      .innerJoin(shortlists, eq(shortlists.id, shortlistCandidates.shortlistId))
      .innerJoin(applications, eq(applications.id, shortlists.companyApplicationId))
      .innerJoin(cio, eq(cio.id, shortlistCandidates.cioApplicationId))
      .where(
        and(
          eq(shortlists.status, "open"),
          isNull(shortlistCandidates.answer),
          isNull(shortlistCandidates.linkRevokedAt),
          isNull(shortlistCandidates.outcome),
          gt(shortlistCandidates.linkIssuedAt, new Date(now.getTime() - CIO_LINK_MS)),
          // In the network still: a CIO who withdrew or was caught as spam waits for nothing.
          eq(cio.status, "Accepted"),
          isNull(cio.spamReason),
        ),
      ),
    db
      .select({
        id: shortlists.id,
        since: shortlists.companyLinkIssuedAt,
        companyId: shortlists.companyApplicationId,
        company: {
          ...applicantNameColumns,
        },
      })
      .from(shortlists)
      .innerJoin(applications, eq(applications.id, shortlists.companyApplicationId))
      .where(
        and(
          eq(shortlists.status, "open"),
          isNotNull(shortlists.companyLinkIssuedAt),
          isNull(shortlists.companyLinkRevokedAt),
          isNull(shortlists.companyAnsweredAt),
          gt(shortlists.companyLinkIssuedAt, new Date(now.getTime() - COMPANY_LINK_MS)),
        ),
      ),
  ]);
  const href = (companyId: string) => `/admin/applications/${companyId}`;
  return [
    ...cios.map((row) => ({
      kind: "cio-answer" as const,
      id: row.id,
      since: row.since,
      companyName: applicantName(row.company),
      cioName: personName(row.cioFirstName, row.cioLastName),
      href: href(row.companyId),
    })),
    ...companies.map((row) => ({
      kind: "company-pick" as const,
      id: row.id,
      since: row.since!,
      companyName: applicantName(row.company),
      href: href(row.companyId),
    })),
  ];
}

/** The calls still to end today and tomorrow in the team's zone, soonest first; unconfirmed ones that hold their slot too. */
async function callsSoon(db: Database, now: Date, timeZone: string): Promise<QueueCall[]> {
  const { from, to } = callWindow(now, timeZone);
  const rows = await db
    .select({
      id: bookings.id,
      startsAt: bookings.startsAt,
      name: bookings.name,
      company: bookings.company,
      confirmedAt: bookings.confirmedAt,
    })
    .from(bookings)
    .where(and(holdingAt(now), gte(bookings.startsAt, from), lt(bookings.startsAt, to), gt(bookings.endsAt, now)))
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
  return rows.map((row) => ({
    id: row.id,
    startsAt: row.startsAt,
    day: callDay(row.startsAt, now, timeZone),
    name: row.name,
    company: row.company,
    confirmed: row.confirmedAt !== null,
    href: callHref(row.id),
  }));
}

/** Everything the queue page shows, as of `now` in the team's zone. */
export async function todayQueue(db: Database, input: { now: Date; timeZone: string }): Promise<TodayQueue> {
  const { now, timeZone } = input;
  const availability = await currentAvailability(db);
  const clock: TeamClock = { now, timeZone, hours: availability };
  const [counts, records, waits, calls] = await Promise.all([
    queueCounts(db),
    oldestAwaiting(db),
    waitingShortlists(db, now),
    callsSoon(db, now, timeZone),
  ]);
  return {
    awaiting: {
      items: awaitingReply(records, clock),
      total: counts.awaiting,
      applications: counts.applications,
      inquiries: counts.inquiries,
    },
    shortlists: { items: oldestFirst(waits), total: waits.length },
    calls: { items: calls.slice(0, QUEUE_GROUP_LIMIT), total: calls.length },
  };
}
