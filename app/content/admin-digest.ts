// The words of the team's morning digest (decision 0088): the e-mail to NOTIFY_EMAILS and its
// one-line chat message. English only, like the admin workspace it links to.
import type { ReplyKind } from "~/domain/queue";

/** "3 overdue replies", "1 overdue reply". */
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export type DigestCounts = { overdue: number; shortlists: number; calls: number; pending: number };

/** What the digest found, in a few words: its subject's tail and its chat line. */
function summary(counts: DigestCounts): string {
  const parts = [
    counts.overdue > 0 ? plural(counts.overdue, "overdue reply", "overdue replies") : "",
    counts.shortlists > 0 ? plural(counts.shortlists, "shortlist waiting", "shortlists waiting") : "",
    counts.calls > 0 ? plural(counts.calls, "call today", "calls today") : "",
    counts.pending > 0 ? plural(counts.pending, "decision in its undo window", "decisions in their undo window") : "",
  ].filter((part) => part !== "");
  return parts.length === 0 ? "nothing waiting" : parts.join(", ");
}

export const digestWords = {
  /** A day of the team's calendar ("2026-11-26") as the digest names it: "Thursday, November 26". */
  day: (day: string) =>
    new Intl.DateTimeFormat("en-CA", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" }).format(
      new Date(`${day}T00:00:00Z`),
    ),
  /** The e-mail's subject: the day as the team's calendar writes it, and what is in it. */
  subject: (day: string, counts: DigestCounts) => `Morning digest for ${day}: ${summary(counts)}`,
  intro: (day: string) => `What needs someone today, ${day}, oldest first. Each item links to its record.`,
  nothing: "Nothing is waiting: no reply is overdue, no shortlist waits for an answer and no call is booked today.",
  overdue: {
    title: (n: number) => `Overdue replies (${n})`,
    explain: "Awaiting a first reply and past the one-business-day promise, oldest first.",
    kinds: { company: "Company request", cio: "CIO application", inquiry: "Inquiry" } satisfies Record<ReplyKind, string>,
    noName: "No name given",
    item: (kind: string, name: string, received: string, due: string) => `${kind}: ${name}, received ${received}, reply was due ${due}`,
    /** More wait than the digest lists, or some not yet overdue. */
    more: (n: number) => `${plural(n, "record awaits", "records await")} a first reply in all.`,
  },
  shortlists: {
    title: (n: number) => `Shortlists waiting (${n})`,
    cioAnswer: (cio: string, company: string, since: string) => `${cio} has not answered about ${company}, asked ${since}`,
    companyPick: (company: string, since: string) => `${company} has not chosen from its shortlist, page sent ${since}`,
  },
  calls: {
    title: (n: number) => `Calls today (${n})`,
    item: (time: string, name: string, company: string, confirmed: boolean) =>
      `${time}: ${company.trim() === "" ? name : `${name}, ${company}`}${confirmed ? "" : " (not confirmed yet)"}`,
  },
  pending: {
    title: (n: number) => `Decisions in their undo window (${n})`,
    item: (decision: "Accepted" | "Denied", name: string, emailAt: string) =>
      `${decision === "Accepted" ? "Accepted" : "Denied"}: ${name}, its e-mail goes out ${emailAt} unless undone`,
  },
  /** The link to the admin's home page, at the end of the e-mail and in the chat message. */
  queueLink: "Open today's queue",
  /** The chat's one line: counts only, no one's name leaves for the chat service. */
  chatHeadline: (day: string, counts: DigestCounts) => `Morning digest for ${day}: ${summary(counts)}`,
} as const;
