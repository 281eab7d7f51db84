import { data, redirect } from "react-router";
import { words } from "~/content/words";
import { formatSlot } from "~/content/format";
import { bookingPaths, languageTags, type Locale, localeOfPath, managePrefix } from "~/domain/locale";
import { bookingFormIn, parseSlot, SLOT_FIELD } from "~/domain/booking/booking-form";
import { type CallDetails, callDetailsOf } from "~/domain/booking/call-details";
import { nextFreeSlots, type SlotDay } from "~/domain/booking/slots";
import { parseForm, type RawValues } from "~/domain/forms/parse-form";
import { errorSummary, isDatabaseUnreachable } from "../db/errors.server";
import type { FormPost } from "../form-post.server";
import { issueFormToken } from "../leads/form-token.server";
import { screenFieldsOf } from "../leads/spam-screen.server";
import { log } from "../log/logger.server";
import { services } from "../services.server";
import { bookingToken } from "./booking-link.server";
import { type BookingDeps, bookSlot, freeCalls } from "./bookings.server";
import { checkRequestBookingToken, FROM_PARAM, requestToBook } from "./request-booking-link.server";

/** What the booking form shows: fresh, or sent back with problems and the visitor's values. */
export type BookingFormState = {
  token: string;
  values: RawValues;
  errors: Record<string, string>;
  formError: string | null;
  /** After a slot was taken: the next free ones, to pick from (ISO instants). */
  alternatives: string[];
};

/** The free slots as the page lists them: ISO instants by day. */
export type DaysData = { day: string; slots: string[] }[];

const daysData = (days: SlotDay[]): DaysData =>
  days.map(({ day, slots }) => ({ day, slots: slots.map((slot) => slot.startsAt.toISOString()) }));

const ALTERNATIVES = 6;

export async function bookingDeps(): Promise<BookingDeps> {
  const { submissionDeps, config } = await services();
  return { ...submissionDeps, config };
}

/** The call /book offers, before the visitor has given a phone number: the form asks for it. */
const callOn = (locale: Locale, deps: BookingDeps, slotMinutes: number): CallDetails =>
  callDetailsOf(words(locale).booking.callDetails, deps.config, slotMinutes, null);

/**
 * What /book's list shows now, as a string: the page made for it is answered to everyone until it
 * changes (http/live-page.server.ts, decision 0057). The same in both languages. The call's length
 * is in it, since the page says it; the rest of what the page says of the call is configuration.
 */
export async function slotListState(): Promise<string> {
  const { days, slotMinutes } = await freeCalls(await bookingDeps(), new Date());
  return JSON.stringify({ slotMinutes, days: daysData(days) });
}

/**
 * The GET of /book: the free slots day by day, or, with `?slot=`, the form for that slot (when it is
 * still free; otherwise the list with a word that it went). With a company request's booking link
 * (`?from=`), the form is filled in from the request and the token goes on with every slot; a token
 * that does not check out is ignored, and the page is the one everyone gets.
 */
export async function bookingPage(request: Request) {
  const url = new URL(request.url);
  const deps = await bookingDeps();
  const now = new Date();
  const { days, slotMinutes } = await freeCalls(deps, now);
  const timeZone = deps.config.timeZone;
  const call = callOn(localeOfPath(url.pathname), deps, slotMinutes);
  if (url.searchParams.get("requested") === "1")
    return { timeZone, call, days: daysData(days), slot: null, form: null, requested: true, slotGone: false, from: null };
  const linked = url.searchParams.has(FROM_PARAM) ? await requestToBook(deps.db, url.searchParams.get(FROM_PARAM), deps.secret, now) : null;
  const wanted = parseSlot(url.searchParams.get(SLOT_FIELD));
  const free = wanted && days.some((day) => day.slots.some((slot) => slot.startsAt.getTime() === wanted.getTime()));
  const form: BookingFormState | null = free
    ? { token: issueFormToken(deps.secret, now), values: linked?.values ?? {}, errors: {}, formError: null, alternatives: [] }
    : null;
  return {
    timeZone,
    call,
    days: daysData(days),
    slot: free ? wanted.toISOString() : null,
    form,
    requested: false,
    slotGone: url.searchParams.has(SLOT_FIELD) && !free,
    from: linked?.token ?? null,
  };
}

