import { randomBytes } from "node:crypto";
import pg from "pg";
import { type DatabaseHandle, openPglite, openPostgres } from "~/server/db/client.server";
import { pgliteImage, postgresUrlOf, template } from "./database-templates";

export type DatabaseKind = "pglite" | "postgres";

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server (CI sets it). */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

/**
 * A new PostgreSQL database on the TEST_DATABASE_URL server, migrated (a copy of the run's
 * template) unless `empty`; returns its URL and a way to drop it.
 */
export async function createPostgresDatabase(options: { empty?: boolean } = {}): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const source = options.empty ? undefined : template.postgres();
  await admin.query(`CREATE DATABASE ${name}${source ? ` TEMPLATE ${source}` : ""}`);
  await admin.end();
  return {
    url: postgresUrlOf(name),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** A migrated, empty database of the given kind; `close` also drops a PostgreSQL one. */
export async function openTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === "pglite") return openPglite(null, pgliteImage());
  const database = await createPostgresDatabase();
  const handle = await openPostgres(database.url, 5);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await database.drop();
    },
  };
}
