import { fieldHints, type FieldLabelKey, fieldLabels, fieldMessages } from "~/content/forms";
import { z } from "./zod";
import type { Option } from "../options";
import { plainString, plainText } from "./control-characters";

/**
 * A form field: how the browser shows it and the rule the server applies, in one place.
 * The browser gets `required`, `type` and `maxLength` from here; the server runs `schema`.
 */
export type Field<Name extends string = string, Schema extends z.ZodType = z.ZodType> = {
  name: Name;
  /** The key of its label in app/content/forms.ts, and that label. */
  labelKey: FieldLabelKey;
  label: string;
  kind: "text" | "email" | "tel" | "url" | "password" | "textarea" | "select" | "checkboxes" | "checkbox" | "hidden";
  required: boolean;
  maxLength?: number;
  options?: readonly Option[];
  autoComplete?: string;
  /** Shown under the label, e.g. the expected format. */
  hint?: string;
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

const labelled = (labelKey: FieldLabelKey) => ({ labelKey, label: fieldLabels[labelKey] as string });

/** Every text field refuses control characters first (./control-characters.ts, decision 0030). */
const trimmed = plainText();

/** Empty after trimming means "not given". */
const blankToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

const maxLengthRule = (maxLength: number, base = trimmed) =>
  base.max(maxLength, fieldMessages.tooLong(maxLength));

export const requiredText = <Name extends string>(
  name: Name,
  labelKey: FieldLabelKey,
  maxLength: number,
  autoComplete?: string,
) =>
  ({
    name,
    ...labelled(labelKey),
    kind: "text",
    required: true,
    maxLength,
    autoComplete,
    schema: maxLengthRule(maxLength).min(1, fieldMessages.required(fieldLabels[labelKey])),
  }) satisfies Field;

export const optionalTextArea = <Name extends string>(name: Name, labelKey: FieldLabelKey, maxLength: number) =>
  ({
    name,
    ...labelled(labelKey),
    kind: "textarea",
    required: false,
    maxLength,
    schema: z.preprocess(blankToNull, maxLengthRule(maxLength, plainText("multi-line")).nullable()),
  }) satisfies Field;

export const emailField = <Name extends string>(name: Name, labelKey: FieldLabelKey) =>
  ({
    name,
    ...labelled(labelKey),
    kind: "email",
    required: true,
    maxLength: 254,
    autoComplete: "email",
    schema: trimmed
      .min(1, fieldMessages.emailMissing)
      .max(254, fieldMessages.tooLong(254))
      .pipe(z.email(fieldMessages.emailInvalid)),
  }) satisfies Field;

const phoneCharacters = /^[0-9 +\-()]+$/;

export const phoneField = <Name extends string>(name: Name, labelKey: FieldLabelKey) =>
  ({
    name,
    ...labelled(labelKey),
    kind: "tel",
    required: true,
    maxLength: 30,
    autoComplete: "tel",
    schema: trimmed
      .min(1, fieldMessages.phoneMissing)
      .max(30, fieldMessages.tooLong(30))
      .refine(
        (value) => phoneCharacters.test(value) && /^\d{7,20}$/.test(value.replace(/\D/g, "")),
        fieldMessages.phoneInvalid,
      ),
  }) satisfies Field;

const webAddress = trimmed
  .max(500, fieldMessages.tooLong(500))
  .refine(
    (value) => URL.canParse(value) && ["http:", "https:"].includes(new URL(value).protocol),
    fieldMessages.webAddressInvalid,
  );

const urlBase = { kind: "url", maxLength: 500, autoComplete: "url", hint: fieldHints.webAddress } as const;

export const requiredUrl = <Name extends string>(name: Name, labelKey: FieldLabelKey) =>
  ({
    ...urlBase,
    name,
    ...labelled(labelKey),
    required: true,
    schema: trimmed.min(1, fieldMessages.required(fieldLabels[labelKey])).pipe(webAddress),
  }) satisfies Field;

export const optionalUrl = <Name extends string>(name: Name, labelKey: FieldLabelKey) =>
  ({
    ...urlBase,
    name,
    ...labelled(labelKey),
    required: false,
    schema: z.preprocess(blankToNull, webAddress.nullable()),
  }) satisfies Field;

const notListed: string = fieldMessages.notListed;

function choiceOf<Value extends string>(options: readonly { value: Value; label: string }[], whenMissing = notListed) {
  const values = options.map((option) => option.value) as [Value, ...Value[]];
  return z.enum(values, { error: (issue) => (issue.input === undefined ? whenMissing : notListed) });
}

export const requiredSelect = <Name extends string, Value extends string>(
  name: Name,
  labelKey: FieldLabelKey,
  options: readonly { value: Value; label: string }[],
) =>
  ({
    name,
    ...labelled(labelKey),
    kind: "select",
    required: true,
    options,
    schema: z.preprocess((value) => blankToNull(value) ?? undefined, choiceOf(options, fieldMessages.requiredChoice(fieldLabels[labelKey]))),
  }) satisfies Field;

export const optionalSelect = <Name extends string, Value extends string>(
  name: Name,
  labelKey: FieldLabelKey,
  options: readonly { value: Value; label: string }[],
) =>
  ({
    name,
    ...labelled(labelKey),
    kind: "select",
    required: false,
    options,
    schema: z.preprocess(blankToNull, choiceOf(options).nullable()),
  }) satisfies Field;

/** Better Auth's limits; a password is never trimmed (spaces may be part of it). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** A password as typed. A new password gets the length rule; a sign-in only needs one. */
export const passwordField = <Name extends string>(
  name: Name,
  labelKey: FieldLabelKey,
  purpose: "current-password" | "new-password",
  whenMissing: string,
) =>
  ({
    name,
    ...labelled(labelKey),
    kind: "password",
    required: true,
    maxLength: PASSWORD_MAX_LENGTH,
    autoComplete: purpose,
    hint: purpose === "new-password" ? fieldHints.newPassword(PASSWORD_MIN_LENGTH) : undefined,
    schema: plainString()
      .min(1, whenMissing)
      .min(purpose === "new-password" ? PASSWORD_MIN_LENGTH : 1, fieldMessages.tooShort(PASSWORD_MIN_LENGTH))
      .max(PASSWORD_MAX_LENGTH, fieldMessages.tooLong(PASSWORD_MAX_LENGTH)),
  }) satisfies Field;

/** Any number of the listed options; none chosen is stored as null, as every missing value is. */
export function checkboxesField<Name extends string, Value extends string>(
  name: Name,
  labelKey: FieldLabelKey,
  options: readonly { value: Value; label: string }[],
) {
  return {
    name,
    ...labelled(labelKey),
    kind: "checkboxes",
    required: false,
    options,
    schema: z
      .array(choiceOf(options))
      .max(options.length, notListed)
      .transform((chosen) => (chosen.length === 0 ? null : [...new Set(chosen)])),
  } satisfies Field;
}

/** What a ticked single box sends. */
export const CHECKBOX_VALUE = "yes";

/** One box on its own, unticked unless the visitor ticks it: true when it was sent ticked. */
export const optionalCheckbox = <Name extends string>(name: Name, labelKey: FieldLabelKey, whenNotABox: string) =>
  ({
    name,
    ...labelled(labelKey),
    kind: "checkbox",
    required: false,
    schema: z.enum(["", CHECKBOX_VALUE], { error: whenNotABox }).transform((value) => value === CHECKBOX_VALUE),
  }) satisfies Field;

/** A value the page puts in the form for the server (not typed by the visitor); empty means not sent. */
export const hiddenText = <Name extends string>(name: Name, labelKey: FieldLabelKey) =>
  ({
    name,
    ...labelled(labelKey),
    kind: "hidden",
    required: false,
    schema: z.preprocess(blankToNull, trimmed.nullable()),
  }) satisfies Field;

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
