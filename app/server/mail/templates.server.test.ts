import { describe, expect, it } from "vitest";
import { words } from "~/content/words";
import { site } from "~/content/site";
import { leadFormsIn } from "~/domain/forms/lead-forms";
import type { CioValues, CompanyValues, ContactValues } from "~/domain/forms/lead-forms";
import { checkWithdrawalToken } from "../privacy/withdrawal-link.server";
import { applicationMessages, inquiryMessages, type OutgoingMessage, withdrawalMessage } from "./templates.server";
import { sampleValues } from "../../../tests/support/form-samples";

const { cio: cioForm, company: companyForm, contact: contactForm } = leadFormsIn(words("en"));

const baseUrl = "https://cio.example.ca";
const secret = "a-test-secret-that-is-long-enough-123";
const notifyEmails = ["team@example.ca", "sales@example.ca"];
const createdAt = new Date("2025-03-01T14:05:00Z");

const inquiry: ContactValues & { id: string; createdAt: Date } = {
  id: "5b0f7a52-0000-4000-8000-000000000001",
  createdAt,
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: "+1 416 555 0100",
  message: "Hello,\nwe need help with <b>ERP</b>.",
};

const cio: CioValues & { id: string; type: "CIO"; createdAt: Date } = {
  id: "5b0f7a52-0000-4000-8000-000000000002",
  type: "CIO",
  createdAt,
  ...sampleValues(cioForm),
  firstName: "Grace",
  lastName: "Hopper",
  email: "grace@example.com",
  phone: "613 555 0199",
  linkedin: "https://www.linkedin.com/in/grace",
  experience: "16-20",
  city: "Ottawa",
  province: "ON",
  workModel: "hybrid",
  availability: null,
  industries: ["finance", "government"],
  areasOfExpertise: ["cybersecurity"],
  message: null,
};

const company: CompanyValues & { id: string; type: "Company"; createdAt: Date } = {
  id: "5b0f7a52-0000-4000-8000-000000000003",
  type: "Company",
  createdAt,
  ...sampleValues(companyForm),
  companyName: "Acme Widgets Inc.",
  firstName: "Priya",
  lastName: "Singh",
  email: "it@acme.example",
  phone: "604-555-0123",
  companyUrl: null,
  companySize: "50-199",
  contractDuration: "6-12-months",
  city: "Vancouver",
  province: "BC",
  workModel: null,
  availability: "immediate",
  industries: null,
  requiredExpertise: ["erp-crm-deployments", "m-and-a-integration"],
  message: "We are growing fast.",
};

const byKind = (messages: OutgoingMessage[], kind: string) => {
  const message = messages.find((candidate) => candidate.kind === kind);
  if (!message) throw new Error(`no ${kind} among ${messages.map((m) => m.kind).join(", ")}`);
  return message;
};

