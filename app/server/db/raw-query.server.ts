import { parse, PGlite, protocol } from "@electric-sql/pglite";
import type pg from "pg";
import type { Database } from "./client.server";
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

const { bind, close, describe, execute, parse: parseMessage, sync } = protocol.serialize;

/** The statements each PGlite has prepared (one backend: they last as long as it does). */
const preparedBy = new WeakMap<PGlite, Set<string>>();

/**
 * PGlite's `query` parses, describes and plans its statement every time. This sends the same
 * protocol messages as it does, through PGlite's own serializer and result parser, with a named
 * statement: Parse once, then Bind, Describe, Execute and Sync, in one call. It takes the same two
 * locks as `query`, so it never runs between the statements of a transaction in progress.
 */
export async function preparedOnPglite<Row>(client: PGlite, name: string, text: string, params: unknown[]): Promise<Row[]> {
  await client.waitReady;
  return client._runExclusiveTransaction(() =>
    client.runExclusive(async () => {
      let prepared = preparedBy.get(client);
      if (!prepared) {
        prepared = new Set();
        preparedBy.set(client, prepared);
      }
      if (!prepared.has(name)) {
        // Closing a statement that does not exist is no error: a name left behind by a call that
        // failed after its Parse cannot block every later one.
        await client.execProtocol(Buffer.concat([close({ type: "S", name }), parseMessage({ name, text }), sync()]));
        prepared.add(name);
      }
      const values = params.map((value) => (value === null || value === undefined ? null : String(value)));
      const { messages } = await client.execProtocol(
        Buffer.concat([bind({ statement: name, values }), describe({ type: "P" }), execute({}), sync()]),
      );
      return (parse.parseResults(messages, client.parsers)[0]?.rows ?? []) as Row[];
    }),
  );
}

/** PGlite has one connection and runs statements one after another; PostgreSQL has a pool. */
export function runsOneStatementAtATime(db: Database): boolean {
  const client = clientOf(db);
  return client instanceof PGlite || client instanceof ThreadedPglite;
}
