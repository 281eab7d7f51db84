import { formChrome } from "~/content/forms";
import type { Field } from "~/domain/forms/fields";

// Form fields as every form of the site shows them: label (with * when required), hint and
// error tied to the control, and an error summary that lists the problems as links. The words
// around them (`chrome`) are English unless a form in another language passes its own.

type Chrome = { choose: string; errorSummaryTitle: string; notSentTitle: string; summaryItem: (label: string, message: string) => string };

/**
 * A web address is typed in a text box with the URL keyboard: type="url" would refuse
 * `acme.example.ca`, the way people type websites, before the server could read it.
 */
const webAddressInput = { type: "text", inputMode: "url", autoCapitalize: "none", spellCheck: false } as const;

export const fieldId = (name: string) => `field-${name}`;

/** The first focusable control of a field: what an error summary link points at. */
const focusTarget = (field: Field) => (field.kind === "checkboxes" ? `${fieldId(field.name)}-0` : fieldId(field.name));

const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700";

/** A field's message; enhance-forms.js gives the ones it writes the same look. */
export const fieldErrorClass = "mt-1 text-sm font-medium text-red-700";

function Label({ field, htmlFor }: { field: Field; htmlFor?: string }) {
  const content = (
    <>
      {field.label}
      {field.required && (
        <span aria-hidden="true" className="text-red-700">
          {" *"}
        </span>
      )}
    </>
  );
  return htmlFor ? (
    <label htmlFor={htmlFor} className="block font-medium text-slate-900">
      {content}
    </label>
  ) : (
    <legend className="font-medium text-slate-900">{content}</legend>
  );
}

function FieldMessages({ field, error }: { field: Field; error: string | undefined }) {
  const id = fieldId(field.name);
  return (
    <>
      {field.hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {field.hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} data-field-error className={fieldErrorClass}>
          {error}
        </p>
      )}
    </>
  );
}

function describedBy(field: Field, error: string | undefined): string | undefined {
  const id = fieldId(field.name);
  const ids = [field.hint && `${id}-hint`, error && `${id}-error`].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

export function FormField({
  field,
  value,
  error,
  chrome = formChrome,
}: {
  field: Field;
  value: string | string[] | undefined;
  error?: string;
  chrome?: Pick<Chrome, "choose">;
}) {
  const id = fieldId(field.name);
  const aria = { "aria-invalid": error ? true : undefined, "aria-describedby": describedBy(field, error) };
  // What the browser's own check says, in the form's language (enhance-forms.js reads these).
  // The label goes with them: the script's summary names the field as the server's does.
  const browserMessages = field.browserMessages
    ? { "data-missing": field.browserMessages.missing, "data-mismatch": field.browserMessages.mismatch, "data-label": field.label }
    : {};

  if (field.kind === "checkboxes") {
    const chosen = new Set(Array.isArray(value) ? value : []);
    return (
      <fieldset className="sm:col-span-2" aria-describedby={aria["aria-describedby"]}>
        <Label field={field} />
        <FieldMessages field={field} error={error} />
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {field.options?.map((option, index) => (
            <label key={option.value} className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-300 px-3 py-2">
              <input
                type="checkbox"
                id={`${id}-${index}`}
                name={field.name}
                value={option.value}
                defaultChecked={chosen.has(option.value)}
                className="size-5 accent-brand-600"
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
    );
  }

  const text = typeof value === "string" ? value : "";
  const common = { id, name: field.name, required: field.required, ...aria, ...browserMessages };
  return (
    <div className={field.kind === "textarea" ? "sm:col-span-2" : undefined}>
      <Label field={field} htmlFor={id} />
      {field.kind === "select" ? (
        <select {...common} defaultValue={text} className={`${inputClass} min-h-11`}>
          <option value="">{chrome.choose}</option>
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : field.kind === "textarea" ? (
        <textarea {...common} rows={4} maxLength={field.maxLength} defaultValue={text} className={inputClass} />
      ) : (
        <input
          {...common}
          {...(field.kind === "url" ? webAddressInput : { type: field.kind })}
          maxLength={field.maxLength}
          autoComplete={field.autoComplete}
          defaultValue={text}
          className={inputClass}
        />
      )}
      <FieldMessages field={field} error={error} />
    </div>
  );
}

/** The summary's look, which the form hands to enhance-forms.js for the summary it builds. */
export const errorSummaryClass = {
  box: "mb-8 rounded-lg border-2 border-red-700 bg-red-50 p-4",
  title: "text-lg font-semibold text-red-800",
  list: "mt-2 list-disc space-y-1 pl-5",
  link: "text-red-900 underline",
} as const;

export function ErrorSummary({
  fields,
  errors,
  formError,
  chrome = formChrome,
  formErrorTitle = chrome.notSentTitle,
}: {
  fields: readonly Field[];
  errors: Record<string, string>;
  formError: string | null;
  chrome?: Pick<Chrome, "errorSummaryTitle" | "notSentTitle" | "summaryItem">;
  /** The heading over a problem with the whole form. */
  formErrorTitle?: string;
}) {
  const fieldErrors = fields.filter((field) => errors[field.name]);
  if (!formError && fieldErrors.length === 0) return null;
  // A section named by its heading (a landmark a screen reader can list). The page that shows it
  // gives it focus on load, with or without JavaScript (`autofocus`: nothing else on the page has
  // it), so a screen reader reads what went wrong first. enhance-forms.js builds the same summary.
  return (
    <section
      id="error-summary"
      tabIndex={-1}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the summary is what the visitor must read first
      autoFocus
      data-error-summary
      aria-labelledby="error-summary-title"
      className={errorSummaryClass.box}
    >
      <h2 id="error-summary-title" className={errorSummaryClass.title}>
        {formError ? formErrorTitle : chrome.errorSummaryTitle}
      </h2>
      {formError && <p className="mt-2 text-red-900">{formError}</p>}
      {fieldErrors.length > 0 && (
        <ul className={errorSummaryClass.list}>
          {fieldErrors.map((field) => (
            <li key={field.name}>
              <a href={`#${focusTarget(field)}`} className={errorSummaryClass.link}>
                {chrome.summaryItem(field.label, errors[field.name] ?? "")}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * What enhance-forms.js copies when the browser's own checks find problems before sending: the
 * summary and a field's message, in this form's words and with the server's look. Inert until
 * copied; the script gives the copies their ids, so none is declared twice.
 */
export function ClientErrorTemplates({ chrome = formChrome }: { chrome?: Pick<Chrome, "errorSummaryTitle" | "summaryItem"> }) {
  return (
    <template
      data-error-templates
      data-summary-item={chrome.summaryItem("{label}", "{message}")}
      data-summary-link-class={errorSummaryClass.link}
    >
      <section tabIndex={-1} data-error-summary className={errorSummaryClass.box}>
        <h2 className={errorSummaryClass.title}>{chrome.errorSummaryTitle}</h2>
        <ul className={errorSummaryClass.list} />
      </section>
      <p data-field-error className={fieldErrorClass} />
    </template>
  );
}
