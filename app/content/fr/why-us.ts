import type * as en from "../why-us";
import type { Widen } from "../dictionary-types";
export const whyUsMeta: Widen<typeof en.whyUsMeta> = {
  title: "Pourquoi nous choisir",
  description:
    "Ce qu'un DPI à temps partagé apporte à une entreprise en croissance : une direction stratégique de haut niveau sans salaire à temps plein, une transformation numérique plus rapide, moins de risques liés aux fournisseurs et une meilleure cybersécurité.",
};

export const whyUsPage: Widen<typeof en.whyUsPage> = {
  title: "Pourquoi nous choisir",
  lead: "Un DPI à temps partagé vous apporte le jugement d'un cadre chevronné des technologies, pour la part de temps dont votre entreprise a besoin.",
  benefitsTitle: "Ce que vous y gagnez",
  benefits: [
    {
      title: "Une direction stratégique sans salaire à temps plein",
      body: "Un leadership de niveau direction pour vos technologies, payé selon le temps utilisé plutôt qu'au prix d'une rémunération à temps plein.",
    },
    {
      title: "Une transformation numérique plus rapide",
      body: "Une feuille de route claire et une personne qui en répond, pour que les projets démarrent plus tôt et aboutissent.",
    },
    {
      title: "Moins de risques liés aux fournisseurs",
      body: "Des contrats, des licences et des fournisseurs examinés par une personne qui a l'habitude de les négocier.",
    },
    {
      title: "Une meilleure cybersécurité",
      body: "Des risques évalués, des priorités établies et des contrôles adaptés à la taille de votre entreprise.",
    },
    {
      title: "Planification, budgétisation et gouvernance des TI",
      body: "Des dépenses technologiques planifiées, suivies et décidées de concert avec le reste de l'entreprise.",
    },
    {
      title: "Des technologies au service des affaires",
      body: "Des systèmes choisis en fonction de ce que l'entreprise doit accomplir, et non l'inverse.",
    },
  ],
  examplesTitle: "Là où un DPI à temps partagé fait la différence",
  examples: [
    {
      title: "Le lancement d'un PGI",
      body: "Un fabricant qui remplace ses chiffriers par un progiciel de gestion intégré (PGI) a besoin de quelqu'un pour choisir le système, veiller à ce que l'intégrateur respecte son plan et rallier l'équipe au moment de la mise en service.",
    },
    {
      title: "Des services virtuels pour une clinique",
      body: "Une clinique qui ajoute des consultations virtuelles à ses services a besoin d'une plateforme de vidéoconsultation sécurisée, de prise de rendez-vous en ligne et de pratiques de gestion des données des patients conformes à ses obligations en matière de protection des renseignements personnels.",
    },
    {
      title: "SOC 2 pour une entreprise de technologie financière",
      body: "Une entreprise de technologie financière à qui ses clients demandent la conformité SOC 2 doit concevoir ses contrôles, réunir les éléments probants et préparer un audit sans freiner le développement de son produit.",
    },
  ],
};
