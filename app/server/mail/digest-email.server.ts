import { type DigestCounts, digestWords as words } from "~/content/admin-digest";
import { formatZonedMinute } from "~/content/format";
import { teamChat } from "~/content/team-chat";
import { wallTimeOf } from "~/domain/booking/zoned-time";
import { chatFormatOf, chatSummaryPayload, chatText } from "~/domain/chat-message";
import type { AwaitingItem } from "~/domain/queue";
import type { PendingDecision } from "../admin/pending-decisions.server";
import type { QueueCall, ShortlistWait } from "../pipeline/queue.server";
import type { QueuedMessage } from "./outbox.server";
import { type Block, render } from "./render.server";
import { chatKinds } from "./team-chat.server";

// The team's morning digest as it is queued (decision 0088): one e-mail to NOTIFY_EMAILS, through
// the templates every e-mail uses, and one chat message when a webhook is set. Each item names who,
// since when or at what time, and links to its record in the admin.

export const DIGEST_KIND = "morning-digest";

/** What the digest lists, from the queue's own queries and rules. */
export type DigestContent = {
  /** The team's calendar day it is for ("2026-11-26"). */
  day: string;
  /** Awaiting a first reply and past the promise, oldest first. */
  overdue: AwaitingItem[];
  /** Every record awaiting a first reply, overdue or not. */
  awaitingTotal: number;
  shortlists: ShortlistWait[];
  /** Today's calls, soonest first. */
  calls: QueueCall[];
  pending: PendingDecision[];
};

export type DigestSettings = { baseUrl: string; timeZone: string; notifyEmails: string[]; webhookUrl?: string };

export const digestCounts = (content: DigestContent): DigestCounts => ({
  overdue: content.overdue.length,
  shortlists: content.shortlists.length,
  calls: content.calls.length,
  pending: content.pending.length,
});

/** A call's start on the team's clock, "09:30". */
function clockTime(instant: Date, timeZone: string): string {
  const { minutes } = wallTimeOf(instant, timeZone);
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

function blocksOf(content: DigestContent, settings: DigestSettings): Block[] {
  const { baseUrl, timeZone } = settings;
  const at = (instant: Date) => formatZonedMinute(instant, timeZone);
  const link = (href: string) => `${baseUrl}${href}`;
  const blocks: Block[] = [{ paragraph: words.intro(words.day(content.day)) }];
  const counts = digestCounts(content);
  if (Object.values(counts).every((n) => n === 0)) blocks.push({ paragraph: words.nothing });
  if (content.overdue.length > 0) {
    const copy = words.overdue;
    blocks.push({ paragraph: copy.title(content.overdue.length) }, { paragraph: copy.explain });
    blocks.push({
      items: content.overdue.map((item) => ({
        text: copy.item(copy.kinds[item.kind], item.name.trim() || copy.noName, at(item.receivedAt), at(item.wait.dueAt)),
        href: link(item.href),
      })),
    });
  }
  if (content.awaitingTotal > content.overdue.length) blocks.push({ paragraph: words.overdue.more(content.awaitingTotal) });
  if (content.shortlists.length > 0) {
    const copy = words.shortlists;
    blocks.push({ paragraph: copy.title(content.shortlists.length) });
    blocks.push({
      items: content.shortlists.map((wait) => ({
        text:
          wait.kind === "cio-answer"
            ? copy.cioAnswer(wait.cioName, wait.companyName, at(wait.since))
            : copy.companyPick(wait.companyName, at(wait.since)),
        href: link(wait.href),
      })),
    });
  }
  if (content.calls.length > 0) {
    const copy = words.calls;
    blocks.push({ paragraph: copy.title(content.calls.length) });
    blocks.push({
      items: content.calls.map((call) => ({
        text: copy.item(clockTime(call.startsAt, timeZone), call.name, call.company, call.confirmed),
        href: link(call.href),
      })),
    });
  }
  if (content.pending.length > 0) {
    const copy = words.pending;
    blocks.push({ paragraph: copy.title(content.pending.length) });
    blocks.push({
      items: content.pending.map((decision) => ({
        text: copy.item(decision.status, decision.name, at(decision.emailAt)),
        href: link(`/admin/applications/${encodeURIComponent(decision.id)}`),
      })),
    });
  }
  blocks.push({ link: { label: words.queueLink, href: link("/admin") } });
  return blocks;
}

/**
 * The day's messages: the e-mail when the team has addresses, the chat message when a webhook is
 * set. The chat gets the counts and the link only: the names stay in the team's mailboxes.
 */
export function digestMessages(content: DigestContent, settings: DigestSettings): QueuedMessage[] {
  const day = words.day(content.day);
  const counts = digestCounts(content);
  const messages: QueuedMessage[] = [];
  if (settings.notifyEmails.length > 0)
    messages.push(
      render({
        kind: DIGEST_KIND,
        recipients: [...settings.notifyEmails],
        subject: words.subject(day, counts),
        blocks: () => blocksOf(content, settings),
      }),
    );
  if (settings.webhookUrl) {
    const headline = words.chatHeadline(day, counts);
    const payload = chatSummaryPayload(
      headline,
      { label: teamChat.linkLabel, href: `${settings.baseUrl}/admin` },
      chatFormatOf(settings.webhookUrl),
    );
    messages.push({
      kind: chatKinds.digest,
      recipients: [],
      replyTo: null,
      subject: chatText(headline),
      textBody: JSON.stringify(payload),
      htmlBody: "",
    });
  }
  return messages;
}
