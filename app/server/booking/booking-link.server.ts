import { type Locale, managePrefix } from "~/domain/locale";
import { CONFIRM_WITHIN_MS } from "~/domain/booking/holds";
import { isUuid } from "~/domain/ids";
import { checkPurposeToken, signPurposeToken, type TokenCheck } from "../signed-token.server";

/** A booking's link to see, move or cancel it: good for nothing else, and for as long as a call is booked ahead. */
const PURPOSE = "booking-manage";
const MAX_AGE_MS = 400 * 86_400_000;

/**
 * The confirmation's token, only ever e-mailed (the visitor's browser gets the manage link after
 * booking, so that link proves nothing about the address). Good while the booking may be confirmed.
 */
const CONFIRM_PURPOSE = "booking-confirm";

/** The query parameter that carries the confirmation token on the booking's own page. */
export const CONFIRM_PARAM = "confirm";

export const bookingToken = (secret: string, bookingId: string, now: Date) => signPurposeToken(secret, PURPOSE, bookingId, now);

export const checkBookingToken = (token: string, secret: string, now: Date): TokenCheck =>
  checkPurposeToken(token, secret, PURPOSE, now, MAX_AGE_MS, isUuid);

export const confirmToken = (secret: string, bookingId: string, now: Date) => signPurposeToken(secret, CONFIRM_PURPOSE, bookingId, now);

export const checkConfirmToken = (token: string, secret: string, now: Date): TokenCheck =>
  checkPurposeToken(token, secret, CONFIRM_PURPOSE, now, CONFIRM_WITHIN_MS, isUuid);

export function manageUrl(baseUrl: string, locale: Locale, secret: string, bookingId: string, now: Date): string {
  return `${baseUrl}${managePrefix[locale]}${bookingToken(secret, bookingId, now)}`;
}

/** The booking's page with the confirmation token: it shows the button that confirms the call. */
export function confirmUrl(baseUrl: string, locale: Locale, secret: string, bookingId: string, now: Date): string {
  return `${manageUrl(baseUrl, locale, secret, bookingId, now)}?${CONFIRM_PARAM}=${confirmToken(secret, bookingId, now)}`;
}
