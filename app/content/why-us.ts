import type { PageMetaCopy, Point } from "./types";

export const whyUsMeta: PageMetaCopy = {
  title: "Why Us",
  description:
    "What a fractional CIO brings to a growing business: executive oversight without a full-time salary, faster digital transformation, lower vendor risk and better cybersecurity.",
};

export const whyUsPage = {
  title: "Why Us",
  lead: "A fractional CIO gives you the judgement of a seasoned technology executive for the share of time your business needs.",
  benefitsTitle: "What you gain",
  benefits: [
    {
      title: "Oversight without a full-time salary",
      body: "Executive-level leadership of your technology, paid for the time you use rather than a full-time package.",
    },
    {
      title: "Faster digital transformation",
      body: "A clear roadmap and someone accountable for it, so projects start sooner and finish.",
    },
    {
      title: "Reduced vendor risk",
      body: "Contracts, licences and providers reviewed by someone who has negotiated them many times before.",
    },
    {
      title: "Better cybersecurity",
      body: "Risks assessed, priorities set and controls put in place in proportion to your business.",
    },
    {
      title: "Planning, budgeting and IT governance",
      body: "Technology spending that is planned, tracked and decided with the rest of the business.",
    },
    {
      title: "Business-technology alignment",
      body: "Systems chosen for what the business needs to achieve, not the other way around.",
    },
  ] satisfies Point[],
  examplesTitle: "Where a fractional CIO makes the difference",
  examples: [
    {
      title: "An ERP launch",
      body: "A manufacturer replacing its spreadsheets with an ERP needs someone to choose the system, hold the integrator to its plan and bring the team along at go-live.",
    },
    {
      title: "Virtual services for a clinic",
      body: "A clinic adding virtual appointments needs secure video, online booking and patient-data practices that meet its privacy obligations.",
    },
    {
      title: "SOC 2 for a fintech",
      body: "A fintech asked by its customers for SOC 2 needs controls designed, evidence gathered and an audit prepared without stalling the product.",
    },
  ] satisfies Point[],
};
