import { site } from "./site";

// The words of the e-mails the site sends, besides the decision e-mails (decision-emails.ts).
// Each e-mail is a subject and its paragraphs in order; names, links and dates come in as
// arguments. Layout, escaping and the field lists are the mail code's (app/server/mail/).

/**
 * The one greeting of every e-mail: by first name, or plain when no name is known (a company
 * contact's on requests stored before it was asked, or an account's).
 */
export const helloTo = (name: string) => (name === "" ? "Hello," : `Hello ${name},`);

type Submitted = "application" | "request";

/**
 * Closes every e-mail to a person outside the team: the closing, then the person who signs
 * (TEAM_SIGNATURE_NAME) with their title, or the team when no name is configured.
 */
export const emailSignOff = {
  closing: "Kind regards,",
  team: `The ${site.name} team`,
  /** The line under a named signer: their title (TEAM_SIGNATURE_TITLE, as written) at the firm, or the firm alone. */
  role: (title: string | undefined) => (title ? `${title}, ${site.name}` : site.name),
  why: (baseUrl: string) =>
    `You receive this e-mail because this address was entered in a form on ${baseUrl}. If that was not you, you can ignore it.`,
} as const;

/** The team's notice of a new submission: an intro, the fields, then these rows and the link. */
export const notificationEmail = {
  /** The language of the form the person used: their e-mails are in it. */
  languageLabel: "Language",
  languages: { en: "English", fr: "French" },
  receivedLabel: "Received",
  referenceLabel: "Reference",
  replyHint: (name: string) => `Reply to this e-mail to answer ${name} directly.`,
  inquiry: {
    subject: (name: string) => `New inquiry from ${name}`,
    intro: `A new contact inquiry arrived on ${site.name}.`,
    adminLink: "Open the inquiries in the admin",
  },
  company: {
    subject: (name: string) => `New company request from ${name}`,
    intro: `A company asked to be matched with a fractional CIO on ${site.name}.`,
    adminLink: "Review it in the admin",
  },
  cio: {
    subject: (name: string) => `New CIO application from ${name}`,
    intro: `A CIO applied to join the network on ${site.name}.`,
    adminLink: "Review it in the admin",
  },
} as const;

/** What a visitor gets back when they send a form. */
export const confirmationEmail = {
  inquiry: {
    subject: `We received your message – ${site.name}`,
    paragraphs: (firstName: string) => [
      helloTo(firstName),
      `Thank you for contacting ${site.name}. Your message has reached our team.`,
      `What happens next: a member of our team reads your message and replies within ${site.responseTime}.`,
    ],
  },
  company: {
    subject: `We received your request – ${site.name}`,
    /** `contact` is the contact's first name ('' on requests stored before it was asked), `company` the company's name. */
    paragraphs: ({ contact, company }: { contact: string; company: string }) => [
      helloTo(contact),
      `Thank you for telling us what ${company} needs from a fractional CIO.`,
      `What happens next: our team reviews your request and replies within ${site.responseTime} to talk it through and suggest CIOs whose experience fits your industry and priorities.`,
    ],
    /** The request's own booking link: /book with the request's details filled in, the call joined to it. */
    bookCall: {
      paragraph: (days: number) =>
        `The quickest next step is a call with our team, at a time that suits you. Book it below: your details from this request are already filled in, and the link works for ${days} days.`,
      link: "Book a call",
    },
  },
  cio: {
    subject: `We received your CIO application – ${site.name}`,
    paragraphs: (firstName: string) => [
      helloTo(firstName),
      `Thank you for applying to join the ${site.name} network of fractional CIOs.`,
      `What happens next: our team reviews every application and replies within ${site.responseTime}. When your experience fits what companies ask us for, we set up a screening call with you; once you are in the network, we bring you companies whose needs match your strengths.`,
    ],
    /** What a CIO can prepare for the screening call: the e-mail's next step, as a list. */
    prepare: {
      intro: "To make the most of the screening call, have these ready:",
      items: [
        "two or three technology programs you led: their scope, budget and team, and what changed because of them",
        "the industries and sizes of company you know best",
        "how many hours a week you can give, from when, and whether you work remotely, on site or both",
        "the certifications you hold and the languages you work in",
      ],
    },
  },
  /** The applicant's personal link to withdraw (decision 0021). */
  withdrawal: {
    paragraph: (what: Submitted, days: number, baseUrl: string) =>
      `Changed your mind? You can withdraw your ${what}, and have the details you gave us deleted, on the page your personal link below opens. Please do not forward it. It works for ${days} days; after that, write to us as our privacy policy explains (${baseUrl}/privacy).`,
    link: (what: Submitted) => `Withdraw my ${what}`,
  },
} as const;

