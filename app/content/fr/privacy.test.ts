import { describe, expect, it } from "vitest";
import { words } from "~/content/words";
import { collectedByForm } from "~/domain/forms/record";
import { leadFormsIn } from "~/domain/forms/lead-forms";
import * as en from "../privacy";
import { withdrawalPage } from "./privacy-requests";
import {
  formatPolicyDate,
  formPrivacyLink,
  formPrivacyNotices,
  privacyMeta,
  privacyOfficerTitle,
  privacyPolicy,
  privacyPolicyDate,
} from "./privacy";

const { cio: cioForm, company: companyForm, contact: contactForm } = leadFormsIn(words("en"));

const nbsp = "\u00a0";
const settings = {
  collected: collectedByForm(leadFormsIn(words("fr"))),
  contactEmail: "officer@cio.example.ca",
  retention: { spamDays: 45, closedMonths: 18, mailBodyDays: 1 },
  services: { database: false, email: true, chat: false },
};
const policy = privacyPolicy(settings);
const text = JSON.stringify(policy);
const section = (id: string) => JSON.stringify(policy.sections.find((candidate) => candidate.id === id));
const retentionOf = (retention: typeof settings.retention) =>
  JSON.stringify(privacyPolicy({ ...settings, retention }).sections.find((candidate) => candidate.id === "retention"));

/** Every piece of text a reader sees in `value`, functions called with sample arguments. */
function sentences(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "function") return sentences((value as (argument: unknown) => unknown)(2));
  if (Array.isArray(value)) return value.flatMap(sentences);
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => (["email", "to", "iso", "id"].includes(key) ? [] : sentences(item)));
  }
  return [];
}

/** A block's shape without its words: what a missing paragraph, list item or term changes. */
const shapeOf = (sections: readonly en.PolicySection[]) =>
  sections.map(({ id, blocks }) => ({
    id,
    blocks: blocks.map((block) =>
      "paragraph" in block
        ? `paragraph with ${block.paragraph.filter((part) => typeof part !== "string").length} links`
        : "list" in block
          ? `list of ${block.list.length}`
          : `terms ${block.terms.length}`,
    ),
  }));

