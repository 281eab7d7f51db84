import { getTableColumns } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/client.server";
import { preparedQuery, runsOneStatementAtATime, StatementParams } from "../db/raw-query.server";
import { applications, inquiries, outbox } from "../db/schema.server";
import { type CountedAttempt, countingCtes, type LimitCheck, takeBack } from "../limits/limits.server";
import { errorSummary } from "../db/errors.server";
import { log } from "~/server/log/logger.server";

/**
 * Submissions that arrive while the database is busy are stored together: one statement (one round
 * trip, one commit) for the lot, instead of one each. Alone, a submission goes at once; under load the
 * next batch gathers while the statements before it run (decision 0015). Every submission still
 * learns its own outcome, and only after the commit that stored it.
 */

/** One submission as the statement takes it: its row, the limits it counts against, and its e-mails. */
export type BatchItem = {
  row: Record<string, unknown> & { id: string };
  limits: LimitCheck[];
  messages: Record<string, unknown>[];
};

export type BatchOutcome = { allowed: true; id: string | null } | { allowed: false; retryAfterSeconds: number };

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

/** The properties of `rows` as columns of `table`: a record type for json_to_recordset and the column list. */
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
 * The statement for a batch: counts every submission against its limits (limits.server.ts; the
 * submissions of one key judged in arrival order), stores those within them unless stored before
 * (same submission key), and queues the stored ones' e-mails. A data-modifying WITH commits or rolls
 * back as a whole, without BEGIN/COMMIT.
 */
function batchStatement(table: BatchTable, items: BatchItem[], now: Date): { text: string; values: unknown[] } {
  const params = new StatementParams();
  const counting = countingCtes(
    params,
    items.flatMap((item, n) => item.limits.map((check) => ({ n, check }))),
    now,
  );
  const rows = items.map((item, n) => ({ ...item.row, n }));
  const record = recordOf(
    table,
    items.map((item) => item.row),
  );
  const messages = items.flatMap((item) => item.messages);
  const inputs = params.add(JSON.stringify(rows), "json");
  const link = table === "inquiries" ? "inquiryId" : "applicationId";
  let queued = "";
  if (messages.length > 0) {
    const mail = recordOf("outbox", messages);
    queued = `, queued as (
      insert into outbox (${mail.insertColumns})
      select ${mail.selectColumns} from json_to_recordset(${params.add(JSON.stringify(messages), "json")}) as m(${mail.definition})
      where m."${link}" in (select id from stored)
      returning 1
    )`;
  }
  const text = `${counting}, input as (
      select * from json_to_recordset(${inputs}) as x(n int, ${record.definition})
    ), stored as (
      insert into ${table} (${record.insertColumns})
      select ${record.selectColumns} from input where n not in (select n from refused)
      on conflict (submission_key) do nothing
      returning id
    )${queued}
    select input.n, input.n not in (select n from refused) as allowed, stored.id
    from input left join stored on stored.id = input.id
    order by input.n`;
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
    // The batch counts at its last arrival; its submissions arrived milliseconds apart.
    const now = batch[batch.length - 1]?.now ?? new Date();
    const statement = batchStatement(
      this.table,
      batch.map((entry) => entry.item),
      now,
    );
    let answers: { n: number; allowed: boolean; id: string | null }[];
    try {
      answers = await preparedQuery(this.db, statement.text, statement.values);
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      // One submission the database refuses must not fail the others: each goes again on its own.
      // Said in the log: it costs a round trip each, and a batch should fail only for bad data.
      log.warn(`A batch of ${batch.length} ${this.table} failed (${errorSummary(error)}); storing each on its own`);
      await Promise.all(batch.map((entry) => this.run([entry])));
      return;
    }
    for (const answer of answers) if (answer.allowed) batch[answer.n]?.resolve({ allowed: true, id: answer.id });
    // Those over a limit are taken back, together (only when there are any), and told how long to wait.
    const refused = answers.filter((answer) => !answer.allowed);
    if (refused.length === 0) return;
    const attempts: CountedAttempt[] = refused.map((answer) => ({ checks: batch[answer.n]?.item.limits ?? [], now }));
    try {
      const waits = await takeBack(this.db, attempts, now);
      refused.forEach((answer, index) => batch[answer.n]?.resolve({ allowed: false, retryAfterSeconds: waits[index] ?? 1 }));
    } catch (error) {
      // The refusal stands, counted (the safe side); the wait is then the longest it can be.
      log.warn(`Could not take back ${refused.length} refused ${this.table} (${errorSummary(error)})`);
      for (const answer of refused) {
        const longest = Math.max(1, ...(batch[answer.n]?.item.limits ?? []).map((check) => Math.ceil(check.rule.windowMs / 1000)));
        batch[answer.n]?.resolve({ allowed: false, retryAfterSeconds: longest });
      }
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
