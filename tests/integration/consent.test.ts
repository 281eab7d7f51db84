import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFilters } from "~/domain/application-filters";
import { currentConsent } from "~/domain/consent";
import { words } from "~/content/words";
import { applicationsCsv } from "~/server/admin/applications-export.server";
import { type DatabaseHandle, openPglite, openPostgres } from "~/server/db/client.server";
import { applications } from "~/server/db/schema.server";
import { createPostgresDatabase, type DatabaseKind, databaseKinds, openTestDatabase } from "../support/database";
import { rowsAcrossMigration } from "../support/migrations";
import { type RunningServer, startServer, migratedDataDir } from "../support/server";
import { leadAnswers } from "../support/form-samples";

// The news e-mail box over HTTP, as browsers post it: what is stored as evidence, on each database.

const fastForms = { FORM_MIN_FILL_SECONDS: "0", SUBMISSIONS_PER_HOUR_PER_IP: "1000", SUBMISSIONS_PER_HOUR_PER_EMAIL: "1000" };
const person = (email: string) => ({ firstName: "Ada", lastName: "Lovelace", email, phone: "+1 416 555 0100" });
const lead = {
  "/contact": (email: string) => person(email),
  "/form/cio": (email: string) => ({
    ...leadAnswers.cio,
    ...person(email),
    linkedin: "https://linkedin.com/in/ada",
    experience: "11-15",
    city: "Toronto",
    province: "ON",
  }),
  "/form/company": (email: string) => ({
    ...leadAnswers.company,
    ...person(email),
    companyName: "Analytical Engines",
    companySize: "1-49",
    contractDuration: "1-year-plus",
    city: "Halifax",
    province: "NS",
  }),
};
type FormPath = keyof typeof lead;

const ticked = { newsConsent: "yes", consentVersion: currentConsent.version };
const unticked = { consentVersion: currentConsent.version };

async function post(server: RunningServer, pathname: FormPath, email: string, consent: Record<string, string>) {
  const html = await (await fetch(`${server.url}${pathname}`)).text();
  const formToken = /name="formToken" value="([^"]+)"/.exec(html)?.[1] ?? "";
  const body = new URLSearchParams({ ...lead[pathname](email), ...consent, formToken });
  return fetch(`${server.url}${pathname}`, { method: "POST", body, redirect: "manual" });
}

type Evidence = {
  email: string;
  news_consent: boolean | null;
  consent_version: string | null;
  consent_at: Date | null;
  consent_form: string | null;
};

async function storedEvidence(handle: DatabaseHandle): Promise<Map<string, Evidence>> {
  const { rows } = (await handle.db.execute(
    sql.raw(`select email, news_consent, consent_version, consent_at, consent_form from applications
      union all select email, news_consent, consent_version, consent_at, consent_form from inquiries`),
  )) as unknown as { rows: Evidence[] };
  return new Map(rows.map((row) => [row.email, { ...row, consent_at: row.consent_at && new Date(row.consent_at) }]));
}

