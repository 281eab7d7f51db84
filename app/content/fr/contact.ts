import type * as en from "../contact";
import type { Widen } from "../dictionary-types";
import { bookingPaths, pathsIn } from "~/domain/locale";
import { site } from "./site";

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
    { label: "Trouver un DPI", to: to.companyForm },
    { label: "Réserver une consultation", to: bookingPaths.fr },
    { label: "Postuler comme DPI", to: to.cioForm },
  ],
  reach: {
    title: "Nous joindre directement",
    phone: "Téléphone",
    email: "Courriel",
    city: "Ville",
  },
  thankYou: {
    title: "Merci de votre envoi !",
    next: {
      Inquiry: "Dès que nous aurons pu examiner votre message, un membre de notre équipe communiquera avec vous.",
      Company: `Prochaine étape : nous examinerons votre demande et, dans un délai d'${site.responseTime}, nous vous répondrons pour en discuter et vous proposer des DPI dont l'expérience correspond à votre secteur et à vos priorités.`,
      CIO: `Nous avons bien reçu votre candidature. Prochaine étape : nous l'examinerons et vous répondrons dans un délai d'${site.responseTime} pour vous dire si nous passons à une entrevue de sélection.`,
    },
    replier: {
      person: (name, title) => `${title ? `${name}, ${title},` : name} vous répondra par courriel dans un délai d'${site.responseTime}.`,
      team: `Un membre de notre équipe vous répondra par courriel dans un délai d'${site.responseTime}.`,
    },
    screening: {
      title: "Comment se déroule la sélection",
      steps: [
        `Nous lisons votre candidature à la lumière de ce que les entreprises nous demandent, et vous répondons dans un délai d'${site.responseTime}.`,
        "Si votre expérience correspond, nous convenons d'une entrevue de sélection : les projets que vous avez dirigés, les secteurs et les tailles d'entreprise que vous connaissez le mieux, votre disponibilité et votre façon de travailler.",
        "Une fois que vous faites partie du réseau, nous vous présentons des entreprises dont les besoins correspondent à vos forces.",
      ],
    },
    bookCall: {
      lead: "Vous préférez en discuter plus tôt ? Choisissez un moment pour un appel avec notre équipe : votre nom, votre entreprise et votre courriel sont déjà inscrits dans le formulaire, d'après votre demande.",
      link: "Réserver un appel maintenant",
    },
  },
};

export const cioFormMeta: Widen<typeof en.cioFormMeta> = {
  title: "Candidature de DPI",
  description:
    "Proposez votre candidature à notre réseau de DPI à temps partagé au Canada. L'inscription est gratuite pour les DPI ; nous vous présentons des entreprises qui correspondent à votre expertise.",
};

export const cioFormPage: Widen<typeof en.cioFormPage> = {
  title: "Joignez-vous à notre réseau de DPI d'élite à temps partagé",
  subtitle: "Posez votre candidature comme DPI à temps partagé",
  lead: "Parlez-nous de votre expérience et des mandats que vous recherchez. L'inscription est gratuite pour les DPI.",
  switchLink: { label: "Vous cherchez plutôt un DPI pour votre entreprise ?", to: to.companyForm },
};

export const companyFormMeta: Widen<typeof en.companyFormMeta> = {
  title: "Demande de DPI pour votre entreprise",
  description:
    "Décrivez les besoins TI de votre entreprise et trouvez un DPI à temps partagé d'expérience, en priorité au Canada. Mandats de 3 mois et plus.",
};

export const companyFormPage: Widen<typeof en.companyFormPage> = {
  title: "Trouvez votre DPI à temps partagé",
  subtitle: "Une direction TI de haut niveau pour votre entreprise, à temps partiel",
  lead: "Parlez-nous de votre entreprise et du leadership dont vous avez besoin. Les mandats sont d'une durée minimale de 3 mois, et nous répondons dans un délai d'un jour ouvrable.",
  switchLink: { label: "Vous êtes DPI et souhaitez vous joindre au réseau ?", to: to.cioForm },
};