/** The POST of /book: books the slot, or sends the form back (values kept) with what went wrong. */
export async function bookingAction({ request, clientIp, readFields }: FormPost) {
  const pathname = new URL(request.url).pathname;
  const locale = localeOfPath(pathname);
  const copy = words(locale).booking.bookingPage;
  const { formErrors } = words(locale).forms;
  const body = await readFields();
  const parsed = parseForm(bookingFormIn(words(locale)), body);
  const slotValue = body.get(SLOT_FIELD);
  const slot = parseSlot(slotValue);
  const screenFields = screenFieldsOf(body);
  const token = screenFields.formToken;
  const deps = await bookingDeps();
  const now = new Date();
  const timeZone = deps.config.timeZone;
  // The hidden field is never taken at its word: the token goes back with the form only when its
  // signature holds, and the request it names is joined only once the database says it may still book.
  const fromValue = body.get(FROM_PARAM);
  const from = checkRequestBookingToken(fromValue, deps.secret, now).ok ? (fromValue as string) : null;

  /** The page again with the visitor's values; `offerOthers` lists the next free slots to pick from instead of theirs. */
  const again = async (
    status: number,
    patch: Partial<BookingFormState>,
    { offerOthers = false, headers = {} }: { offerOthers?: boolean; headers?: Record<string, string> } = {},
  ) => {
    const { days, slotMinutes } = await freeCalls(deps, now).catch(() => ({ days: [] as SlotDay[], slotMinutes: 0 }));
    const alternatives = offerOthers ? nextFreeSlots(days, now, ALTERNATIVES).map((free) => free.startsAt.toISOString()) : [];
    const state: BookingFormState = { token: token ?? "", values: parsed.raw, errors: {}, formError: null, ...patch, alternatives };
    const stillFree = !offerOthers && slot && days.some((day) => day.slots.some((free) => free.startsAt.getTime() === slot.getTime()));
    const page = {
      timeZone,
      // Without the database, the call's length is not known: the page says the rest.
      call: slotMinutes > 0 ? callOn(locale, deps, slotMinutes) : null,
      days: daysData(days),
      slot: stillFree ? slot.toISOString() : null,
      form: state,
      requested: false,
      slotGone: false,
      from,
    };
    return data(page, { status, headers });
  };

  if (!slot) return again(400, { errors: parsed.ok ? {} : parsed.errors, formError: copy.pickSlot }, { offerOthers: true });
  if (!parsed.ok) return again(400, { errors: parsed.errors });

  let outcome;
  try {
    const linked = from ? await requestToBook(deps.db, from, deps.secret, now) : null;
    outcome = await bookSlot(deps, parsed.values, slot, {
      clientIp,
      ...screenFields,
      now,
      locale,
      applicationId: linked?.id ?? null,
    });
  } catch (error) {
    const unreachable = isDatabaseUnreachable(error);
    log.error(`Could not store a booking to ${pathname}: ${errorSummary(error)}`);
    return again(unreachable ? 503 : 500, { formError: unreachable ? formErrors.unavailable : formErrors.notSaved });
  }
  switch (outcome.status) {
    case "booked":
    case "duplicate":
      return redirect(`${managePrefix[locale]}${bookingToken(deps.secret, outcome.id, now)}?booked=1`, 303);
    case "spam":
      return redirect(`${bookingPaths[locale]}?requested=1`, 303);
    case "taken":
      return again(409, { formError: copy.taken }, { offerOthers: true });
    case "gone":
      return again(409, { formError: copy.gone }, { offerOthers: true });
    case "already":
      return again(409, { formError: copy.alreadyBooked(formatSlot(outcome.startsAt, languageTags[locale], timeZone)) });
    case "network-full":
      return again(409, { formError: copy.networkFull });
    case "rate-limited":
      return again(
        429,
        { formError: formErrors.tooMany(outcome.retryAfterSeconds) },
        { headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
      );
  }
}