/** Confirms a withdrawal; once the details are deleted it names nothing they gave us (decision 0021). */
export const withdrawalEmail = {
  what: { CIO: "CIO application", Company: "request for a fractional CIO" },
  subject: (what: string) => `Your ${what} is withdrawn – ${site.name}`,
  greeting: "Hello,",
  withdrawn: (what: string, receivedOn: string) =>
    `As you asked, we have withdrawn your ${what} received on ${receivedOn}. It takes no further part in our matching, and we will not contact you about it again.`,
  deleted: "The details you gave us in it are deleted, with our notes and the e-mails about it. This message is the last we send about it.",
  kept: (months: number, contactEmail: string) =>
    `We keep its details for ${months} months as a record, then delete them. To have them deleted sooner, open your link again, or write to ${contactEmail}.`,
  questions: (contactEmail: string) => `Questions about your personal information: ${contactEmail}.`,
} as const;

/** The link that confirms a new account's address, and the one-time link to choose a new password. */
export const accountEmails = {
  verification: {
    subject: `Confirm your e-mail address for ${site.name}`,
    before: (baseUrl: string) => [
      "Hello,",
      `Someone, probably you, signed up on ${baseUrl} with this e-mail address.`,
      "Follow this link and enter the password you chose when signing up: that shows this e-mail address is yours. The link expires after 24 hours.",
    ],
    link: "Confirm my e-mail address",
    after: [
      "If you did not sign up, nobody can use an account with this address unless you confirm it. To use the address yourself, choose a password with 'Forgot password?' on the sign-in page.",
    ],
  },
  passwordReset: {
    subject: `Choose a new password for ${site.name}`,
    before: (baseUrl: string) => [
      "Hello,",
      `Someone, probably you, asked on ${baseUrl} to choose a new password for the account with this e-mail address.`,
      "Follow this link to choose it. The link works once and expires after one hour; every other sign-in of the account ends.",
    ],
    link: "Choose a new password",
    after: ["If you did not ask for this, you can ignore this e-mail: your password stays as it is."],
  },
  /** To the owner of an address someone tried to sign up with again: no account was made or changed. */
  existingAccount: {
    subject: `You already have an account on ${site.name}`,
    before: (baseUrl: string) => [
      "Hello,",
      `Someone, probably you, tried to create an account on ${baseUrl} with this e-mail address. You already have one, so nothing was created or changed.`,
      "Sign in with this e-mail address and your password, or with Google if you signed up with it:",
    ],
    link: "Sign in",
    forgot: "Forgot your password? Choose a new one; we e-mail you a link for it:",
    forgotLink: "Choose a new password",
    after: ["If you did not try to sign up, you can ignore this e-mail: your account stays as it is."],
  },
} as const;

/** An admin's introduction: one e-mail to the company's contact, one to the CIO, each naming the other. */
export const introductionEmails = {
  toCompany: {
    subject: (cio: string, company: string) => `Introducing ${cio}, a fractional CIO for ${company}`,
    paragraphs: (p: { contact: string; cio: string; cioFirstName: string; company: string }) => [
      helloTo(p.contact),
      `We think ${p.cio} fits what ${p.company} asked for. ${p.cioFirstName} has received a note about you too; reply to this e-mail to reach them directly.`,
    ],
    rows: { name: "Name", email: "Email", phone: "Phone", linkedin: "LinkedIn" },
  },
  toCio: {
    subject: (company: string) => `Introducing ${company}, a company looking for a fractional CIO`,
    paragraphs: (p: { cioFirstName: string; company: string; contact: string }) => [
      helloTo(p.cioFirstName),
      `${p.company} is looking for a fractional CIO and we think you fit. Their contact, ${p.contact}, has received a note about you too; reply to this e-mail to reach them directly.`,
    ],
    rows: { company: "Company", contact: "Contact", email: "Email", phone: "Phone", website: "Website" },
  },
} as const;
