import { helloTo } from "./emails";
import { site } from "./site";

// The e-mail an applicant gets when an admin accepts or denies their application, and the admin's
// words about it. Short and courteous; a denial gives no reasons and leaves the door open.
// Layout and escaping are the mail code's (app/server/mail/render.server.ts), the sign-off is in emails.ts.

type Decision = "Accepted" | "Denied";

/** What the e-mail needs to know: who it greets (a CIO's or a company contact's first name), what it names, and where links lead. */
export type DecisionEmailInput = {
  type: "CIO" | "Company";
  status: Decision;
  /** A CIO's first name, or the company's name. */
  name: string;
  /** A company contact's first name ('' when not known, or for a CIO). */
  contact: string;
  baseUrl: string;
};

/** The subject and paragraphs of a decision e-mail; they name no one but the addressee. */
export function decisionEmail({ type, status, name, contact, baseUrl }: DecisionEmailInput): { subject: string; paragraphs: string[] } {
  if (type === "CIO" && status === "Accepted") {
    return {
      subject: `Welcome to the ${site.name} network`,
      paragraphs: [
        helloTo(name),
        `Good news: we have accepted your application. You are now part of the ${site.name} network of fractional CIOs, and we are glad to have you.`,
        "What happens next: there is nothing you need to do for now. When a company comes to us whose needs fit your experience, a member of our team will be in touch to tell you about it and ask whether you are interested.",
        `If your availability changes in the meantime, or you would rather leave the network, tell us through ${baseUrl}/contact.`,
      ],
    };
  }
  if (type === "CIO") {
    return {
      subject: `Your application to ${site.name}`,
      paragraphs: [
        helloTo(name),
        `Thank you for applying to join the ${site.name} network, and for the time you took to tell us about your experience.`,
        "We have read your application carefully, and we are not able to offer you a place in the network at this time.",
        "The companies that come to us, and what they need, change over time: you are welcome to apply again in the future.",
        "We wish you every success.",
      ],
    };
  }
  if (status === "Accepted") {
    return {
      subject: `Your request for a fractional CIO is accepted – ${site.name}`,
      paragraphs: [
        helloTo(contact),
        `Thank you for the request you sent us for ${name}. We have reviewed it and are glad to take it on.`,
        "What happens next: our team is now looking in our network for CIOs whose experience fits your industry and priorities. When we find one, we will be in touch and introduce you by e-mail, so you can talk directly.",
        `If your needs change in the meantime, tell us through ${baseUrl}/contact.`,
      ],
    };
  }
  return {
    subject: `Your request for a fractional CIO – ${site.name}`,
    paragraphs: [
      helloTo(contact),
      `Thank you for the request you sent us for ${name}, and for thinking of ${site.name}.`,
      "We have reviewed it carefully, and we are not able to take it on at this time.",
      `Should your needs change, you are welcome to send us a new request at any time: ${baseUrl}/form/company.`,
      "We wish you every success.",
    ],
  };
}

/** The admin's side: the box that decides whether the e-mail goes, and what the history says of it. */
export const decisionNotice = {
  /** The checkbox beside Accept and Deny, ticked by default. */
  notifyLabel: "Notify the applicant",
  notifyHint: "By e-mail, in a few courteous lines. Untick to decide without telling them.",
  /** After a decision on the list, following "… has been Accepted!". */
  listNotified: "They are being told by e-mail.",
  listNotNotified: "They were not notified.",
  /** The application page's message after a decision that was e-mailed. */
  pageNotified: "The decision is recorded. The applicant is being told by e-mail.",
  /** …and after a decision that came too late: the applicant had withdrawn. */
  pageWithdrawn: "The applicant withdrew this application; your choice was not recorded, and they were not e-mailed.",
  history: {
    notified: "Decision e-mailed to the applicant",
    notNotified: "Applicant not notified (the admin unticked 'Notify the applicant')",
    cancelled: (status: string) => `The ${status} e-mail had not gone out yet and was cancelled`,
  },
} as const;
