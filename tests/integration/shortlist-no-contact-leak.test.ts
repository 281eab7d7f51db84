import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle } from "~/server/db/client.server";
import { type ApplicationRow, outbox } from "~/server/db/schema.server";
import {
  answerOpportunity,
  companyShortlistFor,
  opportunityFor,
  pickFromShortlist,
  sendShortlist,
} from "~/server/shortlists/shortlists.server";
import { databaseKinds, openTestDatabase } from "../support/database";
import { seededDatabase } from "../support/seeded-database";
import { TEST_AUTH_SECRET } from "../support/lead-forms";
import { type RunningServer, startServer } from "../support/server";
import { admin, picksOf, settings, shortlistCio, shortlistCompany } from "../support/shortlists";

// Nothing that would let one side reach the other leaves before the company picks (decisions 0075
// and 0078), on PGlite and PostgreSQL. Everything the company can read before a pick (every e-mail
// to its address, its page's data) holds no shortlisted CIO's address, phone, LinkedIn, last name
// or city; everything each CIO can read (every e-mail to them, their page's data) holds nothing of
// the company's identity. Then a pick, and the details do arrive: the searches find what they look for.
// Over HTTP, the CIO's page as the built server sends it (the company's page is not on this branch).

const now = new Date("2026-11-27T15:00:00Z");
const pickSettings = { ...settings, notifyEmails: ["team@cio.example.ca"] };

/** A phone number as it is stored and as it is commonly written. */
const phoneForms = (phone: string) => {
  const digits = phone.replace(/\D/g, "").slice(-10);
  return [
    phone,
    digits,
    `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`,
    `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`,
  ];
};

const cioSecrets = (cio: ApplicationRow) => [
  cio.email,
  ...phoneForms(cio.phone),
  cio.linkedin!,
  cio.linkedin!.replace(/^https?:\/\//, ""),
  cio.lastName,
  cio.city!,
];

const companySecretsOf = (company: ApplicationRow) => [
  company.companyName!,
  company.firstName,
  company.lastName,
  company.email,
  ...phoneForms(company.phone),
  company.companyUrl!,
  company.companyUrl!.replace(/^https?:\/\//, ""),
  company.city!,
];

/** The secrets found in `text` (case-insensitive): an empty list is the pass. */
const found = (text: string, secrets: string[]) => secrets.filter((secret) => text.toLowerCase().includes(secret.toLowerCase()));

describe.each(databaseKinds)("no contact details before a pick on %s", (kind) => {
  let handle: DatabaseHandle;
  const db = () => handle.db;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle.close();
  });

  const mailTo = async (email: string) =>
    (await db().select().from(outbox).orderBy(desc(outbox.createdAt))).filter((row) => row.recipients.includes(email));
  const mailText = (rows: (typeof outbox.$inferSelect)[]) =>
    rows.map((row) => `${row.subject}\n${row.textBody}\n${row.htmlBody}`).join("\n");
  const linkIn = async (applicationId: string, kindOfMail: string) => {
    const [row] = await db().select().from(outbox).where(eq(outbox.applicationId, applicationId)).orderBy(desc(outbox.createdAt));
    expect(row?.kind).toBe(kindOfMail);
    return /\/(?:opportunity|fr\/occasion|shortlist|fr\/selection)\/([\w.-]+)/.exec(row?.textBody ?? "")![1]!;
  };

  it("shows neither side the other's contact details until the company picks, then both", async () => {
    const company = await shortlistCompany(db());
    const cios = [
      await shortlistCio(db(), "Marie", {
        lastName: "Quimbyfield",
        city: "Chibougamau",
        locale: "fr",
        phone: "514-555-0111",
        linkedin: "https://www.linkedin.com/in/marie-quimbyfield",
      }),
      await shortlistCio(db(), "Ahmed", {
        lastName: "Harrowgate",
        city: "Tuktoyaktuk",
        phone: "(867) 555-0122",
        linkedin: "https://www.linkedin.com/in/ahmed-harrowgate",
      }),
      await shortlistCio(db(), "Lin", {
        lastName: "Peverell",
        city: "Flin Flon",
        phone: "204 555 0133",
        linkedin: "https://www.linkedin.com/in/lin-peverell",
      }),
    ];
    const sent = await sendShortlist(db(), { companyId: company.id, picks: picksOf(...cios), adminEmail: admin }, settings, now);
    if (!sent.ok) throw new Error(sent.problem);
    const cioTokens = new Map<string, string>();
    for (const cio of cios) cioTokens.set(cio.id, await linkIn(cio.id, "shortlist-invitation"));
    const localeOf = (cio: ApplicationRow): "en" | "fr" => (cio.locale === "fr" ? "fr" : "en");
    const answers = ["interested", "interested", "not-for-me"] as const;
    for (const [index, cio] of cios.entries()) {
      const input = { token: cioTokens.get(cio.id)!, locale: localeOf(cio), answer: answers[index]!, reason: `Reason of ${cio.firstName}` };
      expect((await answerOpportunity(db(), input, settings, now)).status).toBe("ok");
    }
    const companyToken = await linkIn(company.id, "shortlist-company");
    // The reminders (not on this branch yet) would add an e-mail to each side here.

    // The company's side: its e-mails and its page.
    const companyPage = await companyShortlistFor(db(), companyToken, "en", settings, now);
    if (companyPage.status !== "ok") throw new Error(companyPage.status);
    expect(companyPage.value.candidates.map((c) => c.displayName).sort()).toEqual(["Ahmed H.", "Marie Q."]);
    const companyMail = await mailTo(company.email);
    expect(companyMail.map((row) => row.kind)).toEqual(["shortlist-company"]);
    const companySees = `${mailText(companyMail)}\n${JSON.stringify(companyPage.value)}`;
    for (const cio of cios) expect(found(companySees, cioSecrets(cio))).toEqual([]);

    // Each CIO's side: their e-mails and their page.
    for (const cio of cios) {
      const page = await opportunityFor(db(), cioTokens.get(cio.id)!, localeOf(cio), settings, now);
      if (page.status !== "ok") throw new Error(page.status);
      const cioMail = await mailTo(cio.email);
      expect(cioMail.map((row) => row.kind)).toEqual(["shortlist-invitation"]);
      expect(found(`${mailText(cioMail)}\n${JSON.stringify(page.value)}`, companySecretsOf(company))).toEqual([]);
    }

    // The pick: now the details arrive, both ways, for the picked CIO only.
    const marie = companyPage.value.candidates.find((c) => c.displayName === "Marie Q.")!.candidateId;
    const picked = await pickFromShortlist(db(), { token: companyToken, locale: "en", candidateIds: [marie] }, pickSettings, now);
    expect(picked.status).toBe("ok");
    const companyAfter = mailText(await mailTo(company.email));
    expect(found(companyAfter, [cios[0]!.email, cios[0]!.phone, cios[0]!.linkedin!, cios[0]!.lastName])).toHaveLength(4);
    expect(found(companyAfter, cioSecrets(cios[1]!))).toEqual([]);
    expect(
      found(mailText(await mailTo(cios[0]!.email)), [company.companyName!, company.email, company.phone, company.companyUrl!]),
    ).toHaveLength(4);
    expect(found(mailText(await mailTo(cios[1]!.email)), companySecretsOf(company))).toEqual([]);
  });
});

