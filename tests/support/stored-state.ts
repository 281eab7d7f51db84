import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

// What a server left in its database, read from outside it: for PGlite the server must have
// stopped (PGlite is one process's), for PostgreSQL it may still run.

export type StoredState = {
  /** The e-mail address of every stored submission (inquiries and applications), with its spam verdict. */
  submissions: { email: string; spamReason: string | null }[];
  /** How many outbox rows are in each status. */
  outbox: Record<string, number>;
};

const submissionsSql = `select email, spam_reason from inquiries union all select email, spam_reason from applications`;
const outboxSql = `select status, count(*)::int as count from outbox group by status`;

type Rows = { submissions: { email: string; spam_reason: string | null }[]; outbox: { status: string; count: number }[] };

function toState(rows: Rows): StoredState {
  return {
    submissions: rows.submissions.map((row) => ({ email: row.email, spamReason: row.spam_reason })),
    outbox: Object.fromEntries(rows.outbox.map((row) => [row.status, row.count])),
  };
}

export async function readStoredState(where: { dataDir: string; databaseUrl?: string }): Promise<StoredState> {
  if (where.databaseUrl) {
    const client = new pg.Client({ connectionString: where.databaseUrl });
    await client.connect();
    try {
      return toState({ submissions: (await client.query(submissionsSql)).rows, outbox: (await client.query(outboxSql)).rows });
    } finally {
      await client.end();
    }
  }
  const database = new PGlite(path.join(where.dataDir, "pglite"));
  try {
    return toState({
      submissions: (await database.query<Rows["submissions"][number]>(submissionsSql)).rows,
      outbox: (await database.query<Rows["outbox"][number]>(outboxSql)).rows,
    });
  } finally {
    await database.close();
  }
}

/** True when every outbox row has been sent: from then on, no e-mail can go out again. */
export const outboxAllSent = (state: StoredState) => Object.keys(state.outbox).every((status) => status === "sent");
