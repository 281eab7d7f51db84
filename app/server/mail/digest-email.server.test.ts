import { describe, expect, it } from "vitest";
import { digestWords } from "~/content/admin-digest";
import { chatKinds } from "./team-chat.server";
import { DIGEST_KIND, type DigestContent, digestMessages } from "./digest-email.server";

const settings = { baseUrl: "https://cio.example.ca", timeZone: "America/Toronto", notifyEmails: ["team@example.ca"] };
const empty: DigestContent = { day: "2026-11-26", overdue: [], awaitingTotal: 0, shortlists: [], calls: [], pending: [] };
const receivedAt = new Date("2026-11-23T15:00:00Z");

describe("the morning digest's messages", () => {
  it("says nothing is waiting on a quiet day, in a short e-mail that still links to the queue", () => {
    const [email, ...others] = digestMessages(empty, settings);
    expect(others).toEqual([]);
    expect(email).toMatchObject({
      kind: DIGEST_KIND,
      recipients: ["team@example.ca"],
      subject: "Morning digest for Thursday, November 26: nothing waiting",
    });
    expect(email!.textBody).toContain(digestWords.nothing);
    expect(email!.textBody).toContain("Open today's queue: https://cio.example.ca/admin");
  });

  it("escapes a name in the HTML body and keeps it whole in the text", () => {
    const content: DigestContent = {
      ...empty,
      overdue: [
        {
          kind: "inquiry",
          id: "i1",
          name: `<img src=x onerror="alert(1)">`,
          receivedAt,
          href: "/admin/inquiries?inquiry=i1#inquiry-i1",
          wait: { businessMinutes: 900, dueAt: new Date("2026-11-24T15:00:00Z"), overdue: true },
        },
      ],
      awaitingTotal: 1,
    };
    const [email] = digestMessages(content, settings);
    expect(email!.htmlBody).not.toContain("<img");
    expect(email!.htmlBody).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(email!.textBody).toContain(`Inquiry: <img src=x onerror="alert(1)">, received 2026-11-23 10:00 EST`);
    expect(email!.textBody).not.toContain("in all");
  });

  it("posts only the counts to the chat, in the webhook's own format, and no e-mail without the team's addresses", () => {
    const teams = digestMessages(empty, { ...settings, notifyEmails: [], webhookUrl: "https://example.webhook.office.com/hook" });
    expect(teams.map((message) => message.kind)).toEqual([chatKinds.digest]);
    const card = JSON.parse(teams[0]!.textBody) as { attachments: { content: { body: { text: string }[]; actions: { url: string }[] } }[] };
    expect(card.attachments[0]!.content.body[0]!.text).toBe("Morning digest for Thursday, November 26: nothing waiting");
    expect(card.attachments[0]!.content.actions[0]!.url).toBe("https://cio.example.ca/admin");
    const slack = digestMessages(empty, { ...settings, webhookUrl: "https://hooks.slack.com/services/T/B/x" });
    expect(JSON.parse(slack[1]!.textBody)).toEqual({
      text: "Morning digest for Thursday, November 26: nothing waiting — https://cio.example.ca/admin",
    });
  });
});
