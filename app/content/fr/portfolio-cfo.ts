import type * as en from "../portfolio-cfo";
import { portfolioCfoFigures as figures } from "../portfolio-cfo";
import type { Widen } from "../dictionary-types";

// The partner firm's figures are facts, kept once in the English module and shown unchanged here.
export { portfolioCfoFigures } from "../portfolio-cfo";

/** "750+" is an English way of writing; French says « plus de 750 », in a sentence and on a tile. */
const atLeast = (figure: string) => (figure.endsWith("+") ? `plus de ${figure.slice(0, -1)}` : figure);
const atLeastTile = (figure: string) => (figure.endsWith("+") ? `Plus de ${figure.slice(0, -1)}` : figure);

export const portfolioCfoMeta: Widen<typeof en.portfolioCfoMeta> = {
  title: "Carrières de chef de la direction financière à temps partagé",
  description: `Menez une carrière multiclient comme chef de la direction financière à temps partagé avec notre cabinet partenaire\u00a0: ${atLeast(figures.cfoCount)} membres de la direction financière dans ${atLeast(figures.locationCount)} bureaux répartis dans ${figures.regionCount} régions du Canada, depuis ${figures.foundedYear}.`,
};

export const portfolioCfoPage: Widen<typeof en.portfolioCfoPage> = {
  eyebrow: "De notre cabinet partenaire",
  title: "Menez une carrière multiclient comme chef de la direction financière à temps partagé",
  lead: `Accompagnez plusieurs entreprises en croissance à la fois à titre de chef de la direction financière à temps partagé, aux côtés de ${atLeast(figures.cfoCount)} directeurs financiers et directrices financières qui le font déjà.`,
  stats: [
    { value: atLeastTile(figures.cfoCount), label: "membres de la direction financière dans le réseau" },
    { value: atLeastTile(figures.locationCount), label: "bureaux" },
    { value: figures.regionCount, label: "régions au Canada" },
    { value: String(figures.foundedYear), label: "année de fondation" },
  ],
  pointsTitle: "Ce qu'offre une carrière multiclient",
  points: [
    {
      title: "Variété",
      body: "Plusieurs clients, secteurs et défis à la fois, plutôt qu'un seul bilan.",
    },
    {
      title: "Indépendance",
      body: "Votre propre clientèle et votre propre horaire, avec un cabinet derrière vous pour trouver des clients et vous soutenir.",
    },
    {
      title: "Communauté",
      body: `Des pairs dans ${figures.regionCount} régions du Canada avec qui partager savoir-faire et recommandations.`,
    },
  ],
  closing: `Fondé en ${figures.foundedYear}, notre cabinet partenaire compte aujourd'hui ${atLeast(figures.cfoCount)} directeurs financiers et directrices financières dans ${atLeast(figures.locationCount)} bureaux. Cette page présente son programme\u00a0; le cabinet gère lui-même les candidatures.`,
};
