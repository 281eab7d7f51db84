import { and, asc, desc, eq, gt, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import { isUuid } from "~/domain/ids";
import type { Database } from "../db/client.server";
import { bookings } from "../db/schema.server";
import { recordsOfCalls } from "../pipeline/record-calls.server";
import { releaseLapsedHolds } from "./booking-holds.server";

/** How many past and cancelled calls the page shows (the newest). */
const PAST_SHOWN = 100;

/** The spam checks' turned-away calls are kept for a while, but not shown. */
const notSpamCall = sql`coalesce(${bookings.cancelledBy}, '') <> 'spam checks'`;

/**
 * /admin/calls: the calls to come (soonest first) and the past or cancelled ones (newest first),
 * each with the requests, applications and inquiries sent from the caller's address (compared
 * whole, without case). `focus`, a call a record's page links to, is shown even when it is older
 * than the past calls listed. The team's e-mails wait for the visitor's confirmation; this page
 * shows unconfirmed calls too, marked.
 */
export async function listCalls(db: Database, now: Date, focus?: string | null) {
  // Unconfirmed bookings past their two hours move to the cancelled ones ("not confirmed").
  await releaseLapsedHolds(db, now);
  const columns = {
    id: bookings.id,
    startsAt: bookings.startsAt,
    name: bookings.name,
    company: bookings.company,
    email: bookings.email,
    phone: bookings.phone,
    topic: bookings.topic,
    locale: bookings.locale,
    cancelledAt: bookings.cancelledAt,
    cancelledBy: bookings.cancelledBy,
    cancelReason: bookings.cancelReason,
    confirmedAt: bookings.confirmedAt,
    createdAt: bookings.createdAt,
    applicationId: bookings.applicationId,
    // Where the visitor came from (decision 0082).
    utmSource: bookings.utmSource,
    utmMedium: bookings.utmMedium,
    utmCampaign: bookings.utmCampaign,
    referrerHost: bookings.referrerHost,
    refCode: bookings.refCode,
  };
  const isPast = and(or(isNotNull(bookings.cancelledAt), lte(bookings.endsAt, now)), notSpamCall);
  const [upcoming, past] = await Promise.all([
    db
      .select(columns)
      .from(bookings)
      .where(and(isNull(bookings.cancelledAt), gt(bookings.endsAt, now)))
      .orderBy(asc(bookings.startsAt)),
    db.select(columns).from(bookings).where(isPast).orderBy(desc(bookings.startsAt)).limit(PAST_SHOWN),
  ]);
  if (focus && isUuid(focus) && ![...upcoming, ...past].some((call) => call.id === focus)) {
    const [older] = await db
      .select(columns)
      .from(bookings)
      .where(and(eq(bookings.id, focus), isPast));
    if (older) past.push(older);
  }
  const recordsOf = await recordsOfCalls(db, [...upcoming, ...past]);
  const withRecords = <Call extends { email: string; applicationId: string | null }>(call: Call) => ({ ...call, records: recordsOf(call) });
  return { upcoming: upcoming.map(withRecords), past: past.map(withRecords) };
}
