import { helloTo } from "./emails";
import { site } from "./site";

// The one reminder a shortlisted CIO gets when they have not answered two business days after
// their invitation, and the one a company gets when it has not chosen five business days after its
// page went out (decision 0079). Each links to the same page as the first e-mail: a reminder issues
// no new link. Like the invitation, the CIO's reminder names no company.

export const cioReminderEmail = {
  subject: `A reminder: a fractional CIO opportunity is waiting for your answer – ${site.name}`,
  greeting: helloTo,
  intro:
    "A few days ago we told you about a company that could be a good fit for you. We have not heard from you yet, and the company hears about you only once you say you are interested.",
  link: "See the opportunity and answer",
  linkLasts: (lastDay: string) =>
    `Your link works until ${lastDay}. If the opportunity is not for you, one click on Not for me tells us, and we will not write about it again.`,
} as const;

export const companyReminderEmail = {
  subject: `A reminder: your shortlist of fractional CIOs – ${site.name}`,
  greeting: helloTo,
  intro: "A few days ago we sent you a shortlist of fractional CIOs who are interested in working with you. You have not chosen yet.",
  ask: "On its page you choose whom you would like to meet, or tell us that none of them fit, so we can look again.",
  link: "See your shortlist",
  linkLasts: (lastDay: string) => `Your link works until ${lastDay}.`,
} as const;
