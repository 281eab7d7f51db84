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
export const provinceCodes = ["AB", "BC", "MB", "NB", "NL", "NS", "ON", "PE", "QC", "SK", "NT", "NU", "YT"] as const;

export type ProvinceCode = (typeof provinceCodes)[number];

export type Option<Value extends string = string> = { value: Value; label: string };

/**
 * Each list's labels in one language (words(locale).options, from app/content/options.ts and
 * fr/options.ts): a label for every code and no other, which the content checks with `satisfies`.
 */
export type OptionWords = {
  labels: {
    industries: Record<IndustryCode, string>;
    expertise: Record<ExpertiseCode, string>;
    experienceRanges: Record<ExperienceCode, string>;
    companySizes: Record<CompanySizeCode, string>;
    contractDurations: Record<ContractDurationCode, string>;
    workModels: Record<WorkModelCode, string>;
    availabilities: Record<AvailabilityCode, string>;
  };
  provinces: Record<ProvinceCode, string>;
};

/** A list's codes with their labels, in the list's order. */
const labelled = <Code extends string>(codes: readonly Code[], labels: Record<Code, string>): Option<Code>[] =>
  codes.map((value) => ({ value, label: labels[value] }));

/** Every list with its labels in one language: the same codes in both. */
export function optionListsOf({ labels, provinces }: OptionWords) {
  return {
    industryOptions: labelled(industries, labels.industries),
    expertiseOptions: labelled(expertise, labels.expertise),
    experienceOptions: labelled(experienceRanges, labels.experienceRanges),
    companySizeOptions: labelled(companySizes, labels.companySizes),
    contractDurationOptions: labelled(contractDurations, labels.contractDurations),
    workModelOptions: labelled(workModels, labels.workModels),
    availabilityOptions: labelled(availabilities, labels.availabilities),
    provinceOptions: labelled(provinceCodes, provinces),
  };
}

export type OptionLists = ReturnType<typeof optionListsOf>;

/** The label of a code from any list, or the value itself when no list knows it. */
export function optionLabel({ labels, provinces }: OptionWords, value: string): string {
  for (const list of Object.values(labels)) {
    if (Object.hasOwn(list, value)) return (list as Record<string, string>)[value]!;
  }
  return Object.hasOwn(provinces, value) ? provinces[value as ProvinceCode] : value;
}
