import type { ConsentAnswer } from "~/domain/consent";
import type { Field, FormValues } from "~/domain/forms/fields";
import { words } from "~/content/words";
import { type LeadForm, leadFormsIn } from "~/domain/forms/lead-forms";
import { type SourceFieldName, sourceFieldNames } from "~/domain/forms/lead-source";
import { parseForm } from "~/domain/forms/parse-form";

// Fixtures built from the forms' declaration (app/domain/forms/lead-forms.ts): a test names the
// values it cares about and takes the rest from here, so a field added to a form is filled in
// every test that sends or stores that form, without editing the test.

/** What a person would type in a required field of each kind; a list field gets its first option. */
const typedAnswer: Partial<Record<Field["kind"], string>> = {
  text: "Sample",
  email: "sample@example.ca",
  tel: "+1 416 555 0100",
  // The only required web address on the forms is the CIO's LinkedIn profile.
  url: "https://www.linkedin.com/in/sample",
};

function answerOf(field: Field): string {
  const answer = field.options?.[0]?.value ?? typedAnswer[field.kind];
  if (answer === undefined) throw new Error(`no sample answer for the required field ${field.name} (${field.kind})`);
  return answer;
}

/** Every required field of `form` with an answer the form accepts, as a browser posts them (option codes). */
export function requiredAnswers(form: { fields: readonly Field[] }): Record<string, string> {
  return Object.fromEntries(form.fields.filter((field) => field.required).map((field) => [field.name, answerOf(field)]));
}

/**
 * A person's answers to `form`, as the form reads them: the required fields answered, the others
 * left empty (null). Neither the consent answer nor where they came from: a test adds those.
 */
export function sampleValues<Form extends LeadForm>(form: Form): Omit<FormValues<Form>, keyof ConsentAnswer | SourceFieldName> {
  const parsed = parseForm(form, new URLSearchParams(requiredAnswers(form)));
  if (!parsed.ok) throw new Error(`the sample answers to the ${form.id} form are refused: ${JSON.stringify(parsed.errors)}`);
  const { newsConsent: _box, consentVersion: _version, ...values } = parsed.values as Record<string, unknown>;
  for (const name of sourceFieldNames) delete values[name];
  return values as Omit<FormValues<Form>, keyof ConsentAnswer | SourceFieldName>;
}

const english = leadFormsIn(words("en"));

/** Each lead form's required fields answered, as posted: what a test spreads first and then overrides. */
export const leadAnswers = {
  contact: requiredAnswers(english.contact),
  cio: requiredAnswers(english.cio),
  company: requiredAnswers(english.company),
};
