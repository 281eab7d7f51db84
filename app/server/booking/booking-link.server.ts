import { type Locale, managePrefix } from "~/content/locale";
import { isUuid } from "~/domain/ids";
import { checkPurposeToken, signPurposeToken, type TokenCheck } from "../signed-token.server";

/** A booking's link to see, move or cancel it: good for nothing else, and for as long as a call is booked ahead. */
const PURPOSE = "booking-manage";
const MAX_AGE_MS = 400 * 86_400_000;

export const bookingToken = (secret: string, bookingId: string, now: Date) => signPurposeToken(secret, PURPOSE, bookingId, now);

export const checkBookingToken = (token: string, secret: string, now: Date): TokenCheck =>
  checkPurposeToken(token, secret, PURPOSE, now, MAX_AGE_MS, isUuid);

export function manageUrl(baseUrl: string, locale: Locale, secret: string, bookingId: string, now: Date): string {
  return `${baseUrl}${managePrefix[locale]}${bookingToken(secret, bookingId, now)}`;
}
