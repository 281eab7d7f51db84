import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterEach, describe, expect, it } from "vitest";
import { openPglite } from "~/server/db/client.server";
import { rawQuery } from "~/server/db/raw-query.server";

// The server opens its PGlite folder with its own settings and file system (decision 0038); a
// folder made before them, or opened by an earlier version after a rollback, must work both ways.

describe("the PGlite data folder", () => {
  const folders: string[] = [];
  const newDataDir = () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "cio-pglite-folder-"));
    folders.push(dataDir);
    return dataDir;
  };
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it("made by PGlite's defaults opens with its rows, and with the site's smaller shared_buffers", async () => {
    const dataDir = newDataDir();
    const before = new PGlite(path.join(dataDir, "pglite"));
    await before.exec("create table kept (note text); insert into kept values ('written with the defaults')");
    expect((await before.query<{ shared_buffers: string }>("show shared_buffers")).rows[0]?.shared_buffers).toBe("128MB");
    await before.close();

    const handle = await openPglite(dataDir);
    try {
      expect(await rawQuery<{ note: string }>(handle.db, "select note from kept", [])).toEqual([{ note: "written with the defaults" }]);
      expect(await rawQuery(handle.db, "show shared_buffers", [])).toEqual([{ shared_buffers: "16MB" }]);
    } finally {
      await handle.close();
    }
  });

  it("made by the site's first start is a migrated folder that PGlite's defaults open", async () => {
    const dataDir = newDataDir();
    const handle = await openPglite(dataDir);
    await rawQuery(handle.db, "insert into daily_jobs (job, last_run_on, last_run_at) values ('folder-test', current_date, now())", []);
    await handle.close();

    const after = new PGlite(path.join(dataDir, "pglite"));
    try {
      const jobs = await after.query<{ job: string }>("select job from daily_jobs");
      expect(jobs.rows).toEqual([{ job: "folder-test" }]);
    } finally {
      await after.close();
    }
  });
});
