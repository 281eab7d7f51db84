import { type Database, openPglite, openPostgres } from "~/server/db/client.server";
import { createPostgresDatabase, type DatabaseKind } from "./database";
import { migratedDataDir } from "./server";

/** What a server of the test's own needs to open a seeded database, and how to drop it afterwards. */
export type SeededDatabase = { env: { DATA_DIR: string; DATABASE_URL?: string }; drop: () => Promise<void> };

/**
 * A fresh database for a server the test starts, filled by `seed` before the server opens it: PGlite
 * belongs to one process, so the fixture lets go of its folder first.
 */
export async function seededDatabase(kind: DatabaseKind, seed: (db: Database) => Promise<void>): Promise<SeededDatabase> {
  const dataDir = migratedDataDir();
  if (kind === "pglite") {
    const handle = await openPglite(dataDir);
    try {
      await seed(handle.db);
    } finally {
      await handle.close();
    }
    return { env: { DATA_DIR: dataDir }, drop: async () => undefined };
  }
  const database = await createPostgresDatabase();
  const handle = await openPostgres(database.url, 2);
  try {
    await seed(handle.db);
  } finally {
    await handle.close();
  }
  return { env: { DATA_DIR: dataDir, DATABASE_URL: database.url }, drop: database.drop };
}
