import { z } from "./zod";
import type { Option } from "../options";
import { linkedinProfileToStore, websiteToStore } from "../web-addresses";
import { plainPassword, plainText } from "./control-characters";
import type { Field } from "./field-types";
import type { FieldWords } from "./form-words";

/** Better Auth's limits; a password is never trimmed (spaces may be part of it). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** What a ticked single box sends. */
export const CHECKBOX_VALUE = "yes";

/** Empty after trimming means "not given". */
const blankToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

const phoneCharacters = /^[0-9 +\-()]+$/;

/**
 * The kinds of field every form is built from, speaking `words`: the same rules in every
 * language, only the labels and messages differ. The browser's own checks (a required field left
 * empty, an e-mail address the browser cannot read) say the same words as the server's,
 * through `browserMessages`.
 */
export function fieldKinds({ labels, messages, hints, controlCharacter }: FieldWords) {
  /** A field's label is found by its name: one name per field. */
  const labelled = (name: string) => {
    const label = labels[name];
    if (label === undefined) throw new Error(`No label for the field ${name}`);
    return { name, label };
  };
  /** Every text field refuses control characters first (./control-characters.ts, decision 0030). */
  const trimmed = plainText("single-line", controlCharacter);
  const maxLengthRule = (maxLength: number, base = trimmed) => base.max(maxLength, messages.tooLong(maxLength));
  const notListed = messages.notListed;
  const choiceOf = <Value extends string>(options: readonly Option<Value>[], whenMissing = notListed) => {
    const values = options.map((option) => option.value) as [Value, ...Value[]];
    return z.enum(values, { error: (issue) => (issue.input === undefined ? whenMissing : notListed) });
  };
  /**
   * A web address as people type it, read by `toStore` (../web-addresses.ts) into what is stored.
   * The browser shows a text box, not type="url", which would refuse `acme.example.ca` before the server sees it.
   */
  const webAddress = (toStore: (typed: string) => string | null, message: string) =>
    trimmed.max(500, messages.tooLong(500)).transform((typed, context) => {
      const stored = toStore(typed);
      if (stored === null) {
        context.issues.push({ code: "custom", message, input: typed });
        return z.NEVER;
      }
      return stored;
    });
  const urlBase = { kind: "url", maxLength: 500, autoComplete: "url" } as const;

  return {
    requiredText: <Name extends string>(name: Name, maxLength: number, autoComplete?: string) =>
      ({
        ...labelled(name),
        name,
        kind: "text",
        required: true,
        maxLength,
        autoComplete,
        browserMessages: { missing: messages.required(labelled(name).label) },
        schema: maxLengthRule(maxLength).min(1, messages.required(labelled(name).label)),
      }) satisfies Field,

    optionalTextArea: <Name extends string>(name: Name, maxLength: number) =>
      ({
        ...labelled(name),
        name,
        kind: "textarea",
        required: false,
        maxLength,
        schema: z.preprocess(blankToNull, maxLengthRule(maxLength, plainText("multi-line", controlCharacter)).nullable()),
      }) satisfies Field,

    emailField: <Name extends string>(name: Name) =>
      ({
        ...labelled(name),
        name,
        kind: "email",
        required: true,
        maxLength: 254,
        autoComplete: "email",
        browserMessages: { missing: messages.emailMissing, mismatch: messages.emailInvalid },
        schema: trimmed.min(1, messages.emailMissing).max(254, messages.tooLong(254)).pipe(z.email(messages.emailInvalid)),
      }) satisfies Field,

    phoneField: <Name extends string>(name: Name) =>
      ({
        ...labelled(name),
        name,
        kind: "tel",
        required: true,
        maxLength: 30,
        autoComplete: "tel",
        browserMessages: { missing: messages.phoneMissing },
        schema: trimmed
          .min(1, messages.phoneMissing)
          .max(30, messages.tooLong(30))
          .refine((value) => phoneCharacters.test(value) && /^\d{7,20}$/.test(value.replace(/\D/g, "")), messages.phoneInvalid),
      }) satisfies Field,

    /** A LinkedIn profile, stored as https://www.linkedin.com/in/<name> whatever form of it was typed. */
    linkedinProfile: <Name extends string>(name: Name) =>
      ({
        ...urlBase,
        ...labelled(name),
        name,
        required: true,
        hint: hints.linkedinProfile,
        browserMessages: { missing: messages.required(labelled(name).label) },
        schema: trimmed.min(1, messages.required(labelled(name).label)).pipe(webAddress(linkedinProfileToStore, messages.linkedinInvalid)),
      }) satisfies Field,

    /** A website, stored with https:// in front when typed without a scheme (`acme.example.ca`). */
    optionalUrl: <Name extends string>(name: Name) =>
      ({
        ...urlBase,
        ...labelled(name),
        name,
        required: false,
        hint: hints.webAddress,
        schema: z.preprocess(blankToNull, webAddress(websiteToStore, messages.webAddressInvalid).nullable()),
      }) satisfies Field,

    requiredSelect: <Name extends string, Value extends string>(
      name: Name,
      options: readonly Option<Value>[],
      retiredOptions?: readonly Option[],
    ) =>
      ({
        ...labelled(name),
        name,
        kind: "select",
        required: true,
        options,
        retiredOptions,
        browserMessages: { missing: messages.requiredChoice(labelled(name).label) },
        schema: z.preprocess((value) => blankToNull(value) ?? undefined, choiceOf(options, messages.requiredChoice(labelled(name).label))),
      }) satisfies Field,

    optionalSelect: <Name extends string, Value extends string>(name: Name, options: readonly Option<Value>[]) =>
      ({
        ...labelled(name),
        name,
        kind: "select",
        required: false,
        options,
        schema: z.preprocess(blankToNull, choiceOf(options).nullable()),
      }) satisfies Field,

    /** A password as typed. A new password gets the length rule; a sign-in only needs one. */
    passwordField: <Name extends string>(name: Name, purpose: "current-password" | "new-password", whenMissing: string) =>
      ({
        ...labelled(name),
        name,
        kind: "password",
        required: true,
        maxLength: PASSWORD_MAX_LENGTH,
        autoComplete: purpose,
        hint: purpose === "new-password" ? hints.newPassword(PASSWORD_MIN_LENGTH) : undefined,
        schema: plainPassword(controlCharacter)
          .min(1, whenMissing)
          .min(purpose === "new-password" ? PASSWORD_MIN_LENGTH : 1, messages.tooShort(PASSWORD_MIN_LENGTH))
          .max(PASSWORD_MAX_LENGTH, messages.tooLong(PASSWORD_MAX_LENGTH)),
      }) satisfies Field,

    /** Any number of the listed options; none chosen is stored as null, as every missing value is. */
    checkboxesField: <Name extends string, Value extends string>(name: Name, options: readonly Option<Value>[]) =>
      ({
        ...labelled(name),
        name,
        kind: "checkboxes",
        required: false,
        options,
        schema: z
          .array(choiceOf(options))
          .max(options.length, notListed)
          .transform((chosen) => (chosen.length === 0 ? null : [...new Set(chosen)])),
      }) satisfies Field,

    /** One box on its own, unticked unless the visitor ticks it: true when it was sent ticked. */
    optionalCheckbox: <Name extends string>(name: Name, whenNotABox: string) =>
      ({
        ...labelled(name),
        name,
        kind: "checkbox",
        required: false,
        schema: z.enum(["", CHECKBOX_VALUE], { error: whenNotABox }).transform((value) => value === CHECKBOX_VALUE),
      }) satisfies Field,

    /**
     * A field asked on one form and optional on another, declared once (the required way): here
     * left empty it is stored as null, and anything given is checked as on the form that requires it.
     */
    optional: <F extends Field>(
      field: F,
    ): Omit<F, "required" | "schema" | "browserMessages"> & { required: false; schema: z.ZodType<z.output<F["schema"]> | null> } => {
      const { browserMessages: _required, ...rest } = field;
      const schema = z.preprocess(blankToNull, field.schema.nullable()) as z.ZodType<z.output<F["schema"]> | null>;
      return { ...(rest as Omit<F, "required" | "schema" | "browserMessages">), required: false, schema };
    },

    /** A value the page puts in the form for the server (not typed by the visitor); empty means not sent. */
    hiddenText: <Name extends string>(name: Name) =>
      ({
        ...labelled(name),
        name,
        kind: "hidden",
        required: false,
        schema: z.preprocess(blankToNull, trimmed.nullable()),
      }) satisfies Field,
  };
}

export type FieldKinds = ReturnType<typeof fieldKinds>;
