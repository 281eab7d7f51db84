import { createHash, randomInt, randomUUID } from "node:crypto";
import { and, eq, gt, gte, isNull, lt, ne, sql } from "drizzle-orm";
import type { Locale } from "~/content/locale";
import type { BookingValues } from "~/domain/booking/booking-form";
import { type Availability, freeSlotAt, freeSlots, type Interval, type SlotDay } from "~/domain/booking/slots";
import { consentRecord } from "~/domain/consent";
import { clientLimitKey } from "~/domain/client-limit-key";
import { submissionLimitKey } from "~/domain/submission-limit-key";
import type { Config } from "../config.server";
import type { Database } from "../db/client.server";
import { bookings, rateLimits } from "../db/schema.server";
import { checkFormToken } from "../leads/form-token.server";
import { enqueueMessages } from "../mail/outbox.server";
import { RATE_LIMIT_SHARDS, secondsUntilNextWindow, windowStartOf } from "../rate-limit.server";
import { currentAvailability } from "./availability.server";
import { manageUrl } from "./booking-link.server";
import { type BookingEvent, bookingMessages, type BookingRow } from "./booking-mail.server";

export type BookingDeps = {
  db: Database;
  secret: string;
  config: Pick<Config, "spam" | "rateLimits" | "notifyEmails" | "baseUrl" | "mailFrom" | "timeZone">;
  mailQueued: () => void;
};

type Executor = Pick<Database, "select" | "insert" | "update" | "execute">;

const DAY_MS = 86_400_000;

/** The bookings holding their slots between two instants (a day's margin either side for long calls and zones). */
async function takenBetween(db: Executor, from: Date, to: Date, except?: string): Promise<Interval[]> {
  return db
    .select({ startsAt: bookings.startsAt, endsAt: bookings.endsAt })
    .from(bookings)
    .where(
      and(
        isNull(bookings.cancelledAt),
        gte(bookings.startsAt, new Date(from.getTime() - DAY_MS)),
        lt(bookings.startsAt, new Date(to.getTime() + DAY_MS)),
        except ? ne(bookings.id, except) : undefined,
      ),
    );
}

const horizonEnd = (availability: Availability, now: Date) => new Date(now.getTime() + (availability.horizonDays + 1) * DAY_MS);

/** The free slots now, day by day, under the availability saved at this moment. */
export async function freeDays(deps: Pick<BookingDeps, "db" | "config">, now: Date, except?: string): Promise<SlotDay[]> {
  const availability = await currentAvailability(deps.db);
  const taken = await takenBetween(deps.db, now, horizonEnd(availability, now), except);
  return freeSlots(availability, { now, timeZone: deps.config.timeZone, taken });
}

export type BookingContext = { clientIp: string; formToken: string | null; honeypot: string; now: Date; locale: Locale };

export type BookOutcome =
  | { status: "booked" | "duplicate"; id: string }
  | { status: "spam" }
  | { status: "taken" | "gone" }
  | { status: "already"; startsAt: Date }
  | { status: "rate-limited"; retryAfterSeconds: number };

/** Thrown inside a transaction to roll it back with an answer. */
class Refusal extends Error {
  constructor(readonly outcome: BookOutcome) {
    super(outcome.status);
  }
}

