import type * as en from "../contact";
import type { Widen } from "../dictionary-types";
import { bookingPaths, pathsIn } from "~/domain/locale";

const to = pathsIn("fr");

export const contactMeta: Widen<typeof en.contactMeta> = {
  title: "Nous joindre",
  description:
    "Posez-nous vos questions sur les DPI à temps partagé, inscrivez votre entreprise ou proposez votre candidature à notre réseau de DPI. Nous répondons dans un délai d'un jour ouvrable.",
};

export const contactPage: Widen<typeof en.contactPage> = {
  title: "Nous joindre",
  intro:
    "Vous avez des questions sur le leadership TI à temps partagé ou vous souhaitez passer à l'action ? Écrivez-nous : un membre de notre équipe vous répondra dans un délai d'un jour ouvrable.",
  registrations: [
    { label: "Réserver une consultation", to: bookingPaths.fr },
    { label: "Inscription des entreprises", to: to.companyForm },
    { label: "Inscription des DPI", to: to.cioForm },
  ],
  reach: {
    title: "Nous joindre directement",
    phone: "Téléphone",
    email: "Courriel",
    city: "Ville",
  },
  thankYou: {
    title: "Merci de votre envoi !",
    body: "Dès que nous aurons pu examiner votre demande, un membre de notre équipe communiquera avec vous.",
    bookCall: {
      lead: "Vous préférez en discuter plus tôt\u00a0? Choisissez un moment pour un appel avec notre équipe\u00a0: vos coordonnées sont remplies à partir de votre demande.",
      link: "Réserver un appel maintenant",
    },
  },
};

export const registrationPage: Widen<typeof en.registrationPage> = {
  title: "Nous joindre",
  subtitle: "Joignez-vous à notre réseau de DPI d'élite à temps partagé",
};

export const cioFormMeta: Widen<typeof en.cioFormMeta> = {
  title: "Candidature de DPI",
  description:
    "Proposez votre candidature à notre réseau de DPI à temps partagé au Canada. L'inscription est gratuite pour les DPI ; nous vous présentons des entreprises qui correspondent à votre expertise.",
};

export const cioFormPage: Widen<typeof en.cioFormPage> = {
  lead: "Parlez-nous de votre expérience et des mandats que vous recherchez. L'inscription est gratuite pour les DPI.",
  switchLink: { label: "Vous cherchez plutôt un DPI pour votre entreprise ?", to: to.companyForm },
};

export const companyFormMeta: Widen<typeof en.companyFormMeta> = {
  title: "Demande de DPI pour votre entreprise",
  description:
    "Décrivez les besoins TI de votre entreprise et trouvez un DPI à temps partagé d'expérience, en priorité au Canada. Mandats de 3 mois et plus.",
};

export const companyFormPage: Widen<typeof en.companyFormPage> = {
  lead: "Parlez-nous de votre entreprise et du leadership dont vous avez besoin. Les mandats sont d'une durée minimale de 3 mois, et nous répondons dans un délai d'un jour ouvrable.",
  switchLink: { label: "Vous êtes DPI et souhaitez vous joindre au réseau ?", to: to.cioForm },
};
