import { formErrors } from "~/content/form-errors";
import { z } from "./zod";

// Which characters no text the site stores may hold (decision 0030): the C0 controls and DEL.
// PostgreSQL cannot store NUL in text at all, and the rest are never typed, only pasted or forged.
// Tab is allowed everywhere (it comes with text pasted from a spreadsheet); line breaks (LF, CR)
// only where the field has lines. Everything else passes: accents, scripts, emoji, C1 controls.

// Matching control characters is the point of these two patterns.
/* eslint-disable no-control-regex */
/** Refused in a single-line field: C0 but tab, and DEL. */
const inALine = /[\u0000-\u0008\u000A-\u001F\u007F]/;
/** Refused in a multi-line field: C0 but tab, LF and CR, and DEL. */
const inLines = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/* eslint-enable no-control-regex */

export type TextLines = "single-line" | "multi-line";

export function hasControlCharacters(text: string, lines: TextLines = "single-line"): boolean {
  return (lines === "multi-line" ? inLines : inALine).test(text);
}

/** The text without the characters it may not hold (for searches: ignored rather than refused). */
export function withoutControlCharacters(text: string, lines: TextLines = "single-line"): string {
  return text.replace(new RegExp((lines === "multi-line" ? inLines : inALine).source, "g"), "");
}

/**
 * A string that refuses control characters before its other checks, so the visitor reads the
 * message that says what is wrong (in the form's language). Every text field of every form starts from this.
 */
export const plainString = (lines: TextLines = "single-line", message: string = formErrors.controlCharacter) =>
  z.string().refine((text) => !hasControlCharacters(text, lines), { message, abort: true });

/** The same, trimmed first (most fields). */
export const plainText = (lines: TextLines = "single-line", message: string = formErrors.controlCharacter) =>
  z
    .string()
    .trim()
    .refine((text) => !hasControlCharacters(text, lines), { message, abort: true });
