import { afterAll, beforeAll } from "vitest";
import type { Database, DatabaseHandle } from "~/server/db/client.server";
import { type DatabaseKind, openTestDatabase } from "./database";

/** A fresh database of the kind for the enclosing suite: opened before its tests, closed after them. */
export function suiteDatabase(kind: DatabaseKind): () => Database {
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle?.close();
  });
  return () => {
    if (!handle) throw new Error("the suite's database is not open yet");
    return handle.db;
  };
}
