import type * as en from "../portfolio-cfo";
import { portfolioCfoFigures as figures } from "../portfolio-cfo";
import type { Widen } from "../dictionary-types";

// The partner firm's figures are facts, kept once in the English module and shown unchanged here.
export { portfolioCfoFigures } from "../portfolio-cfo";

/** "750+" reads "plus de 750" in a French sentence; the stat tiles keep the figure as it is. */
const atLeast = (figure: string) => (figure.endsWith("+") ? `plus de ${figure.slice(0, -1)}` : figure);

export const portfolioCfoMeta: Widen<typeof en.portfolioCfoMeta> = {
  title: "Carrières de directeur financier en portefeuille",
  description: `Bâtissez une carrière en portefeuille comme directeur ou directrice financière avec notre cabinet partenaire\u00a0: ${atLeast(figures.cfoCount)} directeurs financiers dans ${atLeast(figures.locationCount)} emplacements répartis dans ${figures.regionCount} régions du Canada, depuis ${figures.foundedYear}.`,
};

export const portfolioCfoPage: Widen<typeof en.portfolioCfoPage> = {
  eyebrow: "De notre cabinet partenaire",
  title: "Bâtissez une carrière en portefeuille comme directeur ou directrice financière",
  lead: `Accompagnez plusieurs entreprises en croissance à la fois à titre de directeur ou directrice financière à temps partiel, aux côtés de ${atLeast(figures.cfoCount)} directeurs et directrices financiers qui le font déjà.`,
  stats: [
    { value: figures.cfoCount, label: "directeurs financiers dans le réseau" },
    { value: figures.locationCount, label: "emplacements" },
    { value: figures.regionCount, label: "régions au Canada" },
    { value: String(figures.foundedYear), label: "année de fondation" },
  ],
  pointsTitle: "Ce qu'offre une carrière en portefeuille",
  points: [
    {
      title: "Variété",
      body: "Plusieurs clients, secteurs et défis à la fois, plutôt qu'un seul bilan.",
    },
    {
      title: "Indépendance",
      body: "Votre propre pratique et votre propre horaire, avec un cabinet derrière vous pour trouver des clients et vous soutenir.",
    },
    {
      title: "Communauté",
      body: `Des pairs dans ${figures.regionCount} régions du Canada avec qui partager savoir-faire et recommandations.`,
    },
  ],
  closing: `Fondé en ${figures.foundedYear}, notre cabinet partenaire compte aujourd'hui ${atLeast(figures.cfoCount)} directeurs et directrices financiers dans ${atLeast(figures.locationCount)} emplacements. Cette page présente son programme\u00a0; le cabinet gère lui-même les candidatures.`,
};
