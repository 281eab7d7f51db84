import type { z } from "./zod";
import type { Option } from "../options";

/**
 * A form field: how the browser shows it and the rule the server applies, in one place.
 * The browser gets `required`, `type` and `maxLength` from here; the server runs `schema`.
 */
export type Field<Name extends string = string, Schema extends z.ZodType = z.ZodType> = {
  name: Name;
  /** The key of its label in the forms' words (app/content/forms.ts and fr/forms.ts), and that label in the form's language. */
  labelKey: string;
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

/** A field kept in a column of the submission's record: one map from form field to column, so the two cannot drift apart. */
export type StoredField<Column extends string = string> = Field & { column: Column; shownIn: ShownIn };
