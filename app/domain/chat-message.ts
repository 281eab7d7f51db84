// The request body of a team-chat notice, for the kind of incoming webhook its URL points at.
// Slack's `{"text"}` is understood by Slack, Mattermost, Rocket.Chat and Google Chat; Microsoft
// Teams (and Power Automate's workflows that replaced its connectors) want an Adaptive Card.

export type ChatFormat = "slack" | "teams";

/** What a notice says: a headline, the one name it carries, and the admin page it links to. */
export type ChatNote = { headline: string; name: string; link: { label: string; href: string } };

const TEAMS_DOMAINS = ["webhook.office.com", "logic.azure.com", "powerplatform.com"];

/** Teams for Microsoft's webhook hosts, Slack-compatible for any other. */
export function chatFormatOf(url: string): ChatFormat {
  const host = new URL(url).hostname.toLowerCase().replace(/\.$/, "");
  return TEAMS_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`)) ? "teams" : "slack";
}

/**
 * Control characters (C0, DEL, C1) and the invisible marks that reorder text (bidi controls) become
 * spaces: a name may carry any of them, and a chat shows none of them faithfully.
 */
export function chatText(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, " ")
      .replace(/ {2,}/g, " ")
      .trim()
  );
}

/**
 * Slack mrkdwn reads `<...>` as links and mentions (`<!channel>` pings everyone) and `&` as an
 * entity's start; Mattermost and Rocket.Chat ping on a bare `@channel`, which a zero-width space
 * after the `@` defuses without changing what people read.
 */
function slackEscaped(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

const unmentioned = (value: string) => value.replaceAll("@", "@\u200b");

export function chatPayload(note: ChatNote, format: ChatFormat): object {
  const headline = chatText(note.headline);
  const name = chatText(note.name);
  const href = chatText(note.link.href);
  if (format === "slack") return { text: `${slackEscaped(headline)}: ${unmentioned(slackEscaped(name))} — ${slackEscaped(href)}` };
  // TextRuns are plain text (no markdown), so the name needs no escaping in a card.
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
