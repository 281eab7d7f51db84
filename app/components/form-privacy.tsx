import { Link } from "react-router";
import { currentConsentIn } from "~/domain/consent";
import { CHECKBOX_VALUE } from "~/domain/forms/fields";
import { leadFormsIn } from "~/domain/forms/lead-forms";
import { fieldId } from "./form-field";
import { useLocale, useWords } from "./use-words";

/**
 * The optional news e-mail box (CASL), in a group of its own after the form's fields: unticked
 * unless the visitor ticks it, with the version of the words beside it sent along as evidence. A box
 * sent back with a problem shows unticked, so nobody is signed up to words they did not see. The
 * words are the page's language's own wording, and its version says which language it was.
 */
export function NewsConsent({ value, error }: { value: string | string[] | undefined; error?: string }) {
  const locale = useLocale();
  const [newsConsentField, consentVersionField] = leadFormsIn(useWords()).consentFields;
  const currentConsent = currentConsentIn(locale);
  const id = fieldId(newsConsentField.name);
  return (
    <fieldset className="mt-8 rounded-lg border border-slate-300 p-4" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="px-1 font-medium text-slate-900">{newsConsentField.label}</legend>
      <input type="hidden" name={consentVersionField.name} value={currentConsent.version} />
      {error && (
        <p id={`${id}-error`} data-field-error className="mb-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <label className="flex min-h-11 items-start gap-3">
        <input
          type="checkbox"
          id={id}
          name={newsConsentField.name}
          value={CHECKBOX_VALUE}
          defaultChecked={value === CHECKBOX_VALUE && !error}
          aria-invalid={error ? true : undefined}
          className="mt-0.5 size-5 shrink-0 accent-brand-600"
        />
        <span>{currentConsent.text}</span>
      </label>
    </fieldset>
  );
}

export const privacyNoticeId = "privacy-notice";

/** One or two sentences, beside Submit, on what happens to what the visitor sends. */
export function FormPrivacyNotice({ type }: { type: "Inquiry" | "CIO" | "Company" | "Booking" }) {
  const { formPrivacyNotices, formPrivacyLink } = useWords().privacy;
  return (
    <p id={privacyNoticeId} className="mt-6 max-w-2xl text-sm text-slate-700">
      {formPrivacyNotices[type]}{" "}
      <Link to={formPrivacyLink.to} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
        {formPrivacyLink.label}
      </Link>
      .
    </p>
  );
}
