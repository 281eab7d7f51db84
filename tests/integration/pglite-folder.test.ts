import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterEach, describe, expect, it } from "vitest";
import { openPglite } from "~/server/db/client.server";
import { startFromTemplate, templateFolder } from "~/server/db/pglite-template.server";
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

  it("made by PGlite's defaults opens with its rows, and with the site's settings", async () => {
    const dataDir = newDataDir();
    const before = new PGlite(path.join(dataDir, "pglite"));
    await before.exec("create table kept (note text); insert into kept values ('written with the defaults')");
    expect((await before.query<{ shared_buffers: string }>("show shared_buffers")).rows[0]?.shared_buffers).toBe("128MB");
    await before.close();

    const handle = await openPglite(dataDir);
    try {
      expect(await rawQuery<{ note: string }>(handle.db, "select note from kept", [])).toEqual([{ note: "written with the defaults" }]);
      expect(await rawQuery(handle.db, "show shared_buffers", [])).toEqual([{ shared_buffers: "16MB" }]);
      expect(await rawQuery(handle.db, "show wal_init_zero", [])).toEqual([{ wal_init_zero: "off" }]);
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

  it("made by a first start is a copy of the build's template, then migrated", async () => {
    // initdb gives every new cluster its own identifier, the first 8 bytes of global/pg_control:
    // the template's identifier in the new folder means it was copied.
    const identifierOf = (folder: string) =>
      readFileSync(path.join(folder, "global", "pg_control"))
        .subarray(0, 8)
        .toString("hex");
    const dataDir = newDataDir();
    const handle = await openPglite(dataDir);
    const tables = await rawQuery<{ n: number }>(
      handle.db,
      "select count(*)::int as n from information_schema.tables where table_name = 'applications'",
      [],
    );
    await handle.close();
    expect(tables).toEqual([{ n: 1 }]);
    expect(identifierOf(path.join(dataDir, "pglite"))).toBe(identifierOf(templateFolder()));
    expect(readdirSync(dataDir).sort()).toEqual(["pglite"]);
  });
});

describe("starting from the template", () => {
  const scratch = mkdtempSync(path.join(tmpdir(), "cio-template-"));
  afterEach(() => rmSync(scratch, { recursive: true, force: true }));
  const pgliteVersion = JSON.parse(readFileSync("node_modules/@electric-sql/pglite/package.json", "utf8")).version as string;
  const template = (madeBy: string) => {
    const from = path.join(scratch, "template");
    mkdirSync(from, { recursive: true });
    writeFileSync(path.join(from, "PG_VERSION"), "18\n");
    writeFileSync(path.join(from, "made-by.json"), JSON.stringify({ pglite: madeBy }));
    return from;
  };

  it("copies it into an empty or missing folder, without its marker", () => {
    const from = template(pgliteVersion);
    const folder = path.join(scratch, "data", "pglite");
    mkdirSync(folder, { recursive: true });
    expect(startFromTemplate(folder, from)).toBe(true);
    expect(readdirSync(folder)).toEqual(["PG_VERSION"]);
    expect(existsSync(`${folder}.copying`)).toBe(false);
  });

  it("leaves a folder that holds a database alone", () => {
    const from = template(pgliteVersion);
    const folder = path.join(scratch, "data", "pglite");
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, "PG_VERSION"), "17\n");
    expect(startFromTemplate(folder, from)).toBe(false);
    expect(readFileSync(path.join(folder, "PG_VERSION"), "utf8")).toBe("17\n");
  });

  it("is not used when another PGlite made it, or when there is none", () => {
    const folder = path.join(scratch, "data", "pglite");
    expect(startFromTemplate(folder, template("0.0.1"))).toBe(false);
    expect(startFromTemplate(folder, path.join(scratch, "no-template"))).toBe(false);
    expect(existsSync(folder)).toBe(false);
  });
});
