import type { Widen } from "../dictionary-types";
import type * as en from "../options";

// The option lists in French, over the same stored codes as ../options.ts.

export const optionLabels: Widen<typeof en.optionLabels> = {
  industries: {
    finance: "Finance",
    healthcare: "Santé",
    manufacturing: "Secteur manufacturier",
    education: "Éducation",
    government: "Administration publique",
    "tech-saas": "Technologies / SaaS",
    other: "Autre",
  },
  expertise: {
    "digital-transformation": "Transformation numérique",
    cybersecurity: "Cybersécurité",
    "m-and-a-integration": "Intégration lors de fusions et acquisitions",
    "erp-crm-deployments": "Déploiement de PGI / GRC",
    "it-governance-compliance": "Gouvernance TI et conformité",
    "team-development": "Développement des équipes",
    "vendor-contract-negotiation": "Négociation avec les fournisseurs et des contrats",
  },
  experienceRanges: { "5-10": "5 à 10", "11-15": "11 à 15", "16-20": "16 à 20" },
  companySizes: { "0-50": "0 à 50", "50-200": "50 à 200", "200-plus": "200 et plus" },
  contractDurations: {
    "1-6-months": "1 à 6 mois",
    "6-12-months": "6 mois à 1 an",
    "1-year-plus": "Plus d'un an",
  },
  workModels: { remote: "À distance", hybrid: "Hybride", "on-site": "Sur place" },
  availabilities: {
    immediate: "Immédiate",
    "within-30-days": "D'ici 30 jours",
    "1-3-months": "D'ici 1 à 3 mois",
  },
};

/** The 13 provinces and territories by their French names, over the same codes. */
export const provinceNames: Widen<typeof en.provinceNames> = {
  AB: "Alberta",
  BC: "Colombie-Britannique",
  MB: "Manitoba",
  NB: "Nouveau-Brunswick",
  NL: "Terre-Neuve-et-Labrador",
  NS: "Nouvelle-Écosse",
  ON: "Ontario",
  PE: "Île-du-Prince-Édouard",
  QC: "Québec",
  SK: "Saskatchewan",
  NT: "Territoires du Nord-Ouest",
  NU: "Nunavut",
  YT: "Yukon",
};
