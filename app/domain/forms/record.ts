import { csvHeadersWhereFormsDiffer } from "~/content/forms";
import type { StoredField } from "./fields";
import { provinceOptions } from "../options";
import { type CioValues, cioForm, type CompanyValues, companyForm, contactForm, type ContactValues } from "./lead-forms";

/**
 * The map from form field to record, read both ways: the lead forms' fields (./lead-forms.ts) say
 * which column each is stored in, so the insert, the reverse map the e-mails and the admin page
 * use, the CSV export and the personal-data export follow from them (decision 0034).
 */

type LeadFormLike = { fields: readonly StoredField[] };

/** An application's form, by its type. */
export const applicationFormOf = (type: "CIO" | "Company") => (type === "CIO" ? cioForm : companyForm);

/** The columns a form's values fill: each field's value under its column's key. */
export function recordOf(form: LeadFormLike, values: object): Record<string, unknown> {
  const given = values as Record<string, unknown>;
  return Object.fromEntries(form.fields.map((field) => [field.column, given[field.name] ?? null]));
}

/** The values as the form had them, from a stored record: each field's value under its form name. */
export function valuesOf(form: LeadFormLike, record: object): Record<string, unknown> {
  const row = record as Record<string, unknown>;
  return Object.fromEntries(form.fields.map((field) => [field.name, row[field.column] ?? null]));
}

/** An application's values as its form had them, for the e-mails it sends and the admin's page. */
export function formValuesOf(row: { type: "CIO" | "Company" }): CioValues | CompanyValues {
  return valuesOf(applicationFormOf(row.type), row) as CioValues | CompanyValues;
}

/** An inquiry's values as the contact form had them. */
export const inquiryValuesOf = (row: object) => valuesOf(contactForm, row) as ContactValues;

/** Every field that fills a column of `applications`, whichever form it is on. */
const applicationFields: readonly StoredField[] = [...cioForm.fields, ...companyForm.fields];

export type CsvCell = string | readonly string[] | null;

/** A stored value as a CSV cell: option codes by their labels (lists kept as lists), anything else as stored. */
function csvValue(field: StoredField, value: unknown): CsvCell {
  if (value === null || value === undefined) return null;
  if (!field.options) return value as CsvCell;
  const labelOf = (item: unknown) => field.options?.find((option) => option.value === item)?.label ?? String(item);
  return Array.isArray(value) ? value.map(labelOf) : labelOf(value);
}

/**
 * The order of the CSV export's field columns (after Id, Type, Received, Status, Decided by,
 * Decided at): the order admins' spreadsheets already expect. A column flagged for the CSV must be
 * listed here (a unit test says which is missing).
 */
const csvColumnOrder = [
  "companyName",
  "firstName",
  "lastName",
  "email",
  "phone",
  "linkedin",
  "companyUrl",
  "companySize",
  "contractDuration",
  "experience",
  "city",
  "province",
  "workModel",
  "availability",
  "industries",
  "areasOfExpertise",
  "requiredExpertise",
  "message",
] as const;

const csvHeaderOf = (column: string, field: StoredField): string =>
  (csvHeadersWhereFormsDiffer as Record<string, string>)[column] ?? field.label;

/**
 * The CSV export's field columns: every column an application form's field fills and flags for the
 * CSV, headed by its field's label. A row's cell is read with the field of its own form (a CIO's row
 * by the CIO form's field).
 */
export const applicationCsvColumns: { column: string; header: string; value: (row: { type: "CIO" | "Company" }) => CsvCell }[] =
  csvColumnOrder.flatMap((column) => {
    const fallback = applicationFields.find((field) => field.column === column && field.shownIn.csv);
    if (!fallback) return [];
    return [
      {
        column,
        header: csvHeaderOf(column, fallback),
        value: (row: { type: "CIO" | "Company" }) => {
          const field = applicationFormOf(row.type).fields.find((candidate) => candidate.column === column);
          return csvValue(field ?? fallback, (row as Record<string, unknown>)[column]);
        },
      },
    ];
  });

/** Columns flagged for the CSV but missing from its column order (a unit test keeps this empty). */
export const csvColumnsWithoutPlace = (): string[] =>
  [...new Set(applicationFields.filter((field) => field.shownIn.csv).map((field) => field.column))].filter(
    (column) => !(csvColumnOrder as readonly string[]).includes(column),
  );

/**
 * A stored record as a person reads it in their personal-data export: option codes by their labels
 * (lists kept as lists), other columns untouched. The fields of `form` say which columns hold options.
 * The province stays its code, as this export has always given it.
 */
export function readableRecord<Row extends object>(form: LeadFormLike, row: Row): Row {
  const readable: Record<string, unknown> = { ...(row as Record<string, unknown>) };
  for (const field of form.fields) {
    if (field.options && field.options !== provinceOptions && field.column in readable) {
      readable[field.column] = csvValue(field, readable[field.column]);
    }
  }
  return readable as Row;
}

/** The labels of what a form collects, as /privacy lists them. */
export const collectedLabels = (form: LeadFormLike): string[] =>
  form.fields.filter((field) => field.shownIn.privacy).map((field) => field.label);
