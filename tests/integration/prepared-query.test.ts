import { type PGlite, protocol } from "@electric-sql/pglite";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/server/db/client.server";
import { preparedQuery, rawQuery } from "~/server/db/raw-query.server";
import { dailyJobs } from "~/server/db/schema.server";
import { databaseKinds, openTestDatabase } from "../support/database";

// The statement every submission runs is prepared once and then only bound and run. On PGlite that
// goes past its `query`, through the protocol: it must answer as `query` does, recover from an
// error, and keep out of a transaction another caller has open.

const insertJob = `insert into daily_jobs (job, last_run_on, last_run_at) values ($1::text, current_date, now()) returning job`;

describe.each(databaseKinds)("a prepared statement on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle.close();
  });

  it("answers as the plain query does, every time", async () => {
    const text = "select $1::int + 1 as next, $2::text as word, $3::json as doc, $4::text as nothing";
    for (const n of [1, 2, 3]) {
      const params = [n, `mot ${n} « é »`, JSON.stringify({ n, list: ["a", "b"] }), null];
      const prepared = await preparedQuery(handle.db, text, params);
      expect(prepared).toEqual(await rawQuery(handle.db, text, params));
      expect(prepared).toEqual([{ next: n + 1, word: `mot ${n} « é »`, doc: { n, list: ["a", "b"] }, nothing: null }]);
    }
  });

  it("reports a failed run and runs again after it", async () => {
    const text = "select 10 / $1::int as tenth";
    expect(await preparedQuery(handle.db, text, [5])).toEqual([{ tenth: 2 }]);
    await expect(preparedQuery(handle.db, text, [0])).rejects.toThrow(/division by zero/);
    expect(await preparedQuery(handle.db, text, [2])).toEqual([{ tenth: 5 }]);
  });

  it("is not part of a transaction another caller has open", async () => {
    let letGo!: () => void;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    let begun!: () => void;
    const insideTransaction = new Promise<void>((resolve) => (begun = resolve));
    const rolledBack = handle.db
      .transaction(async (tx) => {
        await tx.insert(dailyJobs).values({ job: `rolled-back-${kind}`, lastRunOn: "2026-11-28", lastRunAt: new Date() });
        begun();
        await held;
        throw new Error("changed my mind");
      })
      .catch((error: unknown) => error);
    await insideTransaction;
    const stored = preparedQuery<{ job: string }>(handle.db, insertJob, [`kept-${kind}`]);
    letGo();
    expect(await rolledBack).toBeInstanceOf(Error);
    expect(await stored).toEqual([{ job: `kept-${kind}` }]);
    const jobsNamed = (job: string) => handle.db.select({ job: dailyJobs.job }).from(dailyJobs).where(eq(dailyJobs.job, job));
    expect(await jobsNamed(`kept-${kind}`)).toEqual([{ job: `kept-${kind}` }]);
    expect(await jobsNamed(`rolled-back-${kind}`)).toEqual([]);
  });
});

describe("a prepared statement on PGlite", () => {
  it("replaces a statement of the same name that it did not know of", async () => {
    const handle = await openTestDatabase("pglite");
    try {
      const client = (handle.db as unknown as { $client: PGlite }).$client;
      const { parse, sync } = protocol.serialize;
      // Every name the prepared statements can take, already taken by something else.
      for (let n = 1; n <= 50; n += 1) {
        await client.execProtocol(Buffer.concat([parse({ name: `hot-${n}`, text: "select 'stale' as word" }), sync()]));
      }
      expect(await preparedQuery(handle.db, "select $1::text || ' too' as word", ["fresh"])).toEqual([{ word: "fresh too" }]);
    } finally {
      await handle.close();
    }
  });
});
