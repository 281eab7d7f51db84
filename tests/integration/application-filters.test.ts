import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApplicationFilters, readFilters } from "~/domain/application-filters";
import { listApplications } from "~/server/admin/applications.server";
import type { DatabaseHandle } from "~/server/db/client.server";
import { applications } from "~/server/db/schema.server";
import { databaseKinds, openTestDatabase } from "../support/database";

type Seed = {
  type: "CIO" | "Company";
  first: string;
  last: string;
  email: string;
  status?: "Accepted" | "Denied";
  spam?: string;
  locale?: "fr";
  stage?: string;
};

const seeds: Seed[] = [
  { type: "CIO", first: "Ada", last: "Lovelace", email: "ada@example.ca", status: "Accepted", stage: "in-network" },
  { type: "CIO", first: "Grace", last: "Hopper", email: "grace@navy.example", status: "Denied", locale: "fr", stage: "not-a-fit" },
  { type: "CIO", first: "Alan", last: "Turing", email: "alan@example.ca" },
  { type: "Company", first: "Acme Health", last: "Smith", email: "it@acme.example.ca", locale: "fr" },
  { type: "Company", first: "Maple 100% Foods", last: "Roy", email: "roy@maple.example.ca", status: "Accepted", stage: "engaged" },
  { type: "Company", first: "Spam Co", last: "Bot", email: "bot@spam.example", spam: "hidden field filled in" },
];

describe.each(databaseKinds)("filtering and searching the applications on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await handle.db.insert(applications).values(
      seeds.map((seed, index) => ({
        type: seed.type,
        // A company's name in its own column, its contact Priya (decision 0051).
        companyName: seed.type === "Company" ? seed.first : null,
        firstName: seed.type === "Company" ? "Priya" : seed.first,
        lastName: seed.last,
        email: seed.email,
        phone: "4165550100",
        city: "Toronto",
        province: "ON",
        status: seed.status ?? null,
        spamReason: seed.spam ?? null,
        stage: seed.stage ?? null,
        locale: seed.locale ?? "en",
        submissionKey: randomUUID(),
        createdAt: new Date(Date.UTC(2026, 10, 1, 12, index)),
      })),
    );
  });
  afterAll(async () => {
    await handle.close();
  });

  const names = async (query: string) => {
    const list = await listApplications(handle.db, 1, readFilters(new URLSearchParams(query)));
    return { names: list.rows.map((row) => row.companyName ?? row.firstName), total: list.page.total };
  };

  it.each([
    // The list's home: awaiting a first reply, oldest first (decision 0085); All is a named view.
    ["", ["Alan", "Acme Health"]],
    ["view=all", ["Maple 100% Foods", "Acme Health", "Alan", "Grace", "Ada"]],
    ["type=CIO", ["Alan", "Grace", "Ada"]],
    ["type=Company&status=accepted", ["Maple 100% Foods"]],
    ["status=pending", ["Acme Health", "Alan"]],
    ["status=denied", ["Grace"]],
    ["q=lovelace", ["Ada"]],
    ["q=ADA LOVE", ["Ada"]],
    ["q=navy.example", ["Grace"]],
    ["q=acme", ["Acme Health"]],
    ["q=100%25", ["Maple 100% Foods"]],
    ["q=_", []],
    ["type=CIO&q=a&status=accepted", ["Ada"]],
    ["view=spam", ["Spam Co"]],
    ["view=spam&q=nothing", []],
    // The language the applicant used on the site, so the team can answer in it; an unknown one
    // filters nothing.
    ["language=fr", ["Acme Health", "Grace"]],
    ["language=en", ["Maple 100% Foods", "Alan", "Ada"]],
    ["type=CIO&language=fr", ["Grace"]],
    ["language=fr&status=pending", ["Acme Health"]],
    ["language=de", ["Maple 100% Foods", "Acme Health", "Alan", "Grace", "Ada"]],
    // The stage, either kind's: a first stage is stored as nothing, and the counters (by type and
    // status) cannot count a stage. An unknown stage filters nothing.
    ["stage=engaged", ["Maple 100% Foods"]],
    ["stage=engaged&type=CIO", []],
    ["stage=in-network", ["Ada"]],
    ["stage=not-a-fit&status=denied", ["Grace"]],
    ["stage=new", ["Acme Health"]],
    ["stage=applied", ["Alan"]],
    ["stage=applied&type=Company", []],
    ["stage=closed", []],
    ["stage=new&view=spam", ["Spam Co"]],
    ["type=CIO&stage=Engaged", ["Alan", "Grace", "Ada"]],
  ])("?%s lists %j, and counts them", async (query, expected) => {
    const result = await names(query);
    expect(result.names).toEqual(expected);
    expect(result.total).toBe(expected.length);
  });

  it("counts from the counters and from a count alike", async () => {
    const byCounters: ApplicationFilters = { view: "list", type: "CIO", status: null, q: "" };
    const byCount: ApplicationFilters = { ...byCounters, q: "@" };
    expect((await listApplications(handle.db, 1, byCounters)).page.total).toBe(3);
    expect((await listApplications(handle.db, 1, byCount)).page.total).toBe(3);
  });
});
