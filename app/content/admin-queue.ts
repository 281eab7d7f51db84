// The admin's words for the queue, the admin's home page ("Today", decision 0084), and for the
// counts beside the navigation's links. English only, like the workspace.
import type { ReplyKind } from "~/domain/queue";

/** "3 items", "1 item": how a count reads after a heading or in a link. */
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const queueWords = {
  intro: "What needs someone today, oldest first.",
  /** A group's count after its title, and what it says for screen readers. */
  count: (n: number) => `(${n})`,
  /** Under a group that lists fewer than it holds. */
  showing: (shown: number, total: number) => `Showing the oldest ${shown} of ${total}.`,
  awaiting: {
    title: "Awaiting a first reply",
    explain: "We promise a reply within one business day. Ages count the team's opening hours only.",
    empty: "Nothing awaits a first reply: every request, application and inquiry has had one.",
    kinds: { company: "Company request", cio: "CIO application", inquiry: "Inquiry" } satisfies Record<ReplyKind, string>,
    /** A name left empty (an inquiry sent without one). */
    noName: "No name given",
    received: "Received",
    age: ({ hours, minutes }: { hours: number; minutes: number }) =>
      hours === 0 ? `Waiting ${minutes} min of business hours` : `Waiting ${hours} h ${minutes} min of business hours`,
    overdue: "Overdue",
    overdueSince: (when: string) => `the reply was due ${when}`,
    dueBy: (when: string) => `Reply due ${when}`,
    reply: "Reply",
    replyTo: (name: string) => ` to ${name}`,
    seeApplications: (n: number) => `See the ${plural(n, "request or application", "requests and applications")} that need a reply`,
    seeInquiries: (n: number) => `See the ${plural(n, "unhandled inquiry", "unhandled inquiries")}`,
  },
  shortlists: {
    title: "Shortlists waiting",
    empty: "No shortlist is waiting for a CIO's answer or a company's choice.",
    cioAnswer: (cio: string, company: string) => `${cio} has not answered about ${company}`,
    companyPick: (company: string) => `${company} has not chosen from its shortlist`,
    asked: (when: string) => `Asked ${when}`,
    pageSent: (when: string) => `Page sent ${when}`,
    open: "Open the request",
    openFor: (company: string) => ` of ${company}`,
    /** The list's requests at the Shortlist sent stage. */
    seeAll: "See the requests with a shortlist sent",
  },
  calls: {
    title: "Calls today and tomorrow",
    empty: "No call is booked for the rest of today or for tomorrow.",
    days: { today: "Today", tomorrow: "Tomorrow" },
    with: (name: string, company: string) => (company.trim() === "" ? name : `${name}, ${company}`),
    notConfirmed: "Not confirmed yet",
    open: "See on the Calls page",
    openFor: (when: string) => ` (the call of ${when})`,
    seeAll: "See all calls",
  },
} as const;

/** The navigation's counts: shown after a link's name, read as words by screen readers. */
export const navCounts = {
  shown: (n: number) => ` (${n})`,
  named: (label: string, n: number, what: "today" | "inquiries") => `${label}, ${n} ${what === "today" ? "waiting" : "unhandled"}`,
} as const;
