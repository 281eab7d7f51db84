import { data } from "react-router";
import { words } from "~/content/words";
import { localeOfPath } from "~/domain/locale";
import { CANCEL_STEP, parseSlot, SLOT_FIELD, STEP_PARAM } from "~/domain/booking/booking-form";
import { confirmDeadline, holdsSlot, MOVES_PER_BOOKING, NOT_CONFIRMED } from "~/domain/booking/holds";
import { callDetailsOf } from "~/domain/booking/call-details";
import type { FormPost } from "../form-post.server";
import { cancelBooking, confirmBooking, moveBooking } from "./booking-changes.server";
import { CONFIRM_PARAM, checkBookingToken, checkConfirmToken } from "./booking-link.server";
import { bookingDeps, type DaysData } from "./booking-pages.server";
import { bookingById, freeDays } from "./bookings.server";

type Notice = "booked" | "confirmed" | "moved" | "cancelled" | "taken" | "gone" | "no-more-moves" | "too-many" | "pick-time" | null;

/** The confirmation token a request carries (link or form), when it is good for this booking. */
function confirmationFor(bookingId: string, given: unknown, secret: string, now: Date): string | null {
  if (typeof given !== "string") return null;
  const check = checkConfirmToken(given, secret, now);
  return check.ok && check.id === bookingId ? given : null;
}

/**
 * A booking's own page, from its signed link: the call, and a way to confirm (with the e-mailed
 * link), move or cancel it. `retryAfterSeconds` goes with the "too-many" notice.
 */
async function manageData(request: Request, token: string, notice: Notice, retryAfterSeconds: number | null = null) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const copy = words(locale).booking.managePage;
  const deps = await bookingDeps();
  const now = new Date();
  const check = checkBookingToken(token, deps.secret, now);
  if (!check.ok) throw data(check.problem === "expired" ? copy.expiredLink : copy.invalidLink, { status: 404 });
  const booking = await bookingById(deps.db, check.id);
  if (!booking) throw data(copy.invalidLink, { status: 404 });
  // An unconfirmed booking past its two hours is shown released even before a write has marked it so.
  const lapsed = booking.cancelledBy === NOT_CONFIRMED || (!booking.cancelledAt && !holdsSlot(booking, now));
  const cancelled = booking.cancelledAt !== null || lapsed;
  const upcoming = !cancelled && booking.startsAt.getTime() > now.getTime();
  const canMove = booking.moves < MOVES_PER_BOOKING;
  // Every free day to the horizon, each with its times, less the call's own time.
  const moveDays: DaysData =
    upcoming && canMove
      ? (await freeDays(deps, now, booking.id))
          .map(({ day, slots }) => ({
            day,
            slots: slots
              .filter((slot) => slot.startsAt.getTime() !== booking.startsAt.getTime())
              .map((slot) => slot.startsAt.toISOString()),
          }))
          .filter((day) => day.slots.length > 0)
      : [];
  const minutes = Math.round((booking.endsAt.getTime() - booking.startsAt.getTime()) / 60_000);
  const awaitingConfirmation = upcoming && booking.confirmedAt === null;
  return {
    timeZone: deps.config.timeZone,
    startsAt: booking.startsAt.toISOString(),
    cancelled,
    lapsed,
    past: !cancelled && !upcoming,
    confirmed: booking.confirmedAt !== null,
    /** Until when an unconfirmed call holds its time. */
    confirmBy: awaitingConfirmation ? confirmDeadline(booking.createdAt).toISOString() : null,
    /** The e-mailed token, when this page was opened from it and the call can still be confirmed. */
    confirmToken: awaitingConfirmation ? confirmationFor(booking.id, url.searchParams.get(CONFIRM_PARAM), deps.secret, now) : null,
    canMove,
    maxMoves: MOVES_PER_BOOKING,
    moveDays,
    /** The second step before cancelling, asked for by `?step=cancel`. */
    askCancel: upcoming && notice === null && url.searchParams.get(STEP_PARAM) === CANCEL_STEP,
    call: callDetailsOf(words(locale).booking.callDetails, deps.config, minutes, booking.phone),
    notice,
    retryAfterSeconds,
  };
}

export function managePage(request: Request, token: string | undefined) {
  const booked = new URL(request.url).searchParams.get("booked") === "1";
  return manageData(request, token ?? "", booked ? "booked" : null);
}

/** Confirms, cancels or moves the call, then shows its page as it now stands. */
export async function manageAction({ request, clientIp, readFields }: FormPost, linkToken: string | undefined) {
  const token = linkToken ?? "";
  const deps = await bookingDeps();
  const now = new Date();
  const check = checkBookingToken(token, deps.secret, now);
  if (!check.ok) return manageData(request, token, null);
  const body = await readFields();
  const intent = body.get("intent");
  const visitor = { clientIp };
  const tooMany = async (retryAfterSeconds: number) =>
    data(await manageData(request, token, "too-many", retryAfterSeconds), {
      status: 429,
      headers: { "Retry-After": String(retryAfterSeconds) },
    });

  if (intent === "confirm") {
    if (!confirmationFor(check.id, body.get(CONFIRM_PARAM), deps.secret, now)) {
      return data(await manageData(request, token, null), { status: 400 });
    }
    const outcome = await confirmBooking(deps, { id: check.id, now });
    if (outcome === "not-changeable") return data(await manageData(request, token, null), { status: 409 });
    return manageData(request, token, "confirmed");
  }
  if (intent === "cancel") {
    const outcome = await cancelBooking(deps, { id: check.id, by: "the visitor", reason: null, now, byTeam: false, visitor });
    if (outcome.status === "rate-limited") return tooMany(outcome.retryAfterSeconds);
    return manageData(request, token, outcome.status === "cancelled" ? "cancelled" : null);
  }
  if (intent !== "move") return data(await manageData(request, token, null), { status: 400 });
  const picked = body.get(SLOT_FIELD);
  // The button pressed with no time picked: nothing was chosen, so nothing is preselected for them.
  if (picked === null || picked === "") return data(await manageData(request, token, "pick-time"), { status: 400 });
  const startsAt = parseSlot(picked);
  // Not a time at all: said as a time that cannot be booked, which is what it is.
  if (!startsAt) return data(await manageData(request, token, "gone"), { status: 409 });
  const outcome = await moveBooking(deps, { id: check.id, startsAt, now, visitor });
  switch (outcome.status) {
    case "moved":
      return manageData(request, token, "moved");
    case "rate-limited":
      return tooMany(outcome.retryAfterSeconds);
    case "not-changeable":
      return data(await manageData(request, token, null), { status: 409 });
    default:
      return data(await manageData(request, token, outcome.status), { status: 409 });
  }
}
