import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFilters } from "~/domain/application-filters";
import { applicationsCsv } from "~/server/admin/applications-export.server";
import type { DatabaseHandle } from "~/server/db/client.server";
import { applications } from "~/server/db/schema.server";
import { databaseKinds, openTestDatabase } from "../support/database";

async function csvText(handle: DatabaseHandle, query = "") {
  const bytes = new Uint8Array(
    await new Response(applicationsCsv(handle.db, readFilters(new URLSearchParams(query), { unfiltered: "list" }))).arrayBuffer(),
  );
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
}

describe.each(databaseKinds)("the CSV export on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    const base = { phone: "4165550100", city: "Montréal", province: "QC" };
    // 1,203 rows, many sharing one microsecond-precise time, so batches must page on id too.
    const rows = Array.from({ length: 1_203 }, (_, index) => ({
      ...base,
      type: index % 2 === 0 ? ("CIO" as const) : ("Company" as const),
      firstName: `Person ${index}`,
      lastName: "Côté",
      email: `p${index}@example.ca`,
      submissionKey: randomUUID(),
    }));
    // created_at from the database default: microseconds, and equal within one statement.
    for (let start = 0; start < rows.length; start += 400) await handle.db.insert(applications).values(rows.slice(start, start + 400));
    await handle.db.insert(applications).values({
      ...base,
      type: "CIO",
      firstName: '=HYPERLINK("http://evil.example","click")',
      lastName: 'Quote "Marks", commas',
      email: "evil@example.ca",
      message: "line one\nline two",
      industries: ["finance", "healthcare"],
      submissionKey: randomUUID(),
      createdAt: new Date("2020-01-01T00:00:00Z"),
    });
    // Two further on in the team's work: an engaged CIO, and a company request closed with a reason.
    await handle.db.insert(applications).values([
      {
        ...base,
        type: "CIO",
        firstName: "Eng",
        lastName: "Aged",
        email: "engaged@example.ca",
        stage: "engaged",
        submissionKey: randomUUID(),
      },
      {
        ...base,
        type: "Company",
        companyName: "Closer Inc.",
        firstName: "Cleo",
        lastName: "Sed",
        email: "closed@example.ca",
        stage: "closed",
        closeReason: "went-elsewhere",
        submissionKey: randomUUID(),
      },
    ]);
    // Sent from the French form: the export must say which language the applicant used.
    await handle.db.insert(applications).values({
      ...base,
      type: "CIO",
      firstName: "Francine",
      lastName: "Tremblay",
      email: "francine@example.ca",
      locale: "fr",
      submissionKey: randomUUID(),
      createdAt: new Date("2020-01-02T00:00:00Z"),
    });
    await handle.db.insert(applications).values({
      ...base,
      type: "CIO",
      firstName: "Spam",
      lastName: "Bot",
      email: "bot@example.ca",
      spamReason: "too fast",
      submissionKey: randomUUID(),
    });
  });
  afterAll(async () => {
    await handle.close();
  });

  it("starts with a byte-order mark and a header, and holds every listed row once", async () => {
    const bytes = new Uint8Array(
      await new Response(applicationsCsv(handle.db, readFilters(new URLSearchParams(), { unfiltered: "list" }))).arrayBuffer(),
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = await csvText(handle);
    const lines = text.split("\r\n").filter(Boolean);
    expect(lines[0]).toMatch(/^\uFEFFId,Type,Name,Received,Status/);
    const emails = [...text.matchAll(/,(p\d+@example\.ca),/g)].map((match) => match[1]);
    expect(emails).toHaveLength(1_203);
    expect(new Set(emails).size).toBe(1_203);
    expect(text).not.toContain("bot@example.ca");
    expect(text).toContain("Montréal");
    expect(text).toContain(",Quebec,");
  });

  it("ends each row with the language the applicant used, then the stage and close reason, the source and the owner, after the columns it always had", async () => {
    const [header, french] = (await csvText(handle, "q=francine")).split("\r\n");
    expect(header).toMatch(
      /^\uFEFFId,Type,Name,Received,Status,.*,Consent form,Language,Stage,Close reason,UTM source,UTM medium,UTM campaign,Referring site,Partner code,Owner$/,
    );
    expect(french).toMatch(/^[0-9a-f-]{36},CIO,.*,Francine,Tremblay,francine@example\.ca,.*,French,Applied,,,,,,,$/);
    expect((await csvText(handle, "q=p12@example.ca")).split("\r\n")[1]).toMatch(/,English,Applied,,,,,,,$/);
    const frenchOnly = (await csvText(handle, "language=fr")).split("\r\n").filter(Boolean);
    expect(frenchOnly).toHaveLength(2);
  });

  it("names each row's stage and close reason by their labels, and exports only the stage a view filters", async () => {
    const lines = (await csvText(handle)).split("\r\n");
    expect(lines.find((line) => line.includes("closed@example.ca"))).toMatch(/,English,Closed,Went elsewhere,,,,,,$/);
    expect(lines.find((line) => line.includes("engaged@example.ca"))).toMatch(/,English,Engaged,,,,,,,$/);
    const engaged = (await csvText(handle, "stage=engaged")).split("\r\n").filter(Boolean);
    expect(engaged.slice(1).map((line) => line.split(",")[1])).toEqual(["CIO"]);
    expect(engaged[1]).toContain("engaged@example.ca");
    expect((await csvText(handle, "stage=closed&type=Company")).split("\r\n").filter(Boolean)).toHaveLength(2);
    // A first stage is stored as nothing: New finds every other company request, Applied every other CIO.
    expect((await csvText(handle, "stage=new")).split("\r\n").filter(Boolean)).toHaveLength(1 + 601);
    expect((await csvText(handle, "stage=applied&q=francine")).split("\r\n").filter(Boolean)).toHaveLength(2);
    expect((await csvText(handle, "stage=meeting")).split("\r\n").filter(Boolean)).toHaveLength(1);
  });

  it("quotes as RFC 4180 says and neutralises formulas", async () => {
    const text = await csvText(handle, "q=evil");
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(text).toContain(`"Quote ""Marks"", commas"`);
    expect(text).toContain(`"line one\nline two"`);
    expect(text).toContain("Finance; Healthcare");
  });

  it("exports what the view shows: filters and the spam view", async () => {
    const companies = await csvText(handle, "type=Company");
    expect(companies.split("\r\n").filter(Boolean)).toHaveLength(1 + 602);
    const spam = await csvText(handle, "view=spam");
    expect(spam).toContain("bot@example.ca");
    expect(spam.split("\r\n").filter(Boolean)).toHaveLength(2);
  });
});
