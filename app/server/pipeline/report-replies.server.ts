import { sql, type SQL } from "drizzle-orm";
import { addDays, wallTimeOf } from "~/domain/booking/zoned-time";
import { lastWholeOverdueDay, replyClock } from "~/domain/business-clock";
import { type ReplySummary, summariseReplies } from "~/domain/reports";
import type { Database } from "../db/client.server";
import { periodCounts, periodInstants, type ReportContext, rowsOf } from "./reports.server";

// The time-to-first-reply figure. Each record keeps its first reply as it happens (a trigger on
// the history for requests and applications, one on an inquiry's first "handled"), and the business
// minutes to it with whether it came after the one business day, counted once here by the first
// report that sees the reply: opening hours are the team's, not SQL's. The counts' triggers then
// bucket those minutes. The records still waiting are aged by each report, since their age grows.

type Table = "applications" | "inquiries";

/** An instant as whole milliseconds since 1970, the precision of a JavaScript Date. */
const epochMs = (column: SQL) => sql`floor(extract(epoch from ${column}) * 1000)::bigint`;

const UPDATE_BATCH = 2_000;

/**
 * Counts the business minutes of the replies made since the last report, with the team's opening
 * hours now, and stores them. The stored reply is compared again when writing, so a reply that an
 * earlier history entry replaced meanwhile is left for the next report.
 */
export async function settleReplies(db: Database, context: Pick<ReportContext, "hours" | "timeZone" | "now">): Promise<void> {
  for (const table of ["applications", "inquiries"] as const) {
    const [row] = await rowsOf<{ packed: string | null }>(
      db,
      sql`select string_agg(concat_ws(' ', id, ${epochMs(sql`created_at`)}, ${epochMs(sql`first_reply_at`)}), ',') as packed
          from ${sql.raw(table)} where spam_reason is null and first_reply_at is not null and first_reply_minutes is null`,
    );
    if (!row?.packed) continue;
    const replies = row.packed.split(",").map((entry) => {
      const [id, receivedMs, repliedMs] = entry.split(" ");
      return { id: id!, receivedAt: Number(receivedMs), repliedAt: Number(repliedMs) };
    });
    const earliest = replies.reduce((least, reply) => Math.min(least, reply.receivedAt), Infinity);
    const wait = replyClock({ ...context, firstDay: addDays(wallTimeOf(new Date(earliest), context.timeZone).day, -1) });
    for (let start = 0; start < replies.length; start += UPDATE_BATCH) {
      const batch = replies.slice(start, start + UPDATE_BATCH).map((reply) => ({
        ...reply,
        ...wait(new Date(reply.receivedAt), new Date(reply.repliedAt)),
      }));
      await storeMinutes(db, table, batch);
    }
  }
}

async function storeMinutes(
  db: Database,
  table: Table,
  batch: { id: string; repliedAt: number; businessMinutes: number; overdue: boolean }[],
): Promise<void> {
  const list = (values: (string | number | boolean)[]) => values.join(",");
  await db.execute(sql`
    update ${sql.raw(table)} as t set first_reply_minutes = v.minutes, first_reply_late = v.late
    from (
      select unnest(string_to_array(${list(batch.map((reply) => reply.id))}, ',')::uuid[]) as id,
        unnest(string_to_array(${list(batch.map((reply) => reply.repliedAt))}, ',')::bigint[]) as replied_ms,
        unnest(string_to_array(${list(batch.map((reply) => reply.businessMinutes))}, ',')::integer[]) as minutes,
        unnest(string_to_array(${list(batch.map((reply) => reply.overdue))}, ',')::boolean[]) as late
    ) as v
    where t.id = v.id and t.first_reply_minutes is null and ${epochMs(sql`t.first_reply_at`)} = v.replied_ms`);
}

export type ReplyFigures = Record<"company" | "cio" | "inquiry", ReplySummary>;

/**
 * The first-reply figures of the company requests, CIO applications and inquiries received in the
 * period: the answered ones from the counts, the ones still waiting each aged against the promise.
 */
export async function replyFigures(db: Database, context: ReportContext): Promise<ReplyFigures> {
  const { start, end } = periodInstants(context.period, context.timeZone);
  const clock = replyClock({ ...context, firstDay: addDays(context.period.from, -1) });
  // Arrivals up to the end of this day are overdue if still waiting: counted. Those after (a few
  // days' worth) are aged one by one.
  const wholeDaysEnd = lastWholeOverdueDay(clock, context.period.from, context.now, context.timeZone) ?? new Date(start.getTime() - 1);
  const cutoff = wholeDaysEnd.toISOString();
  const awaited = (table: Table, type: SQL) => sql`
    select ${type} as type, count(*) filter (where created_at <= ${cutoff}::timestamptz) as overdue,
      string_agg(${epochMs(sql`created_at`)}::text, ',') filter (where created_at > ${cutoff}::timestamptz) as recent
    from ${sql.raw(table)}
    where spam_reason is null and first_reply_at is null
      and created_at >= ${start.toISOString()}::timestamptz and created_at < ${end.toISOString()}::timestamptz
    group by 1`;
  const [counts, awaitedRows] = await Promise.all([
    periodCounts(db, context.period, ["received", "reply", "on-time"]),
    rowsOf<{ type: string; overdue: string | number; recent: string | null }>(
      db,
      sql`${awaited("applications", sql`type`)} union all ${awaited("inquiries", sql`'Inquiry'`)}`,
    ),
  ]);
  const overdueOf = (type: string) => {
    const row = awaitedRows.find((candidate) => candidate.type === type);
    const recent = row?.recent ? row.recent.split(",") : [];
    return Number(row?.overdue ?? 0) + recent.filter((receivedMs) => clock(new Date(Number(receivedMs)), null).overdue).length;
  };
  const summary = (type: string): ReplySummary => {
    const ofType = counts.filter((row) => row.type === type);
    const total = (figure: string) => ofType.filter((row) => row.figure === figure).reduce((sum, row) => sum + row.count, 0);
    return summariseReplies({
      received: total("received"),
      buckets: ofType.filter((row) => row.figure === "reply").map((row) => ({ bucket: Number(row.label), count: row.count })),
      onTime: total("on-time"),
      unansweredOverdue: overdueOf(type),
    });
  };
  return { company: summary("Company"), cio: summary("CIO"), inquiry: summary("Inquiry") };
}