/** Counts one request against a key's hourly limit (decision 0015's shards); true while within it. */
async function withinLimit(tx: Executor, key: string, limit: number, now: Date): Promise<boolean> {
  const windowStart = windowStartOf(now);
  await tx
    .insert(rateLimits)
    .values({ key, windowStart, shard: randomInt(RATE_LIMIT_SHARDS), count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart, rateLimits.shard],
      set: { count: sql`${rateLimits.count} + 1` },
    });
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${rateLimits.count}), 0)::int` })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)));
  return (row?.total ?? 0) <= limit;
}

/** The name of the unique constraint a failed statement broke, if that is why it failed. */
function uniqueViolation(error: unknown): string | null {
  for (let link = error; link; link = (link as { cause?: unknown }).cause) {
    const { code, constraint } = link as { code?: unknown; constraint?: unknown };
    if (code === "23505") return typeof constraint === "string" ? constraint : "";
  }
  return null;
}

/** Why a slot cannot be booked: someone holds it, or it is no longer offered at all (too soon, closed, not a slot). */
function unfree(availability: Availability, startsAt: Date, now: Date, timeZone: string): "taken" | "gone" {
  const open = freeSlotAt(availability, startsAt, { now, timeZone, taken: [] });
  return open ? "taken" : "gone";
}

/**
 * Books a slot: the same spam checks, limits and "stored before thanked" as the lead forms. The
 * partial unique index decides between two visitors who want one slot; a booking caught as spam is
 * stored already cancelled, so it holds no slot. One address holds one call to come at a time.
 */
export async function bookSlot(deps: BookingDeps, values: BookingValues, startsAt: Date, context: BookingContext): Promise<BookOutcome> {
  const { db, config } = deps;
  const { now } = context;
  const token = checkFormToken(context.formToken, deps.secret, now, config.spam);
  const spamReason = context.honeypot.trim() !== "" ? "hidden field filled in" : token.ok ? null : token.spamReason;
  const submissionKey = token.ok
    ? createHash("sha256")
        .update(`booking\n${token.id}\n${startsAt.toISOString()}\n${JSON.stringify(values)}`)
        .digest("base64url")
    : randomUUID();
  const availability = await currentAvailability(db);
  const row = {
    id: randomUUID(),
    startsAt,
    endsAt: new Date(startsAt.getTime() + availability.slotMinutes * 60_000),
    name: values.name,
    company: values.company,
    email: values.email,
    phone: values.phone,
    topic: values.topic ?? "",
    submissionKey,
    locale: context.locale,
    createdAt: now,
    ...consentRecord(values, "booking", now),
    ...(spamReason ? { cancelledAt: now, cancelledBy: "spam checks", cancelReason: spamReason } : {}),
  };
  try {
    const outcome = await db.transaction(async (tx) => {
      const { perIpPerHour, perEmailPerHour } = config.rateLimits;
      const ipOk = await withinLimit(tx, clientLimitKey(context.clientIp), perIpPerHour, now);
      const emailOk = await withinLimit(tx, `email:${submissionLimitKey(values.email)}`, perEmailPerHour, now);
      if (!ipOk || !emailOk) throw new Refusal({ status: "rate-limited", retryAfterSeconds: secondsUntilNextWindow(now) });
      const [before] = await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.submissionKey, submissionKey));
      if (before) return { status: "duplicate" as const, id: before.id };
      if (spamReason) {
        await tx.insert(bookings).values(row);
        return { status: "spam" as const };
      }
      // One call to come per address; the lock makes two bookings of one person at once wait in turn.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${values.email.toLowerCase()}))`);
      const [held] = await tx
        .select({ startsAt: bookings.startsAt })
        .from(bookings)
        .where(
          and(isNull(bookings.cancelledAt), gt(bookings.startsAt, now), sql`lower(${bookings.email}) = ${values.email.toLowerCase()}`),
        );
      if (held) throw new Refusal({ status: "already", startsAt: held.startsAt });
      const taken = await takenBetween(tx, startsAt, startsAt);
      if (!freeSlotAt(availability, startsAt, { now, timeZone: config.timeZone, taken })) {
        throw new Refusal({ status: unfree(availability, startsAt, now, config.timeZone) });
      }
      const [stored] = await tx.insert(bookings).values(row).returning();
      await enqueueMessages(tx, messagesOf(deps, stored!, "booked", now), { bookingId: row.id });
      return { status: "booked" as const, id: row.id };
    });
    if (outcome.status === "booked") deps.mailQueued();
    return outcome;
  } catch (error) {
    if (error instanceof Refusal) return error.outcome;
    const constraint = uniqueViolation(error);
    if (constraint === "bookings_slot_idx") return { status: "taken" };
    if (constraint === "bookings_submission_key_unique") {
      const [before] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.submissionKey, submissionKey));
      if (before) return { status: "duplicate", id: before.id };
    }
    throw error;
  }
}

function messagesOf(deps: Pick<BookingDeps, "secret" | "config">, booking: BookingRow, event: BookingEvent, now: Date, byTeam = false) {
  const url = manageUrl(deps.config.baseUrl, booking.locale === "fr" ? "fr" : "en", deps.secret, booking.id, now);
  return bookingMessages(booking, event, { config: deps.config, now, manageUrl: url, byTeam });
}

export async function bookingById(db: Database, id: string): Promise<BookingRow | null> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row ?? null;
}

/**
 * Cancels a call to come, by the visitor (their link) or an admin (with a reason): frees the slot
 * and sends the cancellation invite. False when it was cancelled already or has taken place.
 */
export async function cancelBooking(
  deps: BookingDeps,
  input: { id: string; by: string; reason: string | null; now: Date; byTeam: boolean },
): Promise<boolean> {
  const done = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(bookings)
      .set({ cancelledAt: input.now, cancelledBy: input.by, cancelReason: input.reason, sequence: sql`${bookings.sequence} + 1` })
      .where(and(eq(bookings.id, input.id), isNull(bookings.cancelledAt), gt(bookings.endsAt, input.now)))
      .returning();
    if (!row) return false;
    await enqueueMessages(tx, messagesOf(deps, row, "cancelled", input.now, input.byTeam), { bookingId: row.id });
    return true;
  });
  if (done) deps.mailQueued();
  return done;
}

/** Moves a call to come to another free slot: the same UID, SEQUENCE raised, a new invite. */
export async function moveBooking(
  deps: BookingDeps,
  input: { id: string; startsAt: Date; now: Date },
): Promise<"moved" | "taken" | "gone" | "not-movable"> {
  const { db, config } = deps;
  const availability = await currentAvailability(db);
  try {
    const outcome = await db.transaction(async (tx) => {
      const taken = await takenBetween(tx, input.startsAt, input.startsAt, input.id);
      if (!freeSlotAt(availability, input.startsAt, { now: input.now, timeZone: config.timeZone, taken })) {
        throw new Refusal({ status: unfree(availability, input.startsAt, input.now, config.timeZone) });
      }
      const [row] = await tx
        .update(bookings)
        .set({
          startsAt: input.startsAt,
          endsAt: new Date(input.startsAt.getTime() + availability.slotMinutes * 60_000),
          sequence: sql`${bookings.sequence} + 1`,
        })
        .where(and(eq(bookings.id, input.id), isNull(bookings.cancelledAt), gt(bookings.startsAt, input.now)))
        .returning();
      if (!row) return "not-movable" as const;
      await enqueueMessages(tx, messagesOf(deps, row, "moved", input.now), { bookingId: row.id });
      return "moved" as const;
    });
    if (outcome === "moved") deps.mailQueued();
    return outcome;
  } catch (error) {
    if (error instanceof Refusal) return error.outcome.status === "gone" ? "gone" : "taken";
    if (uniqueViolation(error) === "bookings_slot_idx") return "taken";
    throw error;
  }
}
