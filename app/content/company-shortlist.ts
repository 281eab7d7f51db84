import { formatDuration, formatNumber } from "./format";

// The words of a company's shortlist page (/shortlist/<token>): the CIOs who said they are
// interested, without their contact details, and the company's choice: whom to meet, or none.
// French in ./fr/company-shortlist.ts.

export const companyShortlistPage = {
  meta: {
    title: "CIOs for your request",
    description: "The CIOs our team suggests for your request who said they are interested: choose whom to meet.",
  },
  title: "CIOs for your request",
  greeting: (firstName: string) => (firstName ? `Hello ${firstName},` : "Hello,"),
  lead: "These CIOs read your request, without your company's name, and said they are interested. Pick one or more to meet: we then introduce you to each of them by e-mail, with our team in copy. Nothing about you is shared with them before you pick, and nothing about them is shared with you beyond this page.",
  candidates: {
    heading: "The interested CIOs",
    yearsOfExperience: "Years of experience",
    industries: "Industries",
    expertise: "Expertise",
    province: "Province",
    workModel: "Work model",
    availability: "Availability",
    workLanguage: "Languages of work",
    notSaid: "Not specified",
    reasonsHeading: "Why they fit",
    noReasons: "Our team chose them for their profile as a whole.",
    noteHeading: "A note from our team",
    unavailable: "No longer available",
    unavailableBody: "This CIO is no longer available for your request.",
    picked: "You chose to meet this CIO.",
  },
  pick: {
    heading: "Choose whom to meet",
    legend: "Which CIOs would you like to meet?",
    hint: "Pick one or more. Each one you pick gets your contact details, and you get theirs.",
    option: (name: string) => `Meet ${name}`,
    submit: "Meet the CIOs I picked",
    errorTitle: "Your choice was not sent",
  },
  noneFit: {
    heading: "None of these fit",
    intro: "If none of these CIOs suits you, tell us: our team will be in touch about what to do next.",
    reasonLabel: "Reason (optional)",
    reasonHint: "A few words for our team, for example what you are missing in these profiles.",
    submit: "None of these fit",
    errorTitle: "Your answer was not sent",
  },
  errors: {
    intentMissing: "Choose CIOs to meet, or tell us none of them fit.",
    pickMissing: "Pick at least one CIO to meet.",
    pickNotKnown: "Pick among the CIOs shown on this page.",
    pickNotAvailable: "A CIO you picked is no longer available. Pick among the CIOs shown on this page.",
    tooLong: (maxLength: number) => `Use at most ${formatNumber(maxLength)} characters.`,
    tooMany: (retryAfterSeconds: number) =>
      `You have sent several answers in a short while. Please try again in ${formatDuration(Math.max(1, Math.ceil(retryAfterSeconds / 60)), "minute")}.`,
    alreadyAnswered: "You have already answered: here is your answer as we recorded it.",
  },
  answered: {
    pickedTitle: "Thank you: we are introducing you",
    picked: (names: string) =>
      `What happens next: we are sending an e-mail to you and to each CIO you picked (${names}), with our team in copy. It gives each of you the other's contact details, so you can arrange to meet.`,
    noneFitTitle: "Thank you for your answer",
    noneFit: "None of these CIOs will receive your details. Our team will be in touch about what to do next.",
    noneFitReason: "Your reason",
  },
  problems: {
    invalid: {
      title: "This link does not work",
      body: "The link is incomplete or has been changed. Open it again from the e-mail we sent you: copy the whole address if your e-mail program split it over two lines.",
    },
    expired: {
      title: "This link has expired",
      body: (days: number) =>
        `Links to a shortlist work for ${formatDuration(days, "day")} after we send them. Ask our team for a new link if you would still like to choose.`,
    },
    revoked: {
      title: "This link is no longer in use",
      body: "Our team has withdrawn this link, or sent you a newer one: use the link in our latest e-mail, or ask our team for a new link.",
    },
    closed: {
      title: "This shortlist is closed",
      body: "Your request's shortlist is no longer open, so there is nothing left to choose. Write to our team if this is unexpected.",
    },
    contact: "To reach our team, write to us from our contact page.",
    contactLink: "Contact us",
  },
} as const;
