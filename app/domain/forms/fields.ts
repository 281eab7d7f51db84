import { z } from "./zod";
import type { Field } from "./field-types";

export type { Field } from "./field-types";

/**
 * `make` run once per words object: a form built from one language's words (words(locale).forms)
 * is built the first time it is asked for, and the same form is given after.
 */
export function oncePerWords<Words extends object, Made>(make: (words: Words) => Made): (words: Words) => Made {
  const made = new WeakMap<Words, Made>();
  return (words) => {
    let form = made.get(words);
    if (form === undefined) made.set(words, (form = make(words)));
    return form;
  };
}

export { CHECKBOX_VALUE, fieldKinds, type FieldKinds, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./field-kinds";
export type { FieldWords, FormWords } from "./form-words";

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
