import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { openPglite } from "~/server/db/client.server";
import { rawQuery } from "~/server/db/raw-query.server";
import { createPostgresDatabase, databaseKinds } from "../support/database";
import { migratedDataDir, projectRoot, waitForExit } from "../support/server";

// `npm run db:migrate` and `npm run db:seed` read their configuration as `npm start` does: the
// environment, then `.env` in the working directory. Each script runs here in a folder of its own
// whose `.env` alone names the database; the environment names none.

type ScriptRun = { code: number | null; output: string };

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A working directory whose `.env` holds `lines`. */
function folderWithDotEnv(lines: string[]): string {
  const folder = mkdtempSync(path.join(tmpdir(), "cio-dot-env-"));
  folders.push(folder);
  writeFileSync(path.join(folder, ".env"), `${lines.join("\n")}\n`);
  return folder;
}

/** Runs scripts/<script> with tsx in `cwd`, with no database settings in the environment. */
async function runScript(script: string, args: string[], cwd: string): Promise<ScriptRun> {
  const child = spawn(
    process.execPath,
    [path.join(projectRoot, "node_modules/tsx/dist/cli.mjs"), path.join(projectRoot, "scripts", script), ...args],
    {
      cwd,
      // Only what a shell would have: Vitest's own variables (BASE_URL among them) stay out.
      env: { PATH: process.env.PATH, HOME: process.env.HOME, TSX_TSCONFIG_PATH: path.join(projectRoot, "tsconfig.json") },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await waitForExit(child, 60_000);
  return { code, output };
}

async function countApplications(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ count: string }>("select count(*) from applications");
    return Number(result.rows[0]?.count);
  } finally {
    await client.end();
  }
}

describe.runIf(databaseKinds.includes("postgres"))("db:migrate and db:seed with DATABASE_URL only in .env", () => {
  it("db:migrate migrates the PostgreSQL database that .env names", async () => {
    const database = await createPostgresDatabase({ empty: true });
    try {
      const cwd = folderWithDotEnv([`DATABASE_URL=${database.url}`]);
      const run = await runScript("db-migrate.ts", [], cwd);
      expect(run.output).toContain(`Migrations applied to PostgreSQL at ${new URL(database.url).host}${new URL(database.url).pathname}.`);
      expect(run.output).not.toContain("postgres:postgres@");
      expect(run.code).toBe(0);
      expect(await countApplications(database.url)).toBe(0);
    } finally {
      await database.drop();
    }
  });

  it("db:seed fills that database, saying how far it has got", async () => {
    const database = await createPostgresDatabase();
    try {
      const cwd = folderWithDotEnv([`DATABASE_URL=${database.url}`]);
      const run = await runScript("seed-applications.ts", ["2500"], cwd);
      expect(run.code, run.output).toBe(0);
      expect(await countApplications(database.url)).toBe(2500);
      const lines = run.output.trim().split("\n");
      expect(lines).toEqual([
        expect.stringContaining("Seeding 2,500 applications into PostgreSQL at"),
        "Added 1,000 of 2,500 applications (40%)…",
        "Added 2,000 of 2,500 applications (80%)…",
        expect.stringContaining("Added 2,500 applications to PostgreSQL at"),
      ]);
      // The embedded database it used to fall back to was never made.
      expect(run.output).not.toContain("PGlite");
    } finally {
      await database.drop();
    }
  });
});

// README's Production section: the role in DATABASE_URL needs no superuser, only its own database
// (migration 0005 creates pg_trgm, a trusted extension).
describe.runIf(databaseKinds.includes("postgres"))("db:migrate as the owner of its database, no superuser", () => {
  it("applies every migration, pg_trgm included", async () => {
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const name = `test_owner_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(`CREATE ROLE ${name} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD 'owner-only'`);
      await admin.query(`CREATE DATABASE ${name} OWNER ${name}`);
      const url = new URL(serverUrl);
      Object.assign(url, { username: name, password: "owner-only", pathname: `/${name}` });
      const run = await runScript("db-migrate.ts", [], folderWithDotEnv([`DATABASE_URL=${url.href}`]));
      expect(run.output).toContain("Migrations applied");
      expect(run.code).toBe(0);
      expect(await countApplications(url.href)).toBe(0);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`DROP ROLE IF EXISTS ${name}`);
      await admin.end();
    }
  });
});

describe.runIf(databaseKinds.includes("postgres"))("db:migrate as a role that may not create in its database", () => {
  it("gives PostgreSQL's reason and the right the role needs", async () => {
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const name = `test_user_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(`CREATE ROLE ${name} LOGIN PASSWORD 'no-create'`);
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(serverUrl);
      Object.assign(url, { username: name, password: "no-create", pathname: `/${name}` });
      const run = await runScript("db-migrate.ts", [], folderWithDotEnv([`DATABASE_URL=${url.href}`]));
      expect(run.output).toContain(`PostgreSQL said: permission denied for database ${name}`);
      expect(run.output).toContain("needs the CREATE right on this database");
      expect(run.output).not.toContain("no-create");
      expect(run.code).toBe(1);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`DROP ROLE IF EXISTS ${name}`);
      await admin.end();
    }
  });
});

describe.runIf(databaseKinds.includes("pglite"))("db:seed with DATA_DIR only in .env", () => {
  it("fills the PGlite database in that folder", async () => {
    const dataDir = migratedDataDir();
    folders.push(dataDir);
    const cwd = folderWithDotEnv([`DATA_DIR=${dataDir}`]);
    const run = await runScript("seed-applications.ts", ["30"], cwd);
    expect(run.code, run.output).toBe(0);
    const handle = await openPglite(dataDir);
    try {
      expect(await rawQuery(handle.db, "select count(*)::int as count from applications", [])).toEqual([{ count: 30 }]);
    } finally {
      await handle.close();
    }
    expect(run.output).toContain(`Added 30 applications to PGlite in ${dataDir}.`);
  });
});

describe.runIf(databaseKinds.includes("pglite"))("db:migrate with no database named anywhere", () => {
  it("says where DATABASE_URL may be set, and fails", async () => {
    const run = await runScript("db-migrate.ts", [], folderWithDotEnv(["PORT=3000"]));
    expect(run.output).toContain("DATABASE_URL is not set, in the environment or in .env");
    expect(run.code).toBe(1);
  });
});
