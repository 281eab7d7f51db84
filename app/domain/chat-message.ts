import { asOneLine } from "./forms/control-characters";

// The request body of a team-chat notice, for the kind of incoming webhook its URL points at.
// Slack, Mattermost, Rocket.Chat and Google Chat all take `{"text"}`, each reading it in its own
// markup: Slack's mrkdwn, Markdown in Mattermost, Rocket.Chat and newer Google Chat apps, and
// Google Chat's older Slack-like syntax. Microsoft Teams (and Power Automate's workflows that
// replaced its connectors) want an Adaptive Card.

/** `slack`: hooks.slack.com's mrkdwn; `markdown`: every other `{"text"}` webhook; `teams`: an Adaptive Card. */
export type ChatFormat = "slack" | "markdown" | "teams";

/** What a notice says: a headline, the one name it carries, and the admin page it links to. */
export type ChatNote = { headline: string; name: string; link: { label: string; href: string } };

const TEAMS_DOMAINS = ["webhook.office.com", "logic.azure.com", "powerplatform.com"];
const SLACK_DOMAINS = ["slack.com", "slack-gov.com"];

const isUnder = (host: string, domains: string[]) => domains.some((domain) => host === domain || host.endsWith(`.${domain}`));

/** Teams and Slack by their webhook hosts; any other host (Mattermost, Rocket.Chat, Google Chat) reads Markdown-like text. */
export function chatFormatOf(url: string): ChatFormat {
  const host = new URL(url).hostname.toLowerCase().replace(/\.$/, "");
  if (isUnder(host, TEAMS_DOMAINS)) return "teams";
  return isUnder(host, SLACK_DOMAINS) ? "slack" : "markdown";
}

/**
 * Control characters and the invisible marks that reorder text become spaces, by the forms' own
 * rule (a name stored before they were refused may hold them, and a chat shows none faithfully).
 */
export const chatText = asOneLine;

/**
 * A zero-width space after each character that starts an address: "@" (a mention such as
 * @channel or @all, or an e-mail address), ":" (a scheme's "://") and "." (a domain name), so that
 * no chat makes a link or a mention of a visitor's words, wherever it looks for them. People read
 * the same text.
 */
const unaddressed = (value: string) => value.replace(/[@:.]/g, "$&\u200b");

/**
 * A name as text no chat reads as markup, in a code span: Slack, Mattermost, Rocket.Chat and
 * Google Chat all show a code span's content as it is (no link, image, emphasis, heading, quote or
 * mention), and none of them has a backslash escape that all the others honour. A backtick would
 * close the span early, so it becomes an apostrophe. Angle brackets open Slack's and Google
 * Chat's links and mentions (`<url|text>`, `<!channel>`, `<users/all>`): Slack reads its own
 * entities, the others show entities as they are, so there the brackets become look-alikes.
 */
function inertName(name: string, format: "slack" | "markdown"): string {
  const plain = unaddressed(chatText(name).replaceAll("`", "'"));
  if (plain === "") return "";
  const escaped = format === "slack" ? slackEscaped(plain) : plain.replaceAll("<", "\u2039").replaceAll(">", "\u203a");
  return `\`${escaped}\``;
}

/** Slack's mrkdwn reads `<...>` as links and mentions and `&` as an entity's start; entities are its only escape. */
function slackEscaped(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

export function chatPayload(note: ChatNote, format: ChatFormat): object {
  const headline = chatText(note.headline);
  const href = chatText(note.link.href);
  // Our own words and our own link are written as they are: the link stays a link.
  if (format === "slack") return { text: `${slackEscaped(headline)}: ${inertName(note.name, format)} — ${slackEscaped(href)}` };
  if (format === "markdown") return { text: `${headline}: ${inertName(note.name, format)} — ${href}` };
  // TextRuns are plain text (no Markdown), and a mention needs an entity we never send; only a
  // web address in the name could still be made a link by the client.
  const name = unaddressed(chatText(note.name));
  return {
    type: "message",
    attachments: [
      {
        contentType: "application/vnd.microsoft.card.adaptive",
        contentUrl: null,
        content: {
          $schema: "http://adaptivecards.io/schemas/adaptive-card.json",
          type: "AdaptiveCard",
          version: "1.4",
          body: [
            {
              type: "RichTextBlock",
              inlines: [
                { type: "TextRun", text: `${headline}: `, weight: "Bolder" },
                { type: "TextRun", text: name },
              ],
            },
          ],
          actions: [{ type: "Action.OpenUrl", title: chatText(note.link.label), url: href }],
        },
      },
    ],
  };
}

/**
 * A message of our own words only (the morning digest's counts) and a link to the admin: no
 * visitor's text is in it, so it is written as it is, escaped for Slack, a card for Teams.
 */
export function chatSummaryPayload(text: string, link: { label: string; href: string }, format: ChatFormat): object {
  const line = chatText(text);
  const href = chatText(link.href);
  if (format === "slack") return { text: `${slackEscaped(line)} — ${slackEscaped(href)}` };
  if (format === "markdown") return { text: `${line} — ${href}` };
  return {
    type: "message",
    attachments: [
      {
        contentType: "application/vnd.microsoft.card.adaptive",
        contentUrl: null,
        content: {
          $schema: "http://adaptivecards.io/schemas/adaptive-card.json",
          type: "AdaptiveCard",
          version: "1.4",
          body: [{ type: "TextBlock", text: line, wrap: true }],
          actions: [{ type: "Action.OpenUrl", title: chatText(link.label), url: href }],
        },
      },
    ],
  };
}
