import type { Widen } from "~/content/dictionary-types";
import type { Locale } from "~/content/locale";
import { optionLabels, provinceNames } from "~/content/options";
import * as french from "~/content/fr/options";

/**
 * The forms' option lists as stable codes (lowercase ASCII): what a form posts, what the database
 * stores and what matching compares. Their labels are words, in app/content/options.ts.
 */

export const industries = ["finance", "healthcare", "manufacturing", "education", "government", "tech-saas", "other"] as const;

export const expertise = [
  "digital-transformation",
  "cybersecurity",
  "m-and-a-integration",
  "erp-crm-deployments",
  "it-governance-compliance",
  "team-development",
  "vendor-contract-negotiation",
] as const;

export const experienceRanges = ["5-10", "11-15", "16-20"] as const;

export const companySizes = ["0-50", "50-200", "200-plus"] as const;

export const contractDurations = ["1-6-months", "6-12-months", "1-year-plus"] as const;

export const workModels = ["remote", "hybrid", "on-site"] as const;

/** From the soonest to the latest: matching compares positions in this list. */
export const availabilities = ["immediate", "within-30-days", "1-3-months"] as const;

export type IndustryCode = (typeof industries)[number];
export type ExpertiseCode = (typeof expertise)[number];
export type ExperienceCode = (typeof experienceRanges)[number];
export type CompanySizeCode = (typeof companySizes)[number];
export type ContractDurationCode = (typeof contractDurations)[number];
export type WorkModelCode = (typeof workModels)[number];
export type AvailabilityCode = (typeof availabilities)[number];

/** The 13 provinces and territories: submitted as codes, shown by name. */
export const provinces = provinceNames;

export type ProvinceCode = keyof typeof provinces;

export const provinceCodes = Object.keys(provinces) as ProvinceCode[];

export type Option<Value extends string = string> = { value: Value; label: string };

/** A list's codes with their labels, in the list's order; the labels must name exactly these codes. */
function labelled<Code extends string, Labels extends Record<Code, string>>(
  codes: readonly Code[],
  labels: Labels & Record<Exclude<keyof Labels, Code>, never>,
): Option<Code>[] {
  return codes.map((value) => ({ value, label: labels[value] }));
}

/** Every list with its labels in one language (app/content/options.ts or fr/options.ts): the same codes in both. */
function optionListsOf(labels: Widen<typeof optionLabels>, provinceLabels: Widen<typeof provinceNames>) {
  return {
    industryOptions: labelled(industries, labels.industries),
    expertiseOptions: labelled(expertise, labels.expertise),
    experienceOptions: labelled(experienceRanges, labels.experienceRanges),
    companySizeOptions: labelled(companySizes, labels.companySizes),
    contractDurationOptions: labelled(contractDurations, labels.contractDurations),
    workModelOptions: labelled(workModels, labels.workModels),
    availabilityOptions: labelled(availabilities, labels.availabilities),
    provinceOptions: labelled(provinceCodes, provinceLabels),
  };
}

export type OptionLists = ReturnType<typeof optionListsOf>;

const optionLists: Record<Locale, OptionLists> = {
  en: optionListsOf(optionLabels, provinceNames),
  fr: optionListsOf(french.optionLabels, french.provinceNames),
};

/** The option lists as a page in `locale` shows them. */
export const optionsIn = (locale: Locale): OptionLists => optionLists[locale];

export const {
  industryOptions,
  expertiseOptions,
  experienceOptions,
  companySizeOptions,
  contractDurationOptions,
  workModelOptions,
  availabilityOptions,
  provinceOptions,
} = optionLists.en;

/** The English label of a code from any list, or the value itself when no list knows it. */
export function optionLabel(value: string): string {
  for (const labels of Object.values(optionLabels)) {
    if (Object.hasOwn(labels, value)) return (labels as Record<string, string>)[value]!;
  }
  return Object.hasOwn(provinces, value) ? provinces[value as ProvinceCode] : value;
}
