import { getTableColumns } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/client.server";
import { rawQuery, runsOneStatementAtATime, StatementParams } from "../db/raw-query.server";
import { applications, inquiries, outbox } from "../db/schema.server";
import { RATE_LIMIT_SHARDS, windowStartOf } from "../rate-limit.server";
import { errorSummary } from "../db/errors.server";
import { log } from "~/server/log/logger.server";

/**
 * Submissions that arrive while the database is busy are stored together: one statement (one round
 * trip, one commit) for the lot, instead of one each. Alone, a submission goes at once; under load the
 * next batch gathers while the statements before it run (decision 0015). Every submission still
 * learns its own outcome, and only after the commit that stored it.
 */

/** One submission as the statement takes it: its row, its rate-limit keys, and its e-mails. */
export type BatchItem = {
  row: Record<string, unknown> & { id: string };
  /** The rate-limit keys it counts against, and their hourly limits. */
  limits: { ipKey: string; perIpPerHour: number; emailKey: string; perEmailPerHour: number };
  messages: Record<string, unknown>[];
};

export type BatchOutcome = { allowed: boolean; id: string | null };

export type BatchTable = "inquiries" | "applications";

/** SQL names and types of a table's columns, by property name. */
function columnsOf(table: PgTable): Map<string, { name: string; type: string }> {
  const columns = new Map<string, { name: string; type: string }>();
  for (const [property, column] of Object.entries(getTableColumns(table))) {
    columns.set(property, { name: column.name, type: column.getSQLType() });
  }
  return columns;
}

const columns = {
  inquiries: columnsOf(inquiries),
  applications: columnsOf(applications),
  outbox: columnsOf(outbox),
};

type ColumnList = { definition: string; insertColumns: string; selectColumns: string };
/** recordOf's answers by table and property list: a form's submissions bring the same properties each time. */
const records = new Map<string, ColumnList>();

/** The properties of `rows` as columns of `table`: a record type for jsonb_to_recordset and the column list. */
function recordOf(table: keyof typeof columns, rows: Record<string, unknown>[]): ColumnList {
  const present = new Set<string>();
  for (const row of rows) for (const property in row) present.add(property);
  const properties = [...present].sort();
  const cacheKey = `${table}:${properties.join(",")}`;
  const cached = records.get(cacheKey);
  if (cached) return cached;
  const known = properties.map((property) => {
    const column = columns[table].get(property);
    if (!column) throw new Error(`${table} has no column ${property}`);
    return { property, ...column };
  });
  const record = {
    /** `"firstName" text, …`: each property read from the JSON under its own name. */
    definition: known.map(({ property, type }) => `"${property}" ${type}`).join(", "),
    insertColumns: known.map(({ name }) => `"${name}"`).join(", "),
    selectColumns: known.map(({ property }) => `"${property}"`).join(", "),
  };
  if (records.size >= 64) records.clear(); // a bound, should rows ever vary their properties
  records.set(cacheKey, record);
  return record;
}

/**
 * The statement for a batch: counts every submission against its IP and e-mail limits (each key's
 * shards summed, submissions of one key counted in arrival order), stores those within both limits
 * unless stored before (same submission key), and queues the stored ones' e-mails. A data-modifying
 * WITH commits or rolls back as a whole, without BEGIN/COMMIT.
 */
