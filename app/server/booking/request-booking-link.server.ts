import { and, eq, isNull, sql } from "drizzle-orm";
import { personName } from "~/domain/applicant-name";
import { bookingPaths, type Locale } from "~/domain/locale";
import { isUuid } from "~/domain/ids";
import { FROM_FIELD } from "~/domain/booking/booking-form";
import type { Database } from "../db/client.server";
import { applications } from "../db/schema.server";
import { checkPurposeToken, signPurposeToken, type TokenCheck } from "../signed-token.server";

/**
 * The booking link of a company request: /book with `?from=<token>`, a signed token naming the
 * request, given in the request's confirmation e-mail and on its thank-you page. It fills in the
 * booking form from the request and joins the call to it, whatever address is then typed. Good for
 * nothing else: its purpose string is its own, so no withdrawal, shortlist or booking link passes
 * as one, nor one of these as them.
 */
const PURPOSE = "book-from-request";
export const REQUEST_BOOKING_LINK_DAYS = 30;
const DAY_MS = 86_400_000;

/** The query parameter, and the booking form's hidden field, that carries the token. */
export const FROM_PARAM = FROM_FIELD;

/** Longer than any token this module signs (a uuid, a time, a signature: about 90 characters). */
const MAX_TOKEN_LENGTH = 160;

export const signRequestBookingToken = (secret: string, applicationId: string, issuedAt: Date) =>
  signPurposeToken(secret, PURPOSE, applicationId, issuedAt);

/** Checks the token's signature and age only; `requestToBook` also asks the database whether the request may still book. */
export function checkRequestBookingToken(token: unknown, secret: string, now: Date): TokenCheck {
  if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH) return { ok: false, problem: "invalid" };
  return checkPurposeToken(token, secret, PURPOSE, now, REQUEST_BOOKING_LINK_DAYS * DAY_MS, isUuid);
}

/** The booking page's address (path and query) for a token, in a language. */
export const requestBookingPath = (locale: Locale, token: string) => `${bookingPaths[locale]}?${FROM_PARAM}=${token}`;

/**
 * The link in the request's confirmation e-mail, in the request's language. Issued at the
 * request's time, so it lasts 30 days from then whenever the e-mail goes out.
 */
export const requestBookingUrl = (baseUrl: string, secret: string, applicationId: string, issuedAt: Date, locale: Locale) =>
  `${baseUrl}${requestBookingPath(locale, signRequestBookingToken(secret, applicationId, issuedAt))}`;

/** A company request a booking may be joined to, and the booking form's values it fills in. */
export type RequestToBook = { id: string; token: string; values: { name: string; company: string; email: string; phone: string } };

/**
 * The company request a token names, while a call may be joined to it: signed for this purpose,
 * not expired, still stored, a company's request (never a CIO's application) and not withdrawn.
 * Anything else is null: the page then works as without a link, and nothing is joined.
 */
export async function requestToBook(db: Database, token: unknown, secret: string, now: Date): Promise<RequestToBook | null> {
  const check = checkRequestBookingToken(token, secret, now);
  if (!check.ok) return null;
  const [request] = await db
    .select({
      id: applications.id,
      companyName: applications.companyName,
      firstName: applications.firstName,
      lastName: applications.lastName,
      email: applications.email,
      phone: applications.phone,
    })
    .from(applications)
    .where(
      and(
        eq(applications.id, check.id),
        eq(applications.type, "Company"),
        isNull(applications.withdrawnAt),
        sql`${applications.status} is distinct from 'Withdrawn'`,
      ),
    );
  if (!request) return null;
  return {
    id: request.id,
    token: token as string,
    values: {
      name: personName(request.firstName, request.lastName),
      company: (request.companyName ?? "").trim(),
      email: request.email,
      phone: request.phone,
    },
  };
}
