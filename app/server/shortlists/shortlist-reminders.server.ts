import { and, eq, exists, gt, gte, isNull, lte, sql } from "drizzle-orm";
import { type AnyPgColumn, alias } from "drizzle-orm/pg-core";
import { addBusinessDays } from "~/domain/business-days";
import { CIO_LINK_MS, COMPANY_LINK_MS, isInNetwork } from "~/domain/shortlists";
import { currentAvailability } from "../booking/availability.server";
import type { Database } from "../db/client.server";
import { type ApplicationRow, applicationEvents, applications, shortlistCandidates, shortlists } from "../db/schema.server";
import { enqueueMessages, type QueuedMessage } from "../mail/outbox.server";
import { cioReminderMessage, companyReminderMessage } from "../mail/reminder-emails.server";
import { signCioToken } from "./cio-token.server";
import { signCompanyToken } from "./company-token.server";
import { recordOnBoth, type ShortlistEventKind, SYSTEM_ACTOR, type Transaction } from "./shortlist-events.server";
import type { Settings } from "./shortlist-types.server";

// The shortlists' reminders and expiries (decision 0079), run hourly by every server: one reminder
// to a CIO who has not answered two business days after their link went out, one to a company that
// has not chosen five business days after its page went out, each entered in the history with its
// e-mail, and an "expired" entry in the history once a link runs out unanswered. Business days are the team's (app/domain/business-days.ts).
//
// Several servers run this at once. Each reminder is claimed by one UPDATE … WHERE reminded_at IS
// NULL … RETURNING in the transaction that queues its e-mail, so exactly one server sends it; each
// expiry is entered under the row's lock, after looking whether it already was.

/** Reminders and expiries need the team's time zone on top of the links' settings. */
export type ReminderSettings = Settings & { timeZone: string };

export type ReminderRun = { cioReminders: number; companyReminders: number; cioLinksExpired: number; companyLinksExpired: number };

export const CIO_REMINDER_BUSINESS_DAYS = 2;
export const COMPANY_REMINDER_BUSINESS_DAYS = 5;

const DAY_MS = 86_400_000;
/** How far back an expiry is still entered: a run missed for weeks catches up, and a run reads a bounded set. */
const EXPIRY_CATCH_UP_MS = 30 * DAY_MS;

const cio = alias(applications, "cio");

/** The shortlist is still open: a reminder or an expiry of a closed one says nothing. */
const shortlistOpen = (db: Pick<Database, "select">) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(shortlists)
      .where(and(eq(shortlists.id, shortlistCandidates.shortlistId), eq(shortlists.status, "open"))),
  );

/** A CIO's link still waiting for an answer: not revoked, not answered, their part not ended. */
const cioWaiting = and(isNull(shortlistCandidates.answer), isNull(shortlistCandidates.linkRevokedAt), isNull(shortlistCandidates.outcome));

/** A company's page still waiting for its choice: open, sent, not revoked, not answered. */
const companyWaiting = and(eq(shortlists.status, "open"), isNull(shortlists.companyLinkRevokedAt), isNull(shortlists.companyAnsweredAt));

/**
 * Links issued after `now - fromMs` and at or before `now - toMs`. A reminder's rows: issued at least as many calendar
 * days ago as the business days it waits (never fewer), and still alive. An expiry's: run out, and
 * not so long ago that it was surely entered already.
 */
const issuedBetween = (column: AnyPgColumn, now: Date, fromMs: number, toMs: number) =>
  and(lte(column, new Date(now.getTime() - toMs)), gt(column, new Date(now.getTime() - fromMs)));

/** Runs `work` for each row in a transaction of its own; returns how many did something. */
async function eachInItsTransaction<Row>(db: Database, rows: Row[], work: (tx: Transaction, row: Row) => Promise<boolean>) {
  let done = 0;
  for (const row of rows) if (await db.transaction((tx) => work(tx, row))) done++;
  return done;
}

/**
 * A link that may be due a reminder: its row, when it went out, who it went to, and the records
 * whose history enters the reminder (the CIO's is null for a company's reminder).
 */
type Due = { id: string; issuedAt: Date | null; person: ApplicationRow; companyId: string; cioId: string | null };

