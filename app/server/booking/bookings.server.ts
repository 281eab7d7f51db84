import { randomUUID } from "node:crypto";
import { and, count, eq, gt, gte, lt, ne } from "drizzle-orm";
import type { Locale } from "~/domain/locale";
import type { BookingValues } from "~/domain/booking/booking-form";
import { withinReach } from "~/domain/booking/holds";
import { type Availability, freeSlotAt, freeSlots, type Interval, type SlotDay } from "~/domain/booking/slots";
import { consentRecord } from "~/domain/consent";
import { ownHostOf, sourceRecord } from "~/domain/forms/lead-source";
import { submissionLimitKey } from "~/domain/submission-limit-key";
import type { Config } from "../config.server";
import type { Database } from "../db/client.server";
import { bookings } from "../db/schema.server";
import { type ScreenFields, screenPost } from "../leads/spam-screen.server";
import { enqueueMessages } from "../mail/outbox.server";
import { currentAvailability } from "./availability.server";
import { confirmUrl, manageUrl } from "./booking-link.server";
import { type Executor, holdingAt, lockKey, networkKeyOf, releaseLapsedHolds, visitorLimitWait } from "./booking-holds.server";
import { type BookingEvent, bookingMessages, type BookingRow } from "./booking-mail.server";

export type BookingDeps = {
  db: Database;
  secret: string;
  config: Pick<
    Config,
    "spam" | "rateLimits" | "callsHeldPerIp" | "notifyEmails" | "baseUrl" | "mailFrom" | "timeZone" | "meetingUrl" | "teamSignature"
  >;
  mailQueued: () => void;
};

const DAY_MS = 86_400_000;

/** The bookings holding their slots between two instants (a day's margin either side for long calls and zones). */
export async function takenBetween(db: Executor, from: Date, to: Date, now: Date, except?: string): Promise<Interval[]> {
  return db
    .select({ startsAt: bookings.startsAt, endsAt: bookings.endsAt })
    .from(bookings)
    .where(
      and(
        holdingAt(now),
        gte(bookings.startsAt, new Date(from.getTime() - DAY_MS)),
        lt(bookings.startsAt, new Date(to.getTime() + DAY_MS)),
        except ? ne(bookings.id, except) : undefined,
      ),
    );
}

const horizonEnd = (availability: Availability, now: Date) => new Date(now.getTime() + (availability.horizonDays + 1) * DAY_MS);

/** The free slots now, day by day, and how long a call lasts, under the availability saved at this moment. */
export async function freeCalls(
  deps: Pick<BookingDeps, "db" | "config">,
  now: Date,
  except?: string,
): Promise<{ days: SlotDay[]; slotMinutes: number }> {
  const availability = await currentAvailability(deps.db);
  const taken = await takenBetween(deps.db, now, horizonEnd(availability, now), now, except);
  return { days: freeSlots(availability, { now, timeZone: deps.config.timeZone, taken }), slotMinutes: availability.slotMinutes };
}

/** The free slots now, day by day, under the availability saved at this moment. */
export async function freeDays(deps: Pick<BookingDeps, "db" | "config">, now: Date, except?: string): Promise<SlotDay[]> {
  return (await freeCalls(deps, now, except)).days;
}

export type BookingContext = ScreenFields & {
  clientIp: string;
  now: Date;
  locale: Locale;
  /** The company request whose booking link was followed, checked by the caller (request-booking-link.server.ts). */
  applicationId?: string | null;
};

export type BookOutcome =
  | { status: "booked" | "duplicate"; id: string }
  | { status: "spam" }
  | { status: "taken" | "gone" }
  | { status: "already"; startsAt: Date }
  | { status: "network-full" }
  | { status: "rate-limited"; retryAfterSeconds: number };

/** Thrown inside a transaction to roll it back with an answer. */
export class Refusal<Outcome> extends Error {
  constructor(readonly outcome: Outcome) {
    super("refused");
  }
}

/** The name of the unique constraint a failed statement broke, if that is why it failed. */
export function uniqueViolation(error: unknown): string | null {
  for (let link = error; link; link = (link as { cause?: unknown }).cause) {
    const { code, constraint } = link as { code?: unknown; constraint?: unknown };
    if (code === "23505") return typeof constraint === "string" ? constraint : "";
  }
  return null;
}

/** Why a slot cannot be booked: someone holds it, or it is no longer offered at all (too soon, closed, not a slot). */
export function unfree(availability: Availability, startsAt: Date, now: Date, timeZone: string): "taken" | "gone" {
  const open = withinReach(availability, startsAt, now) && freeSlotAt(availability, startsAt, { now, timeZone, taken: [] });
  return open ? "taken" : "gone";
}

/**
 * Books a slot: the same spam checks, limits and "stored before thanked" as the lead forms. The
 * partial unique index decides between two visitors who want one slot; a booking caught as spam is
 * stored already cancelled, so it holds no slot. One address (without its +tag) holds one call to
 * come at a time, and one network a few. The booking holds its slot for two hours unless the
 * visitor confirms it from the e-mail this queues (decision 0058).
 */
