import type * as en from "../faq";
import type { Widen } from "../dictionary-types";
import { pathsIn } from "~/domain/locale";

const to = pathsIn("fr");

export const faqMeta: Widen<typeof en.faqMeta> = {
  title: "FAQ",
  description:
    "Réponses à vos questions sur les DPI à temps partagé : ce qu'ils font, la durée des mandats (3 mois minimum), où nos DPI sont établis et ce que coûte le service.",
};

export const faqPage: Widen<typeof en.faqPage> = {
  title: "Foire aux questions",
  lead: "Les questions que nous posent le plus souvent les entreprises et les DPI. Vous en avez une autre ? Écrivez-nous : nous vous répondrons dans un délai d'un jour ouvrable.",
  items: [
    {
      question: "Qu'est-ce qu'un DPI à temps partagé ?",
      answer:
        "Un DPI à temps partagé (« fractional CIO » en anglais) est un dirigeant principal ou une dirigeante principale de l'information d'expérience qui dirige vos technologies à temps partiel. Cette personne établit la stratégie TI, gère les fournisseurs, supervise la sécurité et guide votre équipe, comme le ferait un DPI à temps plein, pour une fraction du temps et du coût.",
    },
    {
      question: "Combien de temps durent les mandats ?",
      answer:
        "Les mandats durent au minimum 3 mois, soit le temps qu'il faut pour bien comprendre une entreprise et y apporter de vrais changements. Bon nombre se prolongent bien au-delà, avec des heures revues à la hausse ou à la baisse selon l'évolution de vos besoins.",
    },
    {
      question: "Vos DPI sont-ils établis au Canada ?",
      answer:
        "Nous privilégions les DPI établis ici, au Canada, et près de chez vous dans la mesure du possible. Lorsqu'un besoin exige une expertise qu'on ne trouve pas localement, nous faisons aussi appel à des talents d'ailleurs dans le monde.",
    },
    {
      question: "Combien cela coûte-t-il ?",
      answer:
        "Il n'y a pas de prix fixe pour les organisations : le coût dépend de la durée du mandat, de son ampleur et de l'expérience qu'il exige. L'inscription est gratuite pour les DPI. Faites-nous part de vos besoins et nous vous proposerons des options.",
      link: { label: "Décrire vos besoins", to: to.companyForm },
    },
  ],
};