function batchStatement(table: BatchTable, items: BatchItem[], now: Date): { text: string; values: unknown[] } {
  const params = new StatementParams();
  const rows = items.map((item, n) => ({ ...item.row, ...item.limits, n }));
  const record = recordOf(
    table,
    items.map((item) => item.row),
  );
  const messages = items.flatMap((item) => item.messages);
  const inputs = params.add(JSON.stringify(rows), "jsonb");
  const windowStart = params.add(windowStartOf(now), "timestamptz");
  const shard = params.add(Math.floor(Math.random() * RATE_LIMIT_SHARDS), "smallint");
  const link = table === "inquiries" ? "inquiryId" : "applicationId";
  let queued = "";
  if (messages.length > 0) {
    const mail = recordOf("outbox", messages);
    queued = `, queued as (
      insert into outbox (${mail.insertColumns})
      select ${mail.selectColumns} from jsonb_to_recordset(${params.add(JSON.stringify(messages), "jsonb")}) as m(${mail.definition})
      where m."${link}" in (select id from stored)
      returning 1
    )`;
  }
  const text = `with input as (
      select * from jsonb_to_recordset(${inputs})
        as x(n int, "ipKey" text, "perIpPerHour" int, "emailKey" text, "perEmailPerHour" int, ${record.definition})
    ), added as (
      select key, count(*)::int as added
      from (select "ipKey" as key from input union all select "emailKey" from input) as keys
      group by key
    ), counted as (
      insert into rate_limits (key, window_start, shard, count)
      select key, ${windowStart}, ${shard}, added from added
      -- Counters locked in key order: two batches sharing keys wait for each other, never deadlock.
      order by key
      on conflict (key, window_start, shard) do update set count = rate_limits.count + excluded.count
      returning key, count
    ), before_batch as (
      select counted.key, counted.count - added.added + coalesce((
        select sum(other.count) from rate_limits other
        where other.key = counted.key and other.window_start = ${windowStart} and other.shard <> ${shard}
      ), 0) as count
      from counted join added on added.key = counted.key
    ), verdicts as (
      select input.n, input.id,
        (select count from before_batch where key = input."ipKey") + row_number() over (partition by input."ipKey" order by input.n) <= input."perIpPerHour"
        and (select count from before_batch where key = input."emailKey") + row_number() over (partition by input."emailKey" order by input.n) <= input."perEmailPerHour"
        as allowed
      from input
    ), stored as (
      insert into ${table} (${record.insertColumns})
      select ${record.selectColumns} from input where n in (select n from verdicts where allowed)
      on conflict (submission_key) do nothing
      returning id
    )${queued}
    select verdicts.n, verdicts.allowed, stored.id
    from verdicts left join stored on stored.id = verdicts.id
    order by verdicts.n`;
  return { text, values: params.values };
}

type Waiting = { item: BatchItem; now: Date; resolve: (outcome: BatchOutcome) => void; reject: (error: unknown) => void };

/** The most submissions in one statement; more wait for the next. */
const MAX_BATCH = 64;

/** Gathers one table's submissions into batches and runs at most `maxInFlight` statements at a time. */
class SubmissionBatches {
  private waiting: Waiting[] = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(
    private readonly db: Database,
    private readonly table: BatchTable,
    private readonly maxInFlight: number,
  ) {}

  store(item: BatchItem, now: Date): Promise<BatchOutcome> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ item, now, resolve, reject });
      this.schedule();
    });
  }

  /** Runs the next batch once the submissions of this turn of the event loop have joined it. */
  private schedule() {
    if (this.scheduled || this.inFlight >= this.maxInFlight || this.waiting.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      const batch = this.waiting.splice(0, MAX_BATCH);
      this.inFlight += 1;
      this.run(batch).finally(() => {
        this.inFlight -= 1;
        this.schedule();
      });
      // More waiting than one batch holds: the next goes beside it, if the limit allows.
      this.schedule();
    });
  }

  private async run(batch: Waiting[]): Promise<void> {
    // The batch counts in the hour of its last arrival; its submissions arrived milliseconds apart.
    const now = batch[batch.length - 1]?.now ?? new Date();
    const statement = batchStatement(
      this.table,
      batch.map((entry) => entry.item),
      now,
    );
    try {
      const answers = await rawQuery<{ n: number; allowed: boolean; id: string | null }>(this.db, statement.text, statement.values);
      for (const answer of answers) batch[answer.n]?.resolve({ allowed: answer.allowed, id: answer.id });
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      // One submission the database refuses must not fail the others: each goes again on its own.
      // Said in the log: it costs a round trip each, and a batch should fail only for bad data.
      log.warn(`A batch of ${batch.length} ${this.table} failed (${errorSummary(error)}); storing each on its own`);
      await Promise.all(batch.map((entry) => this.run([entry])));
    }
  }
}

const batchesByDatabase = new WeakMap<Database, Map<BatchTable, SubmissionBatches>>();

/**
 * Stores one submission through its table's batches. PGlite runs one statement at a time anyway, so
 * it gets one batch in flight; PostgreSQL a few, well within its connection pool.
 */
export function storeInBatch(db: Database, table: BatchTable, item: BatchItem, now: Date): Promise<BatchOutcome> {
  let byTable = batchesByDatabase.get(db);
  if (!byTable) {
    byTable = new Map();
    batchesByDatabase.set(db, byTable);
  }
  let batches = byTable.get(table);
  if (!batches) {
    batches = new SubmissionBatches(db, table, runsOneStatementAtATime(db) ? 1 : 4);
    byTable.set(table, batches);
  }
  return batches.store(item, now);
}
