import type * as en from "../site";
import { copyrightYears } from "../site";
import type { Widen } from "../dictionary-types";
import { bookingPaths, pathsIn } from "~/domain/locale";

const to = pathsIn("fr");

// The brand is English; the Charter of the French language expects a French generic term beside a
// trade name in another language, so the French site names itself with one (decision 0098).
const name = "Fractional CIO Canada";
const descriptor = "DPI à temps partagé";

export const site: Widen<typeof en.site> = {
  name,
  descriptor,
  tradeName: `${name} – ${descriptor}`,
  shortName: "Fractional CIO",
  tagline: "Un leadership TI de niveau direction, à temps partiel, pour les entreprises canadiennes en croissance",
  copyrightYear: 2025,
  responseTime: "un jour ouvrable",
  minimumEngagementMonths: 3,
  locale: "fr_CA",
};

export const mainNav: Widen<typeof en.mainNav> = [
  { label: "Accueil", to: to.home },
  { label: "Comment ça fonctionne", to: to.howItWorks },
  { label: "Pourquoi nous choisir", to: to.whyUs },
  { label: "FAQ", to: to.faq },
  { label: "À propos", to: to.about },
  { label: "Nous joindre", to: to.contact },
];

export const siteHeader: Widen<typeof en.siteHeader> = {
  skipToContent: "Passer au contenu principal",
  mainNav: "Menu principal",
  menu: "Menu",
};

/** Written in English: it leads an English reader from a French page to the English one. */
export const languageSwitch: Widen<typeof en.languageSwitch> = {
  label: "English",
  lang: "en",
  title: "This site in English",
};

export const buyerActions: Widen<typeof en.buyerActions> = {
  request: { label: "Trouver un DPI", to: to.companyForm },
  booking: { label: "Réserver une consultation", to: bookingPaths.fr },
  cio: { label: "Postuler comme DPI", to: to.cioForm },
  closing: {
    title: "Trouvons votre DPI",
    body: `Décrivez les besoins de votre entreprise en quelques minutes\u00a0: une personne de notre équipe vous répondra dans un délai d'${site.responseTime}. Vous préférez en parler d'abord\u00a0? Réservez une consultation.`,
    question: { before: "Une simple question\u00a0?", link: { label: "Écrivez-nous", to: to.contact } },
  },
};

export const footerNav: Widen<typeof en.footerNav> = [
  {
    heading: "Le service",
    links: [
      { label: "Comment ça fonctionne", to: to.howItWorks },
      { label: "Pourquoi nous choisir", to: to.whyUs },
      { label: "FAQ", to: to.faq },
    ],
  },
  {
    heading: "Participer",
    links: [
      { label: "Trouver un DPI", to: to.companyForm },
      { label: "Postuler comme DPI", to: to.cioForm },
      { label: "Carrières en direction financière à temps partagé", to: to.portfolioCfo },
    ],
  },
  {
    heading: "Notre entreprise",
    links: [
      { label: "À propos", to: to.about },
      { label: "Équipe", to: to.team },
      { label: "Nous joindre", to: to.contact },
      { label: "Politique de confidentialité", to: to.privacy },
    ],
  },
];

export const copyrightLine: Widen<typeof en.copyrightLine> = (currentYear) =>
  `© ${copyrightYears(currentYear)} ${site.name}. Tous droits réservés.`;

export const entityLine: Widen<typeof en.entityLine> = ({ legalName, city }) => {
  if (legalName && city) return `Exploité par ${legalName}, établi à ${city}`;
  if (legalName) return `Exploité par ${legalName}`;
  if (city) return `Établi à ${city}`;
  return null;
};
