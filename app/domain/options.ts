/**
 * An option of a list field: the stable code a form posts and the database stores, and its label.
 * The codes are declared beside the fields that offer them (./forms/lead-forms.ts), the labels
 * are words.
 */
export type Option<Value extends string = string> = { value: Value; label: string };

/**
 * The label of a code from any list of one language's option words (a retired code by the label
 * it had), or the value itself when no list knows it.
 */
export function optionLabel(
  {
    labels,
    retired = {},
    provinces,
  }: {
    labels: Record<string, Record<string, string>>;
    retired?: Record<string, Record<string, string>>;
    provinces: Record<string, string>;
  },
  value: string,
): string {
  for (const list of [...Object.values(labels), ...Object.values(retired)]) {
    if (Object.hasOwn(list, value)) return list[value]!;
  }
  return Object.hasOwn(provinces, value) ? provinces[value]! : value;
}
