import type { FieldLabelKey } from "~/content/forms";
import { z } from "./zod";
import type { Option } from "../options";
import { fieldKinds } from "./field-kinds";
import { formWordsFor } from "./form-words";

/**
 * A form field: how the browser shows it and the rule the server applies, in one place.
 * The browser gets `required`, `type` and `maxLength` from here; the server runs `schema`.
 */
export type Field<Name extends string = string, Schema extends z.ZodType = z.ZodType> = {
  name: Name;
  /** The key of its label in app/content/forms.ts (and fr/forms.ts), and that label in the form's language. */
  labelKey: FieldLabelKey;
  label: string;
  kind: "text" | "email" | "tel" | "url" | "password" | "textarea" | "select" | "checkboxes" | "checkbox" | "hidden";
  required: boolean;
  maxLength?: number;
  options?: readonly Option[];
  autoComplete?: string;
  /** Shown under the label, e.g. the expected format. */
  hint?: string;
  /** What the browser's own check says when the field is left empty or cannot be read (enhance-forms.js). */
  browserMessages?: { missing?: string; mismatch?: string };
  schema: Schema;
  /** The record's column it is stored in (a Drizzle key of its table); set by `stored` on the lead forms' fields. */
  column?: string;
  /** Where its stored value is shown besides the admin's page; set with `column`. */
  shownIn?: ShownIn;
};

/** Whether a stored field goes into the CSV export, the submission's e-mails, and /privacy's list of what is collected. */
export type ShownIn = { csv: boolean; mail: boolean; privacy: boolean };

/** A field kept in a column of the submission's record (issue 18: one map from form field to record). */
export type StoredField<Column extends string = string> = Field & { column: Column; shownIn: ShownIn };

/**
 * Declares where a lead form's field is stored, and where it is shown (everywhere unless told):
 * the insert, the reverse map for e-mails, the admin page, the CSV, the personal-data export and
 * /privacy all read this.
 */
export function stored<const Column extends string, const F extends Field>(
  column: Column,
  field: F,
  shownIn: Partial<ShownIn> = {},
): F & { column: Column; shownIn: ShownIn } {
  return { ...field, column, shownIn: { csv: true, mail: true, privacy: true, ...shownIn } };
}

/** The English fields, which the account and admin forms use and the English lead forms are built from. */
const englishKinds = fieldKinds(formWordsFor("en").fields);

export const {
  requiredText,
  optionalTextArea,
  emailField,
  phoneField,
  requiredUrl,
  optionalUrl,
  requiredSelect,
  optionalSelect,
  passwordField,
  checkboxesField,
  optionalCheckbox,
  hiddenText,
} = englishKinds;

export { CHECKBOX_VALUE, fieldKinds, type FieldKinds, type FieldWords, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./field-kinds";

type SchemaShape<Fields extends readonly Field[]> = { [F in Fields[number] as F["name"]]: F["schema"] };

/** A form: its fields in display order and the Zod schema the server (and tests) run. */
export function defineForm<const Fields extends readonly Field[]>(fields: Fields) {
  const shape = Object.fromEntries(fields.map((field) => [field.name, field.schema])) as SchemaShape<Fields>;
  return { fields, schema: z.object(shape) };
}

export type FormValues<Form extends { schema: z.ZodType }> = z.output<Form["schema"]>;

/** Hidden inputs every lead form carries beside its visible fields; the server reads the same names. */
export const hiddenFieldNames = {
  /** The signed token of the time trap and duplicate detection. */
  formToken: "formToken",
  /** The honeypot: people never see or reach it, so anything in it came from a bot. */
  honeypot: "leave_this_empty",
} as const;
