import pg from "pg";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/server/db/client.server";
import { errorSummary, isDatabaseUnreachable, libraryLogLine } from "~/server/db/errors.server";
import { inquiries } from "~/server/db/schema.server";
import { createPostgresDatabase, databaseKinds, openTestDatabase } from "../support/database";

// Decision 0030: only a database out of reach is an outage, and no error goes to the log with the
// statement, its parameters or PostgreSQL's message. Checked on the errors the real drivers throw.

const caught = async (run: () => Promise<unknown>): Promise<unknown> => {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to fail");
};

const privateValues = ["Secret Person", "secret.person@example.ca", "Private message"];

describe.each(databaseKinds)("database errors on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle.close();
  });

  it("calls a refused statement (a NUL in a value, a bad id) a refusal, and logs it without its values", async () => {
    const withNul = await caught(() =>
      handle.db.insert(inquiries).values({
        firstName: "Secret Person",
        lastName: "Lovelace\u0000",
        email: "secret.person@example.ca",
        phone: "+1 416 555 0100",
        message: "Private message",
        submissionKey: "k1",
      }),
    );
    const badId = await caught(() => handle.db.execute(sql`select * from inquiries where id = ${"Secret Person"}::uuid`));
    for (const error of [withNul, badId]) {
      expect(String(error)).toMatch(/Failed query/); // what was logged before
      expect(isDatabaseUnreachable(error)).toBe(false);
      const summary = errorSummary(error);
      expect(summary).toMatch(/^database error \(refused the statement\): DrizzleQueryError <- \w+ code [0-9A-Z]{5}/);
      for (const value of [...privateValues, "insert into", "select", "params"]) expect(summary, value).not.toContain(value);
      // Better Auth's logger gets the same error with a message and the values it tried: a summary of each.
      const line = libraryLogLine("Better Auth", "Failed to create user for secret.person@example.ca", [error, { name: "Secret Person" }]);
      expect(line).toMatch(/^Better Auth: Failed to create user for \[address\] database error \(refused the statement\)/);
      for (const value of [...privateValues, "insert into", "params"]) expect(line, value).not.toContain(value);
    }
  });
});

describe("an unreachable database", () => {
  it("is an outage when PostgreSQL refuses the connection, said with the connection's own message", async () => {
    const pool = new pg.Pool({ connectionString: "postgres://nobody:secret@127.0.0.1:1/none", connectionTimeoutMillis: 2_000 });
    const db = drizzle(pool);
    const error = await caught(() => db.execute(sql`select ${"Secret Person"} as name`));
    await pool.end();
    expect(isDatabaseUnreachable(error)).toBe(true);
    expect(errorSummary(error)).toMatch(/^database error \(unreachable: .*ECONNREFUSED/);
    expect(errorSummary(error)).not.toContain("Secret Person");
  });

  it.runIf(process.env.TEST_DATABASE_URL)("is an outage when the PostgreSQL database stops taking connections", async () => {
    const database = await createPostgresDatabase();
    const name = new URL(database.url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      const pool = new pg.Pool({ connectionString: database.url });
      const error = await caught(() => drizzle(pool).execute(sql`select ${"Secret Person"} as name`));
      await pool.end();
      expect(isDatabaseUnreachable(error)).toBe(true);
      expect(errorSummary(error)).toMatch(/^database error \(unreachable: .*not currently accepting connections\).* code 55000/);
    } finally {
      await admin.end();
      await database.drop();
    }
  });

  it("is an outage when the embedded database is closed", async () => {
    const handle = await openTestDatabase("pglite");
    await handle.close();
    const error = await caught(() => handle.db.execute(sql`select ${"Secret Person"} as name`));
    expect(isDatabaseUnreachable(error)).toBe(true);
    expect(errorSummary(error)).not.toContain("Secret Person");
  });

  it("is not claimed for an error that has nothing to do with the database", () => {
    expect(isDatabaseUnreachable(new TypeError("x is undefined"))).toBe(false);
    expect(errorSummary(new TypeError("x is undefined"))).toMatch(/^TypeError: x is undefined\n\s+at /);
  });
});
