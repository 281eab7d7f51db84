import { parse, type PGlite, protocol } from "@electric-sql/pglite";

// Apart from raw-query.server.ts so that the embedded database's thread, which runs it, loads
// nothing else of the server's.

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
