import { formatLongDate, formatNumber } from "./format";
import { site } from "./site";
import type { LinkCopy, PageMetaCopy } from "./types";

// The privacy policy, written from what the site does (app/domain/forms/ for what each form asks,
// app/server/mail/ for who is e-mailed, config for the contact and retention periods). Change it
// when the site changes, and move the date.

/** What the policy needs from the server's configuration (PRIVACY_CONTACT_EMAIL, RETENTION_*). */
export type PrivacySettings = {
  contactEmail: string;
  retention: { spamDays: number; closedMonths: number; mailBodyDays: number };
  /** What each lead form collects, by its fields' labels in the page's language (app/domain/forms/record.ts's collectedLabels). */
  collected: Record<"contact" | "cio" | "company", readonly string[]>;
  /**
   * The outside services this server is configured with: a database server of its own
   * (DATABASE_URL; otherwise the database is built into the site's server), an e-mail delivery
   * service (SMTP_URL; otherwise e-mails stay as files on the server), a team chat (NOTIFY_WEBHOOK_URL).
   */
  services: { database: boolean; email: boolean; chat: boolean };
};

/** A piece of running text: words, a link on the site, or an e-mail address. */
export type Inline = string | LinkCopy | { email: string };

export type PolicyBlock = { paragraph: Inline[] } | { list: Inline[][] } | { terms: { term: string; description: Inline[] }[] };

export type PolicySection = { id: string; title: string; blocks: PolicyBlock[] };

export const privacyMeta: PageMetaCopy = {
  title: "Privacy policy",
  description:
    "What personal information Fractional CIO Canada collects through its forms, why, who receives it, how long it is kept, and how to see, correct or delete it.",
};

/** The policy's date (ISO): change it whenever the policy changes. */
export const privacyPolicyDate = "2026-11-27";

export const privacyOfficerTitle = "Privacy Officer";

const policyLink: LinkCopy = { label: "Read our privacy policy", to: "/privacy" };

/** Next to each form's Submit button: what happens to what the visitor sends. */
export const formPrivacyNotices = {
  Inquiry: "What you send is stored on our server, which may be outside Quebec, and e-mailed to our team, who use it only to answer you.",
  CIO: "What you send is stored on our server, which may be outside Quebec, and e-mailed to our team, who use it to review your application and, if you join, to introduce you to companies that fit. You can withdraw at any time.",
  Company:
    "What you send is stored on our server, which may be outside Quebec, and e-mailed to our team, who use it to understand your needs and to introduce you to CIOs who fit.",
  Booking:
    "What you send is stored on our server, which may be outside Quebec, and e-mailed to our team, who use it to hold your call and to reach you about it.",
} as const;

export const formPrivacyLink = policyLink;

const plural = (count: number, unit: string) => `${formatNumber(count)} ${unit}${count === 1 ? "" : "s"}`;

export function formatPolicyDate(iso: string): string {
  return formatLongDate(iso);
}