describe.each(databaseKinds)("the news e-mail box posted to the server on %s", (kind: DatabaseKind) => {
  let server: RunningServer;
  let dataDir: string;
  let postgres: { url: string; drop: () => Promise<void> } | undefined;
  const startedAt = new Date();
  const answers: { email: string; path: FormPath; status: number }[] = [];
  let evidence: Map<string, Evidence>;
  /** The page answered for a ticked box with a wording the site never showed. */
  let staleHtml = "";

  beforeAll(async () => {
    dataDir = migratedDataDir();
    postgres = kind === "postgres" ? await createPostgresDatabase() : undefined;
    // Generous: on a loaded machine PGlite takes a while to open.
    server = await startServer({ ...fastForms, DATA_DIR: dataDir, ...(postgres ? { DATABASE_URL: postgres.url } : {}) }, 180_000);
    const send = async (pathname: FormPath, tag: string, consent: Record<string, string>) => {
      const email = `${tag}-${kind}@example.ca`;
      const response = await post(server, pathname, email, consent);
      answers.push({ email, path: pathname, status: response.status });
      return response;
    };
    for (const pathname of Object.keys(lead) as FormPath[]) {
      const form = pathname.split("/").at(-1);
      await send(pathname, `ticked-${form}`, ticked);
      await send(pathname, `unticked-${form}`, unticked);
    }
    await send("/contact", "no-box", {});
    staleHtml = await (await send("/form/cio", "unknown-version", { newsConsent: "yes", consentVersion: "2020-01-01" })).text();
    await send("/form/company", "unknown-version-unticked", { consentVersion: "not-a-version" });
    await send("/contact", "ticked-without-version", { newsConsent: "yes" });
    await send("/form/cio", "box-with-another-value", { newsConsent: "on", consentVersion: currentConsent.version });
    // PGlite belongs to one process: read what was stored once the server has let go of it.
    expect(await server.stop()).toBe(0);
    const handle = postgres ? await openPostgres(postgres.url, 1) : await openPglite(dataDir);
    evidence = await storedEvidence(handle);
    await handle.close();
  }, 300_000);

  afterAll(async () => {
    await postgres?.drop();
  });

  it.each([
    ["/contact", "contact"],
    ["/form/cio", "cio"],
    ["/form/company", "company"],
  ] as const)("%s: a ticked box is stored as given, with the wording's version, the time and the form", (pathname, form) => {
    const email = `ticked-${pathname.split("/").at(-1)}-${kind}@example.ca`;
    expect(answers.find((answer) => answer.email === email)?.status).toBe(303);
    const row = evidence.get(email);
    expect(row).toMatchObject({ news_consent: true, consent_version: currentConsent.version, consent_form: form });
    expect(row?.consent_at?.getTime()).toBeGreaterThanOrEqual(startedAt.getTime() - 1_000);
    expect(row?.consent_at?.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it.each([
    ["/contact", "contact"],
    ["/form/cio", "cio"],
    ["/form/company", "company"],
  ] as const)("%s: a box left empty is stored as not given, with the wording that was shown", (pathname, form) => {
    const email = `unticked-${pathname.split("/").at(-1)}-${kind}@example.ca`;
    expect(answers.find((answer) => answer.email === email)?.status).toBe(303);
    expect(evidence.get(email)).toMatchObject({ news_consent: false, consent_version: currentConsent.version, consent_form: form });
    expect(evidence.get(email)?.consent_at).toBeInstanceOf(Date);
  });

  it("stores a form sent without the box at all as not given, with no wording", () => {
    expect(evidence.get(`no-box-${kind}@example.ca`)).toMatchObject({
      news_consent: false,
      consent_version: null,
      consent_form: "contact",
    });
  });

  it("says so at the box, keeps what was typed, and shows the box unticked with today's wording", () => {
    // React separates adjacent text with empty comments.
    const html = staleHtml.replaceAll("<!-- -->", "");
    expect(html).toContain(
      `<a href="#field-newsConsent" class="text-red-900 underline">News by e-mail: ${words("en").forms.consent.unknownWording}</a>`,
    );
    expect(html).toMatch(/<fieldset[^>]*aria-describedby="field-newsConsent-error"/);
    expect(html).toContain(`value="unknown-version-${kind}@example.ca"`);
    expect(html).toContain(`name="consentVersion" value="${currentConsent.version}"`);
    const box = /<input type="checkbox" id="field-newsConsent"[^>]*>/.exec(html)?.[0] ?? "";
    expect(box).toContain('aria-invalid="true"');
    expect(box).not.toContain("checked");
  });

  it.each(["unknown-version", "unknown-version-unticked", "ticked-without-version", "box-with-another-value"])(
    "answers %s with 400 and stores nothing",
    (tag) => {
      const email = `${tag}-${kind}@example.ca`;
      expect(answers.find((answer) => answer.email === email)?.status).toBe(400);
      expect(evidence.has(email)).toBe(false);
    },
  );
});

describe.each(databaseKinds)("migration 0006 on %s", (kind) => {
  it("keeps the rows stored before it, with no consent record", async () => {
    const insert = `insert into applications (type, first_name, last_name, email, phone, city, province, submission_key)
      values ('CIO', 'Old', 'Row', 'old@example.ca', '4165550100', 'Toronto', 'ON', 'old-key');
      insert into inquiries (first_name, last_name, email, phone, submission_key)
      values ('Old', 'Inquiry', 'old-inquiry@example.ca', '4165550100', 'old-inquiry-key')`;
    const check = `select news_consent, consent_version, consent_at, consent_form from applications
      union all select news_consent, consent_version, consent_at, consent_form from inquiries`;
    const expected = [0, 1].map(() => ({ news_consent: null, consent_version: null, consent_at: null, consent_form: null }));
    expect(await rowsAcrossMigration(kind, "0006_", insert, check)).toEqual(expected);
  }, 120_000);
});

describe.each(databaseKinds)("the CSV export on %s", (kind) => {
  it("keeps its columns and adds the consent evidence after them, empty for rows without a record", async () => {
    const handle = await openTestDatabase(kind);
    try {
      const base = { type: "CIO" as const, lastName: "Côté", phone: "4165550100", city: "Toronto", province: "ON" };
      await handle.db.insert(applications).values([
        { ...base, firstName: "Old", email: "old@example.ca", submissionKey: "old", createdAt: new Date("2026-01-01T00:00:00Z") },
        {
          ...base,
          firstName: "Given",
          email: "given@example.ca",
          submissionKey: "given",
          newsConsent: true,
          consentVersion: currentConsent.version,
          consentAt: new Date("2026-11-21T18:00:00.123Z"),
          consentForm: "cio",
          createdAt: new Date("2026-11-21T18:00:00Z"),
        },
        {
          ...base,
          type: "Company",
          companyName: "Declined, Inc.",
          firstName: "Priya",
          email: "declined@example.ca",
          submissionKey: "declined",
          newsConsent: false,
          consentVersion: currentConsent.version,
          consentAt: new Date("2026-11-20T09:30:00Z"),
          consentForm: "company",
          createdAt: new Date("2026-11-20T09:30:00Z"),
        },
      ]);
      const bytes = new Uint8Array(
        await new Response(applicationsCsv(handle.db, readFilters(new URLSearchParams(), { unfiltered: "list" }))).arrayBuffer(),
      );
      const [header, ...lines] = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes).split("\r\n").filter(Boolean);
      // The CSV's contract with the spreadsheets admins keep: the header as it was when this line
      // was written. Every column of it stays, under its name and in its order, and those up to
      // Message keep their places: a field added since is a column after Message, before Spam reason;
      // a column that is no field (the language, then the stage and close reason, then the source, then the owner) comes last.
      const contract = (
        "\uFEFFId,Type,Name,Received,Status,Decided by,Decided at,Company Name,First Name,Last Name,Email,Phone," +
        "LinkedIn Profile,Company Website,Company Size,Contract Duration,Years of Experience,City,Province," +
        "Work Model,Availability,Industries,Areas of Expertise,Required Expertise,Message,Spam reason," +
        "News e-mails consent,Consent wording version,Consent recorded at,Consent form,Language,Stage,Close reason," +
        "UTM source,UTM medium,UTM campaign,Referring site,Partner code,Owner"
      ).split(",");
      const columns = header!.split(",");
      expect(columns.filter((column) => contract.includes(column))).toEqual(contract);
      const throughMessage = contract.indexOf("Message") + 1;
      expect(columns.slice(0, throughMessage)).toEqual(contract.slice(0, throughMessage));
      expect(columns.slice(columns.indexOf("Spam reason"))).toEqual(contract.slice(contract.indexOf("Spam reason")));
      const [given, declined, old] = lines;
      expect(given).toMatch(
        new RegExp(
          `,given@example\\.ca,.*,Given,${currentConsent.version},2026-11-21T18:00:00\\.123Z,CIO application \\(/form/cio\\),English,Applied,,,,,,,$`,
        ),
      );
      expect(declined).toContain(',"Declined, Inc. (Priya Côté)",');
      expect(declined).toContain(',"Declined, Inc.",Priya,Côté,');
      expect(declined).toMatch(/,Not given,[^,]+,2026-11-20T09:30:00\.000Z,Company form \(\/form\/company\),English,New,,,,,,,$/);
      expect(old).toMatch(/,old@example\.ca,.*,,,,,English,Applied,,,,,,,$/);
    } finally {
      await handle.close();
    }
  }, 120_000);
});
