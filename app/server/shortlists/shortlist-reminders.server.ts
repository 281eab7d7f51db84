import { and, eq, exists, gt, gte, isNull, lte, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { addBusinessDays } from "~/domain/business-days";
import { CIO_LINK_MS, COMPANY_LINK_MS, isInNetwork } from "~/domain/shortlists";
import { currentAvailability } from "../booking/availability.server";
import type { Database } from "../db/client.server";
import { applicationEvents, applications, shortlistCandidates, shortlists } from "../db/schema.server";
import { errorSummary } from "../db/errors.server";
import { log } from "../log/logger.server";
import { enqueueMessages } from "../mail/outbox.server";
import { cioReminderMessage, companyReminderMessage } from "../mail/reminder-emails.server";
import { signCioToken } from "./cio-token.server";
import { signCompanyToken } from "./company-token.server";
import { recordOnBoth } from "./shortlist-events.server";
import type { Settings } from "./shortlist-types.server";

// The shortlists' reminders and expiries (decision 0079), run hourly by every server: one reminder
// to a CIO who has not answered two business days after their link went out, one to a company that
// has not chosen five business days after its page went out, and an "expired" entry in the history
// once a link runs out unanswered. Business days are the team's (app/domain/business-days.ts).
//
// Several servers run this at once. Each reminder is claimed by one UPDATE … WHERE reminded_at IS
// NULL … RETURNING in the transaction that queues its e-mail, so exactly one server sends it; each
// expiry is entered under the row's lock, after looking whether it already was.

/** Reminders and expiries need the team's time zone on top of the links' settings. */
export type ReminderSettings = Settings & { timeZone: string };

export type ReminderRun = { cioReminders: number; companyReminders: number; cioLinksExpired: number; companyLinksExpired: number };

export const CIO_REMINDER_BUSINESS_DAYS = 2;
export const COMPANY_REMINDER_BUSINESS_DAYS = 5;

/** What the history names as the actor of an expiry or a reminder. */
export const SYSTEM_ACTOR = "the system";

/** How far back an expiry is still entered: a run missed for weeks catches up, and a run reads a bounded set. */
const EXPIRY_CATCH_UP_MS = 30 * 86_400_000;

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

async function remindCios(db: Database, settings: ReminderSettings, closedDates: readonly string[], now: Date): Promise<number> {
  const due = await db
    .select({ id: shortlistCandidates.id, issuedAt: shortlistCandidates.linkIssuedAt, cio })
    .from(shortlistCandidates)
    .innerJoin(cio, eq(cio.id, shortlistCandidates.cioApplicationId))
    .where(
      and(
        cioWaiting,
        isNull(shortlistCandidates.remindedAt),
        shortlistOpen(db),
        // Two business days are two calendar days at least; a link past seven days is not reminded of.
        lte(shortlistCandidates.linkIssuedAt, new Date(now.getTime() - 2 * 86_400_000)),
        gt(shortlistCandidates.linkIssuedAt, new Date(now.getTime() - CIO_LINK_MS)),
      ),
    );
  let sent = 0;
  for (const row of due) {
    if (!isInNetwork(row.cio)) continue;
    if (addBusinessDays(row.issuedAt, CIO_REMINDER_BUSINESS_DAYS, { timeZone: settings.timeZone, closedDates }) > now) continue;
    const claimed = await db.transaction(async (tx) => {
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
      if (!won) return false;
      const token = signCioToken(settings.secret, row.id, row.issuedAt);
      const expiresAt = new Date(row.issuedAt.getTime() + CIO_LINK_MS);
      await enqueueMessages(tx, [cioReminderMessage({ cio: row.cio, token, expiresAt, settings })], { applicationId: row.cio.id });
      return true;
    });
    if (claimed) sent++;
  }
  return sent;
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
        lte(shortlistCandidates.linkIssuedAt, new Date(now.getTime() - CIO_LINK_MS)),
        gt(shortlistCandidates.linkIssuedAt, new Date(now.getTime() - CIO_LINK_MS - EXPIRY_CATCH_UP_MS)),
      ),
    );
  let entered = 0;
  for (const row of expired) {
    const done = await db.transaction(async (tx) => {
      // The row's lock makes a second server wait here, then see the entry this one made.
      const [held] = await tx
        .select({ candidate: shortlistCandidates, companyId: shortlists.companyApplicationId })
        .from(shortlistCandidates)
        .innerJoin(shortlists, eq(shortlists.id, shortlistCandidates.shortlistId))
        .where(and(eq(shortlistCandidates.id, row.id), eq(shortlistCandidates.linkIssuedAt, row.issuedAt), cioWaiting))
        .for("update", { of: shortlistCandidates });
      if (!held) return false;
      const cioId = held.candidate.cioApplicationId;
      const [already] = await tx
        .select({ id: applicationEvents.id })
        .from(applicationEvents)
        .where(
          and(
            eq(applicationEvents.applicationId, held.companyId),
            eq(applicationEvents.kind, "shortlist-link-expired"),
            cioId ? eq(applicationEvents.otherApplicationId, cioId) : isNull(applicationEvents.otherApplicationId),
            gte(applicationEvents.createdAt, held.candidate.linkIssuedAt),
          ),
        )
        .limit(1);
      if (already) return false;
      await recordOnBoth(tx, { kind: "shortlist-link-expired", companyId: held.companyId, cioId, actor: SYSTEM_ACTOR, at: now });
      return true;
    });
    if (done) entered++;
  }
  return entered;
}

/** A company's page still waiting for its choice: open, sent, not revoked, not answered. */
const companyWaiting = and(eq(shortlists.status, "open"), isNull(shortlists.companyLinkRevokedAt), isNull(shortlists.companyAnsweredAt));

