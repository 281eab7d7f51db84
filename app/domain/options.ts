/** The forms' option lists, exactly as the product names them (docs/product.md). */

export const industries = ["Finance", "Healthcare", "Manufacturing", "Education", "Government", "Tech / SaaS", "Other"] as const;

export const expertise = [
  "Digital Transformation",
  "Cybersecurity",
  "M&A Integration",
  "ERP / CRM Deployments",
  "IT Governance & Compliance",
  "Team Development",
  "Vendor & Contract Negotiation",
] as const;

export const experienceRanges = ["5-10", "11-15", "16-20"] as const;

export const companySizes = ["0-50", "50-200", "200+"] as const;

export const contractDurations = ["1 - 6 months", "6 months - 1 year", "1 year+"] as const;

export const workModels = ["Remote", "Hybrid", "On-site"] as const;

export const availabilities = ["Immediate", "Within 30 days", "1–3 Months"] as const;

/** The 13 provinces and territories: submitted as codes, shown by name. */
export const provinces = {
  AB: "Alberta",
  BC: "British Columbia",
  MB: "Manitoba",
  NB: "New Brunswick",
  NL: "Newfoundland and Labrador",
  NS: "Nova Scotia",
  ON: "Ontario",
  PE: "Prince Edward Island",
  QC: "Quebec",
  SK: "Saskatchewan",
  NT: "Northwest Territories",
  NU: "Nunavut",
  YT: "Yukon",
} as const;

export type ProvinceCode = keyof typeof provinces;

export const provinceCodes = Object.keys(provinces) as ProvinceCode[];

export type Option = { value: string; label: string };

/** Options whose label is their value. */
export function sameLabel(values: readonly string[]): Option[] {
  return values.map((value) => ({ value, label: value }));
}

export const provinceOptions: Option[] = provinceCodes.map((code) => ({ value: code, label: provinces[code] }));
