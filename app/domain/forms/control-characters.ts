import { z } from "./zod";

// Which characters no text the site stores may hold (decisions 0030 and 0062). The C0 controls and
// DEL: PostgreSQL cannot store NUL in text at all, and the rest are never typed, only pasted or
// forged. Tab is allowed everywhere (it comes with text pasted from a spreadsheet); line breaks
// (LF, CR) only where the field has lines. Then the characters that are invisible yet change how
// the text around them reads: the C1 controls, the bidirectional marks, embeddings, overrides and
// isolates (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), the deprecated format
// characters U+206A–U+206F, a byte-order mark inside text (U+FEFF), the interlinear annotation
// marks (U+FFF9–U+FFFB), and the line and paragraph separators U+2028 and U+2029 (line breaks, so
// refused in a single line only). With U+202E a name ending "gnp.exe" reads "exe.png" in the
// admin's list and in an e-mail subject. Everything else passes: accents, scripts, emoji, and the
// zero-width joiners that emoji and several scripts need.
//
// Each pattern is one character class: a test or a replacement over it takes linear time.

// Matching control characters is the point of these patterns.
/* eslint-disable no-control-regex */
/** C0 but tab, LF and CR; DEL. */
const controls = "\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F";
const lineBreaks = "\\n\\r\\u2028\\u2029";
const invisible = "\\u0080-\\u009F\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u206F\\uFEFF\\uFFF9-\\uFFFB";
/** Refused in a single-line field. */
const inALine = new RegExp(`[${controls}${lineBreaks}${invisible}]`);
/** Refused in a multi-line field: the same but LF, CR, U+2028 and U+2029. */
const inLines = new RegExp(`[${controls}${invisible}]`);
/** Refused in a password, which is never shown: C0 but tab, and DEL (decision 0030's rule, unchanged). */
const inAPassword = /[\u0000-\u0008\u000A-\u001F\u007F]/;
/* eslint-enable no-control-regex */

/** Runs of what a single-line field refuses, and tabs: each becomes a space in a line the site writes. */
const notInALineWritten = new RegExp(`[\\t${controls}${lineBreaks}${invisible}]+`, "g");

export type TextLines = "single-line" | "multi-line";

export function hasControlCharacters(text: string, lines: TextLines = "single-line"): boolean {
  return (lines === "multi-line" ? inLines : inALine).test(text);
}

/** The text without the characters it may not hold (for searches: ignored rather than refused). */
export function withoutControlCharacters(text: string, lines: TextLines = "single-line"): string {
  return text.replace(new RegExp((lines === "multi-line" ? inLines : inALine).source, "g"), "");
}

/**
 * One line of text the site writes from stored values (an e-mail subject, a chat notice): each run
 * of the characters a single-line field refuses, tab and line breaks included, becomes one space.
 * Rows stored before a character was refused are written safely all the same.
 */
export function asOneLine(text: string): string {
  return text.replace(notInALineWritten, " ").replace(/ {2,}/g, " ").trim();
}

/**
 * A trimmed string that refuses control characters before its other checks, so the visitor reads
 * the message that says what is wrong (in the form's language). Every text field of every form but
 * a password starts from this.
 */
export const plainText = (lines: TextLines, message: string) =>
  z
    .string()
    .trim()
    .refine((text) => !hasControlCharacters(text, lines), { message, abort: true });

/**
 * A password as typed: only the C0 controls and DEL are refused. It is never shown, so the
 * characters that disguise shown text do no harm in it, and refusing them now could lock out an
 * account whose password already holds one.
 */
export const plainPassword = (message: string) => z.string().refine((text) => !inAPassword.test(text), { message, abort: true });
