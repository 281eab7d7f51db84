import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { haveSomethingInCommon, rankCios, rankCompanies } from "~/domain/matching";
import { optionCodes, provinceCodes } from "~/domain/forms/lead-forms";
import type { DatabaseHandle } from "~/server/db/client.server";
import { applications } from "~/server/db/schema.server";
import { suggestionsFor } from "~/server/admin/matching.server";
import { databaseKinds, openTestDatabase } from "../support/database";
import { matchReasons } from "~/content/matching";
import { words } from "~/content/words";

const { availabilities, expertise, industries, workModels } = optionCodes;

/** The reasons as the admin reads them. */
const say = { reasons: matchReasons, options: words("en").options };

// The database ranks candidates by fitOf's measure written in SQL (matching.server.ts). Here both
// rank the same random applications and must agree on who comes first, in the same order. Fits with
// nothing in common are never suggested, and a denied request gets no suggestions (decision 0046).

/** A small seeded generator, so a failure can be replayed (the seed is in the test's name). */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const maybe = <T>(value: T): T | null => (next() < 0.15 ? null : value);
  const some = (items: readonly string[]): string[] | null => {
    if (next() < 0.1) return null;
    return items.filter(() => next() < 0.3);
  };
  return { next, pick, maybe, some };
}

const SEED = 20261121;
// Few places, so same-province and same-city (in any letter case) happen often.
const places = [
  ["ON", "Toronto"],
  ["ON", " toronto "],
  ["ON", "Ottawa"],
  ["QC", "Montréal"],
  ["QC", "Québec"],
  ["BC", "Vancouver"],
] as const;

function randomApplication(random: ReturnType<typeof generator>, type: "CIO" | "Company", index: number) {
  const [province, city] = random.next() < 0.8 ? random.pick(places) : [random.pick(provinceCodes), "Halifax"];
  const base = Date.parse("2026-10-01T00:00:00Z");
  return {
    id: randomUUID(),
    type,
    firstName: `${type} ${index}`,
    lastName: "Test",
    email: `${type.toLowerCase()}${index}@example.ca`,
    phone: "4165550100",
    city,
    province,
    workModel: random.maybe(random.pick(workModels)),
    availability: random.maybe(random.pick(availabilities)),
    industries: random.some(industries),
    areasOfExpertise: type === "CIO" ? random.some(expertise) : null,
    requiredExpertise: type === "Company" ? random.some(expertise) : null,
    status: type === "CIO" ? (random.next() < 0.7 ? ("Accepted" as const) : null) : random.next() < 0.8 ? null : ("Denied" as const),
    submissionKey: randomUUID(),
    // Some share a minute, so ties fall to the id as well.
    createdAt: new Date(base + Math.floor(random.next() * 200) * 60_000),
  };
}

type Expertise = { areasOfExpertise: string[] | null; requiredExpertise: string[] | null };
/** The CIO offers everything the company requires. */
const covers = (cio: Expertise, company: Expertise) =>
  (company.requiredExpertise ?? []).every((item) => cio.areasOfExpertise?.includes(item));

/**
 * Both ways of ranking run: the best 20 among the candidates who cover all the required expertise,
 * when there are 20 of them, and every candidate otherwise. Takes each tested application's count
 * of candidates with full coverage.
 */
function expectBothWaysOfRanking(fullCoverageCounts: number[]) {
  expect(fullCoverageCounts.filter((count) => count >= 20).length).toBeGreaterThan(3);
  expect(fullCoverageCounts.filter((count) => count < 20).length).toBeGreaterThan(3);
}

describe.each(databaseKinds)(`matching ranked by the database on %s (seed ${SEED})`, (kind) => {
  let handle: DatabaseHandle;
  const random = generator(SEED);
  const cios = Array.from({ length: 400 }, (_, index) => randomApplication(random, "CIO", index));
  const companies = Array.from({ length: 120 }, (_, index) => randomApplication(random, "Company", index));

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await handle.db.insert(applications).values([...cios, ...companies]);
  });
  afterAll(async () => {
    await handle.close();
  });

  const stored = async (id: string) => {
    const [row] = await handle.db.select().from(applications).where(eq(applications.id, id));
    if (!row) throw new Error(`no application ${id}`);
    return row;
  };

  it("gives each company the accepted CIOs in fitOf's order", async () => {
    const accepted = await handle.db.select().from(applications).where(eq(applications.status, "Accepted"));
    const acceptedCios = accepted.filter((row) => row.type === "CIO");
    const tested = companies.slice(0, 60);
    expectBothWaysOfRanking(tested.map((company) => acceptedCios.filter((cio) => covers(cio, company)).length));
    for (const company of tested) {
      const application = await stored(company.id);
      const candidates = application.status === "Denied" ? [] : acceptedCios.filter((cio) => haveSomethingInCommon(application, cio));
      const expected = rankCios(application, candidates, say).slice(0, 20);
      const suggested = await suggestionsFor(handle.db, application);
      expect(
        suggested.map((entry) => entry.id),
        `company ${company.firstName}`,
      ).toEqual(expected.map((entry) => entry.item.id));
      expect(suggested.map((entry) => entry.fit)).toEqual(expected.map((entry) => entry.fit));
    }
  });

  it("gives each CIO the open company requests in fitOf's order", async () => {
    const all = await handle.db.select().from(applications);
    const open = all.filter((row) => row.type === "Company" && row.status !== "Denied");
    const tested = cios.slice(0, 60);
    expectBothWaysOfRanking(tested.map((cio) => open.filter((company) => covers(cio, company)).length));
    for (const cio of tested) {
      const application = await stored(cio.id);
      const expected = rankCompanies(
        application,
        open.filter((company) => haveSomethingInCommon(company, application)),
        say,
      ).slice(0, 20);
      const suggested = await suggestionsFor(handle.db, application);
      expect(
        suggested.map((entry) => entry.id),
        `CIO ${cio.firstName}`,
      ).toEqual(expected.map((entry) => entry.item.id));
    }
  });
});
