import type { LinkCopy, PageMetaCopy } from "./types";

export const faqMeta: PageMetaCopy = {
  title: "FAQ",
  description:
    "Answers about fractional CIOs: what they are, how long engagements last (3 months minimum), where our CIOs are based and what the service costs.",
};

export type FaqItem = {
  question: string;
  answer: string;
  /** An optional link that follows the answer. */
  link?: LinkCopy;
};

export const faqPage = {
  title: "Frequently asked questions",
  lead: "The questions companies and CIOs ask us most. Something else on your mind? Write to us and we will reply within one business day.",
  items: [
    {
      question: "What is a fractional CIO?",
      answer:
        "A fractional CIO is an experienced Chief Information Officer who leads your technology part-time. They set the IT strategy, manage vendors, oversee security and guide your team, as a full-time CIO would, for a share of the time and cost.",
    },
    {
      question: "How long are engagements?",
      answer:
        "Engagements run for a minimum of 3 months, which is the time it takes to understand a business and deliver real change. Many continue well beyond that, with hours scaled up or down as your needs change.",
    },
    {
      question: "Are your CIOs based in Canada?",
      answer:
        "We prioritise CIOs based locally in Canada, close to you where possible. When a need calls for expertise that is not available locally, we also draw on global talent.",
    },
    {
      question: "What does it cost?",
      answer:
        "There is no fixed price for organisations: the cost depends on the duration of the engagement, its scale and the experience it calls for. Registering is free for CIOs. Tell us what you need and we will come back to you with options.",
      link: { label: "Tell us about your needs", to: "/form/company" },
    },
  ] satisfies FaqItem[],
};