async function remindCompanies(db: Database, settings: ReminderSettings, closedDates: readonly string[], now: Date): Promise<number> {
  const due = await db
    .select({ id: shortlists.id, issuedAt: shortlists.companyLinkIssuedAt, company: applications })
    .from(shortlists)
    .innerJoin(applications, eq(applications.id, shortlists.companyApplicationId))
    .where(
      and(
        companyWaiting,
        isNull(shortlists.companyRemindedAt),
        lte(shortlists.companyLinkIssuedAt, new Date(now.getTime() - 5 * 86_400_000)),
        gt(shortlists.companyLinkIssuedAt, new Date(now.getTime() - COMPANY_LINK_MS)),
      ),
    );
  let sent = 0;
  for (const row of due) {
    const issuedAt = row.issuedAt;
    if (!issuedAt) continue;
    if (addBusinessDays(issuedAt, COMPANY_REMINDER_BUSINESS_DAYS, { timeZone: settings.timeZone, closedDates }) > now) continue;
    const claimed = await db.transaction(async (tx) => {
      const [won] = await tx
        .update(shortlists)
        .set({ companyRemindedAt: now })
        .where(
          and(
            eq(shortlists.id, row.id),
            isNull(shortlists.companyRemindedAt),
            eq(shortlists.companyLinkIssuedAt, issuedAt),
            companyWaiting,
          ),
        )
        .returning({ id: shortlists.id });
      if (!won) return false;
      // The same link the company's page went out with: its token signs the shortlist and the issue time.
      const token = signCompanyToken(settings.secret, row.id, issuedAt);
      const expiresAt = new Date(issuedAt.getTime() + COMPANY_LINK_MS);
      await enqueueMessages(tx, [companyReminderMessage({ company: row.company, token, expiresAt, settings })], {
        applicationId: row.company.id,
      });
      return true;
    });
    if (claimed) sent++;
  }
  return sent;
}

/** Company links that ran out without a choice: "company-link-expired" on the company's record, once per link. */
async function expireCompanyLinks(db: Database, now: Date): Promise<number> {
  const expired = await db
    .select({ id: shortlists.id, issuedAt: shortlists.companyLinkIssuedAt })
    .from(shortlists)
    .where(
      and(
        companyWaiting,
        lte(shortlists.companyLinkIssuedAt, new Date(now.getTime() - COMPANY_LINK_MS)),
        gt(shortlists.companyLinkIssuedAt, new Date(now.getTime() - COMPANY_LINK_MS - EXPIRY_CATCH_UP_MS)),
      ),
    );
  let entered = 0;
  for (const row of expired) {
    const issuedAt = row.issuedAt;
    if (!issuedAt) continue;
    const done = await db.transaction(async (tx) => {
      const [held] = await tx
        .select({ companyId: shortlists.companyApplicationId })
        .from(shortlists)
        .where(and(eq(shortlists.id, row.id), eq(shortlists.companyLinkIssuedAt, issuedAt), companyWaiting))
        .for("update");
      if (!held) return false;
      const [already] = await tx
        .select({ id: applicationEvents.id })
        .from(applicationEvents)
        .where(
          and(
            eq(applicationEvents.applicationId, held.companyId),
            eq(applicationEvents.kind, "company-link-expired"),
            gte(applicationEvents.createdAt, issuedAt),
          ),
        )
        .limit(1);
      if (already) return false;
      await recordOnBoth(tx, { kind: "company-link-expired", companyId: held.companyId, cioId: null, actor: SYSTEM_ACTOR, at: now });
      return true;
    });
    if (done) entered++;
  }
  return entered;
}

/**
 * One run: the reminders due and the expiries not yet entered, as of `now`. Safe to run on several
 * servers at once and as often as wanted: what was done is never done again.
 */
export async function remindAndExpire(db: Database, settings: ReminderSettings, now: Date): Promise<ReminderRun> {
  const { closedDates } = await currentAvailability(db);
  return {
    cioReminders: await remindCios(db, settings, closedDates, now),
    companyReminders: await remindCompanies(db, settings, closedDates, now),
    cioLinksExpired: await expireCioLinks(db, now),
    companyLinksExpired: await expireCompanyLinks(db, now),
  };
}

export type ReminderJob = { checkNow(): Promise<void>; stop(): Promise<void> };

/**
 * Runs `remindAndExpire` every `checkMs` (an hour): the retention job's timer runs its work once a
 * day, too coarse for a two-day reminder. `queued` nudges the mail worker when a run queued e-mail.
 */
export function startReminderJob(options: {
  db: Database;
  settings: ReminderSettings;
  queued: () => void;
  now?: () => Date;
  checkMs?: number;
}): ReminderJob {
  const { now = () => new Date(), checkMs = 3_600_000 } = options;
  let running: Promise<void> = Promise.resolve();
  const check = () => {
    running = remindAndExpire(options.db, options.settings, now())
      .then((run) => {
        if (run.cioReminders + run.companyReminders > 0) options.queued();
        if (Object.values(run).some((count) => count > 0))
          log.info(
            `shortlist reminders: ${Object.entries(run)
              .map(([kind, n]) => `${kind} ${n}`)
              .join(", ")}`,
          );
      })
      .catch((error: unknown) => log.error(`shortlist reminders: the run failed, it is tried again later: ${errorSummary(error)}`));
  };
  const interval = setInterval(check, checkMs);
  interval.unref();
  return {
    checkNow() {
      check();
      return running;
    },
    async stop() {
      clearInterval(interval);
      await running;
    },
  };
}
