import type * as en from "../how-it-works";
import type { Widen } from "../dictionary-types";
import { pathsIn } from "~/domain/locale";

const to = pathsIn("fr");

export const howItWorksMeta: Widen<typeof en.howItWorksMeta> = {
  title: "Comment ça fonctionne",
  description:
    "Comment les entreprises trouvent un DPI à temps partagé, et comment les DPI d'expérience se joignent à notre réseau de DPI rigoureusement sélectionnés au Canada. Gratuit pour les DPI ; mandats de 3 mois et plus.",
};

export const howItWorksPage: Widen<typeof en.howItWorksPage> = {
  title: "Comment ça fonctionne",
  lead: "Un seul réseau, deux publics : les entreprises qui ont besoin d'un leadership TI, et les DPI (CIO en anglais) d'expérience qui le leur apportent. Voici à quoi chacun peut s'attendre.",
  columns: [
    {
      title: "Pour les entreprises",
      steps: [
        {
          title: "Remplissez un court formulaire",
          body: "Parlez-nous de votre entreprise, de vos objectifs et de l'expertise dont vous avez besoin. Quelques minutes suffisent.",
        },
        {
          title: "Recevez une ou plusieurs propositions de DPI",
          body: "Nous vous proposons en priorité des DPI établis au Canada, dont l'expérience correspond à votre secteur et à vos priorités, et faisons appel au besoin à des talents d'ailleurs dans le monde.",
        },
        {
          title: "Rencontrez, choisissez et accueillez votre DPI à votre rythme",
          body: "Rencontrez les personnes proposées, choisissez la personne en qui vous avez confiance et commencez quand cela vous convient. Les mandats durent au moins 3 mois.",
        },
        {
          title: "Augmentez ou réduisez les heures",
          body: "Ajoutez des heures pour un grand projet, réduisez-les une fois que tout fonctionne rondement. Votre mandat suit vos besoins.",
        },
      ],
      cta: { label: "Trouver un DPI", to: to.companyForm },
    },
    {
      title: "Pour les DPI",
      steps: [
        {
          title: "Joignez-vous à un réseau de DPI sélectionnés avec soin",
          body: "Posez votre candidature en présentant votre expérience et vos domaines d'expertise. L'inscription est gratuite pour les DPI.",
        },
        {
          title: "Recevez des occasions taillées sur mesure",
          body: "Nous vous présentons des entreprises dont les besoins correspondent à vos forces, pour que chaque mise en relation en vaille la peine.",
        },
        {
          title: "Horaire souple, à distance ou sur place",
          body: "Choisissez les mandats, les heures et le mode de travail qui conviennent à votre vie.",
        },
        {
          title: "Le soutien d'un réseau de pairs",
          body: "Échangez idées et conseils avec d'autres DPI qui mènent le même type de travail.",
        },
      ],
      cta: { label: "Trouver une entreprise", to: to.cioForm },
    },
  ],
};
