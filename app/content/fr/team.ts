import type * as en from "../team";
import type { Widen } from "../dictionary-types";
import { pathsIn } from "~/domain/locale";

const to = pathsIn("fr");

export const teamMeta: Widen<typeof en.teamMeta> = {
  title: "Équipe",
  description:
    "Qui se trouve derrière Fractional CIO Canada : l'équipe de jumelage et le réseau de DPI sélectionnés avec soin, et comment vous joindre à l'un ou à l'autre.",
};

export const teamPage: Widen<typeof en.teamPage> = {
  title: "Notre équipe",
  lead: "Deux groupes assurent le service : l'équipe qui s'occupe du jumelage, et les DPI qui réalisent le travail auprès de nos clients.",
  sections: [
    {
      title: "L'équipe de jumelage",
      body: "Une petite équipe établie au Canada lit chaque demande et chaque candidature, évalue chaque DPI avant son entrée dans le réseau et s'occupe personnellement de chaque mise en relation. C'est elle qui vous répond dans un délai d'un jour ouvrable.",
    },
    {
      title: "Le réseau de DPI",
      body: "Des dirigeants principaux et dirigeantes principales de l'information (DPI) d'expérience qui dirigent à temps partiel les technologies de nos entreprises clientes. Chaque membre a été évalué avant de se joindre au réseau, et tous peuvent compter sur notre réseau d'entraide entre pairs.",
    },
  ],
  joinTitle: "Joignez-vous à nous",
  join: [
    {
      text: "Vous êtes DPI et possédez une solide expérience ? L'inscription est gratuite.",
      link: { label: "Posez votre candidature au réseau de DPI", to: to.cioForm },
    },
    {
      text: "Votre entreprise a besoin d'un leadership TI ?",
      link: { label: "Décrivez-nous vos besoins", to: to.companyForm },
    },
    {
      text: "Une autre question, par exemple sur un emploi au sein de notre équipe ?",
      link: { label: "Écrivez-nous", to: to.contact },
    },
  ],
};

export const teamProof: Widen<typeof en.teamProof> = {
  peopleTitle: "Qui nous sommes",
  photoAlt: (name) => `Portrait de ${name}`,
  linkedIn: (name) => `${name} sur LinkedIn`,
  clientsTitle: "Des entreprises avec lesquelles nous travaillons",
  testimonialsTitle: "Ce que disent nos clients",
  caseStudiesTitle: "Études de cas",
  challenge: "Le besoin",
  outcome: "Le résultat",
};
