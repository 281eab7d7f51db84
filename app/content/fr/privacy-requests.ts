import type { Widen } from "../dictionary-types";
import { formatDuration } from "../format";
import { languageTags } from "~/domain/locale";
import type * as en from "../privacy-requests";

// The applicant's withdrawal page in French (/fr/retrait/<token>). The admin's privacy tools stay in English.

/** 18 → "18 mois", 1 → "1 jour": Intl agrees the unit with the number. */
const duration = (count: number, unit: "day" | "month") => formatDuration(count, unit, languageTags.fr);

export const withdrawalPage: Widen<typeof en.withdrawalPage> = {
  deletionReason: "Demandé par la personne sur la page de retrait.",
  useTheButton: "Utilisez le bouton de la page pour retirer votre candidature.",
  meta: {
    title: "Retirer votre candidature",
    description: "Retirez votre candidature et faites supprimer vos renseignements.",
  },
  kinds: { CIO: "Candidature de DPI", Company: "Demande de DPI à temps partagé" },
  open: {
    title: "Retirer votre candidature",
    lead: "Cette page s'ouvre à partir du lien personnel contenu dans le courriel que nous vous avons envoyé après votre candidature.",
    details: { type: "Type", name: "Nom", received: "Date de réception" },
    effect:
      "Une fois retirée, votre candidature ne fait plus partie de nos jumelages, et nous ne vous contacterons plus à son sujet. Nous vous le confirmerons par courriel.",
    deleteLabel: "Supprimer aussi, dès maintenant, les renseignements que je vous ai fournis",
    deleteHint: (months) =>
      `Sinon, nous conservons les renseignements d'une candidature retirée pendant ${duration(months, "month")} à titre de dossier, puis nous les supprimons.`,
    submit: "Retirer ma candidature",
  },
  withdrawn: {
    title: "Votre candidature est retirée",
    justNow: "Nous avons retiré votre candidature et envoyé une confirmation à votre adresse courriel.",
    already: (date) => `Cette candidature a déjà été retirée le ${date}. Rien n'a changé.`,
    kept: (months) =>
      `Nous en conservons les renseignements pendant ${duration(months, "month")} à titre de dossier, puis nous les supprimons. Vous pouvez plutôt les faire supprimer dès maintenant.`,
    submit: "Supprimer mes renseignements maintenant",
  },
  deleted: {
    title: "Votre candidature est retirée et vos renseignements sont supprimés",
    body: "Nous avons supprimé la candidature, nos notes à son sujet et les courriels qui s'y rapportent. Nous avons envoyé une dernière confirmation à votre adresse courriel.",
  },
  invalid: {
    title: "Ce lien ne fonctionne pas",
    body: "Le lien est incomplet ou a été modifié. Ouvrez-le de nouveau à partir du courriel que nous vous avons envoyé : copiez l'adresse au complet si votre logiciel de courriel l'a coupée sur deux lignes.",
  },
  expired: {
    title: "Ce lien a expiré",
    body: (days) => `Les liens de retrait fonctionnent pendant ${duration(days, "day")} après l'envoi de la candidature.`,
  },
  gone: {
    title: "Cette candidature n'existe plus",
    body: "Elle a été supprimée, à votre demande ou parce que sa durée de conservation était écoulée. Nous n'en conservons plus rien.",
  },
  contact: (email) =>
    `Pour retirer une candidature, savoir quels renseignements nous détenons à votre sujet ou les faire supprimer, écrivez à notre responsable de la protection des renseignements personnels à l'adresse ${email}, à partir de l'adresse utilisée pour votre candidature.`,
};

/** How an application its applicant withdrew is shown. */
export const withdrawnStatus: Widen<typeof en.withdrawnStatus> = "Retirée";
