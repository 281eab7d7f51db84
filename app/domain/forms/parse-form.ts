import type { z } from "zod";
import type { Field } from "./fields";

/** What the visitor typed, as text, to put back into the form. */
export type RawValues = Record<string, string | string[]>;

export type ParseResult<Output> =
  { ok: true; values: Output; raw: RawValues } | { ok: false; errors: Record<string, string>; raw: RawValues };

/**
 * Reads a form's fields from submitted form data and runs its schema. A single-value field
 * sent twice, or sent as a file, is an error rather than a silent pick.
 */
export function parseForm<Schema extends z.ZodType>(
  form: {
    fields: readonly Field[];
    consentFields?: readonly Field[];
    /** Where the lead came from (./lead-source.ts): read beside the fields, never put back in the form. */
    sourceFields?: readonly string[];
    schema: Schema;
    /** The form's language's words for a field sent as a file or twice. */
    messages: { notText: string; sentTwice: string };
  },
  data: FormData | URLSearchParams,
): ParseResult<z.output<Schema>> {
  const raw: RawValues = {};
  const errors: Record<string, string> = {};
  const { messages } = form;
  for (const field of [...form.fields, ...(form.consentFields ?? [])]) {
    const entries = data.getAll(field.name);
    const texts = entries.filter((entry): entry is string => typeof entry === "string");
    if (texts.length !== entries.length) errors[field.name] = messages.notText;
    if (field.kind === "checkboxes") {
      raw[field.name] = texts;
    } else {
      if (texts.length > 1) errors[field.name] = messages.sentTwice;
      raw[field.name] = texts[0] ?? "";
    }
  }
  // A source field never stops a submission: a value sent twice or as a file is dropped, not refused.
  const sources: Record<string, string> = {};
  for (const name of form.sourceFields ?? []) {
    const entries = data.getAll(name);
    const [only] = entries;
    if (entries.length === 1 && typeof only === "string") sources[name] = only;
  }
  const result = form.schema.safeParse({ ...raw, ...sources });
  if (result.success && Object.keys(errors).length === 0) return { ok: true, values: result.data, raw };
  for (const issue of result.success ? [] : result.error.issues) {
    const name = String(issue.path[0] ?? "form");
    errors[name] ??= issue.message;
  }
  return { ok: false, errors, raw };
}
