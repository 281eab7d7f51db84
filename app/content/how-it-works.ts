import type { LinkCopy, PageMetaCopy } from "./types";

export const howItWorksMeta: PageMetaCopy = {
  title: "How it works",
  description:
    "How companies get matched with a fractional CIO, and how experienced CIOs join our vetted network in Canada. Free for CIOs; engagements from 3 months.",
};

export const howItWorksPage = {
  title: "How it works",
  lead: "One network, two sides: companies that need IT leadership and the experienced CIOs who provide it. Here is what each side can expect.",
  columns: [
    {
      title: "For Companies",
      steps: [
        {
          title: "Submit a brief intake form",
          body: "Tell us about your business, your goals and the expertise you need. It takes a few minutes.",
        },
        {
          title: "Get matched with one or more CIOs",
          body: "We suggest CIOs whose experience fits your industry and priorities, based in Canada first and drawing on global talent where needed.",
        },
        {
          title: "Interview, select and onboard at your pace",
          body: "Meet the candidates, choose the one you trust, and start when it suits you. Engagements run for at least 3 months.",
        },
        {
          title: "Scale up or down",
          body: "Add hours for a big project, reduce them once things run smoothly. Your engagement follows your needs.",
        },
      ],
      cta: { label: "Match with a CIO", to: "/form/company" } satisfies LinkCopy,
    },
    {
      title: "For CIOs",
      steps: [
        {
          title: "Join a vetted network",
          body: "Apply with your experience and areas of expertise. Registering is free for CIOs.",
        },
        {
          title: "Get matched to high-fit opportunities",
          body: "We bring you companies whose needs match your strengths, so every introduction is worth your time.",
        },
        {
          title: "Flexible hours, remote or on-site",
          body: "Choose the engagements, the hours and the way of working that fit your life.",
        },
        {
          title: "Peer leadership network support",
          body: "Trade ideas and advice with fellow CIOs who lead the same kind of work.",
        },
      ],
      cta: { label: "Find a company", to: "/form/cio" } satisfies LinkCopy,
    },
  ],
};
