import { describe, expect, it } from "vitest";
import * as about from "./about";
import * as booking from "./booking";
import * as companyShortlist from "./company-shortlist";
import * as contact from "./contact";
import * as decisionEmails from "./decision-emails";
import * as emails from "./emails";
import * as errors from "./errors";
import * as faq from "./faq";
import * as formErrors from "./form-errors";
import * as forms from "./forms";
import * as home from "./home";
import * as howItWorks from "./how-it-works";
import * as opportunity from "./opportunity";
import * as portfolioCfo from "./portfolio-cfo";
import * as privacyRequests from "./privacy-requests";
import * as shortlistReminders from "./shortlist-reminders";
import * as shortlists from "./shortlists";
import * as site from "./site";
import * as team from "./team";
import * as vetting from "./vetting";
import * as whyUs from "./why-us";

// The French modules this test reads; add each new one here so its words follow the same rules.
const modules = {
  about,
  booking,
  companyShortlist,
  contact,
  decisionEmails,
  emails,
  errors,
  faq,
  formErrors,
  forms,
  home,
  howItWorks,
  opportunity,
  portfolioCfo,
  privacyRequests,
  shortlistReminders,
  shortlists,
  site,
  team,
  vetting,
  whyUs,
};

/** Every string a module shows, with where it sits; functions are called with sample arguments. */
function stringsOf(value: unknown, path: string): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (typeof value === "function") return stringsOf(value(404, "Not Found", 3), `${path}()`);
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsOf(item, `${path}[${index}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => stringsOf(item, `${path}.${key}`));
  }
  return [];
}

const strings = Object.entries(modules).flatMap(([name, module]) => stringsOf(module, name));

/** What a French typesetter would correct in `text`, as short descriptions. */
function typographyFaults(text: string): string[] {
  // URLs ("https://…") and times ("14 h 30", "14:30") are not punctuation in a sentence.
  const prose = text.replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, "").replace(/\b\d{1,2}:\d{2}\b/g, "");
  const faults: string[] = [];
  for (const match of prose.matchAll(/(.?)([:;!?])/g)) {
    const before = match[1];
    if (before !== "\u00a0" && before !== "\u202f") {
      faults.push(`« ${match[2]} » needs a non-breaking space before it, found ${JSON.stringify(before)}`);
    }
  }
  if (/«(?![\u00a0\u202f])/.test(prose)) faults.push("« needs a non-breaking space after it");
  if (/(?<![\u00a0\u202f])»/.test(prose)) faults.push("» needs a non-breaking space before it");
  if (prose.includes('"')) faults.push("straight double quotes instead of « guillemets »");
  if (/\be-?mail/i.test(prose)) faults.push("« e-mail » instead of « courriel »");
  return faults;
}

describe("the French words follow French typography", () => {
  it("finds every module's words", () => {
    expect(strings.length).toBeGreaterThan(150);
  });

  it.each(strings)("%s", (_path, text) => {
    expect(typographyFaults(text)).toEqual([]);
  });
});

describe("the typography check itself", () => {
  it.each([
    ["an ordinary space before a colon", "Notre mission : grandir"],
    ["no space before a question mark", "Vous êtes DPI?"],
    ["an ordinary space inside guillemets", "le « CIO » des anglophones"],
    ["straight double quotes", 'le "CIO" des anglophones'],
    ["the word e-mail", "Votre e-mail"],
    ["the word email", "Votre Email"],
  ])("rejects %s", (_case, text) => {
    expect(typographyFaults(text)).not.toEqual([]);
  });

  it.each([
    ["non-breaking spaces", "Notre mission\u00a0: grandir\u202f! «\u00a0CIO\u00a0»"],
    ["a URL", "Voir https://example.ca/page?x=1"],
    ["a time", "Rendez-vous à 14 h 30 ou 14:30"],
    ["the word courriel", "Votre courriel"],
  ])("accepts %s", (_case, text) => {
    expect(typographyFaults(text)).toEqual([]);
  });
});

describe("the French terms the Québec review settled", () => {
  it("says « à temps partagé » for fractional, never a calque", () => {
    const calques = strings.filter(([, text]) => /fractionn|en portefeuille/i.test(text));
    expect(calques).toEqual([]);
  });

  it("expands DPI as « dirigeant principal de l'information », never « directeur des technologies »", () => {
    expect(
      strings.filter(([, text]) => /directeur(?: ou une directrice)? des technologies|directrices? des technologies/i.test(text)),
    ).toEqual([]);
    expect(JSON.stringify(home)).toContain("dirigeant principal ou à une dirigeante principale de l'information (DPI");
  });

  it.each([
    ["« vérifié » for vetted", /\bvérifiés?\b/i],
    ["« La suite : » for what happens next", /La suite\u00a0:/],
    ["« Comment ça marche », familiar", /ça marche/i],
    ["« Pourquoi nous » without its verb", /^Pourquoi nous$/],
    ["« leadership entre pairs », a calque", /leadership entre pairs/],
    ["« en route vers » for on its way", /en route vers/],
    ["« à votre table » for at your table", /à votre table/],
    ["« rassembler les preuves » for audit evidence", /rassembler les preuves/],
    ["« SaaS » with no French term beside it", /SaaS(?!\))/],
    ["« supervision » for oversight", /supervision/i],
    ["« invitation de calendrier » for a calendar invite", /invitation de calendrier/],
    ["« présélection » and « entretien » beside « entrevue de sélection »", /présélection|entretien/],
  ])("keeps out %s", (_case, pattern) => {
    expect(strings.filter(([, text]) => pattern.test(text))).toEqual([]);
  });

  it("never writes a truncated doublet such as « directeur ou directrice financière »", () => {
    expect(strings.filter(([, text]) => /directeur ou directrice financière/.test(text))).toEqual([]);
  });
});

describe("a company name that ends with its own period", () => {
  it("ends the sentence once: « Usinage Beauce inc. », never « inc.. »", () => {
    const email = decisionEmails.decisionEmail({
      type: "Company",
      status: "Accepted",
      name: "Usinage Beauce inc.",
      contact: "Marie",
      baseUrl: "https://exemple.ca",
    });
    expect(email.paragraphs.join(" ")).toContain("pour Usinage Beauce inc. Nous l'avons étudiée");
    expect(email.paragraphs.join(" ")).not.toContain("..");
    const plain = decisionEmails.decisionEmail({
      type: "Company",
      status: "Accepted",
      name: "Acme",
      contact: "",
      baseUrl: "https://exemple.ca",
    });
    expect(plain.paragraphs.join(" ")).toContain("pour Acme. Nous");
  });
});
