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
  it("picks Teams for Microsoft's webhook hosts and Slack-compatible for any other", () => {
    expect(chatFormatOf("https://contoso.webhook.office.com/webhookb2/abc")).toBe("teams");
    expect(chatFormatOf("https://prod-12.westus.logic.azure.com:443/workflows/abc")).toBe("teams");
    expect(chatFormatOf("https://default123.environment.api.powerplatform.com/powerautomate/x")).toBe("teams");
    expect(chatFormatOf("https://CONTOSO.WEBHOOK.OFFICE.COM./x")).toBe("teams");
    expect(chatFormatOf("https://hooks.slack.com/services/T/B/x")).toBe("slack");
    expect(chatFormatOf("https://chat.googleapis.com/v1/spaces/x/messages?key=k")).toBe("slack");
    expect(chatFormatOf("http://127.0.0.1:4000/hook")).toBe("slack");
    // A look-alike host is not Microsoft's.
    expect(chatFormatOf("https://webhook.office.com.example.net/x")).toBe("slack");
    expect(chatFormatOf("https://evilwebhook.office.com/x")).toBe("slack");
  });
});

describe("chatPayload", () => {
  it("writes a Slack-compatible text with the headline, the name and the admin link", () => {
    expect(chatPayload(note("Jane Doe"), "slack")).toEqual({
      text: "New CIO application: Jane Doe — https://cio.example.ca/admin/applications/42",
    });
  });

  it("escapes a name for Slack so it cannot ping, link or break the message", () => {
    const { text } = chatPayload(note("<!channel> Tom & <https://evil.example|Jerry> @here"), "slack") as { text: string };
    expect(text).toBe(
      "New CIO application: &lt;!channel&gt; Tom &amp; &lt;https://evil.example|Jerry&gt; @\u200bhere — https://cio.example.ca/admin/applications/42",
    );
    expect(text).not.toMatch(/<!|@here/);
  });

  it("turns control characters and bidi marks into spaces", () => {
    const { text } = chatPayload(note("Jane\u0000\u0007 Doe\r\n\u202eevil\u0085"), "slack") as { text: string };
    expect(text).toBe("New CIO application: Jane Doe evil — https://cio.example.ca/admin/applications/42");
    // eslint-disable-next-line no-control-regex
    expect(text).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202e]/);
  });

  it("writes a Teams message with an Adaptive Card: the name as plain text and a button to the admin", () => {
    const payload = chatPayload(note("<b>Jane</b> [x](https://evil.example)\u0000"), "teams") as Card;
    expect(payload.type).toBe("message");
    expect(payload.attachments).toHaveLength(1);
    const [attachment] = payload.attachments;
    expect(attachment?.contentType).toBe("application/vnd.microsoft.card.adaptive");
    expect(attachment?.content).toMatchObject({ type: "AdaptiveCard", version: "1.4" });
    // TextRuns show text as it is (no markdown), so the name is kept, only cleaned of control characters.
    expect(attachment?.content.body[0]?.inlines.map((inline) => inline.text)).toEqual([
      "New CIO application: ",
      "<b>Jane</b> [x](https://evil.example)",
    ]);
    expect(attachment?.content.actions).toEqual([
      { type: "Action.OpenUrl", title: "Open in the admin", url: "https://cio.example.ca/admin/applications/42" },
    ]);
  });
});
