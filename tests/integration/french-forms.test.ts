import { consentEvidence } from "~/content/forms";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentConsent, currentConsentIn, describeConsent } from "~/domain/consent";
import { openPglite } from "~/server/db/client.server";
import { type RunningServer, startServer, migratedDataDir } from "../support/server";
import { leadAnswers } from "../support/form-samples";

// The French lead forms over HTTP, as a browser without JavaScript posts them: French answers,
// and submissions stored with the same codes as the English forms, the language and the French
// wording of the news box as evidence.

const limits = { FORM_MIN_FILL_SECONDS: "0", SUBMISSIONS_PER_HOUR_PER_IP: "1000", SUBMISSIONS_PER_HOUR_PER_EMAIL: "2" };
const nbsp = "\u00a0";
const french = currentConsentIn("fr");

const cio = (email: string) => ({
  ...leadAnswers.cio,
  firstName: "Amélie",
  lastName: "Tremblay",
  email,
  phone: "+1 514 555 0142",
  linkedin: "https://www.linkedin.com/in/amelie-tremblay",
  experience: "11-15",
  city: "Montréal",
  province: "QC",
  industries: ["finance", "government"],
});

/** React separates adjacent text with empty comments; the page as a reader sees its markup. */
const html = async (response: Response) => (await response.text()).replaceAll("<!-- -->", "");

async function post(server: RunningServer, pathname: string, fields: Record<string, string | string[]>) {
  const page = await (await fetch(`${server.url}${pathname}`)).text();
  const body = new URLSearchParams({ formToken: /name="formToken" value="([^"]+)"/.exec(page)?.[1] ?? "" });
  for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) body.append(name, item);
  return fetch(`${server.url}${pathname}`, { method: "POST", body, redirect: "manual" });
}

type Row = {
  email: string;
  locale: string;
  province: string;
  industries: string[];
  news_consent: boolean;
  consent_version: string;
  consent_at: Date;
  consent_form: string;
};

