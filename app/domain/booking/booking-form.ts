import { type ConsentAnswer, isRecordableAnswer } from "../consent";
import { defineForm, type FormValues, oncePerWords } from "../forms/fields";
import { fieldKinds } from "../forms/field-kinds";
import type { FormWords } from "../forms/form-words";
import { leadFormsIn, type OptionWords } from "../forms/lead-forms";
import { type LeadSource, type SourceFieldName, sourceFieldNames, sourceShape } from "../forms/lead-source";

const NAME_MAX = 100;
const TOPIC_MAX = 2_000;

/**
 * The short form a picked slot opens: the same kinds of field, checks and consent box as the lead
 * forms, and the same source fields (where the visitor came from; never an error).
 */
function bookingForm(language: { forms: FormWords; options: OptionWords }) {
  const words = language.forms;
  const kind = fieldKinds(words.fields);
  const { consentFields } = leadFormsIn(language);
  const fields = [
    kind.requiredText("name", NAME_MAX, "name"),
    kind.requiredText("company", NAME_MAX, "organization"),
    kind.emailField("email"),
    kind.phoneField("phone"),
    kind.optionalTextArea("topic", TOPIC_MAX),
  ] as const;
  const { schema } = defineForm([...fields, ...consentFields]);
  return {
    fields,
    consentFields,
    sourceFields: sourceFieldNames,
    messages: words.fields.messages,
    schema: schema.extend(sourceShape).refine((values) => isRecordableAnswer(values as ConsentAnswer), {
      path: ["newsConsent"],
      message: words.consent.unknownWording,
      when: (payload) => !payload.issues.some((issue) => consentFields.some((field) => field.name === issue.path?.[0])),
    }),
  };
}

export type BookingForm = ReturnType<typeof bookingForm>;

/** The booking form speaking one language's words (words(locale)): built once per language. */
export const bookingFormIn = oncePerWords(bookingForm);

/** What the visitor told us, and where they came from when the form carried it. */
export type BookingValues = Omit<FormValues<BookingForm>, SourceFieldName> & Partial<LeadSource>;

/** The hidden field naming the slot: its start as an ISO instant to the minute, as /book writes it. */
export const SLOT_FIELD = "slot";

/** The query parameter and hidden field carrying a company request's booking link (request-booking-link.server.ts). */
export const FROM_FIELD = "from";

/** A slot as a link or a field carries it, "2026-11-27T15:30:00.000Z"; anything else is null. */
export function parseSlot(value: unknown): Date | null {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/.test(value)) return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) || instant.toISOString() !== value ? null : instant;
}

/** The query of a call's page that asks before cancelling it (`?step=cancel`): its form is what cancels. */
export const STEP_PARAM = "step";
export const CANCEL_STEP = "cancel";
