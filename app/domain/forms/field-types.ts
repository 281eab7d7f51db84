import type { z } from "./zod";
import type { Option } from "../options";

/**
 * A form field: how the browser shows it and the rule the server applies, in one place.
 * The browser gets `required`, `type` and `maxLength` from here; the server runs `schema`.
 */
export type Field<Name extends string = string, Schema extends z.ZodType = z.ZodType> = {
  /** Its one name: the input's `name`, the key of its label in the forms' words, and on a lead form the record's key. */
  name: Name;
  /** Its label in the form's language, found by `name` (app/content/forms.ts and fr/forms.ts). */
  label: string;
  kind: "text" | "email" | "tel" | "url" | "password" | "textarea" | "select" | "checkboxes" | "checkbox" | "hidden";
  required: boolean;
  maxLength?: number;
  options?: readonly Option[];
  /** Codes a list offered once and no longer offers: never shown as a choice nor accepted, only read back from stored rows. */
  retiredOptions?: readonly Option[];
  autoComplete?: string;
  /** Shown under the label, e.g. the expected format. */
  hint?: string;
  /** What the browser's own check says when the field is left empty or cannot be read (enhance-forms.js). */
  browserMessages?: { missing?: string; mismatch?: string };
  schema: Schema;
};
