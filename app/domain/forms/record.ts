import { oncePerWords, type StoredField } from "./fields";
import type { CioValues, CompanyValues, ContactValues, LeadForms } from "./lead-forms";

/**
 * The map from form field to record, read both ways: the lead forms' fields (./lead-forms.ts) say
 * which column each is stored in, so the insert, the reverse map the e-mails and the admin page
 * use, the CSV export and the personal-data export follow from them (decision 0034).
 */

type LeadFormLike = { fields: readonly StoredField[] };

/** An application's form, by its type. */
export const applicationFormOf = (forms: LeadForms, type: "CIO" | "Company") => (type === "CIO" ? forms.cio : forms.company);

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
export function formValuesOf(forms: LeadForms, row: { type: "CIO" | "Company" }): CioValues | CompanyValues {
  return valuesOf(applicationFormOf(forms, row.type), row) as CioValues | CompanyValues;
}

/** An inquiry's values as the contact form had them. */
export const inquiryValuesOf = (forms: LeadForms, row: object) => valuesOf(forms.contact, row) as ContactValues;

/** Every field that fills a column of `applications`, whichever form it is on: the CIO form's first. */
const applicationFieldsOf = (forms: LeadForms): readonly StoredField[] => [...forms.cio.fields, ...forms.company.fields];

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

/**
 * The CSV export's field columns (of `forms`, the English ones): every column an application
 * form's field fills and flags for the CSV, headed by its field's label on the CIO form where both
 * forms have it (a company's contact's "First Name", not "Contact First Name"). A row's cell is
 * read with the field of its own form (a CIO's row by the CIO form's field).
 */
export const applicationCsvColumns = oncePerWords(
  (forms: LeadForms): { column: string; header: string; value: (row: { type: "CIO" | "Company" }) => CsvCell }[] =>
    csvColumnOrder.flatMap((column) => {
      const fallback = applicationFieldsOf(forms).find((field) => field.column === column && field.shownIn.csv);
      if (!fallback) return [];
      return [
        {
          column,
          header: fallback.label,
          value: (row: { type: "CIO" | "Company" }) => {
            const field = applicationFormOf(forms, row.type).fields.find((candidate) => candidate.column === column);
            return csvValue(field ?? fallback, (row as Record<string, unknown>)[column]);
          },
        },
      ];
    }),
);

/** Columns flagged for the CSV but missing from its column order (a unit test keeps this empty). */
export const csvColumnsWithoutPlace = (forms: LeadForms): string[] =>
  [
    ...new Set(
      applicationFieldsOf(forms)
        .filter((field) => field.shownIn.csv)
        .map((field) => field.column),
    ),
  ].filter((column) => !(csvColumnOrder as readonly string[]).includes(column));

/**
 * A stored record as a person reads it in their personal-data export: option codes by their labels
 * (lists kept as lists), other columns untouched. The fields of `form` say which columns hold options.
 * The province stays its code, as this export has always given it.
 */
export function readableRecord<Row extends object>(form: LeadFormLike, row: Row): Row {
  const readable: Record<string, unknown> = { ...(row as Record<string, unknown>) };
  for (const field of form.fields) {
    if (field.options && field.column !== "province" && field.column in readable) {
      readable[field.column] = csvValue(field, readable[field.column]);
    }
  }
  return readable as Row;
}

/** The labels of what a form collects, as /privacy lists them. */
export const collectedLabels = (form: LeadFormLike): string[] =>
  form.fields.filter((field) => field.shownIn.privacy).map((field) => field.label);

/** What each lead form collects, in the forms' language: /privacy's lists. */
export const collectedByForm = (forms: LeadForms) => ({
  contact: collectedLabels(forms.contact),
  cio: collectedLabels(forms.cio),
  company: collectedLabels(forms.company),
});
