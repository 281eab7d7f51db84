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
  /** The words shown once a submission is stored, and only then (docs/product.md). */
  thankYou: {
    title: "Thank you for your submission!",
    body: "Once we've had the opportunity to review your inquiry, a member of our team will contact you.",
    /** A company's next step: /book, its form filled in from the request just sent. */
    bookCall: {
      lead: "Rather talk it through sooner? Pick a time for a call with our team: your details are filled in from your request.",
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
