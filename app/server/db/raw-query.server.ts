import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { Database } from "./client.server";

/**
 * Collects a statement's parameters as it is written: `add` returns the placeholder, cast to the
 * given type so that both drivers (and PostgreSQL) agree on what each value is.
 */
export class StatementParams {
  readonly values: unknown[] = [];

  add(value: unknown, type: string): string {
    this.values.push(value instanceof Date ? value.toISOString() : (value ?? null));
    return `$${this.values.length}::${type}`;
  }
}

/** Names of the prepared statements seen so far; a hot statement comes in only a few shapes. */
const preparedNames = new Map<string, string>();
const MAX_PREPARED = 50;

/**
 * Runs one statement on the driver itself, past Drizzle's query building, for the statement every
 * submission runs: building it with Drizzle cost more CPU than running it (bench/README.md). On
 * PostgreSQL it is prepared once per connection and shape; values go as parameters, never as text.
 */
export async function rawQuery<Row>(db: Database, text: string, params: unknown[]): Promise<Row[]> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) return (await client.query<Row>(text, params)).rows;
  if (client instanceof pg.Pool || client instanceof pg.Client) {
    let name = preparedNames.get(text);
    if (!name && preparedNames.size < MAX_PREPARED) {
      name = `hot-${preparedNames.size + 1}`;
      preparedNames.set(text, name);
    }
    return (await client.query<Row & pg.QueryResultRow>({ name, text, values: params })).rows;
  }
  throw new Error("rawQuery: unknown database driver");
}

/** PGlite has one connection and runs statements one after another; PostgreSQL has a pool. */
export function runsOneStatementAtATime(db: Database): boolean {
  return (db as unknown as { $client: unknown }).$client instanceof PGlite;
}
