import { describe, expect, it } from "vitest";
import { type ChatNote, chatFormatOf, chatPayload } from "./chat-message";

const note = (name: string): ChatNote => ({
  headline: "New CIO application",
  name,
  link: { label: "Open in the admin", href: "https://cio.example.ca/admin/applications/42" },
});

type Card = {
  type: string;
  attachments: { contentType: string; content: { body: { inlines: { text: string }[] }[]; actions: { url: string; title: string }[] } }[];
};

describe("chatFormatOf", () => {
  it("picks Teams and Slack by their webhook hosts, and Markdown-like text for any other", () => {
    expect(chatFormatOf("https://contoso.webhook.office.com/webhookb2/abc")).toBe("teams");
    expect(chatFormatOf("https://prod-12.westus.logic.azure.com:443/workflows/abc")).toBe("teams");
    expect(chatFormatOf("https://default123.environment.api.powerplatform.com/powerautomate/x")).toBe("teams");
    expect(chatFormatOf("https://CONTOSO.WEBHOOK.OFFICE.COM./x")).toBe("teams");
    expect(chatFormatOf("https://hooks.slack.com/services/T/B/x")).toBe("slack");
    expect(chatFormatOf("https://hooks.slack-gov.com/services/T/B/x")).toBe("slack");
    expect(chatFormatOf("https://chat.googleapis.com/v1/spaces/x/messages?key=k")).toBe("markdown");
    expect(chatFormatOf("https://mattermost.example.ca/hooks/xyz")).toBe("markdown");
    expect(chatFormatOf("http://127.0.0.1:4000/hook")).toBe("markdown");
    // A look-alike host is neither Microsoft's nor Slack's.
    expect(chatFormatOf("https://webhook.office.com.example.net/x")).toBe("markdown");
    expect(chatFormatOf("https://evilwebhook.office.com/x")).toBe("markdown");
    expect(chatFormatOf("https://hooks.slack.com.example.net/x")).toBe("markdown");
    expect(chatFormatOf("https://notslack.com/x")).toBe("markdown");
  });
});

/** Where each chat we support takes its incoming webhooks. */
const webhooks = {
  Slack: "https://hooks.slack.com/services/T0/B0/x",
  Mattermost: "https://mattermost.example.ca/hooks/3gmsrf8ajjy5mxy4sgnepnhwqr",
  "Rocket.Chat": "https://rocket.example.ca/hooks/6wE3dGKyr8G5skY4w/Ct5Zq2yTnLk8NuuyNXfiXpZBfNNYz8vCQwptwZNfoXdH8MXR",
  "Google Chat": "https://chat.googleapis.com/v1/spaces/AAAA/messages?key=k&token=t",
  Teams: "https://contoso.webhook.office.com/webhookb2/abc",
} as const;

const href = "https://cio.example.ca/admin/applications/42";

/** The name as the payload carries it: a Slack-style text's part between the headline and the link, or the card's TextRun. */
function nameIn(payload: object): string {
  if ("text" in payload) {
    const text = payload.text as string;
    const prefix = "New CIO application: ";
    const suffix = ` — ${href}`;
    expect(text.startsWith(prefix) && text.endsWith(suffix), text).toBe(true);
    return text.slice(prefix.length, text.length - suffix.length);
  }
  return (payload as Card).attachments[0]!.content.body[0]!.inlines[1]!.text;
}

/** Zero-width spaces dropped: what a person reads. */
const read = (text: string) => text.replaceAll("\u200b", "");

