import { formatDuration, formatNumber } from "./format";

// The words of a shortlisted CIO's opportunity page (/opportunity/<token>): the request without the
// company's identity, why the team suggests them, and their answer. French in ./fr/opportunity.ts.

/** The two answers, as the choice and the page's summary name them. */
const answers = { interested: "Interested", "not-for-me": "Not for me" } as const;

export const opportunityPage = {
  meta: {
    title: "An opportunity for you",
    description: "A company request our team thinks fits you: say whether you are interested.",
  },
  title: "An opportunity for you",
  greeting: (firstName: string) => `Hello ${firstName},`,
  lead: "Our team thinks this company's request fits you. The company stays anonymous for now: its name and contact details are shared only if you say you are interested and the company then chooses to meet you.",
  details: {
    heading: "The opportunity",
    industries: "Industries",
    companySize: "Company size (employees)",
    province: "Province",
    workModel: "Work model",
    contractDuration: "Contract duration",
    requiredExpertise: "Expertise they need",
    workLanguage: "Language of work",
    notSaid: "Not specified",
  },
  reasons: {
    heading: "Why we think you fit",
    none: "Our team chose you for your profile as a whole.",
  },
  noteHeading: "A note from our team",
  answers,
  form: {
    heading: "Your answer",
    legend: "Are you interested in this opportunity?",
    hints: {
      interested: "We tell the company you are open to meeting them.",
      "not-for-me": "We do not put you forward for this request.",
    },
    reasonLabel: "Reason (optional)",
    reasonHint: "A few words for our team, for example your availability or what would make it a better fit.",
    submit: "Send my answer",
    change: "Change my answer",
    errorTitle: "Your answer was not sent",
  },
  errors: {
    answerMissing: "Choose Interested or Not for me.",
    tooLong: (maxLength: number) => `Use at most ${formatNumber(maxLength)} characters.`,
    tooMany: (retryAfterSeconds: number) =>
      `You have sent several answers in a short while. Please try again in ${formatDuration(Math.max(1, Math.ceil(retryAfterSeconds / 60)), "minute")}.`,
  },
  answered: {
    title: "Thank you: your answer is saved",
    interested:
      "What happens next: we will tell the company you are interested. The company chooses whom to meet, and we will write to you either way.",
    "not-for-me": "We will not put you forward for this request. Thank you for telling us: we will keep you in mind for others.",
  },
  current: {
    heading: "Your answer so far",
    answer: "Answer",
    reason: "Your reason",
    canChange: "You can change your answer until the company makes its choice.",
    locked: "The company has made its choice, so your answer can no longer change.",
  },
  problems: {
    invalid: {
      title: "This link does not work",
      body: "The link is incomplete or has been changed. Open it again from the e-mail we sent you: copy the whole address if your e-mail program split it over two lines.",
    },
    expired: {
      title: "This link has expired",
      body: (days: number) =>
        `Links to an opportunity work for ${formatDuration(days, "day")} after we send them. Ask our team for a new link if you would still like to answer.`,
    },
    revoked: {
      title: "This link is no longer in use",
      body: "Our team has withdrawn this link, or sent you a newer one: use the link in our latest e-mail, or ask our team for a new link.",
    },
    closed: {
      title: "This opportunity is closed",
      body: "The company's request is no longer open, so there is nothing left to answer. Thank you for your time.",
    },
    contact: "To reach our team, write to us from our contact page.",
    contactLink: "Contact us",
  },
} as const;
