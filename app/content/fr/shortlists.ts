import type { Widen } from "../dictionary-types";
import type * as en from "../shortlists";
import { site } from "./site";

// Les mots du courriel d'invitation d'un DPI présélectionné, quand sa candidature est en français.

export const cioInvitationEmail: Widen<typeof en.cioInvitationEmail> = {
  subject: `Une occasion de DPI à temps partagé pour vous – ${site.name}`,
  greeting: (firstName) => (firstName === "" ? "Bonjour," : `Bonjour ${firstName},`),
  intro: `Une entreprise qui a demandé un DPI à temps partagé à ${site.name} pourrait vous convenir. Avant de lui parler de vous, nous aimerions savoir si l'occasion vous intéresse.`,
  detailsIntro: "L'occasion en bref\u00a0:",
  notGiven: "Non précisé",
  reasonsIntro: "Pourquoi nous avons pensé à vous\u00a0:",
  noteIntro: "Un mot de notre équipe\u00a0:",
  link: "Voir l'occasion et répondre",
  linkLasts: (days) =>
    `Ce lien n'est qu'à vous et fonctionne pendant ${days}\u00a0jours. Sur sa page, vous répondez Intéressé ou Pas pour moi, et vous pouvez changer votre réponse jusqu'au choix de l'entreprise.`,
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