describe("the French privacy policy", () => {
  it("has every section, paragraph, list item and term of the English one, in the same order", () => {
    expect(shapeOf(policy.sections)).toEqual(shapeOf(en.privacyPolicy(settings).sections));
  });

  it("lists every field each form asks for, by its French label", () => {
    // The French labels of each form's fields (app/domain/forms/lead-forms.ts), in the form's order.
    const french = leadFormsIn(words("fr"));
    // A list in a sentence: a capital on the first label only (« Prénom, nom de famille, … »).
    const listed = (form: { fields: readonly { label: string }[] }) =>
      `${form.fields.map((field, index) => (index === 0 ? field.label : field.label.charAt(0).toLowerCase() + field.label.slice(1))).join(", ")}.`;
    const forms = [
      ["Formulaire de contact", contactForm, listed(french.contact)],
      ["Candidature de DPI", cioForm, listed(french.cio)],
      ["Formulaire pour les entreprises", companyForm, listed(french.company)],
    ] as const;
    expect(listed(french.contact)).toBe("Prénom, nom de famille, courriel, téléphone, message.");
    expect(listed(french.company)).toMatch(
      /^Nom de l'entreprise, prénom de la personne-ressource, nom de famille de la personne-ressource, /,
    );
    expect(listed(french.cio)).toContain(", profil LinkedIn, ");
    const terms = policy.sections[0]?.blocks.flatMap((block) => ("terms" in block ? block.terms : [])) ?? [];
    for (const [term, form, labels] of forms) {
      const description = String(terms.find((candidate) => candidate.term === term)?.description[0]);
      expect(description, term).toMatch(new RegExp(`^${labels.replace(/[.()]/g, "\\$&")} `));
      expect(labels.split(", "), term).toHaveLength(form.fields.length);
    }
  });

  it("says where the information is kept in a reader's terms: the providers the server is configured with", () => {
    const storage = (services: typeof settings.services) =>
      JSON.stringify(privacyPolicy({ ...settings, services }).sections.find((candidate) => candidate.id === "storage"));
    const withProvider = storage({ database: true, email: true, chat: true });
    const bare = storage({ database: false, email: false, chat: false });
    for (const words of [withProvider, bare]) {
      // No developer's notes: no product names, no « configuré », no data folder.
      expect(words).not.toMatch(/PostgreSQL|intégrée|configuré|dossier de données/);
      expect(words).toContain("Hébergement\u00a0: le fournisseur qui exploite les serveurs");
      expect(words).toContain("Seuls nos administrateurs y ont accès.");
      expect(words).toContain("Ces fournisseurs peuvent conserver vos renseignements à l'extérieur du Québec");
    }
    expect(withProvider).toContain("sur un serveur de base de données distinct");
    expect(withProvider).toContain("Service d'envoi de courriels\u00a0: achemine les courriels");
    expect(withProvider).toContain("Service de messagerie de notre équipe\u00a0:");
    expect(bare).toContain("sur le serveur qui fait fonctionner ce site");
    expect(bare).toContain("sous forme de fichiers sur ce même serveur");
    expect(bare).not.toMatch(/Service d'envoi|messagerie/);
  });

  it("gives the retention periods it is configured with, in French plurals", () => {
    const retention = section("retention");
    expect(retention).toContain(`antipourriel${nbsp}: 45${nbsp}jours.`);
    expect(retention).toContain(`répondu${nbsp}: 18${nbsp}mois.`);
    expect(retention).toContain(`envoyons${nbsp}: 1${nbsp}jour.`);
    const other = retentionOf({ spamDays: 1, closedMonths: 1, mailBodyDays: 1000 });
    expect(other).toContain(`antipourriel${nbsp}: 1${nbsp}jour.`);
    expect(other).toContain(`répondu${nbsp}: 1${nbsp}mois.`);
    expect(other).toContain(`envoyons${nbsp}: 1${nbsp}000${nbsp}jours.`);
  });

  it("names the officer's title and address, and how to use each right", () => {
    expect(section("officer")).toContain(`${privacyOfficerTitle}, Fractional CIO Canada`);
    expect(privacyOfficerTitle).toBe("Responsable de la protection des renseignements personnels");
    expect(section("officer")).toContain('{"email":"officer@cio.example.ca"}');
    expect(section("rights")).toContain('{"email":"officer@cio.example.ca"}');
    expect(section("news-emails")).toContain('{"email":"officer@cio.example.ca"}');
    for (const right of ["Accès", "Rectification", "Retrait", "Suppression", "Portabilité", "Cessation de diffusion et désindexation"])
      expect(section("rights")).toContain(`${right}${nbsp}: `);
    expect(section("rights")).toContain(`dans les 30${nbsp}jours, sans frais`);
    expect(section("rights")).toContain(`lien personnel, valide pendant 30${nbsp}jours`);
    expect(section("rights")).toContain("Commission d'accès à l'information du Québec");
  });

  it("says who receives the data, the laws it follows, and that nothing is loaded from elsewhere", () => {
    expect(section("recipients")).toMatch(/équipe[\s\S]*fournisseur de courriel[\s\S]*hébergeur/);
    expect(section("recipients")).toContain("Nous ne vendons jamais de renseignements personnels");
    expect(text).toMatch(/LPRPDE[\s\S]*Loi\u00a025/);
    // Law 25: the Act as amended, and communication outside Québec said where information is collected.
    expect(policy.lead).toContain("dans le secteur privé, telle que modifiée par la Loi\u00a025.");
    for (const notice of Object.values(formPrivacyNotices)) expect(notice).toContain("à l'extérieur du Québec");
    expect(section("storage")).toContain("nous évaluons que la protection qui leur sera accordée est adéquate");
    expect(section("storage")).not.toContain("ce sont les lois de cet endroit");
    expect(section("retention")).toContain("Candidatures et demandes refusées ou retirées");
    expect(section("news-emails")).toContain("Loi canadienne anti-pourriel (LCAP)");
    expect(section("tracking")).toContain("aucun traceur, outil d'analyse, publicité ni police de caractères de tiers");
  });

  it("carries the English policy's date, written the French way", () => {
    expect(privacyPolicyDate).toBe(en.privacyPolicyDate);
    expect(policy.updated).toEqual({ iso: privacyPolicyDate, text: `Dernière mise à jour le ${formatPolicyDate(privacyPolicyDate)}` });
    expect(formatPolicyDate("2026-11-21")).toBe("21 novembre 2026");
  });

  it("links each form's notice to the French policy", () => {
    expect(formPrivacyLink.to).toBe("/fr/confidentialite");
    expect(Object.keys(formPrivacyNotices).sort()).toEqual(Object.keys(en.formPrivacyNotices).sort());
    for (const notice of Object.values(formPrivacyNotices)) expect(notice.split(/(?<=\.) /).length).toBeLessThanOrEqual(2);
  });
});

describe("the French withdrawal page", () => {
  it("agrees durations with their numbers", () => {
    expect(withdrawalPage.open.deleteHint(1)).toContain(`pendant 1${nbsp}mois, puis`);
    expect(withdrawalPage.withdrawn.kept(24)).toContain(`pendant 24${nbsp}mois, puis`);
    expect(withdrawalPage.expired.body(30)).toContain(`pendant 30${nbsp}jours après l'envoi`);
    expect(withdrawalPage.expired.body(1)).toContain(`pendant 1${nbsp}jour après l'envoi`);
    expect(withdrawalPage.contact("officer@cio.example.ca")).toContain("à l'adresse officer@cio.example.ca,");
  });

  it("never calls a company's request a « candidature »: the page shared by both says « dossier »", () => {
    const { open, withdrawn, expired } = withdrawalPage;
    const shown = [
      JSON.stringify({ ...withdrawalPage, kinds: null }),
      withdrawalPage.contact("x@example.ca"),
      open.deleteHint(2),
      withdrawn.already("1er mai 2026"),
      withdrawn.kept(2),
      expired.body(2),
    ].join(" ");
    expect(shown).not.toMatch(/\bcandidature\b(?! ou une demande| ou votre demande)/);
    expect(withdrawalPage.kinds.Company).toContain("Demande");
  });
});

describe("the French of the policy and the withdrawal page", () => {
  const all = [privacyMeta, policy, formPrivacyNotices, formPrivacyLink, withdrawalPage].flatMap(sentences);

  it("puts a non-breaking space before : ; ! ? and inside « »", () => {
    for (const sentence of all) {
      expect(sentence, sentence).not.toMatch(/[^\u00a0][;!?]|[^\u00a0]:(?!\/\/)/);
      expect(sentence, sentence).not.toMatch(/«[^\u00a0]|[^\u00a0]»/);
    }
  });

  it("says courriel, never e-mail", () => {
    for (const sentence of all) expect(sentence, sentence).not.toMatch(/e-?mail/i);
    expect(section("officer")).toContain('"term":"Courriel"');
  });
});
