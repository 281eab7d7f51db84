import { afterEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/server/db/client.server";
import { rawQuery } from "~/server/db/raw-query.server";
import { vacuumAndAnalyze } from "~/server/db/statistics.server";
import { openTestDatabase } from "../support/database";

// PGlite has no autovacuum: the server vacuums and gathers statistics itself, at start and hourly. A table it
// analyzed while empty was planned as empty for good, and the foreign-key check on every outbox
// row (a plan PostgreSQL caches) then read the whole applications table for each e-mail as the
// table grew (bench/README.md, "Why the form path is built this way"). Only PGlite: PostgreSQL analyzes as tables grow.

/** The plan a cached statement gets, as the foreign-key check's: generic, made now, kept. */
async function cachedLookupPlan(handle: DatabaseHandle): Promise<string> {
  await rawQuery(handle.db, "set plan_cache_mode = force_generic_plan", []);
  await rawQuery(handle.db, "prepare find_application(uuid) as select 1 from applications where id = $1 for key share", []);
  const plan = await rawQuery<{ "QUERY PLAN": string }>(
    handle.db,
    "explain execute find_application('00000000-0000-0000-0000-000000000000')",
    [],
  );
  return plan.map((row) => row["QUERY PLAN"]).join("\n");
}

/** `count` inquiries of a few hundred bytes each. */
const insertInquiries = (handle: DatabaseHandle, count: number) =>
  rawQuery(
    handle.db,
    `insert into inquiries (first_name, last_name, email, phone, message, submission_key)
     select 'Ada', 'Lovelace', 'ada' || n || '@example.ca', '416 555 0100', repeat('a question ', 20), 'key-' || n
     from generate_series(1, $1::int) as n`,
    [count],
  );

const reltuples = async (handle: DatabaseHandle, table: string) =>
  Number((await rawQuery<{ n: number }>(handle.db, "select reltuples as n from pg_class where relname = $1", [table]))[0]?.n);

describe("the planner's statistics on PGlite", () => {
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.close();
  });

  it("are gathered for tables with rows, not for empty ones, so a lookup by id stays on the index as a table fills", async () => {
    handle = await openTestDatabase("pglite");
    await insertInquiries(handle, 3000);
    await vacuumAndAnalyze(handle.db);
    expect(await reltuples(handle, "inquiries")).toBe(3000);
    expect(await reltuples(handle, "applications")).toBe(-1);
    expect(await cachedLookupPlan(handle)).toMatch(/Index Scan using applications_pkey/);
  });

  it("clears the row versions that updates leave behind, so an index is read without visiting them", async () => {
    handle = await openTestDatabase("pglite");
    await insertInquiries(handle, 3000);
    await rawQuery(handle.db, "update inquiries set handled_at = now(), handled_by = 'admin@example.ca'", []);
    const heapFetches = async () => {
      await rawQuery(handle!.db, "set enable_seqscan = off", []);
      await rawQuery(handle!.db, "set enable_bitmapscan = off", []);
      const plan = await rawQuery<{ "QUERY PLAN": string }>(
        handle!.db,
        "explain (analyze) select count(created_at) from inquiries where created_at > '2000-01-01'",
        [],
      );
      const line = plan.map((row) => row["QUERY PLAN"]).find((text) => text.includes("Heap Fetches"));
      return Number(/Heap Fetches: (\d+)/.exec(line ?? "")?.[1] ?? Number.NaN);
    };
    expect(await heapFetches()).toBeGreaterThan(0);
    await vacuumAndAnalyze(handle.db);
    expect(await heapFetches()).toBe(0);
  });
});
