import type { Locale } from "~/content/locale";
import { type ConsentAnswer, isRecordableAnswer } from "../consent";
import { defineForm, type FormValues } from "../forms/fields";
import { fieldKinds } from "../forms/field-kinds";
import { formWordsFor } from "../forms/form-words";
import { formsFor } from "../forms/lead-forms";

const NAME_MAX = 100;
const TOPIC_MAX = 2_000;

/** The short form a picked slot opens: the same kinds of field, checks and consent box as the lead forms. */
function bookingForm(locale: Locale) {
  const words = formWordsFor(locale);
  const kind = fieldKinds(words.fields);
  const { consentFields } = formsFor(locale);
  const fields = [
    kind.requiredText("name", "fullName", NAME_MAX, "name"),
    kind.requiredText("company", "company", NAME_MAX, "organization"),
    kind.emailField("email", "email"),
    kind.phoneField("phone", "phone"),
    kind.optionalTextArea("topic", "topic", TOPIC_MAX),
  ] as const;
  const { schema } = defineForm([...fields, ...consentFields]);
  return {
    fields,
    consentFields,
    messages: words.fields.messages,
    schema: schema.refine((values) => isRecordableAnswer(values as ConsentAnswer), {
      path: ["newsConsent"],
      message: words.consent.unknownWording,
      when: (payload) => !payload.issues.some((issue) => consentFields.some((field) => field.name === issue.path?.[0])),
    }),
  };
}

export type BookingForm = ReturnType<typeof bookingForm>;
const built: Partial<Record<Locale, BookingForm>> = {};

export const bookingFormFor = (locale: Locale): BookingForm => (built[locale] ??= bookingForm(locale));

export type BookingValues = FormValues<BookingForm>;

/** The hidden field naming the slot: its start as an ISO instant to the minute, as /book writes it. */
export const SLOT_FIELD = "slot";

/** A slot as a link or a field carries it, "2026-11-27T15:30:00.000Z"; anything else is null. */
export function parseSlot(value: unknown): Date | null {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/.test(value)) return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) || instant.toISOString() !== value ? null : instant;
}
