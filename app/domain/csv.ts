/**
 * CSV as RFC 4180 says (comma-separated, CRLF line ends, fields with a comma, quote or line break
 * quoted, quotes doubled), made safe for spreadsheets: a cell starting with =, +, -, @, a tab or a
 * carriage return would be run as a formula, so it gets a leading apostrophe (shown as text).
 */

/** Put first in the file so Excel reads the UTF-8 accents correctly. */
export const UTF8_BOM = "\uFEFF";

export type CsvValue = string | number | boolean | Date | readonly string[] | null | undefined;

const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  let text: string;
  if (value === null || value === undefined) text = "";
  else if (value instanceof Date) text = value.toISOString();
  else if (Array.isArray(value)) text = value.join("; ");
  else text = String(value);
  if (typeof value === "string" || Array.isArray(value)) {
    if (formulaStart.test(text)) text = `'${text}`;
  }
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
