import type { Database } from "./client.server";
import { rawQuery } from "./raw-query.server";
import { errorSummary } from "./errors.server";
import { log } from "~/server/log/logger.server";

/** Below this size a table's statistics change no plan worth having (16 pages). */
const ANALYZE_FROM_BYTES = 16 * 8192;

/**
 * PGlite has no autovacuum: this does its work. Vacuum clears the row versions that updates leave
 * behind, which a partial index (the records still awaiting a reply) otherwise keeps visiting as
 * every record is answered, and analyze keeps the planner's statistics. Only tables with some rows
 * are done: one analyzed while empty is planned as empty, and a cached plan (the foreign-key check
 * on every outbox row) then read the whole applications table for each e-mail as it grew
 * (bench/README.md, "Why the form path is built this way"). Never analyzed, a table is planned from its current size.
 */
export async function vacuumAndAnalyze(db: Database): Promise<void> {
  try {
    const tables = await rawQuery<{ name: string }>(
      db,
      `select relname as name from pg_class
       where relkind = 'r' and relnamespace = 'public'::regnamespace and pg_relation_size(oid) >= $1::bigint`,
      [ANALYZE_FROM_BYTES],
    );
    for (const { name } of tables) await rawQuery(db, `vacuum (analyze) "${name.replaceAll('"', '""')}"`, []);
  } catch (error) {
    log.error(`Could not vacuum and analyze the database: ${errorSummary(error)}`);
  }
}
