import { data } from "react-router";
import { bookingWordsFor } from "~/content/booking-words";
import { localeOfPath } from "~/content/locale";
import { parseSlot, SLOT_FIELD } from "~/domain/booking/booking-form";
import { nextFreeSlots } from "~/domain/booking/slots";
import { readFormBody } from "../http/form-body.server";
import { checkBookingToken } from "./booking-link.server";
import { bookingDeps } from "./booking-pages.server";
import { bookingById, cancelBooking, freeDays, moveBooking } from "./bookings.server";

/** How many free slots the page offers to move a call to. */
const MOVE_CHOICES = 12;

type Notice = "booked" | "moved" | "cancelled" | "taken" | null;

/** A booking's own page, from its signed link: the call, and a way to cancel or move it. */
async function manageData(request: Request, token: string, notice: Notice) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const words = bookingWordsFor(locale).managePage;
  const deps = await bookingDeps();
  const now = new Date();
  const check = checkBookingToken(token, deps.secret, now);
  if (!check.ok) throw data(check.problem === "expired" ? words.expiredLink : words.invalidLink, { status: 404 });
  const booking = await bookingById(deps.db, check.id);
  if (!booking) throw data(words.invalidLink, { status: 404 });
  const upcoming = !booking.cancelledAt && booking.startsAt.getTime() > now.getTime();
  const choices = upcoming
    ? nextFreeSlots(await freeDays(deps, now, booking.id), now, MOVE_CHOICES)
        .filter((slot) => slot.startsAt.getTime() !== booking.startsAt.getTime())
        .map((slot) => slot.startsAt.toISOString())
    : [];
  return {
    timeZone: deps.config.timeZone,
    startsAt: booking.startsAt.toISOString(),
    cancelled: booking.cancelledAt !== null,
    past: !upcoming && booking.cancelledAt === null,
    choices,
    notice,
  };
}

export function managePage({ request, params }: { request: Request; params: { token?: string } }) {
  const booked = new URL(request.url).searchParams.get("booked") === "1";
  return manageData(request, params.token ?? "", booked ? "booked" : null);
}

/** Cancels or moves the call, then shows its page as it now stands. */
export async function manageAction({ request, params }: { request: Request; params: { token?: string } }) {
  const token = params.token ?? "";
  const deps = await bookingDeps();
  const now = new Date();
  const check = checkBookingToken(token, deps.secret, now);
  if (!check.ok) return manageData(request, token, null);
  const body = await readFormBody(request);
  const intent = body.get("intent");
  if (intent === "cancel") {
    await cancelBooking(deps, { id: check.id, by: "the visitor", reason: null, now, byTeam: false });
    return manageData(request, token, "cancelled");
  }
  const startsAt = parseSlot(body.get(SLOT_FIELD));
  if (intent !== "move" || !startsAt) return data(await manageData(request, token, null), { status: 400 });
  const outcome = await moveBooking(deps, { id: check.id, startsAt, now });
  if (outcome === "moved") return manageData(request, token, "moved");
  return data(await manageData(request, token, "taken"), { status: 409 });
}
