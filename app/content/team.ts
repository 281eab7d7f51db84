import type { LinkCopy, PageMetaCopy } from "./types";

export const teamMeta: PageMetaCopy = {
  title: "Team",
  description: "Who is behind Fractional CIO Canada: the matching team and the network of vetted CIOs, and how to join either of them.",
};

export const teamPage = {
  title: "Our team",
  lead: "Two groups of people make the service work: the team that runs the matching, and the CIOs who do the work with our clients.",
  sections: [
    {
      title: "The matching team",
      body: "A small team based in Canada reads every inquiry and application, reviews each CIO before they join the network and makes every introduction personally. They are the people who reply to you within one business day.",
    },
    {
      title: "The CIO network",
      body: "Experienced Chief Information Officers who lead technology for our client companies part-time. Each was reviewed before joining, and they support one another through our peer leadership network.",
    },
  ],
  joinTitle: "Join us",
  join: [
    {
      text: "Are you an experienced CIO? Registering is free.",
      link: { label: "Apply to the CIO network", to: "/form/cio" } satisfies LinkCopy,
    },
    {
      text: "Need IT leadership for your company?",
      link: { label: "Tell us what you need", to: "/form/company" } satisfies LinkCopy,
    },
    {
      text: "Anything else, including working with the team itself?",
      link: { label: "Write to us", to: "/contact" } satisfies LinkCopy,
    },
  ],
};

/** The headings and labels of the Team page's people and proof (app/content/people.ts); each section shows only with entries. */
export const teamProof = {
  peopleTitle: "Who we are",
  photoAlt: (name: string) => `Portrait of ${name}`,
  linkedIn: (name: string) => `${name} on LinkedIn`,
  clientsTitle: "Companies we work with",
  testimonialsTitle: "What our clients say",
  caseStudiesTitle: "Case studies",
  challenge: "The need",
  outcome: "The outcome",
};
