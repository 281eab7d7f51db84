import type * as en from "../about";
import type { Widen } from "../dictionary-types";
export const aboutMeta: Widen<typeof en.aboutMeta> = {
  title: "À propos",
  description:
    "Notre mission : offrir aux entreprises canadiennes en croissance un leadership TI de niveau direction à leur portée, grâce à un réseau de DPI à temps partagé d'expérience.",
};

export const aboutPage: Widen<typeof en.aboutPage> = {
  title: "Qui sommes-nous ?",
  missionTitle: "Notre mission",
  mission:
    "Toute entreprise en croissance mérite le leadership technologique que les grandes organisations tiennent pour acquis. Nous mettons les PME en relation avec des DPI d'expérience qui travaillent à temps partiel, pour que les bonnes décisions TI ne dépendent plus de la taille de la masse salariale.",
  valuesTitle: "Nos valeurs",
  values: [
    {
      title: "Partenariat",
      body: "Nous travaillons aux côtés de votre équipe et mesurons notre réussite à la vôtre.",
    },
    {
      title: "Croissance",
      body: "Nous aidons les entreprises comme les DPI à franchir leur prochaine étape.",
    },
    {
      title: "Souplesse",
      body: "Des mandats façonnés selon vos besoins, qu'il s'agisse des heures, de la portée ou du mode de travail.",
    },
    {
      title: "Confiance",
      body: "Des DPI sélectionnés avec soin, des conseils francs et le plus grand soin accordé aux renseignements que vous nous confiez.",
    },
  ],
  promiseTitle: "Notre promesse",
  promise:
    "Chaque demande reçoit la réponse d'une vraie personne dans un délai d'un jour ouvrable. Nous ne présentons que des DPI à qui nous confierions notre propre entreprise, et nous restons présents après le jumelage.",
};