describe("inquiryMessages", () => {
  const messages = inquiryMessages({ inquiry, notifyEmails, baseUrl });

  it("notifies the team in one message and confirms to the visitor", () => {
    expect(messages.map((message) => message.kind).sort()).toEqual(["inquiry-confirmation", "inquiry-notification"]);
    const notification = byKind(messages, "inquiry-notification");
    expect(notification.recipients).toEqual(notifyEmails);
    expect(notification.replyTo).toBe("ada@example.com");
    expect(notification.subject).toBe("New inquiry from Ada Lovelace");
    const confirmation = byKind(messages, "inquiry-confirmation");
    expect(confirmation.recipients).toEqual(["ada@example.com"]);
    expect(confirmation.subject).toContain(site.name);
  });

  it("lists every field with its label and links to the admin", () => {
    const { textBody, htmlBody } = byKind(messages, "inquiry-notification");
    for (const field of contactForm.fields) {
      expect(textBody).toContain(`${field.label}:`);
      expect(htmlBody).toContain(`>${field.label}</th>`);
    }
    expect(textBody).toContain("Phone: +1 416 555 0100");
    expect(textBody).toContain("Message:\n  Hello,\n  we need help with <b>ERP</b>.");
    expect(htmlBody).toContain("we need help with &lt;b&gt;ERP&lt;/b&gt;.");
    expect(textBody).toContain(`${baseUrl}/admin/inquiries`);
    expect(htmlBody).toContain(`href="${baseUrl}/admin/inquiries"`);
    expect(textBody).toContain("2025-03-01 14:05 UTC");
  });

  it("thanks the visitor by first name and promises a reply within one business day", () => {
    const { textBody, htmlBody } = byKind(messages, "inquiry-confirmation");
    expect(textBody).toContain("Hello Ada,");
    expect(textBody).toContain("within one business day");
    expect(htmlBody).toContain("within one business day");
    // Free text is not echoed back: the form must not relay a stranger's message to any address.
    expect(textBody).not.toContain("ERP");
  });

  it("escapes markup in every interpolated value and keeps subjects on one line", () => {
    const hostile = {
      ...inquiry,
      firstName: `<script>alert("x")</script>`,
      lastName: "Evil\r\nBcc: victim@example.com",
    };
    for (const message of inquiryMessages({ inquiry: hostile, notifyEmails, baseUrl })) {
      expect(message.htmlBody).not.toContain("<script>");
      expect(message.htmlBody).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
      expect(message.subject).not.toMatch(/[\r\n]/);
    }
    expect(byKind(inquiryMessages({ inquiry: hostile, notifyEmails, baseUrl }), "inquiry-notification").subject).toBe(
      `New inquiry from <script>alert("x")</script> Evil Bcc: victim@example.com`,
    );
  });

  it("sends no notification when nobody is to be notified", () => {
    const messages = inquiryMessages({ inquiry, notifyEmails: [], baseUrl });
    expect(messages.map((message) => message.kind)).toEqual(["inquiry-confirmation"]);
  });
});

describe("applicationMessages", () => {
  it("lists every CIO field, provinces by name, choices joined and missing values as a dash", () => {
    const messages = applicationMessages({ application: cio, notifyEmails, baseUrl, secret });
    const { textBody, htmlBody, subject, recipients, replyTo } = byKind(messages, "application-notification");
    expect(recipients).toEqual(notifyEmails);
    expect(replyTo).toBe("grace@example.com");
    expect(subject).toBe("New CIO application from Grace Hopper");
    for (const field of cioForm.fields) expect(textBody).toContain(`${field.label}:`);
    expect(textBody).toContain("Province: Ontario");
    expect(textBody).toContain("Industries: Finance, Government");
    expect(textBody).toContain("Availability: —");
    expect(textBody).toContain("Message: —");
    expect(textBody).toContain("Years of Experience: 16-20");
    expect(textBody).toContain(`${baseUrl}/admin/applications/${cio.id}`);
    expect(htmlBody).toContain(`href="${baseUrl}/admin/applications/${cio.id}"`);

    const confirmation = byKind(messages, "application-confirmation");
    expect(confirmation.recipients).toEqual(["grace@example.com"]);
    expect(confirmation.textBody).toContain("Hello Grace,");
    expect(confirmation.textBody).toContain("within one business day");
  });

  it("lists every company field, names the company and its contact, and greets the contact", () => {
    const messages = applicationMessages({ application: company, notifyEmails, baseUrl, secret });
    const { textBody, htmlBody, subject } = byKind(messages, "application-notification");
    expect(subject).toBe("New company request from Acme Widgets Inc. (Priya Singh)");
    for (const field of companyForm.fields) {
      expect(textBody).toContain(`${field.label}:`);
      expect(htmlBody).toContain(`>${field.label}</th>`);
    }
    expect(textBody).toContain("Company Name: Acme Widgets Inc.");
    expect(textBody).toContain("Contact First Name: Priya");
    expect(textBody).toContain("Contact Last Name: Singh");
    expect(textBody).toContain("Company Website: —");
    expect(textBody).toContain("Province: British Columbia");
    expect(textBody).toContain("Required Expertise: ERP / CRM Deployments, M&A Integration");
    expect(htmlBody).toContain("ERP / CRM Deployments, M&amp;A Integration");

    const confirmation = byKind(messages, "application-confirmation");
    expect(confirmation.recipients).toEqual(["it@acme.example"]);
    expect(confirmation.textBody).toMatch(/^Hello Priya,/);
    expect(confirmation.textBody).toContain("what Acme Widgets Inc. needs");
    expect(confirmation.textBody).toContain("within one business day");
  });

  it("greets a contact whose first name is unknown neutrally (requests stored before it was asked)", () => {
    const messages = applicationMessages({ application: { ...company, firstName: "" }, notifyEmails, baseUrl, secret });
    expect(byKind(messages, "application-notification").subject).toBe("New company request from Acme Widgets Inc. (Singh)");
    expect(byKind(messages, "application-confirmation").textBody).toMatch(/^Hello,/);
  });

  it("escapes a script in any field and sends no notification when nobody is to be notified", () => {
    const hostile = { ...company, city: "<script>steal()</script>", companyName: "Acme\nInc" };
    const messages = applicationMessages({ application: hostile, notifyEmails, baseUrl, secret });
    for (const message of messages) {
      expect(message.htmlBody).not.toMatch(/<script/i);
      expect(message.subject).not.toMatch(/[\r\n]/);
    }
    expect(byKind(messages, "application-notification").htmlBody).toContain("&lt;script&gt;steal()&lt;/script&gt;");
    expect(applicationMessages({ application: cio, notifyEmails: [], baseUrl, secret }).map((m) => m.kind)).toEqual([
      "application-confirmation",
    ]);
  });
});

