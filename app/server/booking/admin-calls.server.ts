import { and, asc, desc, gt, inArray, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { applications, bookings } from "../db/schema.server";
import { releaseLapsedHolds } from "./booking-holds.server";

/** How many past and cancelled calls the page shows (the newest). */
const PAST_SHOWN = 100;

/**
 * /admin/calls: the calls to come (soonest first) and the past or cancelled ones (newest first),
 * each with the applications whose address is the caller's (compared without case). The team's
 * e-mails wait for the visitor's confirmation; this page shows unconfirmed calls too, marked.
 */
export async function listCalls(db: Database, now: Date) {
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
  };
  const [upcoming, past] = await Promise.all([
    db
      .select(columns)
      .from(bookings)
      .where(and(isNull(bookings.cancelledAt), gt(bookings.endsAt, now)))
      .orderBy(asc(bookings.startsAt)),
    db
      .select(columns)
      .from(bookings)
      .where(
        and(or(isNotNull(bookings.cancelledAt), lte(bookings.endsAt, now)), sql`coalesce(${bookings.cancelledBy}, '') <> 'spam checks'`),
      )
      .orderBy(desc(bookings.startsAt))
      .limit(PAST_SHOWN),
  ]);
  const addresses = [...new Set([...upcoming, ...past].map((call) => call.email.toLowerCase()))];
  const linked =
    addresses.length === 0
      ? []
      : await db
          .select({ id: applications.id, type: applications.type, email: sql<string>`lower(${applications.email})` })
          .from(applications)
          .where(and(inArray(sql`lower(${applications.email})`, addresses), isNull(applications.spamReason)));
  const withApplications = <Call extends { email: string }>(call: Call) => ({
    ...call,
    applications: linked.filter((application) => application.email === call.email.toLowerCase()).map(({ id, type }) => ({ id, type })),
  });
  return { upcoming: upcoming.map(withApplications), past: past.map(withApplications) };
}
