import type { Widen } from "../dictionary-types";
import { formatNumber } from "../format";
import type * as en from "../forms";
import { languageTags } from "~/domain/locale";

// The forms' words in French (../forms.ts says what each is for). The admin's forms' words
// (consentEvidence, adminFormMessages) stay English-only: the staff tools are in English. The
// account forms' French words are in ./account.ts.

const number = (value: number) => formatNumber(value, languageTags.fr);

export const fieldLabels: Widen<typeof en.fieldLabels> = {
  firstName: "Prénom",
  lastName: "Nom de famille",
  companyName: "Nom de l'entreprise",
  email: "Courriel",
  phone: "Téléphone",
  linkedin: "Profil LinkedIn",
  experience: "Années d'expérience",
  companyUrl: "Site Web de l'entreprise",
  companySize: "Taille de l'entreprise",
  contractDuration: "Durée du mandat",
  city: "Ville",
  province: "Province",
  workModel: "Mode de travail",
  availability: "Disponibilité",
  industries: "Secteurs d'activité",
  areasOfExpertise: "Domaines d'expertise",
  requiredExpertise: "Expertise recherchée",
  message: "Message",
  workLanguage: "Langue de travail",
  name: "Nom",
  company: "Entreprise",
  topic: "De quoi aimeriez-vous parler\u00a0?",
  newsConsent: "Nouvelles par courriel",
  consentVersion: "Libellé de la case des nouvelles par courriel",
  password: "Mot de passe",
  confirmPassword: "Confirmer le mot de passe",
  currentPassword: "Mot de passe actuel",
  newPassword: "Nouveau mot de passe",
};

export const companyFormLabels: Widen<typeof en.companyFormLabels> = {
  firstName: "Prénom de la personne-ressource",
  lastName: "Nom de famille de la personne-ressource",
  workModel: "Mode de travail souhaité pour le DPI",
  availability: "Disponibilité attendue du DPI",
};

// The option lists in French, over the same stored codes as the English ones.

export const optionLabels: Widen<typeof en.optionLabels> = {
  industries: {
    finance: "Finance",
    healthcare: "Santé",
    manufacturing: "Secteur manufacturier",
    education: "Éducation",
    government: "Administration publique",
    "tech-saas": "Technologies et logiciels-services (SaaS)",
    other: "Autre",
  },
  expertise: {
    "digital-transformation": "Transformation numérique",
    cybersecurity: "Cybersécurité",
    "m-and-a-integration": "Intégration lors de fusions et acquisitions",
    "erp-crm-deployments": "Déploiement de PGI / GRC",
    "it-governance-compliance": "Gouvernance TI et conformité",
    "team-development": "Développement des équipes",
    "vendor-contract-negotiation": "Négociation de contrats avec les fournisseurs",
  },
  experienceRanges: { "5-10": "5 à 10", "11-15": "11 à 15", "16-20": "16 à 20", "20-plus": "Plus de 20" },
  companySizes: { "1-49": "1 à 49 employés", "50-199": "50 à 199 employés", "200-plus": "200 employés et plus" },
  contractDurations: {
    "3-6-months": "3 à 6 mois",
    "6-12-months": "6 à 12 mois",
    "1-year-plus": "Plus d'un an",
  },
  workModels: { remote: "À distance", hybrid: "Hybride", "on-site": "Sur place" },
  availabilities: {
    immediate: "Immédiate",
    "within-30-days": "D'ici 30 jours",
    "1-3-months": "D'ici 1 à 3 mois",
  },
  workLanguages: { en: "Anglais", fr: "Français", both: "Anglais et français" },
};

export const retiredOptionLabels: Widen<typeof en.retiredOptionLabels> = {
  companySizes: { "0-50": "0 à 50", "50-200": "50 à 200" },
  contractDurations: { "1-6-months": "1 à 6 mois" },
};

/**
 * The 13 provinces and territories by their French names, over the same codes, in the order a
 * French list gives them (the forms follow it): the provinces alphabetically, then the territories.
 */
export const provinceNames: Widen<typeof en.provinceNames> = {
  AB: "Alberta",
  BC: "Colombie-Britannique",
  PE: "Île-du-Prince-Édouard",
  MB: "Manitoba",
  NB: "Nouveau-Brunswick",
  NS: "Nouvelle-Écosse",
  ON: "Ontario",
  QC: "Québec",
  SK: "Saskatchewan",
  NL: "Terre-Neuve-et-Labrador",
  NU: "Nunavut",
  NT: "Territoires du Nord-Ouest",
  YT: "Yukon",
};

export const fieldMessages: Widen<typeof en.fieldMessages> = {
  tooLong: (maxLength) => `Utilisez au plus ${number(maxLength)}\u00a0caractères.`,
  tooShort: (minLength) => `Utilisez au moins ${number(minLength)}\u00a0caractères.`,
  // Shown under the field, which is already labelled: the label is not repeated (the summary adds it).
  required: () => "Ce champ est obligatoire.",
  requiredChoice: () => "Veuillez choisir une option.",
  notListed: "Choisissez l'une des options proposées.",
  emailMissing: "Entrez votre adresse courriel.",
  emailInvalid: "Entrez une adresse courriel valide, comme nom@exemple.ca.",
  phoneMissing: "Entrez votre numéro de téléphone.",
  phoneInvalid:
    "Entrez un numéro de téléphone de 7 à 20\u00a0chiffres\u00a0; les espaces, le signe +, le trait d'union et les parenthèses sont acceptés.",
  webAddressInvalid: "Entrez l'adresse d'un site Web, comme www.exemple.ca.",
  linkedinInvalid: "Entrez l'adresse de votre profil LinkedIn, comme linkedin.com/in/votre-nom.",
  notText: "Ce champ doit contenir du texte, et non un fichier.",
  sentTwice: "Ce champ a été envoyé plus d'une fois.",
};

export const fieldHints: Widen<typeof en.fieldHints> = {
  webAddress: "Par exemple\u00a0: www.exemple.ca",
  linkedinProfile: "Par exemple\u00a0: linkedin.com/in/votre-nom",
  newPassword: (minLength) => `Au moins ${number(minLength)}\u00a0caractères.`,
};

export const consentMessages: Widen<typeof en.consentMessages> = {
  notABox: "Cochez la case ou laissez-la vide.",
  unknownWording:
    "Nous n'avons pas pu déterminer quel libellé de cette case vous avez vu. Veuillez le relire et cocher la case si vous êtes d'accord.",
};

export const formChrome: Widen<typeof en.formChrome> = {
  requiredNote: { before: "Les champs marqués d'un ", after: " sont obligatoires." },
  choose: "Choisissez…",
  submit: "Envoyer",
  sending: "Envoi en cours…",
  errorSummaryTitle: "Veuillez corriger ce qui suit",
  moreDetails: "Plus de détails sur vos besoins (facultatif)",
  // « Prénom : ce champ est obligatoire. »: no capital after the colon (enhance-forms.js does the same).
  summaryItem: (label, message) => `${label}\u00a0: ${message.charAt(0).toLocaleLowerCase("fr-CA")}${message.slice(1)}`,
  notSentTitle: "Votre envoi n'a pas été transmis",
  honeypotLabel: "Laissez ce champ vide",
};
