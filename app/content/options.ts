import type { OptionWords } from "~/domain/options";

/**
 * The option lists' words: each stable code (app/domain/options.ts, what forms post and the
 * database stores) with the label a person reads. app/domain/options.ts checks that each list
 * has a label for every code and no other.
 */
export const optionLabels = {
  industries: {
    finance: "Finance",
    healthcare: "Healthcare",
    manufacturing: "Manufacturing",
    education: "Education",
    government: "Government",
    "tech-saas": "Tech / SaaS",
    other: "Other",
  },
  expertise: {
    "digital-transformation": "Digital Transformation",
    cybersecurity: "Cybersecurity",
    "m-and-a-integration": "M&A Integration",
    "erp-crm-deployments": "ERP / CRM Deployments",
    "it-governance-compliance": "IT Governance & Compliance",
    "team-development": "Team Development",
    "vendor-contract-negotiation": "Vendor & Contract Negotiation",
  },
  experienceRanges: { "5-10": "5-10", "11-15": "11-15", "16-20": "16-20" },
  companySizes: { "0-50": "0-50", "50-200": "50-200", "200-plus": "200+" },
  contractDurations: {
    "1-6-months": "1 - 6 months",
    "6-12-months": "6 months - 1 year",
    "1-year-plus": "1 year+",
  },
  workModels: { remote: "Remote", hybrid: "Hybrid", "on-site": "On-site" },
  availabilities: {
    immediate: "Immediate",
    "within-30-days": "Within 30 days",
    "1-3-months": "1–3 Months",
  },
} as const satisfies OptionWords["labels"];

/** The 13 provinces and territories by name; forms post and the database stores their codes. */
export const provinceNames = {
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
} as const satisfies OptionWords["provinces"];
