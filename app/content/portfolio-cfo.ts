import type { PageMetaCopy, Point } from "./types";

export const portfolioCfoMeta: PageMetaCopy = {
  title: "Portfolio CFO careers",
  description:
    "Build a portfolio career as a CFO with our partner firm: 750+ CFOs in 70+ locations across 10 regions in Canada, since 2011.",
};

/** A partner firm's copy, with its own figures. The figures live here and nowhere else. */
export const portfolioCfoFigures = {
  cfoCount: "750+",
  locationCount: "70+",
  regionCount: "10",
  foundedYear: 2011,
};

export const portfolioCfoPage = {
  eyebrow: "From our partner firm",
  title: "Build a portfolio career as a CFO",
  lead: `Serve several growing companies at once as their part-time Chief Financial Officer, alongside ${portfolioCfoFigures.cfoCount} CFOs who already do.`,
  stats: [
    { value: portfolioCfoFigures.cfoCount, label: "CFOs in the network" },
    { value: portfolioCfoFigures.locationCount, label: "locations" },
    { value: portfolioCfoFigures.regionCount, label: "regions in Canada" },
    { value: String(portfolioCfoFigures.foundedYear), label: "founded" },
  ],
  pointsTitle: "What a portfolio career offers",
  points: [
    {
      title: "Variety",
      body: "Several clients, industries and challenges at once, instead of a single balance sheet.",
    },
    {
      title: "Independence",
      body: "Your own practice and your own schedule, with a firm behind you for clients and support.",
    },
    {
      title: "Community",
      body: `Peers across ${portfolioCfoFigures.regionCount} regions in Canada to share know-how and referrals with.`,
    },
  ] satisfies Point[],
  closing: `Founded in ${portfolioCfoFigures.foundedYear}, our partner firm has grown to ${portfolioCfoFigures.cfoCount} CFOs in ${portfolioCfoFigures.locationCount} locations. This page presents their programme; the firm handles its own applications.`,
};
