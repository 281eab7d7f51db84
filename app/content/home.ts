import type { LinkCopy, PageMetaCopy, Point } from "./types";

export const homeMeta: PageMetaCopy = {
  title: "Part-time CIOs for small businesses",
  description:
    "Enterprise-level IT leadership, designed for small businesses. Get matched with an experienced fractional CIO in Canada, for engagements from 3 months.",
};

export const homeHero = {
  eyebrow: "Fractional CIOs, matched to your business",
  title: "Enterprise-level IT leadership, designed for small businesses",
  lead: "Work with a seasoned Chief Information Officer part-time. You get the strategy, security and vendor judgement of a large company's IT leadership, sized to your business and your budget.",
  note: "Engagements start at 3 months. We reply to every request within one business day.",
  /** What the hero's picture shows, for those who cannot see it. */
  illustration: "A small business and its CIO joined by a bridge, under a rising roadmap, a security shield and a stack of servers.",
};

export const homeSteps = {
  title: "How It Works",
  intro: "Three steps from a first conversation to a CIO at your table.",
  steps: [
    {
      title: "Tell us your needs",
      body: "Describe your goals, your challenges and the kind of help you are looking for. A short intake is all it takes, with no obligation.",
    },
    {
      title: "Get matched with a CIO",
      body: "We introduce you to vetted CIOs whose background fits your industry and priorities, looking first in Canada and close to you.",
    },
    {
      title: "Start growing",
      body: "Your CIO sets the roadmap, leads the work and adjusts their hours as your needs change, over an engagement of 3 months or more.",
    },
  ] satisfies Point[],
  more: { label: "See how it works in detail", to: "/howitworks" } satisfies LinkCopy,
};

export const homePerks = {
  title: "Why Us?",
  perks: [
    {
      title: "Strategy on demand",
      body: "Executive direction for your technology when you need it, without a long search for a full-time hire.",
    },
    {
      title: "Cost-effective",
      body: "Pay for the leadership your business needs instead of a full-time executive salary and benefits.",
    },
    {
      title: "Growth partner",
      body: "A CIO who grows with you, from the first roadmap to the systems and team your next stage calls for.",
    },
  ] satisfies Point[],
  more: { label: "Read all the benefits", to: "/whyus" } satisfies LinkCopy,
};

export const homeAudience = {
  title: "Who We Serve",
  body: "Small and growing businesses that have outgrown ad-hoc IT but do not need a full-time executive yet: finance and healthcare practices, manufacturers, schools and public bodies, technology and SaaS companies. And experienced CIOs who want flexible, meaningful engagements.",
};
