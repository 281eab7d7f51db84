import { useRouteLoaderData } from "react-router";
import { type Field, hiddenFieldNames } from "~/domain/forms/fields";
import enhanceFormsScript from "./enhance-forms.js?inline-script";
import { leadSourceAttribute } from "./first-touch";
import type { RawValues } from "~/domain/forms/parse-form";
import { leadFormsIn } from "~/domain/forms/lead-forms";
import { ClientErrorTemplates, ErrorSummary, FormField } from "./form-field";
import { FormPrivacyNotice, NewsConsent, privacyNoticeId } from "./form-privacy";
import { useWords } from "./use-words";

/**
 * The forms' small enhancement, inline at the end of the form: an extra request would cost more
 * than its 1 KB. A form page rendered for one request (shown again with its errors) gives it the
 * response's CSP nonce; the page kept for everyone has none, and its CSP allows the script by hash
 * (decision 0037). Under `react-router dev` there is no CSP.
 */
function EnhanceForms() {
  const nonce = useRouteLoaderData<{ nonce: string }>("root")?.nonce;
  return <script nonce={nonce || undefined} dangerouslySetInnerHTML={{ __html: enhanceFormsScript }} />;
}

export type LeadFormProps = {
  fields: readonly Field[];
  /** The optional fields shown folded under "More about your needs (optional)", after the others. */
  more?: readonly Field[];
  /** The form's stored `type` (docs/product.md): 'Inquiry', 'CIO' or 'Company'. */
  type: "Inquiry" | "CIO" | "Company";
  token: string;
  values: RawValues;
  errors: Record<string, string>;
  formError: string | null;
  /** Where the form posts; the page's own URL. */
  action: string;
};

/**
 * A lead form that works without JavaScript; enhance-forms.js adds focus, a busy button and the
 * browser's checks in the page's language. Its words are those of the page's language; `fields`
 * come from the same language's forms (leadFormsIn).
 */
export function LeadForm({ fields, more = [], type, token, values, errors: fieldErrors, formError, action }: LeadFormProps) {
  const words = useWords();
  const formChrome = words.forms.chrome;
  const { consentFields } = leadFormsIn(words);
  // The wording's version is a hidden field: a problem with it is shown at the box it belongs to.
  const consentError = fieldErrors.newsConsent ?? fieldErrors.consentVersion;
  const errors: Record<string, string> = consentError ? { ...fieldErrors, newsConsent: consentError } : fieldErrors;
  const folded = new Set(more.map((field) => field.name));
  const asked = fields.filter((field) => !folded.has(field.name));
  const fieldOf = (field: Field) => (
    <FormField key={field.name} field={field} value={values[field.name]} error={errors[field.name]} chrome={formChrome} />
  );
  return (
    // `noValidate`: the browser would show one problem at a time in a bubble. Without JavaScript the
    // server's answer lists them all; with it, enhance-forms.js runs the same checks and lists them.
    <form method="post" action={action} noValidate data-enhance {...leadSourceAttribute} className="max-w-3xl">
      <ErrorSummary fields={[...fields, consentFields[0]]} errors={errors} formError={formError} chrome={formChrome} />
      <p className="mb-6 text-sm text-slate-700">
        {formChrome.requiredNote.before}
        <span className="text-red-700">*</span>
        {formChrome.requiredNote.after}
      </p>
      <input type="hidden" name="type" value={type} />
      <input type="hidden" name={hiddenFieldNames.formToken} value={token} />
      {/* A trap for bots: people never see or reach this field. */}
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label htmlFor="field-leave-this-empty">{formChrome.honeypotLabel}</label>
        <input id="field-leave-this-empty" type="text" name={hiddenFieldNames.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className="grid gap-6 sm:grid-cols-2">{asked.map(fieldOf)}</div>
      {more.length > 0 && (
        // Open when the page comes back with a problem inside, so its message is seen.
        <details open={more.some((field) => errors[field.name]) || undefined} className="group mt-8 rounded-lg border border-slate-300">
          <summary className="flex min-h-11 cursor-pointer items-center rounded-lg px-4 py-2 font-semibold text-brand-900 hover:bg-slate-50">
            {formChrome.moreDetails}
          </summary>
          <div className="grid gap-6 border-t border-slate-300 p-4 sm:grid-cols-2">{more.map(fieldOf)}</div>
        </details>
      )}
      <NewsConsent value={values.newsConsent} error={errors.newsConsent} />
      <FormPrivacyNotice type={type} />
      <button
        type="submit"
        data-busy-label={formChrome.sending}
        aria-describedby={privacyNoticeId}
        className="mt-4 inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-6 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-700 aria-disabled:opacity-70"
      >
        {formChrome.submit}
      </button>
      <ClientErrorTemplates chrome={formChrome} />
      <EnhanceForms />
    </form>
  );
}