/** The whole policy, with the contact and the retention periods this server is configured with. */
export function privacyPolicy({ contactEmail, retention, collected, services }: PrivacySettings) {
  const officer = { email: contactEmail };
  const sections: PolicySection[] = [
    {
      id: "collect",
      title: "What we collect and why",
      blocks: [
        { paragraph: ["We collect only what you type into our forms, and we use it only for what that form is for."] },
        {
          terms: [
            {
              term: "Contact form",
              description: [`${collected.contact.join(", ")}. We use them to answer your message.`],
            },
            {
              term: "CIO application",
              description: [
                `${collected.cio.join(", ")}. We use them to review your application and, if you join the network, to suggest you to companies whose needs fit your experience.`,
              ],
            },
            {
              term: "Company form",
              description: [
                `${collected.company.join(", ")}. We use them to understand what your company needs and to suggest CIOs who fit.`,
              ],
            },
            {
              term: "Booking a call",
              description: [
                "Name, Company, Email, Phone, what you would like to discuss, and the time you chose. We use them to hold the call: you and our team each get a calendar invite once you confirm the call from our e-mail, and the link in your e-mail lets you move or cancel it.",
                " We also keep when you confirmed, how many times the call was moved, and a code computed with a secret key from your network (IP) address, not the address itself, so that one network cannot hold many calls at once. They are kept and deleted with the call.",
              ],
            },
          ],
        },
        {
          paragraph: [
            "With each form we also keep the date and time you sent it, and your answer to the optional box about news e-mails (see below).",
          ],
        },
        {
          paragraph: [
            "To keep out spam, each form carries a signed one-time code and a field people never see. To stop floods of submissions we count, for one hour, how many arrive from your network (IP) address and for your e-mail address; these counts are deleted within about three hours, and your IP address is not stored with what you sent (a booked call keeps only the code described above).",
          ],
        },
      ],
    },
    {
      id: "recipients",
      title: "Who receives it",
      blocks: [
        {
          list: [
            [
              "Our team: each submission is e-mailed to the team members who handle them, and our administrators can read it in the site's admin area, which only they can sign in to.",
            ],
            [
              "You: we send you an e-mail confirming that we received your submission and, if you applied as a CIO or asked for one, usually another telling you whether we accepted it.",
            ],
            [
              "CIOs we suggest for a company's request: before any introduction, each of them is sent a description of the request (industries, size, province, work model, duration, expertise and language), without the company's name or its contact's details, and decides whether they are interested.",
            ],
            [
              "The people we introduce you to: a CIO's profile (first name and last initial, experience, industries, expertise, province, work model, availability and languages) reaches a company only after that CIO said yes to that opportunity, and contact details only after the company picks them. Each side then receives an e-mail with the other's name, e-mail address and phone number, and the CIO's LinkedIn profile or the company's website. Making these introductions is what you ask us for when you apply or request a CIO.",
            ],
            [
              "Our service providers: our e-mail provider delivers these e-mails, and our hosting provider runs the server and database that store them. They handle your information only on our behalf.",
            ],
          ],
        },
        { paragraph: ["We never sell personal information, and we do not share it with advertisers or data brokers."] },
      ],
    },
    {
      id: "storage",
      title: "Where it is kept",
      blocks: [
        {
          paragraph: [
            `What you send, and a copy of each e-mail the site sends about it, are kept in the site's database, ${services.database ? "on a database server of its own" : "on the server that runs this site"}. Only our administrators can see them.`,
          ],
        },
        {
          list: [
            ["Hosting: the provider that runs the servers of this site and its database."],
            [
              services.email
                ? "E-mail delivery service: carries the e-mails we send you and our team. If it refuses one, our server's log notes the address it was for."
                : "E-mail: the e-mails the site writes are kept as files on the same server, and its log notes the address each was for.",
            ],
            ...(services.chat
              ? [
                  [
                    "Team chat service: when a form comes in, it gets a notice with your name (or your company's) and a link to our admin, and nothing else you sent.",
                  ],
                ]
              : []),
          ],
        },
        {
          paragraph: [
            "These providers may keep your information outside Quebec, elsewhere in Canada or abroad. Before entrusting it to them, we assess that it will be adequately protected, and we remain responsible for it; there, it may also be subject to local laws. Our privacy officer can tell you where your information is kept.",
          ],
        },
      ],
    },
    {
      id: "retention",
      title: "How long we keep it",
      blocks: [
        {
          list: [
            [`Submissions caught by our spam checks: ${plural(retention.spamDays, "day")}.`],
            [
              `Applications and company requests that were declined or withdrawn, and contact messages we have answered: ${plural(retention.closedMonths, "month")}.`,
            ],
            [`Calls booked on the site: ${plural(retention.closedMonths, "month")} after the call took place or was cancelled.`],
            [
              `The text of the e-mails we send: ${plural(retention.mailBodyDays, "day")}. After that only the record that a message was sent remains.`,
            ],
            [
              "Accepted applications, and company requests we are still working on: while you are part of the network or the request is open, until you withdraw or ask us to delete them.",
            ],
          ],
        },
        { paragraph: ["Every day, the site deletes or anonymises what has passed its period."] },
      ],
    },
    {
      id: "tracking",
      title: "No trackers, analytics or outside fonts",
      blocks: [
        {
          paragraph: [
            "This site uses no third-party trackers, analytics, advertising or fonts. Every page, style sheet and image comes from our own server, and your browser contacts no one else while you read it. The public pages set no cookies; only the administrators' sign-in uses one, to keep them signed in.",
          ],
        },
        {
          paragraph: [
            "When you send a form or book a call, we also keep where your visit began, if your browser tells us: the campaign tags of the link you followed to our site (utm_source, utm_medium, utm_campaign), the name of the site that linked to ours (its name only, never the page), and a partner's code (ref). A small script on our pages keeps them in your browser for that tab only; it sets no cookie and sends them nowhere, so they reach us only with a form you send. Without JavaScript, nothing is kept. We use them to learn which partners and campaigns bring us requests, and keep them with the form, for as long as it is kept.",
          ],
        },
      ],
    },
    {
      id: "news-emails",
      title: "News e-mails and your consent",
      blocks: [
        {
          paragraph: [
            "Replying to your message, application or request needs no further consent. Anything else, such as news about our network and new opportunities, we send only if you tick the optional box on a form; it is never ticked in advance. We record whether you ticked it, the exact wording you saw, when, and on which form, as Canada's Anti-Spam Legislation (CASL) expects.",
          ],
        },
        {
          paragraph: [
            "You can withdraw this consent at any time by writing to our privacy officer at ",
            officer,
            ". Every news e-mail we send also offers a way to unsubscribe.",
          ],
        },
      ],
    },
    {
      id: "rights",
      title: "Your rights",
      blocks: [
        {
          list: [
            ["Access: ask what we hold about you, and receive a copy."],
            ["Correction: ask us to correct anything that is wrong or incomplete."],
            ["Withdrawal: withdraw your consent to news e-mails, or withdraw your application or request."],
            ["Deletion: ask us to delete your information."],
            [
              "Portability: receive the information you gave us in a structured, commonly used technological format, or have it sent to another organization.",
            ],
            [
              "De-indexing and cessation of dissemination: ask us to stop disseminating information about you, or to de-index any link to it.",
            ],
          ],
        },
        {
          paragraph: [
            "To use any of these rights, write to our privacy officer at ",
            officer,
            ", if you can from the address you used on the form, so that we can confirm it is you. We answer within 30 days, free of charge.",
          ],
        },
        {
          paragraph: [
            "If you applied as a CIO or asked for a CIO, the e-mail confirming your submission carries a personal link, valid for 30 days, to a page where you can withdraw your application or request and have your personal information deleted yourself. We confirm the withdrawal on that page and by e-mail.",
          ],
        },
        {
          paragraph: [
            "If our answer does not satisfy you, you can complain to the Office of the Privacy Commissioner of Canada or, in Quebec, to the Commission d'accès à l'information du Québec.",
          ],
        },
      ],
    },
    {
      id: "officer",
      title: "Our privacy officer",
      blocks: [
        {
          paragraph: [
            `The ${privacyOfficerTitle} of ${site.name} is responsible for the personal information we hold and for this policy.`,
          ],
        },
        {
          terms: [
            { term: "Title", description: [`${privacyOfficerTitle}, ${site.name}`] },
            { term: "E-mail", description: [officer] },
          ],
        },
      ],
    },
    {
      id: "changes",
      title: "Changes to this policy",
      blocks: [
        {
          paragraph: [
            "When we change this policy we change its date at the top of this page. If a change affects information we already hold, we tell the people concerned before it applies.",
          ],
        },
      ],
    },
  ];
  return {
    title: "Privacy policy",
    lead: `This policy explains in plain words what personal information ${site.name} collects through this website, why, who sees it, how long we keep it, and what you can ask of us. We follow Canada's Personal Information Protection and Electronic Documents Act (PIPEDA) and, for people in Quebec, the Act respecting the protection of personal information in the private sector, as amended by Law 25.`,
    updated: { iso: privacyPolicyDate, text: `Last updated ${formatPolicyDate(privacyPolicyDate)}` },
    sections,
  };
}
