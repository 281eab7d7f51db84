import { optionCodes, type OptionWords, type ProvinceCode } from "./forms/lead-forms";

/**
 * The forms' option lists, as the rest of the code names them. Their codes are declared beside
 * the fields that offer them (./forms/lead-forms.ts); their labels are words.
 */
export { optionCodes, type OptionWords, provinceCodes, type ProvinceCode } from "./forms/lead-forms";

export const { industries, expertise, experienceRanges, companySizes, contractDurations, workModels, availabilities } = optionCodes;

export type Option<Value extends string = string> = { value: Value; label: string };

/** The label of a code from any list, or the value itself when no list knows it. */
export function optionLabel({ labels, provinces }: OptionWords, value: string): string {
  for (const list of Object.values(labels)) {
    if (Object.hasOwn(list, value)) return (list as Record<string, string>)[value]!;
  }
  return Object.hasOwn(provinces, value) ? provinces[value as ProvinceCode] : value;
}
