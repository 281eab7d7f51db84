import type { Widen } from "../dictionary-types";
import { formatDuration, formatNumber } from "../format";
import type * as en from "../company-shortlist";
import { languageTags } from "~/domain/locale";

// The company's shortlist page in French (/fr/selection/<token>); ../company-shortlist.ts says what
// each word is for. Épicène wording: the page does not know who the CIOs or the contact are.

const duration = (count: number, unit: "minute" | "day") => formatDuration(count, unit, languageTags.fr);

export const companyShortlistPage: Widen<typeof en.companyShortlistPage> = {
  meta: {
    title: "Des DPI pour votre demande",
    description: "Les DPI que notre équipe vous propose et que votre demande intéresse\u00a0: choisissez qui rencontrer.",
  },
  title: "Des DPI pour votre demande",
  greeting: (firstName) => (firstName ? `Bonjour ${firstName},` : "Bonjour,"),
  lead: "Ces DPI ont lu votre demande, sans le nom de votre entreprise, et s'y intéressent. Choisissez une ou plusieurs personnes à rencontrer\u00a0: nous vous présenterons ensuite par courriel, avec notre équipe en copie. Rien à votre sujet ne leur est communiqué avant votre choix, et rien à leur sujet ne vous est communiqué au-delà de cette page.",
  candidates: {
    heading: "Les DPI intéressés",
    yearsOfExperience: "Années d'expérience",
    industries: "Secteurs d'activité",
    expertise: "Expertise",
    province: "Province",
    workModel: "Mode de travail",
    availability: "Disponibilité",
    workLanguage: "Langues de travail",
    notSaid: "Non précisé",
    reasonsHeading: "Pourquoi ce profil convient",
    noReasons: "C'est l'ensemble du profil qui a retenu l'attention de notre équipe.",
    noteHeading: "Un mot de notre équipe",
    unavailable: "N'est plus disponible",
    unavailableBody: "Cette personne n'est plus disponible pour votre demande.",
    picked: "Vous avez choisi de rencontrer cette personne.",
  },
  pick: {
    heading: "Choisissez qui rencontrer",
    legend: "Quels DPI aimeriez-vous rencontrer\u00a0?",
    hint: "Choisissez une ou plusieurs personnes. Chacune recevra vos coordonnées, et vous recevrez les siennes.",
    option: (name) => `Rencontrer ${name}`,
    submit: "Rencontrer les DPI choisis",
    errorTitle: "Votre choix n'a pas été envoyé",
  },
  noneFit: {
    heading: "Aucun profil ne convient",
    intro: "Si aucun de ces profils ne vous convient, dites-le-nous\u00a0: notre équipe communiquera avec vous pour la suite.",
    reasonLabel: "Motif (facultatif)",
    reasonHint: "Quelques mots pour notre équipe, par exemple ce qui manque à ces profils.",
    submit: "Aucun profil ne convient",
    errorTitle: "Votre réponse n'a pas été envoyée",
  },
  errors: {
    intentMissing: "Choisissez des DPI à rencontrer, ou indiquez-nous qu'aucun profil ne convient.",
    pickMissing: "Choisissez au moins une personne à rencontrer.",
    pickNotKnown: "Choisissez parmi les DPI présentés sur cette page.",
    pickNotAvailable: "Une personne que vous avez choisie n'est plus disponible. Choisissez parmi les DPI présentés sur cette page.",
    tooLong: (maxLength) => `Utilisez au plus ${formatNumber(maxLength, languageTags.fr)}\u00a0caractères.`,
    tooMany: (retryAfterSeconds) =>
      `Vous avez envoyé plusieurs réponses en peu de temps. Veuillez réessayer dans ${duration(Math.max(1, Math.ceil(retryAfterSeconds / 60)), "minute")}.`,
    alreadyAnswered: "Vous avez déjà répondu\u00a0: voici votre réponse telle que nous l'avons enregistrée.",
  },
  answered: {
    pickedTitle: "Merci, nous allons vous mettre en relation",
    picked: (names) =>
      `Prochaine étape\u00a0: nous envoyons un courriel à vous et à chaque DPI choisi (${names}), avec notre équipe en copie. Chacun y trouvera les coordonnées de l'autre pour convenir d'une rencontre.`,
    noneFitTitle: "Merci de votre réponse",
    noneFit: "Aucun de ces DPI ne recevra vos coordonnées. Notre équipe communiquera avec vous pour la suite.",
    noneFitReason: "Votre motif",
  },
  problems: {
    invalid: {
      title: "Ce lien ne fonctionne pas",
      body: "Le lien est incomplet ou a été modifié. Ouvrez-le de nouveau à partir du courriel que nous vous avons envoyé\u00a0: copiez l'adresse au complet si votre logiciel de courriel l'a coupée sur deux lignes.",
    },
    expired: {
      title: "Ce lien a expiré",
      body: (days) =>
        `Les liens vers une sélection fonctionnent pendant ${duration(days, "day")} après leur envoi. Demandez un nouveau lien à notre équipe si vous souhaitez toujours faire votre choix.`,
    },
    revoked: {
      title: "Ce lien n'est plus valide",
      body: "Notre équipe a retiré ce lien ou vous en a envoyé un plus récent\u00a0: utilisez le lien de notre dernier courriel, ou demandez un nouveau lien à notre équipe.",
    },
    closed: {
      title: "Cette sélection est terminée",
      body: "La sélection liée à votre demande n'est plus ouverte\u00a0: il n'y a plus de choix à faire. Écrivez à notre équipe si cela vous surprend.",
    },
    contact: "Pour joindre notre équipe, écrivez-nous à partir de notre page Nous joindre.",
    contactLink: "Nous joindre",
  },
};