/** What differs between a CIO's reminder and a company's; `remind` does the rest the same way. */
type ReminderSide = {
  businessDays: number;
  /** The history's entry for a reminder sent. */
  entry: Extract<ShortlistEventKind, "shortlist-reminded" | "company-reminded">;
  /** Rows waiting, not yet reminded, old enough in calendar days, link still alive. */
  due(db: Database, now: Date): Promise<Due[]>;
  /** The claim: true for the one run whose UPDATE … WHERE reminded_at IS NULL … RETURNING won. */
  claim(tx: Transaction, row: Due & { issuedAt: Date }, now: Date): Promise<boolean>;
  /** The same link the person was sent, signed again from its stored issue time. */
  message(row: Due & { issuedAt: Date }, settings: ReminderSettings): QueuedMessage;
};

async function remind(db: Database, side: ReminderSide, settings: ReminderSettings, closedDates: readonly string[], now: Date) {
  const due = (await side.due(db, now)).filter(
    (row): row is Due & { issuedAt: Date } =>
      row.issuedAt !== null && addBusinessDays(row.issuedAt, side.businessDays, { timeZone: settings.timeZone, closedDates }) <= now,
  );
  return eachInItsTransaction(db, due, async (tx, row) => {
    if (!(await side.claim(tx, row, now))) return false;
    await enqueueMessages(tx, [side.message(row, settings)], { applicationId: row.person.id });
    await recordOnBoth(tx, { kind: side.entry, companyId: row.companyId, cioId: row.cioId, actor: SYSTEM_ACTOR, at: now });
    return true;
  });
}

const cioReminders: ReminderSide = {
  businessDays: CIO_REMINDER_BUSINESS_DAYS,
  entry: "shortlist-reminded",
  async due(db, now) {
    const rows = await db
      .select({
        id: shortlistCandidates.id,
        issuedAt: shortlistCandidates.linkIssuedAt,
        person: cio,
        companyId: shortlists.companyApplicationId,
        cioId: cio.id,
      })
      .from(shortlistCandidates)
      .innerJoin(cio, eq(cio.id, shortlistCandidates.cioApplicationId))
      .innerJoin(shortlists, eq(shortlists.id, shortlistCandidates.shortlistId))
      .where(
        and(
          cioWaiting,
          isNull(shortlistCandidates.remindedAt),
          shortlistOpen(db),
          issuedBetween(shortlistCandidates.linkIssuedAt, now, CIO_LINK_MS, CIO_REMINDER_BUSINESS_DAYS * DAY_MS),
        ),
      );
    return rows.filter((row) => isInNetwork(row.person));
  },
  async claim(tx, row, now) {
    const [won] = await tx
      .update(shortlistCandidates)
      .set({ remindedAt: now })
      .where(
        and(
          eq(shortlistCandidates.id, row.id),
          isNull(shortlistCandidates.remindedAt),
          // The link it reminds of is still the one issued: a resend in between sends its own e-mail.
          eq(shortlistCandidates.linkIssuedAt, row.issuedAt),
          cioWaiting,
          shortlistOpen(tx),
        ),
      )
      .returning({ id: shortlistCandidates.id });
    return Boolean(won);
  },
  message: (row, settings) =>
    cioReminderMessage({
      cio: row.person,
      token: signCioToken(settings.secret, row.id, row.issuedAt),
      expiresAt: new Date(row.issuedAt.getTime() + CIO_LINK_MS),
      settings,
    }),
};

const companyReminders: ReminderSide = {
  businessDays: COMPANY_REMINDER_BUSINESS_DAYS,
  entry: "company-reminded",
  due: (db, now) =>
    db
      .select({
        id: shortlists.id,
        issuedAt: shortlists.companyLinkIssuedAt,
        person: applications,
        companyId: shortlists.companyApplicationId,
        cioId: sql<null>`null`,
      })
      .from(shortlists)
      .innerJoin(applications, eq(applications.id, shortlists.companyApplicationId))
      .where(
        and(
          companyWaiting,
          isNull(shortlists.companyRemindedAt),
          issuedBetween(shortlists.companyLinkIssuedAt, now, COMPANY_LINK_MS, COMPANY_REMINDER_BUSINESS_DAYS * DAY_MS),
        ),
      ),
  async claim(tx, row, now) {
    const [won] = await tx
      .update(shortlists)
      .set({ companyRemindedAt: now })
      .where(
        and(
          eq(shortlists.id, row.id),
          isNull(shortlists.companyRemindedAt),
          eq(shortlists.companyLinkIssuedAt, row.issuedAt),
          companyWaiting,
        ),
      )
      .returning({ id: shortlists.id });
    return Boolean(won);
  },
  // The same link the company's page went out with: its token signs the shortlist and the issue time.
  message: (row, settings) =>
    companyReminderMessage({
      company: row.person,
      token: signCompanyToken(settings.secret, row.id, row.issuedAt),
      expiresAt: new Date(row.issuedAt.getTime() + COMPANY_LINK_MS),
      settings,
    }),
};

