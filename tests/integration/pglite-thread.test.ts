import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openPglite } from "~/server/db/client.server";
import { isDatabaseUnreachable } from "~/server/db/errors.server";
import { preparedQuery, rawQuery, runsOneStatementAtATime } from "~/server/db/raw-query.server";
import { dailyJobs } from "~/server/db/schema.server";

// The built server keeps its embedded database in a thread of its own (decision 0105). Through
// that thread it must behave as PGlite in the same thread does: the same answers, transactions
// that commit or roll back whole, errors that say what PostgreSQL said, and a folder that keeps
// its rows; and while a statement runs, the requests' thread must go on.

const thread = path.resolve("build/server/pglite-thread.js");

describe("the embedded database in its own thread", () => {
  let dataDir: string;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    if (!existsSync(thread)) throw new Error(`${thread} is missing: run \`npm run build\` first`);
    dataDir = mkdtempSync(path.join(tmpdir(), "cio-pglite-thread-"));
    handle = await openPglite(dataDir, { thread });
  });
  afterAll(async () => {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const jobsNamed = async (job: string) => (await handle.db.select().from(dailyJobs).where(eq(dailyJobs.job, job))).length;

  it("is migrated, and answers Drizzle as PGlite does, dates and all", async () => {
    await handle.db
      .insert(dailyJobs)
      .values({ job: "threaded-date", lastRunOn: "2026-11-27", lastRunAt: new Date("2026-11-27T14:05:00Z") });
    const [row] = await handle.db.select().from(dailyJobs).where(eq(dailyJobs.job, "threaded-date"));
    expect(row?.lastRunOn).toBe("2026-11-27");
    expect(row?.lastRunAt).toEqual(new Date("2026-11-27T14:05:00Z"));
    expect(runsOneStatementAtATime(handle.db)).toBe(true);
  });

  it("runs the prepared statement and a plain one to the same answers", async () => {
    const text = "select $1::int + 1 as next, $2::text as word, $3::json as doc";
    for (const n of [1, 2]) {
      const params = [n, `mot ${n} « é »`, JSON.stringify({ n })];
      expect(await preparedQuery(handle.db, text, params)).toEqual([{ next: n + 1, word: `mot ${n} « é »`, doc: { n } }]);
      expect(await rawQuery(handle.db, text, params)).toEqual([{ next: n + 1, word: `mot ${n} « é »`, doc: { n } }]);
    }
  });

  it("commits a transaction whole, rolls a failed one back whole, and keeps others' statements out of it", async () => {
    await handle.db.transaction(async (tx) => {
      await tx.insert(dailyJobs).values({ job: "kept-1", lastRunOn: "2026-11-27", lastRunAt: new Date() });
      await tx.insert(dailyJobs).values({ job: "kept-2", lastRunOn: "2026-11-27", lastRunAt: new Date() });
    });
    expect((await jobsNamed("kept-1")) + (await jobsNamed("kept-2"))).toBe(2);

    let outside: Promise<unknown> = Promise.resolve();
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.insert(dailyJobs).values({ job: "rolled-back", lastRunOn: "2026-11-27", lastRunAt: new Date() });
        // Sent while the transaction is open: it must wait for it, not become part of it.
        outside = handle.db.insert(dailyJobs).values({ job: "from-outside", lastRunOn: "2026-11-27", lastRunAt: new Date() });
        throw new Error("the caller changed its mind");
      }),
    ).rejects.toThrow("the caller changed its mind");
    await outside;
    expect(await jobsNamed("rolled-back")).toBe(0);
    expect(await jobsNamed("from-outside")).toBe(1);
  });

  it("reports PostgreSQL's error with its SQLSTATE, and goes on", async () => {
    await handle.db.insert(dailyJobs).values({ job: "unique", lastRunOn: "2026-11-27", lastRunAt: new Date() });
    const failure = await handle.db
      .insert(dailyJobs)
      .values({ job: "unique", lastRunOn: "2026-11-27", lastRunAt: new Date() })
      .then(
        () => null,
        (error: unknown) => error as { cause?: { code?: string; constraint?: string } },
      );
    expect(failure?.cause?.code).toBe("23505");
    expect(isDatabaseUnreachable(failure)).toBe(false);
    const [total] = await handle.db.select({ n: count() }).from(dailyJobs).where(eq(dailyJobs.job, "unique"));
    expect(total?.n).toBe(1);
  });

  it("leaves the requests' thread free while a statement runs", async () => {
    const turns: number[] = [];
    const started = performance.now();
    const ticking = setInterval(() => turns.push(performance.now() - started), 10);
    try {
      await rawQuery(handle.db, "select pg_sleep(0.4)", []);
    } finally {
      clearInterval(ticking);
    }
    // In the same thread, no timer could fire until the statement ended.
    expect(turns.filter((at) => at < 350).length).toBeGreaterThan(5);
  });

  it("keeps its rows in the folder, and says it is closed once closed", async () => {
    await handle.close();
    await expect(rawQuery(handle.db, "select 1", [])).rejects.toSatisfy(isDatabaseUnreachable);
    handle = await openPglite(dataDir, { thread });
    expect(await jobsNamed("kept-1")).toBe(1);
  });
});
