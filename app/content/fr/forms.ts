import type { Widen } from "../dictionary-types";
import { formatNumber } from "../format";
import type * as en from "../forms";
import { languageTags } from "~/domain/locale";

// The forms' words in French (../forms.ts says what each is for). The admin's and the account
// forms' words (consentEvidence, accountFormMessages,
// adminFormMessages) stay English-only: the staff tools are in English.

const number = (value: number) => formatNumber(value, languageTags.fr);

/** A field's name as a sentence quotes it: « Ville », with non-breaking spaces inside. */
const quoted = (label: string) => `«\u00a0${label}\u00a0»`;

export const fieldLabels: Widen<typeof en.fieldLabels> = {
  firstName: "Prénom",
  lastName: "Nom de famille",
  companyName: "Nom de l'entreprise",
  contactFirstName: "Prénom de la personne-ressource",
  contactLastName: "Nom de famille de la personne-ressource",
  email: "Courriel",
  phone: "Téléphone",
  linkedin: "Profil LinkedIn",
  experience: "Années d'expérience",
  companyWebsite: "Site Web de l'entreprise",
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
  fullName: "Nom",
  company: "Entreprise",
  topic: "De quoi aimeriez-vous parler\u00a0?",
  newsConsent: "Nouvelles par courriel",
  consentVersion: "Libellé de la case des nouvelles par courriel",
  password: "Mot de passe",
  confirmPassword: "Confirmer le mot de passe",
  currentPassword: "Mot de passe actuel",
  newPassword: "Nouveau mot de passe",
  confirmNewPassword: "Confirmer le nouveau mot de passe",
};

export const fieldMessages: Widen<typeof en.fieldMessages> = {
  tooLong: (maxLength) => `Utilisez au plus ${number(maxLength)}\u00a0caractères.`,
  tooShort: (minLength) => `Utilisez au moins ${number(minLength)}\u00a0caractères.`,
  required: (label) => `Le champ ${quoted(label)} est obligatoire.`,
  requiredChoice: (label) => `Le champ ${quoted(label)} est obligatoire\u00a0: choisissez une option.`,
  notListed: "Choisissez l'une des options proposées.",
  emailMissing: "Entrez votre adresse courriel.",
  emailInvalid: "Entrez une adresse courriel valide, comme nom@exemple.ca.",
  phoneMissing: "Entrez votre numéro de téléphone.",
  phoneInvalid: "Entrez un numéro de téléphone de 7 à 20\u00a0chiffres\u00a0; les espaces, le +, le - et les parenthèses sont acceptés.",
  webAddressInvalid: "Entrez l'adresse d'un site Web, comme www.exemple.ca.",
  linkedinInvalid: "Entrez l'adresse de votre profil LinkedIn, comme linkedin.com/in/votre-nom.",
  notText: "Envoyez du texte, et non un fichier.",
  sentTwice: "Envoyez ce champ une seule fois.",
};

export const fieldHints: Widen<typeof en.fieldHints> = {
  webAddress: "Par exemple www.exemple.ca",
  linkedinProfile: "Par exemple linkedin.com/in/votre-nom",
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
  summaryItem: (label, message) => `${label}\u00a0: ${message}`,
  notSentTitle: "Votre envoi n'a pas été transmis",
  honeypotLabel: "Laissez ce champ vide",
};
