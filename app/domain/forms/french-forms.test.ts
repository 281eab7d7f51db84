import { describe, expect, it } from "vitest";
import { words } from "~/content/words";
import * as englishWords from "~/content/forms";
import * as frenchErrors from "~/content/fr/form-errors";
import * as frenchWords from "~/content/fr/forms";
import type { Field } from "./fields";
import { leadFormsIn, provinceCodes } from "./lead-forms";
import { parseForm } from "./parse-form";
import { requiredAnswers } from "../../../tests/support/form-samples";

const { cio: cioForm, company: companyForm, contact: contactForm } = leadFormsIn(words("en"));

const nbsp = "\u00a0";
const french = leadFormsIn(words("fr"));
const english = { contact: contactForm, cio: cioForm, company: companyForm };
const formIds = ["contact", "cio", "company"] as const;

const cio = {
  ...requiredAnswers(cioForm),
  firstName: "Amélie",
  lastName: "Tremblay",
  email: "amelie@exemple.ca",
  phone: "+1 514 555 0142",
  linkedin: "https://www.linkedin.com/in/amelie",
  experience: "16-20",
  city: "Montréal",
  province: "QC",
};

const data = (values: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) for (const item of [value].flat()) body.append(name, item);
  return body;
};

/** Every option label of a form, and the codes under them. */
const optionsOf = (form: { fields: readonly Field[] }) => form.fields.flatMap((field) => field.options ?? []);

describe("the French lead forms", () => {
  it.each(formIds)("%s: every field has its own French label, over the same field map as the English form", (id) => {
    const [fr, en] = [french[id], english[id]];
    expect(fr.fields.map(({ name, kind, required }) => ({ name, kind, required }))).toEqual(
      en.fields.map(({ name, kind, required }) => ({ name, kind, required })),
    );
    // Only the words both languages spell the same may stay as they are.
    const same = new Set(["Message", "Province"]);
    for (const [index, field] of fr.fields.entries()) {
      const labels: Record<string, string> = { ...frenchWords.fieldLabels, ...(id === "company" ? frenchWords.companyFormLabels : {}) };
      expect(field.label, field.name).toBe(labels[field.name]);
      if (!same.has(field.label)) expect(field.label, field.name).not.toBe(en.fields[index]?.label);
    }
    expect(fr.consentFields.map((field) => field.label)).toEqual([
      "Nouvelles par courriel",
      "Libellé de la case des nouvelles par courriel",
    ]);
  });

  it.each(["cio", "company"] as const)("%s: options read in French, over the same stored codes", (id) => {
    const [fr, en] = [optionsOf(french[id]), optionsOf(english[id])];
    // The same codes; only the provinces' order is the language's own (alphabetical in French).
    expect(fr.map((option) => option.value).sort()).toEqual(en.map((option) => option.value).sort());
    const translated = fr.filter((option, index) => option.label !== en[index]?.label);
    // Only the names that are the same in both languages stay (Alberta, Ontario, Finance, …).
    expect(translated.length).toBeGreaterThan(fr.length / 2);
  });

  it("names the provinces in French, by the same codes, in French alphabetical order", () => {
    const provinces = french.cio.fields.find((field) => field.name === "province")?.options ?? [];
    expect(provinces.map((option) => option.value).sort()).toEqual([...provinceCodes].sort());
    expect(provinces.map((option) => option.label)).toEqual([
      "Alberta",
      "Colombie-Britannique",
      "Île-du-Prince-Édouard",
      "Manitoba",
      "Nouveau-Brunswick",
      "Nouvelle-Écosse",
      "Ontario",
      "Québec",
      "Saskatchewan",
      "Terre-Neuve-et-Labrador",
      "Nunavut",
      "Territoires du Nord-Ouest",
      "Yukon",
    ]);
    // English keeps its own order.
    const english = cioForm.fields.find((field) => field.name === "province")?.options ?? [];
    expect(english.map((option) => option.value)).toEqual(provinceCodes);
  });

  it("accepts a valid French application, giving the same values as the English form", () => {
    const body = data({ ...cio, industries: ["finance", "government"], workModel: "hybrid" });
    const [fr, en] = [parseForm(french.cio, body), parseForm(cioForm, body)];
    expect(fr.ok).toBe(true);
    expect(fr).toEqual(en);
  });

  it("answers a bad e-mail in French", () => {
    expect(parseForm(french.cio, data({ ...cio, email: "amelie@exemple" }))).toMatchObject({
      ok: false,
      errors: { email: "Entrez une adresse courriel valide, comme nom@exemple.ca." },
      raw: { email: "amelie@exemple", city: "Montréal" },
    });
  });

  it.each([
    ["a missing first name", { firstName: "" }, "firstName", "Ce champ est obligatoire."],
    ["a missing e-mail", { email: "" }, "email", "Entrez votre adresse courriel."],
    ["a missing phone", { phone: " " }, "phone", "Entrez votre numéro de téléphone."],
    [
      "a bad phone",
      { phone: "appelez-moi" },
      "phone",
      `Entrez un numéro de téléphone de 7 à 20${nbsp}chiffres${nbsp}; les espaces, le signe +, le trait d'union et les parenthèses sont acceptés.`,
    ],
    [
      "a bad LinkedIn address",
      { linkedin: "ftp://linkedin.com/in/a" },
      "linkedin",
      "Entrez l'adresse de votre profil LinkedIn, comme linkedin.com/in/votre-nom.",
    ],
    ["no province", { province: "" }, "province", "Veuillez choisir une option."],
    ["a province not listed", { province: "XX" }, "province", "Choisissez l'une des options proposées."],
    ["a long city", { city: "x".repeat(101) }, "city", `Utilisez au plus 100${nbsp}caractères.`],
    ["a long message", { message: "x".repeat(5_001) }, "message", `Utilisez au plus 5${nbsp}000${nbsp}caractères.`],
    ["a control character", { city: "Montr\u0000éal" }, "city", frenchErrors.formErrors.controlCharacter],
    ["a box with another value", { newsConsent: "on" }, "newsConsent", "Cochez la case ou laissez-la vide."],
    [
      "a ticked box with an unknown wording",
      { newsConsent: "yes", consentVersion: "1999-01-01" },
      "newsConsent",
      frenchWords.consentMessages.unknownWording,
    ],
    ["an e-mail sent twice", { email: ["a@exemple.ca", "b@exemple.ca"] }, "email", "Ce champ a été envoyé plus d'une fois."],
  ])("says what is wrong with %s in French", (_case, change, name, message) => {
    expect(parseForm(french.cio, data({ ...cio, ...change }))).toMatchObject({ ok: false, errors: { [name]: message } });
  });

  it("gives the browser's own checks the same French words", () => {
    const fields: readonly Field[] = french.cio.fields;
    const byName = Object.fromEntries(fields.map((field) => [field.name, field.browserMessages]));
    expect(byName.email).toEqual({
      missing: "Entrez votre adresse courriel.",
      mismatch: "Entrez une adresse courriel valide, comme nom@exemple.ca.",
    });
    expect(byName.firstName).toEqual({ missing: "Ce champ est obligatoire." });
    // A web address is a text box (type="url" would refuse `acme.example.ca`): only the server reads it.
    expect(byName.linkedin).toEqual({ missing: "Ce champ est obligatoire." });
    expect(byName.province?.missing).toBe("Veuillez choisir une option.");
  });

  it("keeps the English forms as they were, and builds each language once", () => {
    expect(leadFormsIn(words("en")).cio).toBe(cioForm);
    expect(leadFormsIn(words("fr"))).toBe(french);
    expect(parseForm(cioForm, data({ ...cio, email: "amelie@exemple" }))).toMatchObject({
      errors: { email: englishWords.fieldMessages.emailInvalid },
    });
  });
});

