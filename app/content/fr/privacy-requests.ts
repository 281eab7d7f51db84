import type { Widen } from "../dictionary-types";
import { formatDuration } from "../format";
import { languageTags } from "~/domain/locale";
import type * as en from "../privacy-requests";

// The withdrawal page in French (/fr/retrait/<token>). The admin's privacy tools stay in English.
// English « application » covers a CIO's and a company's; French does not (a company sends a
// « demande », a CIO a « candidature »), so this page, shared by both, says « dossier ».

/** 18 → "18 mois", 1 → "1 jour": Intl agrees the unit with the number. */
const duration = (count: number, unit: "day" | "month") => formatDuration(count, unit, languageTags.fr);

export const withdrawalPage: Widen<typeof en.withdrawalPage> = {
  deletionReason: "Demandé par la personne sur la page de retrait.",
  useTheButton: "Utilisez le bouton de la page pour retirer votre dossier.",
  meta: {
    title: "Retirer votre dossier",
    description: "Retirez votre candidature ou votre demande et faites supprimer vos renseignements personnels.",
  },
  kinds: { CIO: "Candidature de DPI", Company: "Demande de DPI à temps partagé" },
  open: {
    title: "Retirer votre dossier",
    lead: "Cette page s'ouvre à partir du lien personnel contenu dans le courriel qui a confirmé la réception de votre formulaire.",
    details: { type: "Type", name: "Nom", received: "Date de réception" },
    effect:
      "Une fois retiré, votre dossier ne sera plus pris en compte dans nos jumelages, et nous ne communiquerons plus avec vous à son sujet. Nous vous le confirmerons par courriel.",
    deleteLabel: "Supprimer aussi, dès maintenant, les renseignements que je vous ai fournis",
    deleteHint: (months) =>
      `Sinon, nous conservons les renseignements d'un dossier retiré pendant ${duration(months, "month")}, puis nous les supprimons.`,
    submit: "Retirer mon dossier",
  },
  withdrawn: {
    title: "Votre dossier est retiré",
    justNow: "Nous avons retiré votre dossier et envoyé une confirmation à votre adresse courriel.",
    already: (date) => `Ce dossier a déjà été retiré le ${date}. Aucune autre modification n'a été apportée.`,
    kept: (months) =>
      `Nous conservons les renseignements de ce dossier pendant ${duration(months, "month")}, puis nous les supprimons. Vous pouvez plutôt les faire supprimer dès maintenant.`,
    submit: "Supprimer mes renseignements maintenant",
  },
  deleted: {
    title: "Votre dossier est retiré et vos renseignements sont supprimés",
    body: "Nous avons supprimé le dossier, nos notes à son sujet et les courriels qui s'y rapportent. Nous avons envoyé une dernière confirmation à votre adresse courriel.",
  },
  invalid: {
    title: "Ce lien ne fonctionne pas",
    body: "Le lien est incomplet ou a été modifié. Ouvrez-le de nouveau à partir du courriel que nous vous avons envoyé : copiez l'adresse au complet si votre logiciel de courriel l'a coupée sur deux lignes.",
  },
  expired: {
    title: "Ce lien a expiré",
    body: (days) => `Les liens de retrait fonctionnent pendant ${duration(days, "day")} après l'envoi du formulaire.`,
  },
  gone: {
    title: "Ce dossier n'existe plus",
    body: "Il a été supprimé, à votre demande ou parce que sa durée de conservation était écoulée. Nous n'en conservons plus rien.",
  },
  contact: (email) =>
    `Pour retirer une candidature ou une demande, savoir quels renseignements nous détenons à votre sujet ou les faire supprimer, écrivez à notre responsable de la protection des renseignements personnels à l'adresse ${email}, à partir de l'adresse utilisée dans le formulaire.`,
};

/** How an application its applicant withdrew is shown. */
export const withdrawnStatus: Widen<typeof en.withdrawnStatus> = "Retirée";
