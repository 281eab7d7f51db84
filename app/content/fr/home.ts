import type * as en from "../home";
import type { Widen } from "../dictionary-types";
import { pathsIn } from "~/domain/locale";

const to = pathsIn("fr");

export const homeMeta: Widen<typeof en.homeMeta> = {
  title: "DPI à temps partagé pour les PME",
  description:
    "Un leadership TI digne des grandes entreprises, conçu pour les PME. Trouvez un DPI d'expérience à temps partagé au Canada, pour des mandats de 3 mois et plus.",
};

export const homeHero: Widen<typeof en.homeHero> = {
  eyebrow: "Des DPI à temps partagé, choisis pour votre entreprise",
  title: "Un leadership TI digne des grandes entreprises, conçu pour les PME",
  lead: "Confiez la direction de vos technologies, à temps partiel, à un dirigeant principal ou à une dirigeante principale de l'information (DPI, ou CIO en anglais) d'expérience. Vous bénéficiez de la stratégie, de la sécurité et du discernement dans le choix des fournisseurs qu'offre la direction TI d'une grande entreprise, à la mesure de vos activités et de votre budget.",
  note: "Les mandats sont d'une durée minimale de 3 mois. Nous répondons à chaque demande dans un délai d'un jour ouvrable.",
  illustration:
    "Une petite entreprise et son DPI reliés par un pont, sous une feuille de route ascendante, un bouclier de sécurité et une pile de serveurs.",
};

export const homeSteps: Widen<typeof en.homeSteps> = {
  title: "Comment ça fonctionne",
  intro: "Trois étapes, de la première conversation jusqu'à l'arrivée d'un DPI dans votre équipe de direction.",
  steps: [
    {
      title: "Décrivez vos besoins",
      body: "Parlez-nous de vos objectifs, de vos défis et du type d'aide que vous recherchez. Un court formulaire suffit, sans aucune obligation.",
    },
    {
      title: "Rencontrez des DPI choisis pour vous",
      body: "Nous vous présentons des DPI dûment évalués dont le parcours correspond à votre secteur et à vos priorités, en cherchant d'abord au Canada, près de chez vous.",
    },
    {
      title: "Misez sur la croissance",
      body: "Votre DPI établit la feuille de route, dirige les travaux et ajuste ses heures au fil de vos besoins, dans le cadre d'un mandat de 3 mois ou plus.",
    },
  ],
  more: { label: "Voir le fonctionnement en détail", to: to.howItWorks },
};

export const homePerks: Widen<typeof en.homePerks> = {
  title: "Pourquoi nous choisir ?",
  perks: [
    {
      title: "La stratégie sur demande",
      body: "Une direction stratégique pour vos technologies au moment où vous en avez besoin, sans la longue recherche qu'exige une embauche à temps plein.",
    },
    {
      title: "Un choix économique",
      body: "Payez le leadership dont votre entreprise a besoin, plutôt que le salaire et les avantages sociaux d'un cadre à temps plein.",
    },
    {
      title: "Un partenaire de croissance",
      body: "Un DPI qui grandit avec vous, de la première feuille de route jusqu'aux systèmes et à l'équipe qu'exigera votre prochaine étape.",
    },
  ],
  more: { label: "Découvrir tous les avantages", to: to.whyUs },
};

export const homeAudience: Widen<typeof en.homeAudience> = {
  title: "À qui nous nous adressons",
  body: "Aux petites entreprises et aux entreprises en croissance qui ont dépassé le stade des TI improvisées, sans avoir encore besoin d'un cadre à temps plein : cabinets de services financiers et cliniques de santé, fabricants, écoles et organismes publics, entreprises technologiques et éditeurs de logiciels-services (SaaS). Et aux DPI d'expérience qui recherchent des mandats souples et porteurs de sens.",
};
