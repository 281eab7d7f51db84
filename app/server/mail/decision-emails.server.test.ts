import { describe, expect, it } from "vitest";
import { decisionEmailMessage } from "./templates.server";

// The e-mail telling an applicant of the decision, as the templates write it: courteous words, and
// nothing of what they gave but a name, since a mailbox may be read by others.

const baseUrl = "https://cio.example.ca";

describe("the decision e-mail", () => {
  it.each([
    ["CIO", "Accepted", "decision-accepted", "Welcome to the Fractional CIO Canada network", /Hello Grace,[\s\S]*will be in touch/],
    ["CIO", "Denied", "decision-denied", "Your application to Fractional CIO Canada", /Hello Grace,[\s\S]*welcome to apply again/],
    [
      "Company",
      "Accepted",
      "decision-accepted",
      "Your request for a fractional CIO is accepted – Fractional CIO Canada",
      /Hello Ada,[\s\S]*for Grace\. [\s\S]*looking in our network/,
    ],
    [
      "Company",
      "Denied",
      "decision-denied",
      "Your request for a fractional CIO – Fractional CIO Canada",
      /Hello Ada,[\s\S]*for Grace,[\s\S]*send us a new request/,
    ],
  ] as const)("a %s application %s: its kind, a subject naming no one, and courteous words", (type, status, kind, subject, words) => {
    const contact = type === "Company" ? "Ada" : "";
    const message = decisionEmailMessage({ type, status, name: "Grace", contact, email: "grace@example.com", baseUrl });
    expect(message).toMatchObject({ kind, recipients: ["grace@example.com"], replyTo: null, subject });
    expect(message.textBody).toMatch(words);
    expect(message.textBody).toContain("The Fractional CIO Canada team");
    expect(message.textBody).not.toContain("grace@example.com");
  });

  it("greets a company's contact plainly when its request was stored without a first name", () => {
    const message = decisionEmailMessage({
      type: "Company",
      status: "Accepted",
      name: "Acme",
      contact: "",
      email: "a@example.com",
      baseUrl,
    });
    expect(message.textBody).toMatch(/^Hello,$/m);
  });

  it("shows a name typed with markup as text", () => {
    const message = decisionEmailMessage({
      type: "CIO",
      status: "Accepted",
      name: `<b onclick="x()">Grace</b>`,
      contact: "",
      email: "g@example.com",
      baseUrl,
    });
    expect(message.textBody).toContain(`Hello <b onclick="x()">Grace</b>,`);
    expect(message.htmlBody).toContain("Hello &lt;b onclick=&quot;x()&quot;&gt;Grace&lt;/b&gt;,");
    expect(message.htmlBody).not.toContain("<b onclick");
  });
});
