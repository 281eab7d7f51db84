import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { decodeQuotedPrintable } from "./accounts";

// Where a person's name or address still appears after their data was deleted: every table of the
// database (found in the catalog, so a table added later is searched too) and every e-mail file.

type Row = Record<string, unknown>;

/** Every table of every schema but PostgreSQL's own, schema-qualified and quoted. */
async function allTables(db: Database): Promise<string[]> {
  const result = (await db.execute(sql`
    select table_schema, table_name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
    order by 1, 2`)) as unknown as { rows: Row[] };
  return result.rows.map((row) => `"${String(row.table_schema)}"."${String(row.table_name)}"`);
}

/**
 * For each text, the tables with a row that contains it (any column, any case): the whole row is
 * read as text, so every column of every type is searched.
 */
export async function tablesMentioning(db: Database, texts: string[]): Promise<Record<string, string[]>> {
  const tables = await allTables(db);
  if (tables.length < 10) throw new Error(`only ${tables.length} tables found: is the database migrated?`);
  const found: Record<string, string[]> = {};
  for (const text of texts) {
    found[text] = [];
    for (const table of tables) {
      const result = (await db.execute(
        sql`select count(*)::int as n from ${sql.raw(table)} as t where strpos(lower(t::text), ${text.toLowerCase()}) > 0`,
      )) as unknown as { rows: Row[] };
      if (Number(result.rows[0]?.n) > 0) found[text].push(table);
    }
  }
  return found;
}

/** Encoded words of headers (=?UTF-8?Q?…?= or ?B?) as text, so a name in a Subject is found. */
function decodeEncodedWords(raw: string): string {
  return raw.replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
    encoding.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : decodeQuotedPrintable(text.replace(/_/g, " ")),
  );
}

/** The .eml files under `${dataDir}/mail` that contain any of the texts (raw, or with headers and body decoded). */
export function mailFilesMentioning(dataDir: string, texts: string[]): string[] {
  const folder = path.join(dataDir, "mail");
  let names: string[] = [];
  try {
    names = readdirSync(folder).filter((name) => name.endsWith(".eml"));
  } catch {
    return [];
  }
  return names.filter((name) => {
    const raw = readFileSync(path.join(folder, name), "latin1");
    const readable = `${raw}\n${decodeQuotedPrintable(raw)}\n${decodeEncodedWords(raw.replace(/\r?\n[ \t]+/g, ""))}`.toLowerCase();
    return texts.some((text) => readable.includes(text.toLowerCase()));
  });
}
