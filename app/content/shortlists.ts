import { site } from "./site";

// The words a shortlisted CIO reads in their invitation e-mail (decision 0075). The opportunity's
// details are named by the forms' own labels (words(locale).forms.fields.labels and the options),
// so only the sentences live here. The e-mail names no company: the company is told about a CIO,
// and the CIO about the company, only once both have said yes.

export const cioInvitationEmail = {
  subject: `A fractional CIO opportunity for you – ${site.name}`,
  greeting: (firstName: string) => (firstName === "" ? "Hello," : `Hi ${firstName},`),
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
