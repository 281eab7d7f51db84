import { useRouteLoaderData } from "react-router";
import { bookingWordsFor, formatDayHeading, formatSlotTime } from "~/content/booking-words";
import { bookingPaths } from "~/content/locale";
import { useLocale } from "../use-words";
import localTimesScript from "./local-times.js?raw";

/** The small script that adds the visitor's own time, inline with the response's CSP nonce. */
function LocalTimes() {
  const nonce = useRouteLoaderData<{ nonce: string }>("root")?.nonce;
  return <script nonce={nonce || undefined} dangerouslySetInnerHTML={{ __html: localTimesScript }} />;
}

/** The free slots day by day, each a plain link to the form for it: no JavaScript needed. */
export function SlotList({ days, timeZone }: { days: { day: string; slots: string[] }[]; timeZone: string }) {
  const locale = useLocale();
  const words = bookingWordsFor(locale).bookingPage;
  if (days.length === 0) return <p className="text-lg text-slate-700">{words.noSlots}</p>;
  return (
    <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3" data-slot-zone={timeZone} data-your-time={words.yourTime}>
      {days.map(({ day, slots }) => (
        <section key={day} aria-labelledby={`day-${day}`}>
          <h3 id={`day-${day}`} className="text-lg font-semibold text-brand-900">
            {formatDayHeading(day, locale)}
          </h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {slots.map((slot) => (
              <li key={slot}>
                <a href={`${bookingPaths[locale]}?slot=${encodeURIComponent(slot)}#booking-form`} className="slot-link">
                  <time dateTime={slot}>{formatSlotTime(new Date(slot), locale, timeZone)}</time>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <LocalTimes />
    </div>
  );
}