export async function bookSlot(deps: BookingDeps, values: BookingValues, startsAt: Date, context: BookingContext): Promise<BookOutcome> {
  const { db, config } = deps;
  const { now } = context;
  const availability = await currentAvailability(db);
  // A time that cannot be a slot is not looked for, nor stored, even as spam.
  if (!withinReach(availability, startsAt, now)) return { status: "gone" };
  // The lead forms' screen; the same values for the same slot are the same booking.
  const { submissionKey, spamReason } = screenPost(
    context,
    { secret: deps.secret, spam: config.spam },
    `${startsAt.toISOString()}\n${JSON.stringify(values)}`,
    "booking",
  );
  const emailKey = submissionLimitKey(values.email);
  const row = {
    id: randomUUID(),
    startsAt,
    endsAt: new Date(startsAt.getTime() + availability.slotMinutes * 60_000),
    name: values.name,
    company: values.company,
    email: values.email,
    emailKey,
    phone: values.phone,
    topic: values.topic ?? "",
    submissionKey,
    locale: context.locale,
    applicationId: context.applicationId ?? null,
    createdAt: now,
    ...consentRecord(values, "booking", now),
    ...sourceRecord(values, ownHostOf(config.baseUrl)),
    ...(spamReason ? { cancelledAt: now, cancelledBy: "spam checks", cancelReason: spamReason } : {}),
  };
  try {
    const outcome = await db.transaction(async (tx) => {
      const wait = await visitorLimitWait(tx, { clientIp: context.clientIp, emailKey }, config.rateLimits, now);
      if (wait !== null) throw new Refusal<BookOutcome>({ status: "rate-limited", retryAfterSeconds: wait });
      const [before] = await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.submissionKey, submissionKey));
      if (before) return { status: "duplicate" as const, id: before.id };
      if (spamReason) {
        await tx.insert(bookings).values(row);
        return { status: "spam" as const };
      }
      await releaseLapsedHolds(tx, now);
      // One call to come per address; the lock makes two bookings of one person at once wait in turn.
      await lockKey(tx, "email", emailKey);
      const [held] = await tx
        .select({ startsAt: bookings.startsAt })
        .from(bookings)
        .where(and(holdingAt(now), gt(bookings.startsAt, now), eq(bookings.emailKey, emailKey)));
      if (held) throw new Refusal<BookOutcome>({ status: "already", startsAt: held.startsAt });
      // A few calls to come per network, counted under its own lock (always taken after the address's).
      const networkKey = networkKeyOf(deps.secret, context.clientIp);
      await lockKey(tx, "network", networkKey);
      const [fromNetwork] = await tx
        .select({ calls: count() })
        .from(bookings)
        .where(and(holdingAt(now), gt(bookings.startsAt, now), eq(bookings.networkKey, networkKey)));
      if ((fromNetwork?.calls ?? 0) >= config.callsHeldPerIp) throw new Refusal<BookOutcome>({ status: "network-full" });
      const taken = await takenBetween(tx, startsAt, startsAt, now);
      if (!freeSlotAt(availability, startsAt, { now, timeZone: config.timeZone, taken })) {
        throw new Refusal<BookOutcome>({ status: unfree(availability, startsAt, now, config.timeZone) });
      }
      const [stored] = await tx
        .insert(bookings)
        .values({ ...row, networkKey })
        .returning();
      await enqueueMessages(tx, messagesOf(deps, stored!, "requested", now), { bookingId: row.id });
      return { status: "booked" as const, id: row.id };
    });
    if (outcome.status === "booked") deps.mailQueued();
    return outcome;
  } catch (error) {
    if (error instanceof Refusal) return error.outcome as BookOutcome;
    const constraint = uniqueViolation(error);
    if (constraint === "bookings_slot_idx") return { status: "taken" };
    if (constraint === "bookings_submission_key_unique") {
      const [before] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.submissionKey, submissionKey));
      if (before) return { status: "duplicate", id: before.id };
    }
    throw error;
  }
}

/** A booking's e-mails for `event`, with the links they carry. */
export function messagesOf(
  deps: Pick<BookingDeps, "secret" | "config">,
  booking: BookingRow,
  event: BookingEvent,
  now: Date,
  byTeam = false,
) {
  const locale = booking.locale === "fr" ? "fr" : "en";
  const links = {
    manageUrl: manageUrl(deps.config.baseUrl, locale, deps.secret, booking.id, now),
    confirmUrl: confirmUrl(deps.config.baseUrl, locale, deps.secret, booking.id, now),
  };
  return bookingMessages(booking, event, { config: deps.config, now, ...links, byTeam });
}

export async function bookingById(db: Database, id: string): Promise<BookingRow | null> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row ?? null;
}
