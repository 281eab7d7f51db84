import { describe, expect, it } from "vitest";
import type { CioValues, CompanyValues, ContactValues } from "~/domain/forms/lead-forms";
import { checkWithdrawalToken } from "../privacy/withdrawal-link.server";
import { applicationMessages, decisionEmailMessage, inquiryMessages, type OutgoingMessage, withdrawalMessage } from "./templates.server";
import { words } from "~/content/words";
import { leadFormsIn } from "~/domain/forms/lead-forms";
import { sampleValues } from "../../../tests/support/form-samples";

// What a visitor who used a French form gets back: every e-mail to them in French, with links
// to the French pages; the team's notification stays English and says which language they used.

const baseUrl = "https://cio.example.ca";
const secret = "a-test-secret-that-is-long-enough-123";
const createdAt = new Date("2026-11-25T14:05:00Z");
const nbsp = "\u00a0";

const cio = (locale: "en" | "fr"): CioValues & { id: string; type: "CIO"; createdAt: Date; locale: string } => ({
  id: "5b0f7a52-0000-4000-8000-000000000002",
  type: "CIO",
  createdAt,
  locale,
  ...sampleValues(leadFormsIn(words("en")).cio),
  firstName: "Gabrielle",
  lastName: "Roy",
  email: "gabrielle@example.com",
  phone: "418 555 0199",
  linkedin: "https://www.linkedin.com/in/gabrielle",
  experience: "16-20",
  city: "Québec",
  province: "QC",
  workModel: "hybrid",
  availability: null,
  industries: ["finance"],
  areasOfExpertise: ["cybersecurity"],
  message: null,
});

const byKind = (messages: OutgoingMessage[], kind: string) => messages.find((message) => message.kind === kind)!;

describe("a French application's e-mails", () => {
  const messages = applicationMessages({ application: cio("fr"), notifyEmails: ["team@example.ca"], baseUrl, secret });
  const confirmation = byKind(messages, "application-confirmation");

  it("confirms in French, in an HTML page that says so", () => {
    expect(confirmation.subject).toBe("Nous avons bien reçu votre candidature de DPI – Fractional CIO Canada");
    expect(confirmation.textBody).toContain("Bonjour Gabrielle,");
    expect(confirmation.textBody).toContain("dans un délai d'un jour ouvrable");
    expect(confirmation.textBody).toContain("L'équipe de Fractional CIO Canada");
    expect(confirmation.textBody).not.toMatch(/\b(Thank you|Hi|Withdraw|The .* team)\b/);
    expect(confirmation.htmlBody).toContain('<html lang="fr-CA">');
  });

  it("links to the French withdrawal page, and to the French privacy policy after it expires", () => {
    const link = new RegExp(`Retirer ma candidature${nbsp}: ${baseUrl}/fr/retrait/(\\S+)`).exec(confirmation.textBody)?.[1];
    expect(link).toBeDefined();
    expect(checkWithdrawalToken(link!, secret, createdAt)).toMatchObject({ ok: true, id: cio("fr").id });
    expect(confirmation.htmlBody).toContain(`href="${baseUrl}/fr/retrait/${link}"`);
    expect(confirmation.textBody).toContain(`pendant 30${nbsp}jours`);
    expect(confirmation.textBody).toContain(`(${baseUrl}/fr/confidentialite)`);
    expect(confirmation.textBody).not.toContain("/withdraw/");
  });

  it("tells the team, in English, that the person used French", () => {
    const notification = byKind(messages, "application-notification");
    expect(notification.subject).toBe("New CIO application from Gabrielle Roy");
    expect(notification.textBody).toContain("Language: French");
    expect(notification.htmlBody).toContain('<html lang="en-CA">');
    const english = applicationMessages({ application: cio("en"), notifyEmails: ["team@example.ca"], baseUrl, secret });
    expect(byKind(english, "application-notification").textBody).toContain("Language: English");
    expect(byKind(english, "application-confirmation").textBody).toContain(`${baseUrl}/withdraw/`);
  });

  it("answers a French contact inquiry in French", () => {
    const inquiry: ContactValues & { id: string; createdAt: Date; locale: string } = {
      id: "5b0f7a52-0000-4000-8000-000000000001",
      createdAt,
      locale: "fr",
      firstName: "Émile",
      lastName: "Nelligan",
      email: "emile@example.com",
      phone: "",
      message: "Bonjour",
    };
    const [notification, answer] = inquiryMessages({ inquiry, notifyEmails: ["team@example.ca"], baseUrl });
    expect(answer!.subject).toBe("Nous avons bien reçu votre message – Fractional CIO Canada");
    expect(answer!.textBody).toContain("Bonjour Émile,");
    expect(notification!.textBody).toContain("Language: French");
  });

  it("greets a French company request's contact by first name, and names both to the team", () => {
    const { linkedin: _linkedin, experience: _experience, areasOfExpertise: _areas, ...person } = cio("fr");
    const application: CompanyValues & { id: string; type: "Company"; createdAt: Date; locale: string } = {
      ...sampleValues(leadFormsIn(words("en")).company),
      ...person,
      type: "Company",
      companyName: "Érable Logistique inc.",
      firstName: "Priya",
      lastName: "Singh",
      companyUrl: null,
      companySize: "50-199",
      contractDuration: "6-12-months",
      requiredExpertise: ["cybersecurity"],
    };
    const messages = applicationMessages({ application, notifyEmails: ["team@example.ca"], baseUrl, secret });
    expect(byKind(messages, "application-confirmation").textBody).toMatch(/^Bonjour Priya,/);
    expect(byKind(messages, "application-notification").subject).toBe("New company request from Érable Logistique inc. (Priya Singh)");
  });
});

