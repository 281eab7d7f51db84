import { useRouteLoaderData } from "react-router";
import { words } from "~/content/words";
import { formatDayHeading, formatSlotTime } from "~/content/booking-words";
import { bookingPaths } from "~/domain/locale";
import { FROM_FIELD } from "~/domain/booking/booking-form";
import { useLocale } from "../use-words";
import localTimesScript from "./local-times.js?raw";

/** The small script that adds the visitor's own time, inline with the response's CSP nonce. */
function LocalTimes() {
  const nonce = useRouteLoaderData<{ nonce: string }>("root")?.nonce;
  return <script nonce={nonce || undefined} dangerouslySetInnerHTML={{ __html: localTimesScript }} />;
}

/** Days shown at once: a working week; the rest open below it, without JavaScript (a <details>). */
const FIRST_DAYS = 5;

type Day = { day: string; slots: string[] };

/** A slot's link: the form for it, with a company request's booking link (`from`) carried on. */
export const slotHref = (path: string, slot: string, from: string | null) =>
  `${path}?slot=${encodeURIComponent(slot)}${from ? `&${FROM_FIELD}=${encodeURIComponent(from)}` : ""}#booking-form`;

/** The free slots day by day, each a plain link to the form for it: no JavaScript needed. */
export function SlotList({ days, timeZone, from = null }: { days: Day[]; timeZone: string; from?: string | null }) {
  const locale = useLocale();
  const copy = words(locale).booking.bookingPage;
  if (days.length === 0) return <p className="text-lg text-slate-700">{copy.noSlots}</p>;
  const later = days.slice(FIRST_DAYS);
  return (
    <div data-slot-zone={timeZone} data-your-time={copy.yourTime}>
      <Days days={days.slice(0, FIRST_DAYS)} timeZone={timeZone} from={from} />
      {later.length > 0 && (
        <details className="mt-10">
          <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-lg px-4 py-2 font-semibold text-brand-700 ring-1 ring-brand-600 ring-inset hover:bg-brand-50">
            {copy.laterDays(later.length)}
          </summary>
          <Days days={later} timeZone={timeZone} from={from} className="mt-8" />
        </details>
      )}
      <LocalTimes />
    </div>
  );
}

function Days({ days, timeZone, from, className = "" }: { days: Day[]; timeZone: string; from: string | null; className?: string }) {
  const locale = useLocale();
  return (
    <div className={`grid gap-8 sm:grid-cols-2 lg:grid-cols-3 ${className}`}>
      {days.map(({ day, slots }) => (
        <section key={day} aria-labelledby={`day-${day}`}>
          <h3 id={`day-${day}`} className="text-lg font-semibold text-brand-900">
            {formatDayHeading(day, locale)}
          </h3>
          <ul className="mt-3 grid grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))] gap-2">
            {slots.map((slot) => (
              <li key={slot}>
                <a href={slotHref(bookingPaths[locale], slot, from)} className="slot-link">
                  <time dateTime={slot}>{formatSlotTime(new Date(slot), locale, timeZone)}</time>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
