import { site } from "./site";

// How a CIO gets into the network, as the home, Why Us and Team pages tell a buyer. Every sentence
// here is something the service itself does: the stages a CIO application goes through in the
// team's pipeline (Applied, Screening, In network), what the CIO confirmation e-mail asks them to
// prepare for the screening call, and the rule that only accepted CIOs are shortlisted or
// introduced. No figure, name or promise that the service does not keep belongs here.

/** One step of the screening, named by the pipeline stage it ends in (app/domain/pipeline.ts). */
export type VettingStep = { stage: "applied" | "screening" | "in-network"; title: string; body: string };

export const howWeVet = {
  title: "How we vet CIOs",
  intro: "Every application from a CIO goes through the same steps, and a company only ever meets CIOs we have accepted.",
  steps: [
    {
      stage: "applied",
      title: "Application",
      body: `The CIO tells us about their career: years of experience, LinkedIn profile, industries, areas of expertise, languages of work, availability and way of working. Our team reads every application and replies within ${site.responseTime}.`,
    },
    {
      stage: "screening",
      title: "Screening call",
      body: "When that experience fits what companies ask us for, we hold a call with the CIO and go through the programs they led, the companies they know and the time they can give.",
    },
    {
      stage: "in-network",
      title: "Decision",
      body: "We accept the CIO into the network, or we decline. Only accepted CIOs are shortlisted for a company's request or introduced to it.",
    },
  ] satisfies VettingStep[],
  criteriaTitle: "What we look at",
  criteria: [
    "Technology programs the CIO led: their scope, budget and team, and what changed because of them",
    "The industries and sizes of company they know best",
    "The hours a week they can give, from when, and whether they work remotely, on site or both",
    "The certifications they hold and the languages they work in",
  ],
};
