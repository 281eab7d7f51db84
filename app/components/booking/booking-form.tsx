import { formatSlot } from "~/content/format";
import { words } from "~/content/words";
import { bookingPaths, languageTags } from "~/domain/locale";
import { bookingFormIn, FROM_FIELD, SLOT_FIELD } from "~/domain/booking/booking-form";
import { hiddenFieldNames } from "~/domain/forms/fields";
import type { BookingFormState } from "~/server/booking/booking-pages.server";
import { ErrorSummary, FormField } from "../form-field";
import { leadSourceAttribute } from "../first-touch";
import { FormPrivacyNotice, NewsConsent, privacyNoticeId } from "../form-privacy";
import { useLocale } from "../use-words";

/**
 * The short form a picked slot opens, with the lead forms' honeypot, token and consent box. When the
 * slot went to someone else, the next free ones are offered as choices in the same form, values kept.
 */
export function BookingForm({
  slot,
  form,
  timeZone,
  from = null,
}: {
  slot: string | null;
  form: BookingFormState;
  timeZone: string;
  /** A company request's booking link, sent on with the form (the server checks it again). */
  from?: string | null;
}) {
  const locale = useLocale();
  const { chrome } = words(locale).forms;
  const copy = words(locale).booking.bookingPage;
  const { fields, consentFields } = bookingFormIn(words(locale));
  const consentError = form.errors.newsConsent ?? form.errors.consentVersion;
  const errors = consentError ? { ...form.errors, newsConsent: consentError } : form.errors;
  return (
    <form id="booking-form" method="post" action={bookingPaths[locale]} {...leadSourceAttribute} className="max-w-3xl">
      <ErrorSummary fields={[...fields, consentFields[0]]} errors={errors} formError={form.formError} chrome={chrome} />
      {slot && (
        <p className="mb-6 text-lg font-semibold text-brand-900">
          {copy.chosen(formatSlot(new Date(slot), languageTags[locale], timeZone))}{" "}
          <a
            href={from ? `${bookingPaths[locale]}?${FROM_FIELD}=${encodeURIComponent(from)}` : bookingPaths[locale]}
            className="ml-2 text-base font-medium text-brand-700 underline"
          >
            {copy.otherTime}
          </a>
          <input type="hidden" name={SLOT_FIELD} value={slot} />
        </p>
      )}
      {!slot && form.alternatives.length > 0 && (
        <fieldset className="mb-6">
          <legend className="font-medium text-slate-900">{copy.nextSlots}</legend>
          <ul className="mt-2 grid gap-2">
            {form.alternatives.map((alternative, index) => (
              <li key={alternative}>
                <label className="flex min-h-11 items-center gap-3">
                  <input type="radio" name={SLOT_FIELD} value={alternative} required defaultChecked={index === 0} className="size-5" />
                  <time dateTime={alternative}>{formatSlot(new Date(alternative), languageTags[locale], timeZone)}</time>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <h2 className="mb-4 text-xl font-bold text-brand-900">{copy.formHeading}</h2>
      {from && (
        <>
          <p className="mb-4 text-slate-700">{copy.fromRequest}</p>
          <input type="hidden" name={FROM_FIELD} value={from} />
        </>
      )}
      <input type="hidden" name={hiddenFieldNames.formToken} value={form.token} />
      {/* A trap for bots: people never see or reach this field. */}
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label htmlFor="field-leave-this-empty">{chrome.honeypotLabel}</label>
        <input id="field-leave-this-empty" type="text" name={hiddenFieldNames.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        {fields.map((field) => (
          <FormField key={field.name} field={field} value={form.values[field.name]} error={errors[field.name]} chrome={chrome} />
        ))}
      </div>
      <NewsConsent value={form.values.newsConsent} error={errors.newsConsent} />
      <FormPrivacyNotice type="Booking" />
      <button
        type="submit"
        aria-describedby={privacyNoticeId}
        className="mt-4 inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-6 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-700"
      >
        {copy.submit}
      </button>
    </form>
  );
}