describe("a French withdrawal confirmation", () => {
  const input = {
    email: "gabrielle@example.com",
    type: "CIO" as const,
    submittedAt: createdAt,
    contactEmail: "vie-privee@cio.example.ca",
    closedMonths: 24,
    baseUrl,
    locale: "fr" as const,
  };

  it("names the day in French and the months kept", () => {
    const kept = withdrawalMessage({ ...input, deleted: false });
    expect(kept.subject).toBe("Votre candidature de DPI est retirée – Fractional CIO Canada");
    expect(kept.textBody).toContain("reçue le 25 novembre 2026");
    expect(kept.textBody).toContain(`pendant 24${nbsp}mois`);
    expect(kept.textBody).toContain(`personnels${nbsp}: vie-privee@cio.example.ca.`);
    expect(kept.htmlBody).toContain('<html lang="fr-CA">');
  });

  it("says the details are deleted, naming no one", () => {
    const deleted = withdrawalMessage({ ...input, deleted: true });
    expect(deleted.textBody).toContain("ont été supprimés");
    expect(deleted.textBody).not.toContain("Gabrielle");
  });
});

describe("a French decision e-mail", () => {
  const decision = (type: "CIO" | "Company", status: "Accepted" | "Denied", locale?: string) =>
    decisionEmailMessage({
      type,
      status,
      name: "Gabrielle",
      contact: type === "Company" ? "Luc" : "",
      email: "g@example.com",
      baseUrl,
      locale,
    });

  it("welcomes or declines in French, with links to the French pages", () => {
    expect(decision("CIO", "Accepted", "fr").subject).toBe("Bienvenue dans le réseau Fractional CIO Canada");
    expect(decision("CIO", "Accepted", "fr").textBody).toContain(`Bonne nouvelle${nbsp}: nous avons accepté votre candidature.`);
    expect(decision("CIO", "Accepted", "fr").textBody).toContain(`${baseUrl}/fr/contact.`);
    expect(decision("CIO", "Denied", "fr").textBody).toContain("nous regrettons de ne pouvoir vous offrir une place");
    expect(decision("Company", "Accepted", "fr").subject).toBe("Votre demande de DPI à temps partagé est acceptée – Fractional CIO Canada");
    expect(decision("Company", "Denied", "fr").textBody).toContain(`${baseUrl}/fr/formulaire/entreprise.`);
    expect(decision("Company", "Accepted", "fr").textBody).toMatch(/^Bonjour Luc,$/m);
    for (const status of ["Accepted", "Denied"] as const) {
      expect(decision("CIO", status, "fr").htmlBody).toContain('<html lang="fr-CA">');
      expect(decision("CIO", status, "fr").textBody).toContain("L'équipe de Fractional CIO Canada");
    }
  });

  it("stays English for an English applicant, and for a row with no language", () => {
    expect(decision("CIO", "Accepted", "en").subject).toBe("Welcome to the Fractional CIO Canada network");
    expect(decision("CIO", "Accepted").textBody).toContain(`${baseUrl}/contact.`);
  });
});