describe("the French forms posted to the server", () => {
  let server: RunningServer;
  const dataDir = migratedDataDir();
  let rows: Map<string, Row>;
  const answers = new Map<string, { status: number; location: string | null; page: string }>();

  beforeAll(async () => {
    server = await startServer({ ...limits, DATA_DIR: dataDir }, 180_000);
    const send = async (tag: string, pathname: string, fields: Record<string, string | string[]>) => {
      const response = await post(server, pathname, fields);
      answers.set(tag, { status: response.status, location: response.headers.get("location"), page: await html(response) });
    };
    await send("bad e-mail", "/fr/formulaire/cio", { ...cio("amelie@exemple"), consentVersion: french.version });
    await send("valid", "/fr/formulaire/cio", { ...cio("amelie@exemple.ca"), newsConsent: "yes", consentVersion: french.version });
    await send("bad phone", "/fr/contact", { firstName: "Luc", lastName: "Roy", email: "luc@exemple.ca", phone: "appelez-moi" });
    for (const attempt of [1, 2, 3]) {
      await send(`busy ${attempt}`, "/fr/formulaire/entreprise", {
        ...leadAnswers.company,
        companyName: "Érable inc.",
        firstName: "Sophie",
        lastName: "Gagnon",
        email: "occupe@exemple.ca",
        phone: "+1 418 555 0100",
        companySize: "50-199",
        contractDuration: "6-12-months",
        city: "Québec",
        province: "QC",
        consentVersion: french.version,
      });
    }
    // PGlite belongs to one process: read what was stored once the server has let go of it.
    expect(await server.stop()).toBe(0);
    const handle = await openPglite(dataDir);
    const { rows: stored } = (await handle.db.execute(
      sql.raw(`select email, locale, province, industries, news_consent, consent_version, consent_at, consent_form from applications`),
    )) as unknown as { rows: Row[] };
    rows = new Map(stored.map((row) => [row.email, row]));
    await handle.close();
  }, 300_000);

  afterAll(async () => {
    await server?.stop();
  });

  it("answers a bad e-mail with 400, the French message at the field and in the summary, and the values kept", () => {
    const { status, page } = answers.get("bad e-mail")!;
    expect(status).toBe(400);
    const message = "Entrez une adresse courriel valide, comme nom@exemple.ca.";
    expect(page).toContain(
      `<p id="field-email-error" data-field-error="true" class="mt-1 text-sm font-medium text-red-700">${message}</p>`,
    );
    expect(page).toContain("Veuillez corriger ce qui suit");
    // In the summary, no capital after the colon.
    expect(page).toContain(
      `<a href="#field-email" class="text-red-900 underline">Courriel${nbsp}: entrez une adresse courriel valide, comme nom@exemple.ca.</a>`,
    );
    for (const kept of [
      'value="amelie@exemple"',
      'value="Amélie"',
      'value="Montréal"',
      'value="https://www.linkedin.com/in/amelie-tremblay"',
    ]) {
      expect(page).toContain(kept);
    }
    expect(page).toMatch(/<option value="QC" selected="">Québec<\/option>/);
    expect(page).toContain('action="/fr/formulaire/cio"');
    expect(page).not.toContain("Enter an e-mail address");
  });

  it("answers a valid application with 303 to the French thank-you", async () => {
    const { status, location } = answers.get("valid")!;
    expect(status).toBe(303);
    expect(location).toBe("/fr/formulaire/cio?submitted=1");
  });

  it("stores it with the same codes as the English form, the language, and the French wording as evidence", () => {
    const row = rows.get("amelie@exemple.ca");
    expect(row).toMatchObject({
      locale: "fr",
      province: "QC",
      industries: ["finance", "government"],
      news_consent: true,
      consent_version: french.version,
      consent_form: "cio",
    });
    expect(french.version).not.toBe(currentConsent.version);
    const evidence = describeConsent(
      {
        newsConsent: row!.news_consent,
        consentVersion: row!.consent_version,
        consentAt: new Date(row!.consent_at),
        consentForm: row!.consent_form,
      },
      consentEvidence,
    );
    expect(evidence).toMatchObject({ answer: "Given", language: "fr", wording: french.text });
    expect(evidence.wording).toMatch(/^Oui, Fractional CIO Canada peut m'envoyer par courriel/);
  });

  it("answers the contact form's bad phone in French", () => {
    const { status, page } = answers.get("bad phone")!;
    expect(status).toBe(400);
    expect(page).toContain(`Entrez un numéro de téléphone de 7 à 20${nbsp}chiffres${nbsp}; les espaces`);
    expect(page).toContain('value="appelez-moi"');
    expect(page).toContain('action="/fr/contact"');
  });

  it("says in French when to try again after too many submissions, keeping the values", () => {
    expect(answers.get("busy 1")?.location).toMatch(/^\/fr\/formulaire\/entreprise\?submitted=1&from=[\w.-]+$/);
    expect(answers.get("busy 2")?.location).toMatch(/^\/fr\/formulaire\/entreprise\?submitted=1&from=[\w.-]+$/);
    const { status, page } = answers.get("busy 3")!;
    expect(status).toBe(429);
    expect(page).toContain("Votre envoi n&#x27;a pas été transmis");
    expect(page).toMatch(new RegExp(`Vous avez fait plusieurs envois en peu de temps\\. Veuillez réessayer dans \\d+${nbsp}minutes?\\.`));
    expect(page).toContain('value="Érable inc."');
  });
});

describe("the French form pages", () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ ...limits, DATA_DIR: migratedDataDir() }, 180_000);
  }, 200_000);

  afterAll(async () => {
    await server?.stop();
  });

  it("show the thank-you in French", async () => {
    const page = await html(await fetch(`${server.url}/fr/formulaire/cio?submitted=1`));
    expect(page).toContain(`Merci de votre envoi${nbsp}!`);
    expect(page).not.toContain("Thank you for your submission");
  });

  // Over a megabyte without a declared length: only reading the body finds it too large.
  const tooLarge = (): BodyInit =>
    new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(`firstName=Luc&message=${"x".repeat(1_100_000)}`));
        controller.close();
      },
    });
  it.each<[string, number, string, () => BodyInit]>([
    ["over 1 MB sent without a length", 413, "application/x-www-form-urlencoded", tooLarge],
    ["as JSON", 415, "application/json", () => "{}"],
    ["as broken multipart", 400, "multipart/form-data; boundary=xyz", () => "--xyz\r\nnot a part"],
  ])("refuses a body %s with %i and the error page in French", async (_case, status, type, body) => {
    const response = await fetch(`${server.url}/fr/contact`, {
      method: "POST",
      body: body(),
      headers: { "Content-Type": type },
      duplex: "half",
      redirect: "manual",
    } as RequestInit);
    expect(response.status).toBe(status);
    const page = await html(response);
    expect(page).toContain('<html lang="fr-CA"');
    expect(page).toContain(`Erreur ${status}`);
    expect(page).toContain("Nous n&#x27;avons pas pu traiter cette demande.");
  });

  it("answers a French form declared too large in French, before reading it, and an English one in English", async () => {
    const post = (path: string) =>
      fetch(`${server.url}${path}`, {
        method: "POST",
        body: `firstName=Luc&message=${"x".repeat(1_100_000)}`,
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        redirect: "manual",
      });
    const french = await post("/fr/contact");
    expect(french.status).toBe(413);
    expect(await french.text()).toBe("Ce formulaire est trop volumineux pour être envoyé.");
    const english = await post("/contact");
    expect(english.status).toBe(413);
    expect(await english.text()).toBe("This form submission is too large.");
  });

  it.each(["/fr/formulaire/cio", "/fr/formulaire", "/fr/formulaire/entreprise", "/fr/contact"])(
    "%s: French labels, the French box with its version, the French notice, posting to a French path",
    async (pathname) => {
      const page = await html(await fetch(`${server.url}${pathname}`));
      expect(page).toContain(`>Courriel<span aria-hidden="true" class="text-red-700"> *</span></label>`);
      expect(page).toContain("Les champs marqués d&#x27;un <span");
      expect(page).toContain(`name="consentVersion" value="${french.version}"`);
      expect(page).toContain(french.text.replaceAll("'", "&#x27;"));
      expect(page).toContain('href="/fr/confidentialite"');
      expect(page).toContain('data-mismatch="Entrez une adresse courriel valide, comme nom@exemple.ca."');
      expect(page).toMatch(/action="\/fr\/(formulaire\/cio|formulaire\/entreprise|contact)"/);
      expect(page).toContain(">Envoyer</button>");
      expect(page).not.toMatch(/>(Submit|Email|Phone|Select…)</);
    },
  );
});
