import type { Field } from "./fields";

/** How an empty value reads, in e-mails and on admin pages. */
export const NOT_GIVEN = "—";

/** An option code by its label, a retired code by the label it had, anything else as stored. */
export const optionLabelOf = (field: Field, item: unknown): string =>
  (field.options?.find((option) => option.value === item) ?? field.retiredOptions?.find((option) => option.value === item))?.label ??
  String(item);

/** A stored value as a person reads it: option values by their labels (a province code by its name), lists joined. */
export function displayValue(field: Field, value: unknown): string {
  const labelOf = (item: unknown) => optionLabelOf(field, item);
  if (value === null || value === undefined) return NOT_GIVEN;
  if (Array.isArray(value)) return value.length === 0 ? NOT_GIVEN : value.map(labelOf).join(", ");
  const shown = labelOf(value).trim();
  return shown === "" ? NOT_GIVEN : shown;
}

export type FieldRow = { name: string; label: string; value: string; kind: Field["kind"] };

const rowsOf = (fields: readonly Field[], values: object): FieldRow[] => {
  const record = values as Record<string, unknown>;
  return fields.map((field) => ({
    name: field.name,
    label: field.label,
    value: displayValue(field, record[field.name]),
    kind: field.kind,
  }));
};

/** A submission's e-mail rows: every field of its form, in form order, readable. */
export function fieldRows(fields: readonly Field[], values: object): FieldRow[] {
  return rowsOf(fields, values);
}

/** The admin's page of a submission: every field of its form, in form order, readable. */
export function detailRows(fields: readonly Field[], values: object): FieldRow[] {
  return rowsOf(fields, values);
}
