import { type ReactNode, useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import type { Field } from "~/domain/forms/fields";
import type { RawValues } from "~/domain/forms/parse-form";
import { ErrorSummary, FormField } from "./form-field";
import { useLocale, useWords } from "./use-words";

export const primaryButtonClass =
  "inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-brand-600 px-6 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:opacity-70";

/** True while this page's form with the given intent is being sent (only with JavaScript). */
export function useSending(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}

/**
 * The sign-in and sign-up forms: a plain POST without JavaScript; with it, React Router sends
 * it, the button reads `busyLabel` and is disabled until the answer, then comes back.
 */
export function AuthForm({
  fields,
  intent,
  values,
  errors,
  formError,
  submitLabel,
  busyLabel,
  children,
}: {
  fields: readonly Field[];
  intent: string;
  values: RawValues;
  errors: Record<string, string>;
  formError: string | null;
  submitLabel: string;
  busyLabel: string;
  children?: ReactNode;
}) {
  const sending = useSending(intent);
  const { formErrorTitle } = useWords().account.authMessages;
  const form = useRef<HTMLFormElement>(null);
  // After a failed attempt the summary takes focus, so a screen reader hears what went wrong.
  useEffect(() => {
    if (formError || Object.keys(errors).length > 0) form.current?.querySelector<HTMLElement>("[data-error-summary]")?.focus();
  }, [errors, formError]);

  return (
    <Form method="post" ref={form} noValidate={false} className="space-y-6">
      <ErrorSummary fields={fields} errors={errors} formError={formError} formErrorTitle={formErrorTitle} />
      <input type="hidden" name="intent" value={intent} />
      {fields.map((field) => (
        <FormField key={field.name} field={field} value={values[field.name]} error={errors[field.name]} />
      ))}
      {children}
      <button type="submit" disabled={sending} className={primaryButtonClass}>
        {sending ? busyLabel : submitLabel}
      </button>
    </Form>
  );
}

/** The narrow centred card the sign-in screens sit in. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="bg-brand-50 px-4 py-12 sm:py-16">
      <div className="mx-auto w-full max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-center text-3xl font-bold tracking-tight text-brand-900">{title}</h1>
        <div className="mt-8">{children}</div>
      </div>
    </div>
  );
}

/** Ends the session (POST /logout, which works without JavaScript); the same control wherever someone is signed in. */
export function SignOutButton({ className }: { className: string }) {
  const { signOutLabel } = useWords().account;
  // Signing out of a French page lands on the French sign-in page.
  const action = useLocale() === "fr" ? "/logout?lang=fr" : "/logout";
  return (
    <Form method="post" action={action}>
      <button type="submit" className={`min-h-11 rounded-lg px-4 py-2 font-semibold ${className}`}>
        {signOutLabel}
      </button>
    </Form>
  );
}
