import type * as en from "../vetting";
import type { Widen } from "../dictionary-types";

// Comment un DPI entre dans le réseau, tel que les pages Accueil, Pourquoi nous choisir et Équipe le disent
// à une entreprise. Chaque phrase décrit ce que le service fait réellement (voir le fichier anglais) ;
// les critères reprennent ce que le courriel de confirmation demande au DPI de préparer.

export const howWeVet: Widen<typeof en.howWeVet> = {
  title: "Comment nous sélectionnons nos DPI",
  intro:
    "Chaque candidature d'un dirigeant principal ou d'une dirigeante principale de l'information (DPI) suit les mêmes étapes, et les entreprises ne rencontrent que des DPI que nous avons acceptés.",
  steps: [
    {
      stage: "applied",
      title: "La candidature",
      body: "La personne nous décrit son parcours\u00a0: années d'expérience, profil LinkedIn, secteurs, domaines d'expertise, langues de travail, disponibilité et mode de travail. Notre équipe lit chaque candidature et y répond dans un délai d'un jour ouvrable.",
    },
    {
      stage: "screening",
      title: "L'entrevue de sélection",
      body: "Si son expérience correspond à ce que les entreprises nous demandent, nous convenons d'une entrevue avec elle pour passer en revue les projets qu'elle a dirigés, les entreprises qu'elle connaît et le temps qu'elle peut offrir.",
    },
    {
      stage: "in-network",
      title: "La décision",
      body: "Nous acceptons la candidature, et la personne entre dans le réseau, ou nous la déclinons. Seuls les DPI acceptés sont proposés pour la demande d'une entreprise ou lui sont présentés.",
    },
  ],
  criteriaTitle: "Ce que nous examinons",
  criteria: [
    "Les projets technologiques dirigés\u00a0: leur portée, leur budget et leur équipe, et ce qu'ils ont changé",
    "Les secteurs et les tailles d'entreprise que la personne connaît le mieux",
    "Le nombre d'heures par semaine qu'elle peut offrir, à partir de quand, et si elle travaille à distance, sur place ou les deux",
    "Ses certifications et ses langues de travail",
  ],
};
