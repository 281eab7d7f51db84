import { helloTo } from "./emails";
import type { Widen } from "../dictionary-types";
import type * as en from "../shortlists";
import { site } from "./site";

// Les mots du courriel d'invitation d'un DPI présélectionné, quand sa candidature est en français.

export const cioInvitationEmail: Widen<typeof en.cioInvitationEmail> = {
  subject: `Une occasion de DPI à temps partagé pour vous – ${site.name}`,
  greeting: helloTo,
  intro: `Une entreprise qui a demandé un DPI à temps partagé à ${site.name} pourrait vous convenir. Avant de lui parler de vous, nous aimerions savoir si l'occasion vous intéresse.`,
  detailsIntro: "L'occasion en bref\u00a0:",
  notGiven: "Non précisé",
  reasonsIntro: "Pourquoi nous avons pensé à vous\u00a0:",
  noteIntro: "Un mot de notre équipe\u00a0:",
  link: "Voir l'occasion et répondre",
  linkLasts: (days) =>
    `Ce lien n'est qu'à vous et fonctionne pendant ${days}\u00a0jours. Sur sa page, vous répondez «\u00a0Cela m'intéresse\u00a0» ou «\u00a0Ce n'est pas pour moi\u00a0», et vous pouvez modifier votre réponse jusqu'au choix de l'entreprise.`,
  confidential:
    "Nous nommons l'entreprise une fois que vous et elle avez toutes deux accepté de vous rencontrer. D'ici là, merci de garder cette occasion pour vous.",
};

export const cioMatchReasons: Widen<typeof en.cioMatchReasons> = {
  covers: (covered, required, areas) => `Vous couvrez ${covered} des ${required} domaines d'expertise recherchés\u00a0: ${areas}`,
  industries: (count, industries) => `Vous connaissez ${count === 1 ? "son secteur" : "ses secteurs"}\u00a0: ${industries}`,
  sameCity: (_city, province) => `Près de chez vous\u00a0: ${province}`,
  sameProvince: (province) => `Dans votre province\u00a0: ${province}`,
  sameWorkModel: (workModel) => `Le même mode de travail que vous\u00a0: ${workModel}`,
  compatibleWorkModel: (company, cio) => `Un mode de travail compatible\u00a0: l'entreprise souhaite ${company}, vous proposez ${cio}`,
  availableSoonEnough: (cio, company) => `Disponible assez tôt\u00a0: ${cio} (besoin de l'entreprise\u00a0: ${company})`,
};

export const companyShortlistEmail: Widen<typeof en.companyShortlistEmail> = {
  subject: `Des DPI intéressés par votre demande – ${site.name}`,
  greeting: helloTo,
  interested: (count) =>
    count === 1
      ? "Un DPI à temps partagé que nous avons proposé pour votre demande s'est dit intéressé à travailler avec vous."
      : `${count}\u00a0DPI à temps partagé que nous avons proposés pour votre demande se sont dits intéressés à travailler avec vous.`,
  page: "Votre page privée présente chacun par son prénom et l'initiale de son nom, avec son expérience, ses secteurs, ses expertises, sa province, son mode de travail, sa disponibilité, ses langues de travail et les raisons pour lesquelles nous le proposons. Les DPI qui accepteront dans les prochains jours s'y ajouteront.",
  private:
    "Nous ne vous communiquons rien qui permette de les identifier, et nous ne leur communiquons rien à votre sujet, tant que vous n'avez pas choisi qui rencontrer. Vous recevrez alors, vous et chaque DPI choisi, les coordonnées de l'autre.",
  link: "Voir la sélection et choisir",
  linkLasts: (days) =>
    `Ce lien n'est qu'à vous et fonctionne pendant ${days}\u00a0jours. Sur sa page, vous choisissez un ou plusieurs DPI à rencontrer, ou vous nous dites qu'aucun ne convient.`,
};

export const companyIntroductionEmail: Widen<typeof en.companyIntroductionEmail> = {
  subject: (cioName) => `Voici ${cioName}, le DPI que vous avez choisi – ${site.name}`,
  greeting: helloTo,
  intro: (cioName) =>
    `Merci de votre choix. ${cioName} attend de vos nouvelles\u00a0: voici ses coordonnées\u00a0; les vôtres lui ont aussi été transmises.`,
  rows: { name: "Nom", email: "Courriel", phone: "Téléphone", linkedin: "LinkedIn" },
  notGiven: "Non précisé",
  team: "Notre équipe est en copie\u00a0: répondez à ce courriel si nous pouvons vous aider pour la première rencontre.",
};

export const cioIntroductionEmail: Widen<typeof en.cioIntroductionEmail> = {
  subject: (companyName) => `${companyName} aimerait vous rencontrer – ${site.name}`,
  greeting: helloTo,
  intro: (companyName) =>
    `Bonne nouvelle\u00a0: ${companyName}, l'entreprise dont l'occasion vous intéressait, a choisi de vous rencontrer. Voici comment la joindre\u00a0; vos coordonnées lui ont aussi été transmises.`,
  rows: { company: "Entreprise", contact: "Personne-ressource", email: "Courriel", phone: "Téléphone", website: "Site Web" },
  notGiven: "Non précisé",
  team: "Notre équipe est en copie\u00a0: répondez à ce courriel si nous pouvons vous aider pour la première rencontre.",
};

export const cioNotPickedEmail: Widen<typeof en.cioNotPickedEmail> = {
  subject: `L'occasion qui vous intéressait – ${site.name}`,
  greeting: helloTo,
  body: "Merci de nous avoir dit que l'occasion que nous vous avons envoyée vous intéressait. L'entreprise a fait son choix et n'ira pas plus loin avec vous cette fois-ci.",
  next: "Votre profil reste dans notre réseau, et nous penserons à vous pour les prochaines occasions qui vous conviennent.",
};

export const cioOpportunityClosedEmail: Widen<typeof en.cioOpportunityClosedEmail> = {
  subject: `Une occasion est close – ${site.name}`,
  greeting: helloTo,
  body: "Merci de nous avoir dit que l'occasion que nous vous avons envoyée vous intéressait. L'entreprise a retiré sa demande\u00a0: l'occasion est close et sa page ne s'ouvre plus.",
  next: "Votre profil reste dans notre réseau, et nous penserons à vous pour les prochaines occasions qui vous conviennent.",
};

export const companyMatchReasons: Widen<typeof en.companyMatchReasons> = {
  covers: (covered, required, areas) => `Couvre ${covered} des ${required} domaines d'expertise recherchés\u00a0: ${areas}`,
  industries: (count, industries) => `Connaît ${count === 1 ? "votre secteur" : "vos secteurs"}\u00a0: ${industries}`,
  sameCity: (_city, province) => `Près de chez vous\u00a0: ${province}`,
  sameProvince: (province) => `Dans votre province\u00a0: ${province}`,
  sameWorkModel: (workModel) => `Le mode de travail souhaité\u00a0: ${workModel}`,
  compatibleWorkModel: (company, cio) => `Un mode de travail compatible\u00a0: vous souhaitez ${company}, le DPI propose ${cio}`,
  availableSoonEnough: (cio, company) => `Disponible assez tôt\u00a0: ${cio} (votre besoin\u00a0: ${company})`,
};
