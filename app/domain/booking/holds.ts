import { type Availability, earliestStart } from "./slots";

// How long a booking holds its slot (decision 0058) and how often it may change (0059). A booking
// proves nothing about its address until the visitor confirms from the e-mail sent there, so until
// then it holds its slot only briefly; and a call moves only a few times, since each move of a
// confirmed call sends an invite to the address and the team.

/** An unconfirmed booking holds its slot this long after it was made, then stops holding it. */
export const CONFIRM_WITHIN_MS = 2 * 3_600_000;

/** How many times a visitor may move one booking in its life. */
export const MOVES_PER_BOOKING = 3;

/** Who the release of an unconfirmed booking is recorded as, in `cancelled_by`. */
export const NOT_CONFIRMED = "not confirmed";

/** The moment an unconfirmed booking made at `createdAt` stops holding its slot. */
export const confirmDeadline = (createdAt: Date) => new Date(createdAt.getTime() + CONFIRM_WITHIN_MS);

/** Whether a booking holds its slot at `now`: not cancelled, and confirmed or still within its time to be. */
export function holdsSlot(booking: { cancelledAt: Date | null; confirmedAt: Date | null; createdAt: Date }, now: Date): boolean {
  if (booking.cancelledAt) return false;
  return booking.confirmedAt !== null || now.getTime() < confirmDeadline(booking.createdAt).getTime();
}

const DAY_MS = 86_400_000;

/**
 * Whether `startsAt` lies between the earliest start and the horizon (with a day's margin for the
 * zone): anything outside cannot be a free slot and is refused before the database is asked, which
 * could not even store a year such as 0000.
 */
export function withinReach(availability: Availability, startsAt: Date, now: Date): boolean {
  const time = startsAt.getTime();
  return time >= earliestStart(availability, now).getTime() && time <= now.getTime() + (availability.horizonDays + 2) * DAY_MS;
}
