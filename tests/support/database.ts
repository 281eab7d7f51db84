import { randomBytes } from "node:crypto";
import pg from "pg";
import { type DatabaseHandle, openPglite, openPostgres } from "~/server/db/client.server";
import { pgliteImage, postgresUrlOf, template } from "./database-templates";

export type DatabaseKind = "pglite" | "postgres";

/**
 * The databases the tests run on: PGlite, and PostgreSQL too when TEST_DATABASE_URL names a server.
 * TEST_DATABASES=pglite or =postgres picks one of them (`npm test` gives each its own Node in CI).
 */
export const databaseKinds: DatabaseKind[] = chosenKinds(process.env.TEST_DATABASES, Boolean(process.env.TEST_DATABASE_URL));

function chosenKinds(chosen: string | undefined, postgresAvailable: boolean): DatabaseKind[] {
  const available: DatabaseKind[] = postgresAvailable ? ["pglite", "postgres"] : ["pglite"];
  if (!chosen) return available;
  const kinds = chosen.split(",").map((kind) => kind.trim());
  const unknown = kinds.filter((kind) => !available.includes(kind as DatabaseKind));
  if (unknown.length > 0)
    throw new Error(
      `TEST_DATABASES names ${unknown.join(", ")}: only ${available.join(" and ")} can run here (postgres needs TEST_DATABASE_URL)`,
    );
  return available.filter((kind) => kinds.includes(kind));
}

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
  if (kind === "pglite") return openPglite(null, { startFrom: pgliteImage() });
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
