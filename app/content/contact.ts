import { site } from "./site";
import type { LinkCopy, PageMetaCopy } from "./types";

export const contactMeta: PageMetaCopy = {
  title: "Contact Us",
  description:
    "Ask us anything about fractional CIOs, register your company or apply to join our CIO network. We respond within one business day.",
};

export const contactPage = {
  title: "Contact Us",
  intro:
    "Questions about fractional IT leadership, or ready to begin? Send us a message and a member of our team will respond within one business day.",
  /** The company request first, as everywhere; a consultation second; the CIOs' own form. */
  registrations: [
    { label: "Match with a CIO", to: "/form/company" },
    { label: "Book a consultation", to: "/book" },
    { label: "Apply as a CIO", to: "/form/cio" },
  ] satisfies LinkCopy[],
  /** Above the form, when the site's configuration gives the team's phone, e-mail or city. */
  reach: {
    title: "Reach us directly",
    phone: "Phone",
    email: "E-mail",
    city: "Based in",
  },
  /**
   * The words shown once a submission is stored, and only then (docs/product.md): what happens
   * next and when, by form, then who replies.
   */
  thankYou: {
    title: "Thank you for your submission!",
    next: {
      Inquiry: "Once we've had the opportunity to review your inquiry, a member of our team will contact you.",
      Company: `What happens next: we review your request and, within ${site.responseTime}, reply to talk it through and suggest CIOs whose experience fits your industry and priorities.`,
      CIO: `Your application is in. What happens next: we review it and reply within ${site.responseTime}, to tell you whether we go on to a screening call.`,
    },
    /** Who replies: the person who signs the team's e-mails (TEAM_SIGNATURE_NAME and _TITLE), or the team. */
    replier: {
      person: (name: string, title: string | undefined) =>
        `${title ? `${name}, ${title},` : name} will reply to you by e-mail within ${site.responseTime}.`,
      team: `A member of our team will reply to you by e-mail within ${site.responseTime}.`,
    },
    /** A CIO's screening, step by step: the stages an application goes through (docs/product.md). */
    screening: {
      title: "What screening looks like",
      steps: [
        `We read your application against what companies ask us for, and reply within ${site.responseTime}.`,
        "When your experience fits, we set up a screening call: the programs you led, the industries and company sizes you know best, your availability and how you like to work.",
        "Once you are in the network, we bring you companies whose needs match your strengths.",
      ],
    },
    /** A company's next step: /book, its form filled in from the request just sent. */
    bookCall: {
      lead: "Rather talk it through sooner? Pick a time for a call with our team: your name, company and e-mail are already filled in from your request.",
      link: "Book a call now",
    },
  },
};

export const cioFormMeta: PageMetaCopy = {
  title: "CIO application",
  description:
    "Apply to join our network of fractional CIOs in Canada. Registering is free for CIOs; we match you with companies that fit your expertise.",
};

/** The CIO application speaks to a CIO: the network's recruiting line is its heading. */
export const cioFormPage = {
  title: "Join Our Network of Elite Fractional CIOs",
  subtitle: "Apply as a fractional CIO",
  lead: "Tell us about your experience and the engagements you are looking for. Registering is free for CIOs.",
  switchLink: { label: "Looking for a CIO for your company instead?", to: "/form/company" } satisfies LinkCopy,
};

export const companyFormMeta: PageMetaCopy = {
  title: "Company inquiry",
  description:
    "Tell us about your company's IT needs and get matched with an experienced fractional CIO, based in Canada first. Engagements from 3 months.",
};

/** The company request speaks to a buyer: what they get, not the CIOs' recruiting line. */
export const companyFormPage = {
  title: "Match with a fractional CIO",
  subtitle: "Executive IT leadership for your company, part-time",
  lead: "Tell us about your company and the leadership you need. Engagements start at 3 months, and we reply within one business day.",
  switchLink: { label: "Are you a CIO looking to join the network?", to: "/form/cio" } satisfies LinkCopy,
};
