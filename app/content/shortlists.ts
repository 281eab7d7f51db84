import { helloTo } from "./emails";
import { site } from "./site";

// The words a shortlisted CIO reads in their invitation e-mail (decision 0075). The opportunity's
// details are named by the forms' own labels (words(locale).forms.fields.labels and the options),
// so only the sentences live here. The e-mail names no company: the company is told about a CIO,
// and the CIO about the company, only once both have said yes.

export const cioInvitationEmail = {
  subject: `A fractional CIO opportunity for you – ${site.name}`,
  greeting: helloTo,
  intro: `A company that asked ${site.name} for a fractional CIO could be a good fit for you. Before the company hears anything about you, we would like to know whether you are interested.`,
  detailsIntro: "The opportunity in short:",
  notGiven: "Not given",
  reasonsIntro: "Why we thought of you:",
  noteIntro: "A note from our team:",
  link: "See the opportunity and answer",
  linkLasts: (days: number) =>
    `This link is yours alone and works for ${days} days. On its page you answer Interested or Not for me, and you can change your answer until the company chooses.`,
  confidential: "We name the company once you and they have both agreed to meet. Please keep this opportunity to yourself until then.",
} as const;

/**
 * Why a CIO fits, said to the CIO (fitOf in app/domain/matching.ts calls these). They never name the
 * company's city: the page and the e-mail show the province only.
 */
export const cioMatchReasons = {
  covers: (covered: number, required: number, areas: string) =>
    `You cover ${covered} of the ${required} areas of expertise they need: ${areas}`,
  industries: (count: number, industries: string) => `You know ${count === 1 ? "their industry" : "their industries"}: ${industries}`,
  sameCity: (_city: string, province: string) => `Close to you, in ${province}`,
  sameProvince: (province: string) => `In your province: ${province}`,
  sameWorkModel: (workModel: string) => `The same work model as yours: ${workModel}`,
  compatibleWorkModel: (company: string, cio: string) => `A work model that suits yours: they want ${company}, you offer ${cio}`,
  availableSoonEnough: (cio: string, company: string) => `Available soon enough: ${cio} (they need: ${company})`,
};

/** Why a shortlist closed, as the admin's pages show it (English only, as the workspace). */
export const shortlistClosedReasons = {
  companyWithdrew: "The company withdrew its request.",
} as const;

// The company's side (decision 0078). The e-mail that sends the company its shortlist page says how
// many CIOs are interested and what the page shows, never who they are: their contact details reach
// the company only once it picks, in the introduction.

export const companyShortlistEmail = {
  subject: `CIOs interested in your request – ${site.name}`,
  greeting: helloTo,
  interested: (count: number) =>
    count === 1
      ? "A fractional CIO we suggested for your request has said they are interested in working with you."
      : `${count} fractional CIOs we suggested for your request have said they are interested in working with you.`,
  page: "Your private page shows each of them by first name and last initial, with their experience, industries, expertise, province, work model, availability, languages of work and why we think they fit. Others who say yes in the coming days appear there too.",
  private:
    "We share nothing that identifies them, and nothing about you with them, until you choose whom to meet. Then you and each CIO you picked receive each other's contact details.",
  link: "See the shortlist and choose",
  linkLasts: (days: number) =>
    `This link is yours alone and works for ${days} days. On its page you pick one or more CIOs to meet, or tell us that none of them fit.`,
} as const;

/** The introduction after a pick, to the company: the CIO's name and contact details. */
export const companyIntroductionEmail = {
  subject: (cioName: string) => `Meet ${cioName}, the CIO you chose – ${site.name}`,
  greeting: helloTo,
  intro: (cioName: string) =>
    `Thank you for your choice. ${cioName} is expecting to hear from you: here is how to reach them. They received your contact details too.`,
  rows: { name: "Name", email: "Email", phone: "Phone", linkedin: "LinkedIn" },
  notGiven: "Not given",
  team: "Our team is in copy: reply to this e-mail if we can help with the first meeting.",
} as const;

/** The introduction after a pick, to a picked CIO: the company's name and contact details. */
export const cioIntroductionEmail = {
  subject: (companyName: string) => `${companyName} would like to meet you – ${site.name}`,
  greeting: helloTo,
  intro: (companyName: string) =>
    `Good news: ${companyName}, the company whose opportunity you said you were interested in, chose to meet you. Here is how to reach them; they received your contact details too.`,
  rows: { company: "Company", contact: "Contact", email: "Email", phone: "Phone", website: "Website" },
  notGiven: "Not given",
  team: "Our team is in copy: reply to this e-mail if we can help with the first meeting.",
} as const;

/** To an interested CIO who was not picked (or when none fit): thanks, without naming the company. */
export const cioNotPickedEmail = {
  subject: `About the opportunity you were interested in – ${site.name}`,
  greeting: helloTo,
  body: "Thank you for saying you were interested in the opportunity we sent you. The company has made its choice, and it will not go further with you this time.",
  next: "Your profile stays in our network, and we will think of you for the next opportunities that fit.",
} as const;

/** To an interested CIO when the company withdrew its request or it was deleted. */
export const cioOpportunityClosedEmail = {
  subject: `An opportunity has closed – ${site.name}`,
  greeting: helloTo,
  body: "Thank you for saying you were interested in the opportunity we sent you. The company has withdrawn its request, so the opportunity is closed and its page no longer opens.",
  next: "Your profile stays in our network, and we will think of you for the next opportunities that fit.",
} as const;

/** Why a CIO fits, said to the company on its page (fitOf calls these). Never the CIO's city. */
export const companyMatchReasons = {
  covers: (covered: number, required: number, areas: string) =>
    `Covers ${covered} of the ${required} areas of expertise you need: ${areas}`,
  industries: (count: number, industries: string) => `Knows ${count === 1 ? "your industry" : "your industries"}: ${industries}`,
  sameCity: (_city: string, province: string) => `Close to you, in ${province}`,
  sameProvince: (province: string) => `In your province: ${province}`,
  sameWorkModel: (workModel: string) => `Works the way you asked: ${workModel}`,
  compatibleWorkModel: (company: string, cio: string) => `A work model that suits yours: you want ${company}, they offer ${cio}`,
  availableSoonEnough: (cio: string, company: string) => `Available soon enough: ${cio} (you need: ${company})`,
};
