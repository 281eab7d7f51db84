import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { words } from "~/content/words";
import { leadFormsIn } from "~/domain/forms/lead-forms";
import { parseForm } from "~/domain/forms/parse-form";
import { confirmAddress, postForm, request, sessionCookie, verificationLinkIn } from "../support/accounts";
import { databaseKinds } from "../support/database";
import { leadAnswers } from "../support/form-samples";
import { fastForms, formTokenFrom, TEST_AUTH_SECRET } from "../support/lead-forms";
import { type RunningServer, startServerOn } from "../support/server";
import { type SmtpPeer, startSmtpPeer, textOf } from "../support/smtp-peer";

// "Language of work" (English, French, both): required on the CIO form, optional on the company
// form; stored, shown to the admin, in the CSV, in the personal-data export, in /privacy and in
// the team's e-mail, in both languages. Its form checks first, then through the built server, on
// PGlite and PostgreSQL.

const nbsp = "\u00a0";
const english = leadFormsIn(words("en"));
const french = leadFormsIn(words("fr"));
const body = (values: Record<string, string>) => new URLSearchParams(values);

describe("the Language of work field", () => {
  it("is required on the CIO form, in the page's language", () => {
    const { workLanguage: _left, ...withoutIt } = leadAnswers.cio;
    expect(parseForm(english.cio, body(withoutIt))).toMatchObject({
      ok: false,
      errors: { workLanguage: "Language of work is required: choose one." },
    });
    expect(parseForm(french.cio, body(withoutIt))).toMatchObject({
      ok: false,
      errors: { workLanguage: "Veuillez choisir une option." },
    });
    for (const code of ["en", "fr", "both"]) {
      expect(parseForm(english.cio, body({ ...leadAnswers.cio, workLanguage: code })), code).toMatchObject({
        ok: true,
        values: { workLanguage: code },
      });
    }
  });

  it("is optional on the company form: left empty it is null, given it is checked", () => {
    const { workLanguage: _left, ...withoutIt } = leadAnswers.company;
    expect(parseForm(english.company, body(withoutIt))).toMatchObject({ ok: true, values: { workLanguage: null } });
    expect(parseForm(english.company, body({ ...withoutIt, workLanguage: "" }))).toMatchObject({
      ok: true,
      values: { workLanguage: null },
    });
    expect(parseForm(english.company, body({ ...withoutIt, workLanguage: "fr" }))).toMatchObject({
      ok: true,
      values: { workLanguage: "fr" },
    });
    expect(english.company.fields.find((field) => field.name === "workLanguage")?.required).toBe(false);
  });

  it("refuses a code it does not list, on either form", () => {
    const unknown = { ok: false, errors: { workLanguage: "Choose one of the listed options." } };
    expect(parseForm(english.cio, body({ ...leadAnswers.cio, workLanguage: "de" }))).toMatchObject(unknown);
    expect(parseForm(english.company, body({ ...leadAnswers.company, workLanguage: "de" }))).toMatchObject(unknown);
  });

  it("offers English, French and both, in each language", () => {
    const labels = (form: typeof english.cio) => form.fields.find((field) => field.name === "workLanguage")?.options?.map((o) => o.label);
    expect(labels(english.cio)).toEqual(["English", "French", "English and French"]);
    expect(labels(french.cio)).toEqual(["Anglais", "Français", "Anglais et français"]);
  });
});

const password = "correct horse battery";
const admin = "language.admin@example.ca";
const team = "language.team@example.ca";

/** A page's markup as a reader gets it: React's text separators gone, entities for spaces read. */
const html = async (response: Response) => (await response.text()).replaceAll("<!-- -->", "").replaceAll("&nbsp;", nbsp);

