import { optionLabelOf } from "./display";
import { type Field, oncePerWords } from "./fields";
import type { CioValues, CompanyValues, ContactValues, LeadForms } from "./lead-forms";

/**
 * A lead form's record: each field's value under the field's name, which is also the record's
 * key (./lead-forms.ts). The insert, the e-mails, the admin page, the CSV export and the
 * personal-data export all read the fields so (decision 0034).
 */

type LeadFormLike = { fields: readonly Field[] };

/** An application's form, by its type. */
export const applicationFormOf = (forms: LeadForms, type: "CIO" | "Company") => (type === "CIO" ? forms.cio : forms.company);

/** What a form's fields hold in `source` (the values it was sent, or a stored row), a missing one as null. */
function fieldValues(form: LeadFormLike, source: object): Record<string, unknown> {
  const given = source as Record<string, unknown>;
  return Object.fromEntries(form.fields.map((field) => [field.name, given[field.name] ?? null]));
}

/** The record a form's values fill. */
export const recordOf = fieldValues;

/** The values as the form had them, from a stored record. */
export const valuesOf = fieldValues;

/** An application's values as its form had them, for the e-mails it sends and the admin's page. */
export function formValuesOf(forms: LeadForms, row: { type: "CIO" | "Company" }): CioValues | CompanyValues {
  return valuesOf(applicationFormOf(forms, row.type), row) as CioValues | CompanyValues;
}

/** An inquiry's values as the contact form had them. */
export const inquiryValuesOf = (forms: LeadForms, row: object) => valuesOf(forms.contact, row) as ContactValues;

export type CsvCell = string | readonly string[] | null;

/** A stored value as a CSV cell: option codes by their labels (lists kept as lists), anything else as stored. */
function csvValue(field: Field, value: unknown): CsvCell {
  if (value === null || value === undefined) return null;
  if (!field.options) return value as CsvCell;
  const labelOf = (item: unknown) => optionLabelOf(field, item);
  return Array.isArray(value) ? value.map(labelOf) : labelOf(value);
}

/**
 * The CSV export's field columns (of `forms`, the English ones), after Id, Type, Received, Status,
 * Decided by, Decided at: every stored field of the application forms, in the order they are
 * declared, headed by the field's label as the CIO form shows it (a company's contact's
 * "First Name", not "Contact First Name").
 */
export const applicationCsvColumns = oncePerWords(
  (forms: LeadForms): { column: string; header: string; value: (row: object) => CsvCell }[] => {
    const onApplications = new Set<string>([...forms.cio.fields, ...forms.company.fields].map((field) => field.name));
    return Object.values(forms.fields as Record<string, Field>)
      .filter((field) => onApplications.has(field.name))
      .map((field) => ({
        column: field.name,
        header: field.label,
        value: (row: object) => csvValue(field, (row as Record<string, unknown>)[field.name]),
      }));
  },
);

/**
 * A stored record as a person reads it in their personal-data export: option codes by their labels
 * (lists kept as lists), other columns untouched. The fields of `form` say which columns hold options.
 * The province stays its code, as this export has always given it.
 */
export function readableRecord<Row extends object>(form: LeadFormLike, row: Row): Row {
  const readable: Record<string, unknown> = { ...(row as Record<string, unknown>) };
  for (const field of form.fields) {
    if (field.options && field.name !== "province" && field.name in readable) {
      readable[field.name] = csvValue(field, readable[field.name]);
    }
  }
  return readable as Row;
}

/** The labels of what a form collects, as /privacy lists them. */
export const collectedLabels = (form: LeadFormLike): string[] => form.fields.map((field) => field.label);

/** What each lead form collects, in the forms' language: /privacy's lists. */
export const collectedByForm = (forms: LeadForms) => ({
  contact: collectedLabels(forms.contact),
  cio: collectedLabels(forms.cio),
  company: collectedLabels(forms.company),
});
