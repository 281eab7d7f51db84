import { useRouteLoaderData } from "react-router";
import { words } from "~/content/words";
import { formatDayHeading, formatSlotTime } from "~/content/format";
import { bookingPaths, languageTags } from "~/domain/locale";
import { FROM_FIELD } from "~/domain/booking/booking-form";
import { useLocale } from "../use-words";
import localTimesScript from "./local-times.js?inline-script";

/** The small script that adds the visitor's own time, inline with the response's CSP nonce. */
export function LocalTimes() {
  const nonce = useRouteLoaderData<{ nonce: string }>("root")?.nonce;
  return <script nonce={nonce || undefined} dangerouslySetInnerHTML={{ __html: localTimesScript }} />;
}

type Day = { day: string; slots: string[] };

/** A slot's link: the form for it, with a company request's booking link (`from`) carried on. */
export const slotHref = (path: string, slot: string, from: string | null) =>
  `${path}?slot=${encodeURIComponent(slot)}${from ? `&${FROM_FIELD}=${encodeURIComponent(from)}` : ""}#booking-form`;

/** The anchor of a day's times: its link in the list of days points at it. */
export const dayAnchor = (day: string) => `day-${day}`;

/**
 * The free days, each a link to its times further down the same page. Without JavaScript and
 * without a query (the page stays the one kept for everyone, decision 0057), CSS shows only the
 * times of the day picked (:target): on a phone the days come first and alone; on a wider screen
 * they stand beside the first day's times (app.css, "day-picker").
 */
export function SlotList({ days, timeZone, from = null }: { days: Day[]; timeZone: string; from?: string | null }) {
  const locale = useLocale();
  const copy = words(locale).booking.bookingPage;
  if (days.length === 0) return <p className="text-lg text-slate-700">{copy.noSlots}</p>;
  return (
    <div data-slot-zone={timeZone} data-your-time={copy.yourTime} className="day-picker">
      <nav id="free-days" aria-labelledby="free-days-lead">
        <p id="free-days-lead" className="mb-3 text-slate-700">
          {copy.pickDay}
        </p>
        <ul className="grid gap-2">
          {days.map(({ day, slots }) => (
            <li key={day}>
              <a href={`#${dayAnchor(day)}`} className="slot-link">
                <span className="font-semibold">{formatDayHeading(day, languageTags[locale])}</span>
                <span className="text-sm font-normal text-slate-700">{copy.freeTimes(slots.length)}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div>
        {days.map(({ day, slots }) => (
          <section key={day} id={dayAnchor(day)} aria-labelledby={`${dayAnchor(day)}-heading`} className="day-times">
            <h3 id={`${dayAnchor(day)}-heading`} className="text-lg font-semibold text-brand-900">
              {formatDayHeading(day, languageTags[locale])}
            </h3>
            <ul className="mt-3 grid grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))] gap-2">
              {slots.map((slot) => (
                <li key={slot}>
                  <a href={slotHref(bookingPaths[locale], slot, from)} className="slot-link">
                    <time dateTime={slot}>{formatSlotTime(new Date(slot), languageTags[locale], timeZone)}</time>
                  </a>
                </li>
              ))}
            </ul>
            <p className="mt-6 sm:hidden">
              <a href="#free-days" className="font-medium text-brand-700 underline">
                {copy.allDays}
              </a>
            </p>
          </section>
        ))}
      </div>
      <LocalTimes />
    </div>
  );
}
