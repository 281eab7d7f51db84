import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { CONFIRM_WITHIN_MS, holdsSlot, MOVES_PER_BOOKING, withinReach } from "~/domain/booking/holds";
import { freeSlotAt } from "~/domain/booking/slots";
import { bookings } from "../db/schema.server";
import { enqueueMessages } from "../mail/outbox.server";
import { currentAvailability } from "./availability.server";
import { releaseLapsedHolds, visitorLimitWait } from "./booking-holds.server";
import { type BookingDeps, messagesOf, Refusal, takenBetween, unfree, uniqueViolation } from "./bookings.server";

// What happens to a booking after it is made: the visitor confirms, moves or cancels it from their
// link; an admin cancels it. A visitor's move or cancellation counts against the same hourly limits
// as a booking, and a call moves a few times at most (decision 0059). Until the visitor confirms,
// nobody is e-mailed of a change: the address has not shown it wants the call.

/** The visitor asking, whose move or cancellation counts against the limits; none for an admin. */
type Visitor = { clientIp: string };

export type ChangeOutcome<Done extends string> =
  { status: Done | "not-changeable" } | { status: "rate-limited"; retryAfterSeconds: number };

/** `told`: whether the visitor is e-mailed of it (only a confirmed call's cancellation is). */
export type CancelOutcome = { status: "cancelled"; told: boolean } | Exclude<ChangeOutcome<never>, { status: "cancelled" }>;

/**
 * Cancels a call to come, by the visitor (their link) or an admin (with a reason): frees the slot
 * and, when the call was confirmed, sends the cancellation invite. "not-changeable" when it was
 * cancelled already or has taken place.
 */
export async function cancelBooking(
  deps: BookingDeps,
  input: { id: string; by: string; reason: string | null; now: Date; byTeam: boolean; visitor?: Visitor },
): Promise<CancelOutcome> {
  const { now } = input;
  const stillOn = and(eq(bookings.id, input.id), isNull(bookings.cancelledAt), gt(bookings.endsAt, now));
  try {
    const outcome = await deps.db.transaction(async (tx) => {
      await releaseLapsedHolds(tx, now);
      const [current] = await tx.select({ emailKey: bookings.emailKey }).from(bookings).where(stillOn);
      if (!current) return { status: "not-changeable" as const, queued: false };
      if (input.visitor) {
        const wait = await visitorLimitWait(tx, { ...input.visitor, emailKey: current.emailKey }, deps.config.rateLimits, now);
        if (wait !== null) throw new Refusal<CancelOutcome>({ status: "rate-limited", retryAfterSeconds: wait });
      }
      const [row] = await tx
        .update(bookings)
        .set({ cancelledAt: now, cancelledBy: input.by, cancelReason: input.reason, sequence: sql`${bookings.sequence} + 1` })
        .where(stillOn)
        .returning();
      if (!row) return { status: "not-changeable" as const, queued: false };
      const messages = messagesOf(deps, row, "cancelled", now, input.byTeam);
      await enqueueMessages(tx, messages, { bookingId: row.id });
      return { status: "cancelled" as const, queued: messages.length > 0 };
    });
    if (outcome.queued) deps.mailQueued();
    return outcome.status === "cancelled" ? { status: "cancelled", told: outcome.queued } : { status: outcome.status };
  } catch (error) {
    if (error instanceof Refusal) return error.outcome as CancelOutcome;
    throw error;
  }
}

export type MoveOutcome = ChangeOutcome<"moved" | "taken" | "gone" | "no-more-moves">;

/**
 * Moves a call to come to another free slot: the same UID, SEQUENCE raised, a new invite when it
 * was confirmed. A call moves MOVES_PER_BOOKING times at most; a time outside the bookable days is
 * refused before the database is asked.
 */
export async function moveBooking(
  deps: BookingDeps,
  input: { id: string; startsAt: Date; now: Date; visitor?: Visitor },
): Promise<MoveOutcome> {
  const { db, config } = deps;
  const { now } = input;
  const availability = await currentAvailability(db);
  if (!withinReach(availability, input.startsAt, now)) return { status: "gone" };
  try {
    const outcome = await db.transaction(async (tx) => {
      await releaseLapsedHolds(tx, now);
      const movable = and(eq(bookings.id, input.id), isNull(bookings.cancelledAt), gt(bookings.startsAt, now));
      const [current] = await tx.select({ emailKey: bookings.emailKey, moves: bookings.moves }).from(bookings).where(movable);
      if (!current) return { status: "not-changeable" as const, queued: false };
      if (current.moves >= MOVES_PER_BOOKING) return { status: "no-more-moves" as const, queued: false };
      if (input.visitor) {
        const wait = await visitorLimitWait(tx, { ...input.visitor, emailKey: current.emailKey }, config.rateLimits, now);
        if (wait !== null) throw new Refusal<MoveOutcome>({ status: "rate-limited", retryAfterSeconds: wait });
      }
      const taken = await takenBetween(tx, input.startsAt, input.startsAt, now, input.id);
      if (!freeSlotAt(availability, input.startsAt, { now, timeZone: config.timeZone, taken })) {
        throw new Refusal<MoveOutcome>({ status: unfree(availability, input.startsAt, now, config.timeZone) });
      }
      const [row] = await tx
        .update(bookings)
        .set({
          startsAt: input.startsAt,
          endsAt: new Date(input.startsAt.getTime() + availability.slotMinutes * 60_000),
          sequence: sql`${bookings.sequence} + 1`,
          moves: sql`${bookings.moves} + 1`,
        })
        // Two moves sent together each pass the count above; this lets only those within the limit through.
        .where(and(movable, lt(bookings.moves, MOVES_PER_BOOKING)))
        .returning();
      if (!row) return { status: "no-more-moves" as const, queued: false };
      const messages = messagesOf(deps, row, "moved", now);
      await enqueueMessages(tx, messages, { bookingId: row.id });
      return { status: "moved" as const, queued: messages.length > 0 };
    });
    if (outcome.queued) deps.mailQueued();
    return { status: outcome.status };
  } catch (error) {
    if (error instanceof Refusal) return error.outcome as MoveOutcome;
    if (uniqueViolation(error) === "bookings_slot_idx") return { status: "taken" };
    throw error;
  }
}

export type ConfirmOutcome = "confirmed" | "already" | "not-changeable";

/**
 * The visitor confirms from the link e-mailed to their address: the booking now holds its slot for
 * good, and the calendar invite goes to them and the team. Too late once its two hours are over
 * (the slot may be someone else's by then).
 */
export async function confirmBooking(deps: BookingDeps, input: { id: string; now: Date }): Promise<ConfirmOutcome> {
  const { now } = input;
  const outcome = await deps.db.transaction(async (tx) => {
    await releaseLapsedHolds(tx, now);
    const [row] = await tx
      .update(bookings)
      .set({ confirmedAt: now })
      .where(
        and(
          eq(bookings.id, input.id),
          isNull(bookings.cancelledAt),
          isNull(bookings.confirmedAt),
          gt(bookings.createdAt, new Date(now.getTime() - CONFIRM_WITHIN_MS)),
          gt(bookings.endsAt, now),
        ),
      )
      .returning();
    if (row) {
      await enqueueMessages(tx, messagesOf(deps, row, "booked", now), { bookingId: row.id });
      return "confirmed" as const;
    }
    const [current] = await tx.select().from(bookings).where(eq(bookings.id, input.id));
    return current?.confirmedAt && holdsSlot(current, now) ? ("already" as const) : ("not-changeable" as const);
  });
  if (outcome === "confirmed") deps.mailQueued();
  return outcome;
}
