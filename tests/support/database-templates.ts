// Migrated databases to copy. Applying every migration to each new test database was one of the
// slowest steps of a run on PGlite, repeated in each of a hundred-odd databases and server starts;
// copying a database migrated once per run costs far less. The migrations themselves are still
// applied from nothing: here once per run, by the tests of migrations, and by servers given an
// empty DATA_DIR (http-server.test.ts).
//
// The global setup of the integration tests (Vitest) and of the browser tests (Playwright) makes the
// templates and names them in the environment, which the test files inherit; without them (a file run
// some other way) the helpers fall back to empty databases that migrate as before.
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { migratePostgresServer, openPglite } from "~/server/db/client.server";
import { postgresSkippedLine } from "../../scripts/postgres-skipped";

const names = {
  /** The folder that holds this run's data directories; removed at the end of the run. */
  runDir: "CIO_TEST_RUN_DIR",
  /** A migrated DATA_DIR (its `pglite/` folder), to copy for a server. */
  pgliteDataDir: "CIO_TEST_PGLITE_DATA_DIR",
  /** The same database as a PGlite dump (tar), to open in memory. */
  pgliteImage: "CIO_TEST_PGLITE_IMAGE",
  /** A migrated PostgreSQL database on TEST_DATABASE_URL's server, to create databases from. */
  postgresTemplate: "CIO_TEST_POSTGRES_TEMPLATE",
} as const;

export const template = {
  runDir: () => process.env[names.runDir],
  pgliteDataDir: () => process.env[names.pgliteDataDir],
  postgres: () => process.env[names.postgresTemplate],
};

let image: Blob | undefined;
/** The migrated PGlite database as a dump, read once per test file. */
export function pgliteImage(): Blob | undefined {
  const file = process.env[names.pgliteImage];
  if (file && !image) image = new Blob([readFileSync(file)]);
  return image;
}

async function onPostgresServer<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export function postgresUrlOf(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Makes the templates, PostgreSQL's only when TEST_DATABASE_URL is set and `postgres` is not
 * false; the function it returns removes them.
 */
export async function makeTemplates(options: { postgres?: boolean } = {}): Promise<() => Promise<void>> {
  const runDir = mkdtempSync(path.join(tmpdir(), "cio-test-run-"));
  process.env[names.runDir] = runDir;

  const dataDir = path.join(runDir, "template");
  const handle = await openPglite(dataDir);
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const imageFile = path.join(runDir, "template.tar");
  writeFileSync(imageFile, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
  await handle.close();
  process.env[names.pgliteDataDir] = dataDir;
  process.env[names.pgliteImage] = imageFile;

  let postgresTemplate: string | undefined;
  if (process.env.TEST_DATABASE_URL && options.postgres !== false) {
    postgresTemplate = `test_template_${randomBytes(6).toString("hex")}`;
    await onPostgresServer((client) => client.query(`CREATE DATABASE ${postgresTemplate}`));
    await migratePostgresServer(postgresUrlOf(postgresTemplate));
    process.env[names.postgresTemplate] = postgresTemplate;
  }

  return async () => {
    rmSync(runDir, { recursive: true, force: true });
    if (postgresTemplate) await onPostgresServer((client) => client.query(`DROP DATABASE IF EXISTS ${postgresTemplate} WITH (FORCE)`));
  };
}

/**
 * Vitest's global setup of the integration tests. Its teardown runs after the summary, so a run
 * without PostgreSQL ends by saying its suites were skipped.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const removeTemplates = await makeTemplates();
  return async () => {
    await removeTemplates();
    const skipped = postgresSkippedLine();
    if (skipped) console.log(`\n${skipped}`);
  };
}
