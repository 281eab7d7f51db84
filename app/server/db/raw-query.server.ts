import { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import type { Database } from "./client.server";
import { preparedOnPglite } from "./pglite-prepared.server";
import { ThreadedPglite } from "./threaded-pglite.server";

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

const clientOf = (db: Database) => (db as unknown as { $client: unknown }).$client;

/**
 * Runs one statement on the driver itself, as written: maintenance (vacuum and its table list),
 * and a hot statement past the number that are kept prepared.
 */
export async function rawQuery<Row>(db: Database, text: string, params: unknown[]): Promise<Row[]> {
  const client = clientOf(db);
  if (client instanceof PGlite || client instanceof ThreadedPglite) return (await client.query<Row>(text, params)).rows;
  // Otherwise node-postgres, whose module the embedded database never loads.
  return (await (client as pg.Pool).query<Row & pg.QueryResultRow>(text, params)).rows;
}

/** Names of the prepared statements seen so far; a hot statement comes in only a few shapes. */
const preparedNames = new Map<string, string>();
const MAX_PREPARED = 50;

/**
 * Runs the statement every submission runs on the driver itself, past Drizzle's query building
 * (which cost more CPU than running it: bench/README.md). It is prepared once per connection and
 * shape, then only bound and run: parsing and planning it anew each time cost more than running it
 * for a few rows. Values go as parameters, never as text.
 */
export async function preparedQuery<Row>(db: Database, text: string, params: unknown[]): Promise<Row[]> {
  let name = preparedNames.get(text);
  if (!name && preparedNames.size < MAX_PREPARED) {
    name = `hot-${preparedNames.size + 1}`;
    preparedNames.set(text, name);
  }
  if (!name) return rawQuery(db, text, params);
  const client = clientOf(db);
  if (client instanceof PGlite) return preparedOnPglite<Row>(client, name, text, params);
  if (client instanceof ThreadedPglite) return client.prepared<Row>(name, text, params);
  return (await (client as pg.Pool).query<Row & pg.QueryResultRow>({ name, text, values: params })).rows;
}

/** PGlite has one connection and runs statements one after another; PostgreSQL has a pool. */
export function runsOneStatementAtATime(db: Database): boolean {
  const client = clientOf(db);
  return client instanceof PGlite || client instanceof ThreadedPglite;
}
