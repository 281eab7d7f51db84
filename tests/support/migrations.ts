import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { expect } from "vitest";
import { migrationsFolder } from "~/server/db/client.server";
import { createPostgresDatabase, type DatabaseKind } from "./database";

/** A copy of the migrations that stops before `tag`: a database as it was before that migration. */
export function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), "cio-migrations-"));
  cpSync(migrationsFolder(), folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag.startsWith(tag));
  expect(index).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

/**
 * A fresh database migrated up to (not including) the migration `tag`, given `insert`, then
 * migrated to the end: the rows of `check` as they came out.
 */
export async function rowsAcrossMigration(kind: DatabaseKind, tag: string, insert: string, check: string): Promise<unknown[]> {
  const before = migrationsBefore(tag);
  try {
    if (kind === "pglite") {
      const client = new PGlite({ extensions: { pg_trgm } });
      try {
        const db = drizzlePglite(client);
        await migratePglite(db, { migrationsFolder: before });
        await client.exec(insert);
        await migratePglite(db, { migrationsFolder: migrationsFolder() });
        return (await client.query(check)).rows;
      } finally {
        await client.close();
      }
    }
    const database = await createPostgresDatabase({ empty: true });
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await migratePostgres(drizzlePostgres(client), { migrationsFolder: before });
      await client.query(insert);
      await migratePostgres(drizzlePostgres(client), { migrationsFolder: migrationsFolder() });
      return (await client.query(check)).rows;
    } finally {
      await client.end();
      await database.drop();
    }
  } finally {
    rmSync(before, { recursive: true, force: true });
  }
}
