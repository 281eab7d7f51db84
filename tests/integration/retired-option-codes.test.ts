import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, request } from "../support/accounts";
import { decoded } from "../support/admin-http";
import { insertApplication } from "../support/applications";
import { databaseKinds } from "../support/database";
import { TEST_AUTH_SECRET } from "../support/lead-forms";
import { seededDatabase } from "../support/seeded-database";
import { type RunningServer, startServer } from "../support/server";

// A company request stored before the option lists changed (decision 0092) keeps the codes its
// visitor chose ("0-50", "1-6-months"): the admin's record page, the CSV export and the
// personal-data export read them by the labels the form showed then, never as a bare code or as a
// range the visitor did not pick.

const slowStart = 150_000;
const admin = "retired.codes.admin@example.ca";
const password = "correct horse battery";

describe.each(databaseKinds)("a request with retired option codes on %s", (kind) => {
  let server: RunningServer;
  let dropPostgres: (() => Promise<void>) | undefined;
  let cookie = "";
  let id = "";

  beforeAll(async () => {
    const seeded = await seededDatabase(kind, async (db) => {
      const row = await insertApplication(db, {
        type: "Company",
        companyName: "Oldline Foundry",
        firstName: "Olive",
        lastName: "Before",
        email: "olive@retired-codes.example",
        companySize: "0-50",
        contractDuration: "1-6-months",
      });
      id = row.id;
    });
    dropPostgres = seeded.drop;
    server = await startServer({ AUTH_SECRET: TEST_AUTH_SECRET, ADMIN_EMAILS: admin, ...seeded.env }, slowStart);
    cookie = (await createAccount(server, admin, password, { verify: true }))!;
  }, 240_000);

  afterAll(async () => {
    if (server) expect(await server.stop()).toBe(0);
    await dropPostgres?.();
  });

  it("shows them on the record page by their old labels", async () => {
    const html = decoded(await (await request(`${server.url}/admin/applications/${id}`, cookie)).text());
    expect(html).toMatch(/Company Size<\/dt>\s*<dd[^>]*>0-50<\/dd>/);
    expect(html).toMatch(/Contract Duration<\/dt>\s*<dd[^>]*>1 - 6 months<\/dd>/);
  });

  it("writes them in the CSV export by their old labels", async () => {
    const csv = await (await request(`${server.url}/admin/export.csv`, cookie)).text();
    const [header, ...rows] = csv.trim().split(/\r?\n/);
    const columns = header!.split(",");
    const row = rows.find((line) => line.includes("olive@retired-codes.example"))!.split(",");
    expect(row[columns.indexOf("Company Size")]).toBe("0-50");
    expect(row[columns.indexOf("Contract Duration")]).toBe("1 - 6 months");
  });

  it("gives them in the personal-data export by their old labels", async () => {
    const data = (await (await request(`${server.url}/admin/applications/${id}/personal-data.json`, cookie)).json()) as {
      applications: { id: string; companySize: string; contractDuration: string }[];
    };
    expect(data.applications.find((application) => application.id === id)).toMatchObject({
      companySize: "0-50",
      contractDuration: "1 - 6 months",
    });
  });
});
