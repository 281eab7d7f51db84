import type { Widen } from "../dictionary-types";
import { formatDuration, formatNumber } from "../format";
import type * as en from "../opportunity";
import { languageTags } from "~/domain/locale";

// The opportunity page in French (/fr/occasion/<token>); ../opportunity.ts says what each word is
// for. Épicène wording throughout (« manifestez votre intérêt », « Cela m'intéresse »): the page
// does not know whether a man or a woman reads it.

const duration = (count: number, unit: "minute" | "day") => formatDuration(count, unit, languageTags.fr);

/** A choice's label as a sentence quotes it, with non-breaking spaces inside the guillemets. */
const quoted = (label: string) => `«\u00a0${label}\u00a0»`;

const answers: Widen<typeof en.opportunityPage.answers> = {
  interested: "Cela m'intéresse",
  "not-for-me": "Ce n'est pas pour moi",
};

export const opportunityPage: Widen<typeof en.opportunityPage> = {
  meta: {
    title: "Une occasion pour vous",
    description: "Une demande d'entreprise qui, selon notre équipe, correspond à votre profil\u00a0: dites-nous si elle vous intéresse.",
  },
  title: "Une occasion pour vous",
  greeting: (firstName) => `Bonjour ${firstName},`,
  lead: "Selon notre équipe, la demande de cette entreprise correspond à votre profil. L'entreprise reste anonyme pour l'instant\u00a0: son nom et ses coordonnées ne vous seront communiqués que si vous manifestez votre intérêt et que l'entreprise choisit ensuite de vous rencontrer.",
  details: {
    heading: "Le mandat proposé",
    industries: "Secteurs d'activité",
    companySize: "Taille de l'entreprise (nombre d'employés)",
    province: "Province",
    workModel: "Mode de travail",
    contractDuration: "Durée du mandat",
    requiredExpertise: "Expertise recherchée",
    workLanguage: "Langue de travail",
    notSaid: "Non précisé",
  },
  reasons: {
    heading: "Pourquoi nous pensons à vous",
    none: "C'est l'ensemble de votre profil qui a retenu l'attention de notre équipe.",
  },
  noteHeading: "Un mot de notre équipe",
  answers,
  form: {
    heading: "Votre réponse",
    legend: "Ce mandat vous intéresse-t-il\u00a0?",
    hints: {
      interested: "Nous indiquerons à l'entreprise que vous aimeriez la rencontrer.",
      "not-for-me": "Nous ne proposerons pas votre profil pour cette demande.",
    },
    reasonLabel: "Motif (facultatif)",
    reasonHint: "Quelques mots pour notre équipe, par exemple vos disponibilités ou ce qui rendrait le mandat plus intéressant pour vous.",
    submit: "Envoyer ma réponse",
    change: "Modifier ma réponse",
    errorTitle: "Votre réponse n'a pas été envoyée",
  },
  errors: {
    answerMissing: `Choisissez ${quoted(answers.interested)} ou ${quoted(answers["not-for-me"])}.`,
    tooLong: (maxLength) => `Utilisez au plus ${formatNumber(maxLength, languageTags.fr)}\u00a0caractères.`,
    tooMany: (retryAfterSeconds) =>
      `Vous avez envoyé plusieurs réponses en peu de temps. Veuillez réessayer dans ${duration(Math.max(1, Math.ceil(retryAfterSeconds / 60)), "minute")}.`,
  },
  answered: {
    title: "Merci, votre réponse est enregistrée",
    interested:
      "Prochaine étape\u00a0: nous indiquerons à l'entreprise que ce mandat vous intéresse. C'est elle qui choisit les personnes qu'elle rencontrera, et nous vous écrirons dans tous les cas.",
    "not-for-me":
      "Nous ne proposerons pas votre profil pour cette demande. Merci de nous l'avoir indiqué\u00a0: nous penserons à vous pour d'autres occasions.",
  },
  current: {
    heading: "Votre réponse actuelle",
    answer: "Réponse",
    reason: "Votre motif",
    canChange: "Vous pouvez modifier votre réponse jusqu'à ce que l'entreprise fasse son choix.",
    locked: "L'entreprise a fait son choix\u00a0: votre réponse ne peut plus être modifiée.",
  },
  problems: {
    invalid: {
      title: "Ce lien ne fonctionne pas",
      body: "Le lien est incomplet ou a été modifié. Ouvrez-le de nouveau à partir du courriel que nous vous avons envoyé\u00a0: copiez l'adresse au complet si votre logiciel de courriel l'a coupée sur deux lignes.",
    },
    expired: {
      title: "Ce lien a expiré",
      body: (days) =>
        `Les liens vers une occasion fonctionnent pendant ${duration(days, "day")} après leur envoi. Demandez un nouveau lien à notre équipe si vous souhaitez toujours répondre.`,
    },
    revoked: {
      title: "Ce lien n'est plus valide",
      body: "Notre équipe a retiré ce lien ou vous en a envoyé un plus récent\u00a0: utilisez le lien de notre dernier courriel, ou demandez un nouveau lien à notre équipe.",
    },
    closed: {
      title: "Cette occasion n'est plus offerte",
      body: "La demande de l'entreprise est terminée\u00a0: vous n'avez plus à y répondre. Merci du temps que vous nous avez accordé.",
    },
    contact: "Pour joindre notre équipe, écrivez-nous à partir de notre page Nous joindre.",
    contactLink: "Nous joindre",
  },
};