describe.each(databaseKinds)("Language of work on %s", (kind) => {
  let server: RunningServer;
  let peer: SmtpPeer;
  let cookie: string;

  beforeAll(async () => {
    peer = await startSmtpPeer();
    server = await startServerOn(
      kind,
      { ...fastForms, AUTH_SECRET: TEST_AUTH_SECRET, ADMIN_EMAILS: admin, SMTP_URL: peer.url, NOTIFY_EMAILS: team },
      150_000,
    );
    expect((await postForm(`${server.url}/register`, { email: admin, password, confirmPassword: password })).status).toBe(303);
    await peer.waitFor((mails) => mails.some((mail) => mail.to.includes(admin)), 20_000, "the admin's verification e-mail");
    const link = verificationLinkIn(textOf(peer.received.find((mail) => mail.to.includes(admin))!), server.url);
    cookie = sessionCookie(await confirmAddress(link!, password))!;
    expect(cookie).toBeTruthy();
  }, 240_000);

  afterAll(async () => {
    if (server) expect(await server.stop()).toBe(0);
    await peer?.close();
  });

  /** Posts a form as a browser without JavaScript does, with the page's token. */
  const send = async (path: string, values: Record<string, string>) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      body: new URLSearchParams({ ...values, formToken: await formTokenFrom(server.url, path), leave_this_empty: "" }),
      redirect: "manual",
    });

  /** The admin's page of the application found by `query`, and its id. */
  async function adminPageOf(query: string) {
    const list = await html(await request(`${server.url}/admin/applications?q=${encodeURIComponent(query)}`, cookie));
    const id = /\/admin\/applications\/([0-9a-f-]{36})/.exec(list)?.[1];
    if (!id) throw new Error(`no application found by ${query}`);
    return { id, page: await html(await request(`${server.url}/admin/applications/${id}`, cookie)) };
  }

  it("is asked on the French CIO form, kept there when missing, stored, and shown everywhere the record is", async () => {
    const form = await html(await fetch(`${server.url}/fr/formulaire/cio`));
    expect(form).toContain('name="workLanguage"');
    for (const label of ["Langue de travail", "Anglais", "Français", "Anglais et français"]) expect(form).toContain(label);

    const email = `gabrielle.${kind}@exemple.ca`;
    const { workLanguage: _left, ...answers } = leadAnswers.cio;
    const typed = { ...answers, firstName: "Gabrielle", lastName: `Roy${kind}`, email, city: "Rimouski" };
    const refused = await send("/fr/formulaire/cio", typed);
    expect(refused.status).toBe(400);
    const again = await html(refused);
    expect(again).toContain("Veuillez choisir une option.");
    expect(again).toContain('value="Rimouski"');

    expect((await send("/fr/formulaire/cio", { ...typed, workLanguage: "both" })).status).toBe(303);

    const { id, page } = await adminPageOf(`Roy${kind}`);
    expect(page).toMatch(/Language of work<\/dt><dd[^>]*>English and French</);

    const csv = await (await request(`${server.url}/admin/export.csv?q=${encodeURIComponent(`Roy${kind}`)}`, cookie)).text();
    const [header, row] = csv.replace(/^\uFEFF/, "").split("\r\n");
    const columns = header!.split(",");
    expect(columns.indexOf("Language of work")).toBe(columns.indexOf("Message") + 1);
    expect(row).toContain(",English and French,");

    const download = await request(`${server.url}/admin/applications/${id}/personal-data.json`, cookie);
    const { applications } = (await download.json()) as { applications: Record<string, unknown>[] };
    expect(applications[0]).toMatchObject({ email, workLanguage: "English and French" });

    await peer.waitFor(
      (mails) => mails.some((mail) => mail.to.includes(team) && textOf(mail).includes(email)),
      20_000,
      "the team's e-mail",
    );
    const notification = peer.received.find((mail) => mail.to.includes(team) && textOf(mail).includes(email))!;
    expect(textOf(notification)).toMatch(/Language of work:?\s+English and French/);
  }, 90_000);

  it("may be left empty on the company form, stored as nothing", async () => {
    const email = `sophie.${kind}@erable.example.ca`;
    const { workLanguage: _left, ...answers } = leadAnswers.company;
    const values = { ...answers, companyName: `Érable ${kind}`, firstName: "Sophie", lastName: "Gagnon", email };
    expect((await send("/form/company", values)).status).toBe(303);
    const { id, page } = await adminPageOf(`Érable ${kind}`);
    expect(page).toMatch(/Language of work<\/dt><dd[^>]*>—</);
    const download = await request(`${server.url}/admin/applications/${id}/personal-data.json`, cookie);
    const { applications } = (await download.json()) as { applications: Record<string, unknown>[] };
    expect(applications[0]).toMatchObject({ email, workLanguage: null });
  }, 60_000);

  it("is listed among what each application form collects on /privacy, in both languages", async () => {
    const [privacy, confidentialite] = [
      await html(await fetch(`${server.url}/privacy`)),
      await html(await fetch(`${server.url}/fr/confidentialite`)),
    ];
    expect(privacy).toMatch(/Availability, Language of work, Industries/);
    // French lists take one capital, at their start.
    expect(confidentialite).toMatch(/[Dd]isponibilité, langue de travail, secteurs d(?:&#x27;|')activité/);
  }, 30_000);
});
