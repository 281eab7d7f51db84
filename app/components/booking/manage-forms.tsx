import { formatDayHeading, formatSlotTime } from "~/content/format";
import { words } from "~/content/words";
import { SLOT_FIELD } from "~/domain/booking/booking-form";
import { languageTags } from "~/domain/locale";
import { useLocale } from "../use-words";

const buttonClass = "inline-flex min-h-11 items-center justify-center rounded-lg px-5 py-2.5 font-semibold shadow-sm";
export const primaryButton = `${buttonClass} bg-brand-600 text-white hover:bg-brand-700`;
const cancelButton = `${buttonClass} bg-white text-red-800 ring-1 ring-red-700 ring-inset hover:bg-red-50`;

/**
 * Every free day to move the call to, each a <details> opening its times (no JavaScript needed).
 * Nothing is picked beforehand: the button without a time says to pick one.
 */
export function MoveForm({ days, timeZone }: { days: { day: string; slots: string[] }[]; timeZone: string }) {
  const locale = useLocale();
  const copy = words(locale).booking;
  return (
    <form method="post">
      <fieldset>
        <legend className="text-xl font-bold text-brand-900">{copy.managePage.moveHeading}</legend>
        <p className="mt-2 text-slate-700">{copy.managePage.moveLead}</p>
        <div className="mt-4 grid gap-2">
          {days.map(({ day, slots }) => (
            <details key={day} className="group rounded-lg ring-1 ring-slate-300 ring-inset">
              <summary className="flex min-h-11 cursor-pointer flex-wrap items-center justify-between gap-x-4 px-4 py-2 font-semibold text-brand-900">
                <span>
                  {/* The marker the site's CSS removes from every summary, drawn again: it turns when the day opens. */}
                  <span aria-hidden="true" className="mr-2 inline-block transition-transform group-open:rotate-90">
                    ›
                  </span>
                  {formatDayHeading(day, languageTags[locale])}
                </span>
                <span className="text-sm font-normal text-slate-700">{copy.bookingPage.freeTimes(slots.length)}</span>
              </summary>
              <ul className="grid grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))] gap-2 px-4 pb-4">
                {slots.map((slot) => (
                  <li key={slot}>
                    <label className="flex min-h-11 items-center gap-3">
                      <input type="radio" name={SLOT_FIELD} value={slot} className="size-5" />
                      <time dateTime={slot}>{formatSlotTime(new Date(slot), languageTags[locale], timeZone)}</time>
                    </label>
                  </li>
                ))}
              </ul>
            </details>
          ))}
        </div>
      </fieldset>
      <button type="submit" name="intent" value="move" className={`${primaryButton} mt-4`}>
        {copy.managePage.move}
      </button>
    </form>
  );
}

/** The first step of cancelling: a link to the page's second step, which asks before anything changes. */
export function CancelLink({ href }: { href: string }) {
  const copy = words(useLocale()).booking.managePage;
  return (
    <section aria-labelledby="cancel-heading">
      <h2 id="cancel-heading" className="text-xl font-bold text-brand-900">
        {copy.cancelHeading}
      </h2>
      <a href={href} className={`${cancelButton} mt-3`}>
        {copy.cancel}
      </a>
    </section>
  );
}

/** The second step: cancels only when the visitor says so again; keeping the call goes back to its page. */
export function CancelConfirmation({ when, backHref }: { when: string; backHref: string }) {
  const copy = words(useLocale()).booking.managePage;
  return (
    <form method="post" aria-labelledby="cancel-ask-heading" className="rounded-xl border border-red-700 p-6">
      <h2 id="cancel-ask-heading" className="text-xl font-bold text-red-800">
        {copy.cancelAskHeading}
      </h2>
      <p className="mt-2">{copy.cancelAsk(when)}</p>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <button type="submit" name="intent" value="cancel" className={cancelButton}>
          {copy.cancelYes}
        </button>
        <a href={backHref} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline">
          {copy.cancelNo}
        </a>
      </div>
    </form>
  );
}