describe("the French words around the forms", () => {
  const frenchForms = words("fr").forms;

  it("has the whole form's errors in French, the wait in minutes agreed by Intl", () => {
    expect(frenchForms.formErrors.tooMany(30)).toBe(
      "Vous avez fait plusieurs envois en peu de temps. Veuillez réessayer dans 1\u00a0minute.",
    );
    expect(frenchForms.formErrors.tooMany(60 * 45)).toMatch(/réessayer dans 45\u00a0minutes\.$/);
    expect(frenchForms.formErrors.tooMany(60 * 1000)).toMatch(/réessayer dans 1\u00a0000\u00a0minutes\.$/);
    expect(frenchForms.formErrors.unavailable).toMatch(/^Votre envoi n'a pas été transmis/);
    expect(frenchForms.formErrors.notSaved).toMatch(/^Votre envoi n'a pas été transmis/);
  });

  it("has French chrome and the French thank-you", () => {
    expect(frenchForms.chrome).toMatchObject({
      submit: "Envoyer",
      choose: "Choisissez…",
      errorSummaryTitle: "Veuillez corriger ce qui suit",
    });
    expect(`${frenchForms.chrome.requiredNote.before}*${frenchForms.chrome.requiredNote.after}`).toBe(
      "Les champs marqués d'un * sont obligatoires.",
    );
    expect(frenchForms.thankYou.title).toBe(`Merci de votre envoi${nbsp}!`);
  });
});

describe("the French error summary", () => {
  const nbsp = "\u00a0";
  const { fieldMessages, formChrome } = frenchWords;

  it("names the field once, with no capital after the colon and one colon per item", () => {
    expect(formChrome.summaryItem("Prénom", fieldMessages.required("Prénom"))).toBe(`Prénom${nbsp}: ce champ est obligatoire.`);
    expect(formChrome.summaryItem("Province", fieldMessages.requiredChoice("Province"))).toBe(
      `Province${nbsp}: veuillez choisir une option.`,
    );
    for (const message of [fieldMessages.required("Ville"), fieldMessages.requiredChoice("Ville")]) {
      expect(message).not.toContain("Ville");
      expect(formChrome.summaryItem("Ville", message).split(":")).toHaveLength(2);
    }
  });
});

describe("the company form's own labels", () => {
  it("asks what the company wants of its CIO, not the visitor's own availability, in both languages", () => {
    const labelOf = (forms: ReturnType<typeof leadFormsIn>, name: string) =>
      forms.company.fields.find((field) => field.name === name)?.label;
    expect(labelOf(leadFormsIn(words("fr")), "workModel")).toBe("Mode de travail souhaité pour le DPI");
    expect(labelOf(leadFormsIn(words("fr")), "availability")).toBe("Disponibilité attendue du DPI");
    expect(labelOf(leadFormsIn(words("en")), "availability")).toBe("CIO Availability Needed");
    // The CIO form keeps the plain labels: there they are the CIO's own.
    expect(labelOf(leadFormsIn(words("fr")), "workModel")).not.toBe(
      leadFormsIn(words("fr")).cio.fields.find((field) => field.name === "workModel")?.label,
    );
  });
});
