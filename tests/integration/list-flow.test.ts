import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { readFilters } from "~/domain/application-filters";
import { compareInView, pageOfPosition } from "~/domain/list-order";
import { PAGE_SIZE } from "~/domain/pagination";
import { listApplications } from "~/server/admin/applications.server";
import { placeInList } from "~/server/admin/list-neighbours.server";
import { applications } from "~/server/db/schema.server";
import { databaseKinds } from "../support/database";
import { suiteDatabase } from "../support/suite-database";

// The list's views and a record's place in them, on PGlite and PostgreSQL: "Needs a reply" holds
// exactly the undecided first-stage records that are not spam, oldest first; and walking Next (and
// Previous) from record to record visits the same records, in the same order and on the same pages,
// as reading the list page by page, across page boundaries, with filters and a search, where several
// records were received in the same microsecond.

type Seed = { type: "CIO" | "Company"; micros: number; status?: "Accepted" | "Denied"; stage?: string; spam?: string; name: string };

const base = Date.UTC(2026, 10, 2, 9) * 1000;
const seeds: Seed[] = Array.from({ length: 23 }, (_, index): Seed => {
  const type = index % 3 === 0 ? "Company" : "CIO";
  // Three groups received in one microsecond each; the rest a few microseconds apart (below a millisecond).
  const micros = base + (index < 9 ? Math.floor(index / 3) : index * 7);
  const name = `Flow${String(index).padStart(2, "0")}`;
  if (index % 5 === 1) return { type, micros, name, status: "Accepted", stage: type === "CIO" ? "in-network" : "new" };
  if (index % 7 === 2) return { type, micros, name, stage: type === "CIO" ? "screening" : "contacted" };
  if (index === 20) return { type, micros, name, spam: "hidden field filled in" };
  if (index === 13) return { type, micros, name, status: "Denied", stage: type === "CIO" ? "not-a-fit" : "closed" };
  return { type, micros, name, stage: index % 4 === 0 ? (type === "CIO" ? "applied" : "new") : undefined };
});

/** The shared definition of awaiting a first reply. */
const awaiting = (seed: Seed) => !seed.status && !seed.spam && (!seed.stage || seed.stage === "new" || seed.stage === "applied");

describe.each(databaseKinds)("the list's views and a record's neighbours on %s", (kind) => {
  const db = suiteDatabase(kind);
  const ids = new Map<string, Seed>();

  beforeAll(async () => {
    for (const seed of seeds) {
      const stamp = new Date(Math.floor(seed.micros / 1000)).toISOString().replace(/\.\d+Z$/, "");
      const fraction = String(seed.micros % 1_000_000).padStart(6, "0");
      const [row] = await db()
        .insert(applications)
        .values({
          type: seed.type,
          companyName: seed.type === "Company" ? `${seed.name} Inc` : null,
          firstName: seed.name,
          lastName: "Walker",
          email: `${seed.name.toLowerCase()}@flow.example`,
          phone: "4165550100",
          city: "Toronto",
          province: "ON",
          status: seed.status ?? null,
          stage: seed.stage ?? null,
          spamReason: seed.spam ?? null,
          submissionKey: randomUUID(),
          createdAt: sql`${`${stamp}.${fraction}+00`}::timestamptz`,
        })
        .returning({ id: applications.id });
      ids.set(row!.id, seed);
    }
  });

  /** The whole list of a view, read page by page as the admin reads it. */
  async function readAllPages(query: string) {
    const filters = readFilters(new URLSearchParams(query));
    const first = await listApplications(db(), 1, filters);
    const pages = [first.rows];
    for (let page = 2; page <= first.page.pageCount; page++) pages.push((await listApplications(db(), page, filters)).rows);
    return { filters, ids: pages.flat().map((row) => row.id), total: first.page.total };
  }

  const expectedOrder = (query: string, keep: (seed: Seed) => boolean) =>
    [...ids.entries()]
      .filter(([, seed]) => keep(seed))
      .map(([id, seed]) => ({ id, createdAt: seed.micros }))
      .sort((a, b) => compareInView(readFilters(new URLSearchParams(query)).view, a, b))
      .map((row) => row.id);

  it("opens on Needs a reply: undecided first-stage records, not spam, oldest first, eight a page", async () => {
    const list = await readAllPages("");
    const expected = expectedOrder("", awaiting);
    expect(expected.length).toBeGreaterThan(PAGE_SIZE);
    expect(list.filters.view).toBe("reply");
    expect(list.total).toBe(expected.length);
    expect(list.ids).toEqual(expected);
  });

  it("shows everything for a search given without a view, newest first", async () => {
    const list = await readAllPages("q=walker");
    expect(list.filters.view).toBe("list");
    expect(list.ids).toEqual(expectedOrder("q=walker", (seed) => !seed.spam));
  });

  it.each(["", "view=reply&type=CIO", "view=all", "type=CIO&q=walker", "type=Company", "view=spam"])(
    "steps through %s record by record as its pages list them, across page boundaries",
    async (query) => {
      const list = await readAllPages(query);
      expect(list.ids.length).toBeGreaterThan(0);
      for (const [index, id] of list.ids.entries()) {
        const place = await placeInList(db(), id, list.filters);
        expect(place, `${query} #${index}`).toEqual({
          previous: list.ids[index - 1] ?? null,
          next: list.ids[index + 1] ?? null,
          page: pageOfPosition(index),
        });
      }
    },
  );

  it("goes on from a record that has left the view (a decision made on it)", async () => {
    const list = await readAllPages("");
    // The eighth awaiting record, the last of page 1, is decided: Next still leads to the ninth.
    const [, , , , , , , eighth, ninth] = list.ids;
    await db().execute(sql`update applications set status = 'Accepted', stage = 'in-network' where id = ${eighth!}`);
    const place = await placeInList(db(), eighth!, list.filters);
    expect(place).toEqual({ previous: list.ids[6], next: ninth, page: 1 });
    expect((await readAllPages("")).ids).not.toContain(eighth);
  });

  it("has no neighbours for an address that names no record", async () => {
    expect(await placeInList(db(), "not-a-uuid", readFilters(new URLSearchParams()))).toBeNull();
    expect(await placeInList(db(), randomUUID(), readFilters(new URLSearchParams()))).toEqual({ previous: null, next: null, page: 1 });
  });
});