describe("chatPayload", () => {
  it("writes our headline and our admin link as they are, the link bare so every chat makes it a link", () => {
    expect(chatPayload(note("Jane Doe"), "slack")).toEqual({ text: `New CIO application: \`Jane Doe\` — ${href}` });
    expect(chatPayload(note("Jane Doe"), "markdown")).toEqual({ text: `New CIO application: \`Jane Doe\` — ${href}` });
    const card = chatPayload(note("Jane Doe"), "teams") as Card;
    expect(card.attachments[0]!.content.actions).toEqual([{ type: "Action.OpenUrl", title: "Open in the admin", url: href }]);
  });

  const hostile = [
    "[Urgent: re-verify admin](https://evil.example/login)",
    "![t](https://evil.example/p.png)",
    "Jane https://evil.example",
    "www.evil.example or evil.com",
    "@channel @all @here",
    "<!channel> <!here> <@U024BE7LH> <users/all>",
    "<https://evil.example|Open in the admin>",
    "Jane` [x](https://evil.example) `Doe",
    "```\n# Heading\n> quote",
    "*bold* _it_ ~strike~ **b** __u__ ||spoiler|| #town-square",
    "jane@evil.example",
  ];

  describe.each(Object.entries(webhooks))("to %s", (_chat, url) => {
    const format = chatFormatOf(url);

    it.each(hostile)("carries %j as inert text: no link, image or mention", (name) => {
      const payload = chatPayload(note(name), format);
      const json = JSON.stringify(payload);
      // One web address in the whole payload, ours: none of the visitor's could become a link or an image.
      expect(json.match(/:\/\//g)).toHaveLength(format === "teams" ? 2 : 1); // the card's $schema is the other
      // No address a chat could find, with or without a scheme (www.evil.example, evil.com, @all, jane@evil.example):
      // every ".", ":" and "@" of the name is followed by a zero-width space.
      const carried = nameIn(payload);
      expect(carried).not.toMatch(/[.:@](?!\u200b)/);
      // A card's TextRun is plain text: Teams has no control sequences in text, and mentions need entities we never send.
      if (format === "teams") return;
      expect(carried).not.toMatch(/<[!@#]|<users\/|<https?:/);
      // In a code span, which the visitor cannot close: its only backticks are ours.
      expect(carried).toMatch(/^`[^`]+`$/);
      // No raw angle bracket: Slack gets its entities, the other chats look-alikes.
      expect(carried).not.toMatch(/[<>]/);
    });

    it("keeps a name with accents, an apostrophe and a hyphen as it is", () => {
      const carried = nameIn(chatPayload(note("Ève O'Brien-Tremblay"), format));
      expect(carried).toBe(format === "teams" ? "Ève O'Brien-Tremblay" : "`Ève O'Brien-Tremblay`");
    });

    it("keeps what a person reads of a name with dots, an address or a company's ampersand", () => {
      const carried = read(nameIn(chatPayload(note("J.R. Smith & Co. <jr@smith.example>"), format)));
      const expected = {
        slack: "`J.R. Smith &amp; Co. &lt;jr@smith.example&gt;`",
        markdown: "`J.R. Smith & Co. ‹jr@smith.example›`",
        teams: "J.R. Smith & Co. <jr@smith.example>",
      };
      expect(carried).toBe(expected[format]);
    });
  });

  it("turns control characters and bidi marks into spaces", () => {
    const { text } = chatPayload(note("Jane\u0000\u0007 Doe\r\n\u202eevil\u0084\u2066x\u200f"), "slack") as { text: string };
    expect(text).toBe(`New CIO application: \`Jane Doe evil x\` — ${href}`);
    // eslint-disable-next-line no-control-regex
    expect(text).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u200f\u202e\u2066]/);
  });

  it("writes a Teams message with an Adaptive Card: the name as plain text and a button to the admin", () => {
    const payload = chatPayload(note("<b>Jane</b> Doe\u0000"), "teams") as Card;
    expect(payload.type).toBe("message");
    expect(payload.attachments).toHaveLength(1);
    const [attachment] = payload.attachments;
    expect(attachment?.contentType).toBe("application/vnd.microsoft.card.adaptive");
    expect(attachment?.content).toMatchObject({ type: "AdaptiveCard", version: "1.4" });
    // TextRuns show text as it is (no Markdown), so the name is kept, only cleaned of control characters.
    expect(attachment?.content.body[0]?.inlines.map((inline) => inline.text)).toEqual(["New CIO application: ", "<b>Jane</b> Doe"]);
    expect(attachment?.content.actions).toEqual([{ type: "Action.OpenUrl", title: "Open in the admin", url: href }]);
  });
});