describe("one e-mail of a submission, by kind", () => {
  it("writes only the e-mail asked for, the same as when all are written", () => {
    const all = applicationMessages({ application: cio, notifyEmails, baseUrl, secret });
    for (const kind of ["application-notification", "application-confirmation"]) {
      expect(applicationMessages({ application: cio, notifyEmails, baseUrl, secret }, kind)).toEqual([byKind(all, kind)]);
    }
    const inquiryAll = inquiryMessages({ inquiry, notifyEmails, baseUrl });
    expect(inquiryMessages({ inquiry, notifyEmails, baseUrl }, "inquiry-confirmation")).toEqual([
      byKind(inquiryAll, "inquiry-confirmation"),
    ]);
    expect(inquiryMessages({ inquiry, notifyEmails: [], baseUrl }, "inquiry-notification")).toEqual([]);
  });
});

describe("the withdrawal link and its confirmation", () => {
  it("gives the applicant's confirmation, and only it, a personal link naming their application", () => {
    for (const application of [cio, company]) {
      const messages = applicationMessages({ application, notifyEmails, baseUrl, secret });
      const confirmation = byKind(messages, "application-confirmation");
      const link = new RegExp(`${baseUrl}/withdraw/(\\S+)`).exec(confirmation.textBody)?.[1];
      expect(link).toBeDefined();
      expect(checkWithdrawalToken(link!, secret, createdAt)).toEqual({ ok: true, id: application.id, issuedAt: createdAt });
      expect(confirmation.htmlBody).toContain(`href="${baseUrl}/withdraw/${link}"`);
      expect(confirmation.textBody).toContain("It works for 30 days");
      expect(byKind(messages, "application-notification").textBody).not.toContain("/withdraw/");
    }
    for (const message of inquiryMessages({ inquiry, notifyEmails, baseUrl })) expect(message.textBody).not.toContain("/withdraw/");
  });

  it("confirms a withdrawal, naming nothing the applicant gave when their details were deleted", () => {
    const input = {
      email: "grace@example.com",
      type: "CIO" as const,
      submittedAt: createdAt,
      contactEmail: "privacy@cio.example.ca",
      closedMonths: 24,
      baseUrl,
    };
    const kept = withdrawalMessage({ ...input, deleted: false });
    expect(kept.recipients).toEqual(["grace@example.com"]);
    expect(kept.subject).toBe(`Your CIO application is withdrawn – ${site.name}`);
    expect(kept.textBody).toContain("received on 2025-03-01");
    expect(kept.textBody).toContain("for 24 months");
    expect(kept.textBody).toContain("privacy@cio.example.ca");
    const deleted = withdrawalMessage({ ...input, deleted: true });
    expect(deleted.textBody).toContain("are deleted");
    expect(deleted.textBody).not.toContain("Grace");
    expect(deleted.textBody).not.toContain("Hopper");
  });
});
