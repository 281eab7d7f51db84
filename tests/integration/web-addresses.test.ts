import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite, openPostgres } from "~/server/db/client.server";
import { createPostgresDatabase, type DatabaseKind, databaseKinds } from "../support/database";
import { type RunningServer, startServer, migratedDataDir } from "../support/server";
import { leadAnswers } from "../support/form-samples";

// The LinkedIn and website fields posted as browsers post them (as people type them, mostly without
// a scheme), and what each database keeps.

const fastForms = { FORM_MIN_FILL_SECONDS: "0", SUBMISSIONS_PER_HOUR_PER_IP: "1000", SUBMISSIONS_PER_HOUR_PER_EMAIL: "1000" };
const person = (email: string) => ({ firstName: "Marc", lastName: "Tremblay", email, phone: "+1 514 555 0100" });
const cio = (email: string, linkedin: string) => ({
  ...leadAnswers.cio,
  ...person(email),
  linkedin,
  experience: "11-15",
  city: "Montréal",
  province: "QC",
});
const company = (email: string, companyUrl: string) => ({
  ...leadAnswers.company,
  ...person(email),
  companyName: "Acme",
  companyUrl,
  companySize: "1-49",
  contractDuration: "1-year-plus",
  city: "Halifax",
  province: "NS",
});

async function post(server: RunningServer, pathname: string, fields: Record<string, string>) {
  const html = await (await fetch(`${server.url}${pathname}`)).text();
  const formToken = /name="formToken" value="([^"]+)"/.exec(html)?.[1] ?? "";
  const response = await fetch(`${server.url}${pathname}`, {
    method: "POST",
    body: new URLSearchParams({ ...fields, formToken }),
    redirect: "manual",
  });
  return { status: response.status, html: await response.text() };
}

type Stored = { email: string; linkedin: string | null; company_url: string | null };

describe.each(databaseKinds)("web addresses posted to the server on %s", (kind: DatabaseKind) => {
  let server: RunningServer;
  let postgres: { url: string; drop: () => Promise<void> } | undefined;
  const answers = new Map<string, { status: number; html: string }>();
  let stored: Map<string, Stored>;

  beforeAll(async () => {
    const dataDir = migratedDataDir();
    postgres = kind === "postgres" ? await createPostgresDatabase() : undefined;
    server = await startServer({ ...fastForms, DATA_DIR: dataDir, ...(postgres ? { DATABASE_URL: postgres.url } : {}) }, 180_000);
    const send = async (tag: string, pathname: string, fields: Record<string, string>) => {
      answers.set(tag, await post(server, pathname, fields));
    };
    await send("other-host", "/form/cio", cio(`other-host-${kind}@example.ca`, "https://example.com/marc"));
    await send("look-alike", "/form/cio", cio(`look-alike-${kind}@example.ca`, "linkedin.com.evil.example/in/marc"));
    await send("profile", "/form/cio", cio(`profile-${kind}@example.ca`, "ca.linkedin.com/in/marc-tremblay/?trk=x"));
    await send("bare-website", "/form/company", company(`bare-website-${kind}@example.ca`, "acme.example.ca"));
    await send("script-website", "/form/company", company(`script-website-${kind}@example.ca`, "javascript:alert(1)"));
    // PGlite belongs to one process: read what was stored once the server has let go of it.
    expect(await server.stop()).toBe(0);
    const handle = postgres ? await openPostgres(postgres.url, 1) : await openPglite(dataDir);
    const { rows } = (await handle.db.execute(sql.raw("select email, linkedin, company_url from applications"))) as unknown as {
      rows: Stored[];
    };
    stored = new Map(rows.map((row) => [row.email, row]));
    await handle.close();
  }, 300_000);

  afterAll(async () => {
    await postgres?.drop();
  });

  it.each([
    ["other-host", "https://example.com/marc"],
    ["look-alike", "linkedin.com.evil.example/in/marc"],
  ])("refuses a LinkedIn address on %s at the field, keeps what was typed, and stores nothing", (tag, typed) => {
    const answer = answers.get(tag)!;
    expect(answer.status).toBe(400);
    expect(answer.html).toMatch(/id="field-linkedin"[^>]*aria-invalid="true"/);
    expect(answer.html).toContain(
      `id="field-linkedin-error" data-field-error="true" class="mt-1 text-sm font-medium text-red-700">Enter your LinkedIn profile&#x27;s address, like linkedin.com/in/your-name.</p>`,
    );
    expect(answer.html).toContain(`value="${typed}"`);
    expect(stored.has(`${tag}-${kind}@example.ca`)).toBe(false);
  });

  it("stores a LinkedIn profile as its https://www.linkedin.com address", () => {
    expect(answers.get("profile")?.status).toBe(303);
    expect(stored.get(`profile-${kind}@example.ca`)?.linkedin).toBe("https://www.linkedin.com/in/marc-tremblay");
  });

  it("stores a website typed as acme.example.ca with https:// in front", () => {
    expect(answers.get("bare-website")?.status).toBe(303);
    expect(stored.get(`bare-website-${kind}@example.ca`)?.company_url).toBe("https://acme.example.ca");
  });

  it("refuses a javascript: website at the field, keeps it, and stores nothing", () => {
    const answer = answers.get("script-website")!;
    expect(answer.status).toBe(400);
    expect(answer.html).toContain("Enter a website&#x27;s address, like www.example.ca.");
    expect(answer.html).toContain('value="javascript:alert(1)"');
    expect(stored.has(`script-website-${kind}@example.ca`)).toBe(false);
  });
});