/** Whether `kind` was entered on the company's record since the link went out (for one CIO, or for none). */
async function alreadyEntered(tx: Transaction, input: { kind: ShortlistEventKind; companyId: string; cioId?: string | null; since: Date }) {
  const [found] = await tx
    .select({ id: applicationEvents.id })
    .from(applicationEvents)
    .where(
      and(
        eq(applicationEvents.applicationId, input.companyId),
        eq(applicationEvents.kind, input.kind),
        input.cioId === undefined
          ? undefined
          : input.cioId
            ? eq(applicationEvents.otherApplicationId, input.cioId)
            : isNull(applicationEvents.otherApplicationId),
        gte(applicationEvents.createdAt, input.since),
      ),
    )
    .limit(1);
  return Boolean(found);
}

/** CIO links that ran out unanswered: "shortlist-link-expired" on both records, once per link. */
async function expireCioLinks(db: Database, now: Date): Promise<number> {
  const expired = await db
    .select({ id: shortlistCandidates.id, issuedAt: shortlistCandidates.linkIssuedAt })
    .from(shortlistCandidates)
    .where(
      and(
        cioWaiting,
        shortlistOpen(db),
        issuedBetween(shortlistCandidates.linkIssuedAt, now, CIO_LINK_MS + EXPIRY_CATCH_UP_MS, CIO_LINK_MS),
      ),
    );
  return eachInItsTransaction(db, expired, async (tx, row) => {
    // The row's lock makes a second server wait here, then see the entry this one made.
    const [held] = await tx
      .select({ candidate: shortlistCandidates, companyId: shortlists.companyApplicationId })
      .from(shortlistCandidates)
      .innerJoin(shortlists, eq(shortlists.id, shortlistCandidates.shortlistId))
      .where(and(eq(shortlistCandidates.id, row.id), eq(shortlistCandidates.linkIssuedAt, row.issuedAt), cioWaiting))
      .for("update", { of: shortlistCandidates });
    if (!held) return false;
    const cioId = held.candidate.cioApplicationId;
    const kind = "shortlist-link-expired";
    if (await alreadyEntered(tx, { kind, companyId: held.companyId, cioId, since: held.candidate.linkIssuedAt })) return false;
    await recordOnBoth(tx, { kind, companyId: held.companyId, cioId, actor: SYSTEM_ACTOR, at: now });
    return true;
  });
}

/** Company links that ran out without a choice: "company-link-expired" on the company's record, once per link. */
async function expireCompanyLinks(db: Database, now: Date): Promise<number> {
  const expired = await db
    .select({ id: shortlists.id, issuedAt: shortlists.companyLinkIssuedAt })
    .from(shortlists)
    .where(and(companyWaiting, issuedBetween(shortlists.companyLinkIssuedAt, now, COMPANY_LINK_MS + EXPIRY_CATCH_UP_MS, COMPANY_LINK_MS)));
  const sent = expired.filter((row): row is { id: string; issuedAt: Date } => row.issuedAt !== null);
  return eachInItsTransaction(db, sent, async (tx, { id, issuedAt }) => {
    const [held] = await tx
      .select({ companyId: shortlists.companyApplicationId })
      .from(shortlists)
      .where(and(eq(shortlists.id, id), eq(shortlists.companyLinkIssuedAt, issuedAt), companyWaiting))
      .for("update");
    if (!held) return false;
    const kind = "company-link-expired";
    if (await alreadyEntered(tx, { kind, companyId: held.companyId, since: issuedAt })) return false;
    await recordOnBoth(tx, { kind, companyId: held.companyId, cioId: null, actor: SYSTEM_ACTOR, at: now });
    return true;
  });
}

/**
 * One run: the reminders due and the expiries not yet entered, as of `now`. Safe to run on several
 * servers at once and as often as wanted: what was done is never done again.
 */
export async function remindAndExpire(db: Database, settings: ReminderSettings, now: Date): Promise<ReminderRun> {
  const { closedDates } = await currentAvailability(db);
  return {
    cioReminders: await remind(db, cioReminders, settings, closedDates, now),
    companyReminders: await remind(db, companyReminders, settings, closedDates, now),
    cioLinksExpired: await expireCioLinks(db, now),
    companyLinksExpired: await expireCompanyLinks(db, now),
  };
}
