import type { ReactNode } from "react";
import { BusyButton, BusyForm } from "./busy-form";

// Small pieces the admin pages share: sections, buttons, a labelled textarea.

export const buttonStyles = {
  primary: "bg-brand-600 text-white hover:bg-brand-700",
  accept: "bg-green-700 text-white hover:bg-green-800",
  deny: "bg-white text-red-800 ring-1 ring-red-700 ring-inset hover:bg-red-50",
  quiet: "bg-white text-brand-700 ring-1 ring-brand-600 ring-inset hover:bg-brand-50",
} as const;

/**
 * On a phone's card (below 640 px), a cell's `data-label` written before its value, where the table's
 * column header is out of sight; generated content, so the cell's own text stays its value.
 */
export const cardLabel = "max-sm:before:mr-1 max-sm:before:font-medium max-sm:before:content-[attr(data-label)]";

export function buttonClass(style: keyof typeof buttonStyles): string {
  return `inline-flex min-h-11 items-center justify-center rounded-lg px-4 py-2 font-semibold ${buttonStyles[style]}`;
}

export function AdminSection({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A one-button POST form carrying an intent and hidden values; works without JavaScript, busy while sent with it. */
export function ActionButton({
  intent,
  values = {},
  style,
  busyLabel,
  children,
}: {
  intent: string;
  values?: Record<string, string>;
  style: keyof typeof buttonStyles;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <BusyForm method="post">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <BusyButton busyLabel={busyLabel} className={buttonClass(style)}>
        {children}
      </BusyButton>
    </BusyForm>
  );
}

/** The attributes that tie a control to its hint and error. */
export type FieldAria = { "aria-invalid"?: true; "aria-describedby"?: string };

/** A control's label, optional hint and, after a failed post, its error, tied to it by id. */
export function LabelledField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: (aria: FieldAria) => ReactNode;
}) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-900">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
          {hint}
        </p>
      )}
      {children({ "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined })}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export const fieldControlClass = "mt-1 block w-full rounded-lg border border-slate-400 px-3 py-2 aria-[invalid=true]:border-red-700";

/** A required textarea with its label, an optional hint and, after a failed post, its error tied to it. */
export function TextAreaField({
  id: givenId,
  name,
  label,
  error,
  rows = 3,
  hint,
  defaultValue,
  maxLength,
}: {
  /** When several fields of one name share the page (one per note). */
  id?: string;
  name: string;
  label: string;
  error?: string;
  rows?: number;
  hint?: string;
  defaultValue?: string;
  maxLength?: number;
}) {
  const id = givenId ?? `field-${name}`;
  return (
    <LabelledField id={id} label={label} hint={hint} error={error}>
      {(aria) => (
        <textarea
          id={id}
          name={name}
          rows={rows}
          required
          defaultValue={defaultValue}
          maxLength={maxLength}
          {...aria}
          className={fieldControlClass}
        />
      )}
    </LabelledField>
  );
}
