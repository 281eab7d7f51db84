import { describe, expect, it } from "vitest";
import { words } from "~/content/words";
import { site } from "~/content/site";
import {
  consentRecord,
  consentWording,
  consentWordings,
  currentConsent,
  currentConsentIn,
  describeConsent,
  isRecordableAnswer,
} from "./consent";
import { leadFormsIn } from "./forms/lead-forms";
import { parseForm } from "./forms/parse-form";
import { consentEvidence } from "~/content/forms";
import { requiredAnswers } from "../../tests/support/form-samples";

const { contact: contactForm, cio: cioForm, company: companyForm } = leadFormsIn(words("en"));

describe("the news e-mail wording", () => {
  it("names the sender as the site names itself, says what is sent, and that consent can be withdrawn", () => {
    expect(currentConsent.text).toContain(site.name);
    expect(currentConsent.text).toMatch(/news about its network/);
    expect(currentConsent.text).toMatch(/new opportunities/);
    expect(currentConsent.text).toMatch(/withdraw this consent at any time/);
  });

  it("gives every wording its own dated version, its language after the date but for English, the current one last", () => {
    const versions = consentWordings.map((wording) => wording.version);
    expect(new Set(versions).size).toBe(versions.length);
    for (const { version, locale } of consentWordings) {
      expect(version).toMatch(locale === "en" ? /^\d{4}-\d{2}-\d{2}$/ : new RegExp(`^\\d{4}-\\d{2}-\\d{2}-${locale}$`));
    }
    expect([...versions].sort()).toEqual(versions);
    expect(currentConsent).toBe(consentWordings.findLast((wording) => wording.locale === "en"));
    expect(currentConsentIn("fr")).toBe(consentWordings.findLast((wording) => wording.locale === "fr"));
  });

  it("has its own French wording, saying the same in French", () => {
    const french = currentConsentIn("fr");
    expect(french.locale).toBe("fr");
    expect(french.version).not.toBe(currentConsent.version);
    expect(french.text).toContain(site.name);
    expect(french.text).toMatch(/^Oui, .* m'envoyer par courriel des nouvelles de son réseau de DPI/);
    expect(french.text).toMatch(/Je peux retirer ce consentement en tout temps\.$/);
  });

  it("finds the words of a stored version, and nothing for a version never shown", () => {
    expect(consentWording(currentConsent.version)?.text).toBe(currentConsent.text);
    expect(consentWording("1999-01-01")).toBeUndefined();
    expect(consentWording(null)).toBeUndefined();
  });
});

describe("a consent answer", () => {
  it("can be recorded with a known wording, ticked or not, or unticked without any wording", () => {
    expect(isRecordableAnswer({ newsConsent: true, consentVersion: currentConsent.version })).toBe(true);
    expect(isRecordableAnswer({ newsConsent: false, consentVersion: currentConsent.version })).toBe(true);
    expect(isRecordableAnswer({ newsConsent: false, consentVersion: null })).toBe(true);
  });

  it("cannot be recorded with words the site never showed, or ticked without words", () => {
    expect(isRecordableAnswer({ newsConsent: true, consentVersion: "2099-01-01" })).toBe(false);
    expect(isRecordableAnswer({ newsConsent: false, consentVersion: "made up" })).toBe(false);
    expect(isRecordableAnswer({ newsConsent: true, consentVersion: null })).toBe(false);
  });

  it("is stored as evidence: given or not, version, time and form", () => {
    const at = new Date("2026-11-21T18:00:00Z");
    expect(consentRecord({ newsConsent: true, consentVersion: currentConsent.version }, "cio", at)).toEqual({
      newsConsent: true,
      consentVersion: currentConsent.version,
      consentAt: at,
      consentForm: "cio",
    });
  });

  it("reads as an admin needs it, and as 'No record' on rows from before", () => {
    const at = new Date("2026-11-21T18:00:00Z");
    expect(
      describeConsent(consentRecord({ newsConsent: true, consentVersion: currentConsent.version }, "company", at), consentEvidence),
    ).toEqual({
      answer: "Given",
      version: currentConsent.version,
      wording: currentConsent.text,
      language: "en",
      at,
      form: "Company form (/form/company)",
    });
    const french = currentConsentIn("fr");
    expect(describeConsent(consentRecord({ newsConsent: true, consentVersion: french.version }, "cio", at), consentEvidence)).toMatchObject(
      {
        answer: "Given",
        version: french.version,
        wording: french.text,
        language: "fr",
      },
    );
    expect(describeConsent(consentRecord({ newsConsent: false, consentVersion: null }, "contact", at), consentEvidence)).toMatchObject({
      answer: "Not given",
      version: null,
      form: "Contact form (/contact)",
    });
    expect(describeConsent({ newsConsent: null, consentVersion: null, consentAt: null, consentForm: null }, consentEvidence).answer).toBe(
      "No record",
    );
  });
});

const person = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.ca", phone: "+1 416 555 0100" };
const filled = {
  contact: person,
  cio: {
    ...requiredAnswers(cioForm),
    ...person,
    linkedin: "https://www.linkedin.com/in/ada",
    experience: "16-20",
    city: "Toronto",
    province: "ON",
  },
  company: {
    ...requiredAnswers(companyForm),
    ...person,
    companyName: "Analytical Engines Inc.",
    companySize: "1-49",
    contractDuration: "1-year-plus",
    city: "Halifax",
    province: "NS",
  },
};
const forms = [
  ["contact", contactForm, filled.contact],
  ["CIO", cioForm, filled.cio],
  ["company", companyForm, filled.company],
] as const;

describe.each(forms)("the %s form's one schema", (_name, form, values) => {
  const parse = (extra: Record<string, string>) => parseForm(form, new URLSearchParams({ ...values, ...extra }));

  it("reads a ticked box with the version it showed", () => {
    expect(parse({ newsConsent: "yes", consentVersion: currentConsent.version })).toMatchObject({
      ok: true,
      values: { newsConsent: true, consentVersion: currentConsent.version },
    });
  });

  it("reads a box left empty as not given, with or without the version", () => {
    expect(parse({ consentVersion: currentConsent.version })).toMatchObject({
      ok: true,
      values: { newsConsent: false, consentVersion: currentConsent.version },
    });
    expect(parse({})).toMatchObject({ ok: true, values: { newsConsent: false, consentVersion: null } });
  });

  it.each([
    ["an unknown version", { newsConsent: "yes", consentVersion: "2099-12-31" }, words("en").forms.consent.unknownWording],
    ["an unknown version, box empty", { consentVersion: "<script>" }, words("en").forms.consent.unknownWording],
    ["a ticked box without a version", { newsConsent: "yes" }, words("en").forms.consent.unknownWording],
    ["a box with another value", { newsConsent: "on", consentVersion: currentConsent.version }, words("en").forms.consent.notABox],
  ])("refuses %s at the box", (_case, extra, message) => {
    const result = parse(extra);
    expect(result).toMatchObject({ ok: false, errors: { newsConsent: message } });
    if (!result.ok) expect(Object.keys(result.errors)).toEqual(["newsConsent"]);
  });

  it("reports a bad version together with the other fields' problems", () => {
    const result = parseForm(form, new URLSearchParams({ ...values, email: "nope", newsConsent: "yes", consentVersion: "old" }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(["email", "newsConsent"]);
  });

  it("shows the consent box apart from the form's own fields", () => {
    expect(form.fields.map((field) => field.name)).not.toContain("newsConsent");
    expect(form.consentFields.map((field) => field.name)).toEqual(["newsConsent", "consentVersion"]);
  });
});