describe.each(databaseKinds)("the CIO's page over HTTP, before a pick, on %s", (kind) => {
  let server: RunningServer;
  let dropPostgres: (() => Promise<void>) | undefined;
  let company: ApplicationRow;
  const pages: { cio: ApplicationRow; path: string }[] = [];
  const httpSettings = { baseUrl: "http://cio.example.ca", secret: TEST_AUTH_SECRET };
  // The server checks its links against its own clock: they are issued now.

  beforeAll(async () => {
    const seeded = await seededDatabase(kind, async (db) => {
      company = await shortlistCompany(db);
      const cios = [
        await shortlistCio(db, "Marie", { lastName: "Quimbyfield", locale: "fr", linkedin: "https://www.linkedin.com/in/mq" }),
        await shortlistCio(db, "Ahmed", { lastName: "Harrowgate", linkedin: "https://www.linkedin.com/in/ah" }),
      ];
      const sent = await sendShortlist(db, { companyId: company.id, picks: picksOf(...cios), adminEmail: admin }, httpSettings, new Date());
      if (!sent.ok) throw new Error(sent.problem);
      for (const cio of cios) {
        const [row] = await db.select().from(outbox).where(eq(outbox.applicationId, cio.id));
        const path = /https?:\/\/[^/\s]+((?:\/fr\/occasion|\/opportunity)\/[\w.-]+)/.exec(row?.textBody ?? "")![1]!;
        const token = path.slice(path.lastIndexOf("/") + 1);
        const locale = cio.locale === "fr" ? "fr" : "en";
        const answered = await answerOpportunity(db, { token, locale, answer: "interested", reason: "" }, httpSettings, new Date());
        if (answered.status !== "ok") throw new Error(answered.status);
        pages.push({ cio, path });
      }
    });
    dropPostgres = seeded.drop;
    server = await startServer({ AUTH_SECRET: TEST_AUTH_SECRET, BASE_URL: httpSettings.baseUrl, ...seeded.env }, 150_000);
  }, 240_000);

  afterAll(async () => {
    if (server) expect(await server.stop()).toBe(0);
    await dropPostgres?.();
  });

  it("sends each interested CIO a page with their note and nothing of the company's identity", async () => {
    for (const { cio, path } of pages) {
      const response = await fetch(`${server.url}${path}`, { redirect: "manual" });
      expect(response.status).toBe(200);
      const html = (await response.text()).replaceAll("<!-- -->", "").replaceAll("&#x27;", "'").replaceAll("&amp;", "&");
      // The page is the CIO's own (their note is on it), so an empty search below means something.
      expect(html).toContain(`Note for ${cio.firstName}`);
      expect(found(html, companySecretsOf(company))).toEqual([]);
    }
  });
});
