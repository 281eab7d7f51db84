import { sql, type SQL } from "drizzle-orm";
import type { Availability } from "~/domain/booking/slots";
import { addDays, instantAt } from "~/domain/booking/zoned-time";
import { cioStages, companyStages } from "~/domain/pipeline";
import { replyClock } from "~/domain/business-clock";
import { firstReplyKinds } from "~/domain/reply-wait";
import { type ReplyOutcome, type Period, summariseReplies, type ReplySummary } from "~/domain/reports";
import type { Database } from "../db/client.server";

// The reports' queries (/admin/reports). Each reads the records received in the period, real ones
// only (spam left out), and counts in SQL where a count is all it needs: by week, by furthest stage,
// by close reason. Reply times need each record's two instants, because business hours are counted
// in the team's zone with reply-wait.ts's arithmetic, the same as the queue's (business-clock.ts).

export type ReportContext = { period: Period; timeZone: string; hours: Pick<Availability, "weeklyHours" | "closedDates">; now: Date };

/** The period's instants: from the start of its first day in the zone to the start of the day after its last. */
export function periodInstants(period: Period, timeZone: string): { start: Date; end: Date } {
  // Midnight is skipped in a few zones on their clock change: the first minute after it stands in.
  const startOf = (day: string) => instantAt(day, 0, timeZone) ?? instantAt(day, 60, timeZone) ?? new Date(`${day}T00:00:00Z`);
  return { start: startOf(period.from), end: startOf(addDays(period.to, 1)) };
}

/** The rows of a raw statement, on either driver. */
async function rowsOf<Row>(db: Database, statement: SQL): Promise<Row[]> {
  return ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;
}

/** The real records received in the period, as a condition on `applications` (aliased `a`). */
export function receivedInPeriod(context: ReportContext): SQL {
  const { start, end } = periodInstants(context.period, context.timeZone);
  return sql`a.spam_reason is null and a.created_at >= ${start.toISOString()}::timestamptz and a.created_at < ${end.toISOString()}::timestamptz`;
}

/** A stage list as an SQL array of its literals: the pipeline's own constants, never request data. */
const stageArray = (stages: readonly string[]) => sql.raw(`array[${stages.map((stage) => `'${stage}'`).join(",")}]::text[]`);

export type WeekRow = { type: "CIO" | "Company"; week: string; count: number };

/** Requests and applications per type and week (the Monday of the week in the zone). */
export async function weeklyCounts(db: Database, context: ReportContext): Promise<WeekRow[]> {
  const rows = await rowsOf<{ type: "CIO" | "Company"; week: string; count: number | string }>(
    db,
    sql`select a.type, to_char(date_trunc('week', a.created_at at time zone ${context.timeZone}), 'YYYY-MM-DD') as week, count(*) as count
        from applications a where ${receivedInPeriod(context)} group by 1, 2`,
  );
  return rows.map((row) => ({ type: row.type, week: row.week, count: Number(row.count) }));
}

export type FurthestRow = { position: number; count: number };

/**
 * The records of one type by the furthest stage of its funnel each reached (0-based): its stage
 * now, every stage a move took it to, and for a CIO an acceptance (which puts them in the network
 * without a move of its own). A stage off the funnel (Closed, Not a fit, Withdrawn) reaches nothing
 * further than the first stage by itself.
 */
export async function furthestStages(db: Database, context: ReportContext, type: "CIO" | "Company"): Promise<FurthestRow[]> {
  const funnelStages = type === "CIO" ? cioStages.slice(0, 4) : companyStages.slice(0, 5);
  const stages = stageArray(funnelStages);
  const first = sql.raw(`'${funnelStages[0]}'`);
  const accepted = type === "CIO" ? sql.raw(String((funnelStages as readonly string[]).indexOf("in-network") + 1)) : sql.raw("1");
  const rows = await rowsOf<{ position: number | string; count: number | string }>(
    db,
    sql`select furthest - 1 as position, count(*) as count from (
          select greatest(
            coalesce(array_position(${stages}, coalesce(a.stage, ${first})), 1),
            coalesce(max(array_position(${stages}, e.stage)) filter (where e.kind = 'stage-moved'), 1),
            case when bool_or(e.kind = 'decided' and e.status = 'Accepted') then ${accepted} else 1 end
          ) as furthest
          from applications a
          left join application_events e on e.application_id = a.id and e.kind in ('stage-moved', 'decided')
          where a.type = ${type} and ${receivedInPeriod(context)}
          group by a.id, a.stage
        ) as records group by furthest`,
  );
  return rows.map((row) => ({ position: Number(row.position), count: Number(row.count) }));
}

type Arrival = { receivedAt: Date; repliedAt: Date | null };

/**
 * Each record's wait against the one-business-day promise: reply-wait.ts's answer, from a clock
 * made once for the period, since walking the days of each record in turn is slow for a busy one.
 */
function outcomes(arrivals: Arrival[], context: ReportContext): ReplyOutcome[] {
  const wait = replyClock({
    hours: context.hours,
    timeZone: context.timeZone,
    firstDay: addDays(context.period.from, -1),
    now: context.now,
  });
  return arrivals.map(({ receivedAt, repliedAt }) => {
    const { businessMinutes, overdue } = wait(receivedAt, repliedAt);
    return { answered: repliedAt !== null, businessMinutes, overdue };
  });
}

export type ReplyFigures = Record<"company" | "cio" | "inquiry", ReplySummary>;

/**
 * The first-reply figures of the company requests, CIO applications and inquiries received in the
 * period. A record's first reply is its earliest history entry of a `firstReplyKinds` kind; an
 * inquiry's is its being marked handled.
 */
export async function replyFigures(db: Database, context: ReportContext): Promise<ReplyFigures> {
  const kinds = sql.raw(firstReplyKinds.map((kind) => `'${kind}'`).join(", "));
  const { start, end } = periodInstants(context.period, context.timeZone);
  const from = start.toISOString();
  const to = end.toISOString();
  // One text of "<kind> <received ms> [<replied ms>]" per record, comma-separated: a busy period
  // comes back as one value rather than a row object per record, which costs the driver far more
  // than the query itself. The replies are the earliest of each record's answering entries.
  const [records, inquiries] = await Promise.all([
    rowsOf<{ packed: string | null }>(
      db,
      sql`select string_agg(concat_ws(' ', a.type, ${epochMs(sql`a.created_at`)}, ${epochMs(sql`r.replied_at`)}), ',') as packed
          from applications a
          left join (
            select application_id, min(created_at) as replied_at from application_events
            where kind in (${kinds}) and created_at >= ${from}::timestamptz group by application_id
          ) as r on r.application_id = a.id
          where ${receivedInPeriod(context)}`,
    ),
    rowsOf<{ packed: string | null }>(
      db,
      sql`select string_agg(concat_ws(' ', 'Inquiry', ${epochMs(sql`created_at`)}, ${epochMs(sql`handled_at`)}), ',') as packed
          from inquiries where spam_reason is null and created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz`,
    ),
  ]);
  const arrivals = unpack(`${records[0]?.packed ?? ""},${inquiries[0]?.packed ?? ""}`);
  const ofKind = (kind: string) => outcomes(arrivals.get(kind) ?? [], context);
  return {
    company: summariseReplies(ofKind("Company")),
    cio: summariseReplies(ofKind("CIO")),
    inquiry: summariseReplies(ofKind("Inquiry")),
  };
}

/** An instant as whole milliseconds since 1970, the precision of a JavaScript Date. */
const epochMs = (column: SQL) => sql`floor(extract(epoch from ${column}) * 1000)::bigint`;

/** The packed arrivals by kind ("Company", "CIO", "Inquiry"). */
function unpack(packed: string): Map<string, Arrival[]> {
  const byKind = new Map<string, Arrival[]>();
  for (const entry of packed.split(",")) {
    if (entry === "") continue;
    const [kind, receivedMs, repliedMs] = entry.split(" ");
    const list = byKind.get(kind!) ?? [];
    list.push({ receivedAt: new Date(Number(receivedMs)), repliedAt: repliedMs === undefined ? null : new Date(Number(repliedMs)) });
    byKind.set(kind!, list);
  }
  return byKind;
}

export type ClosingRow = { type: "CIO" | "Company"; stage: string; closeReason: string | null; count: number };

/** The closed company requests by reason, and the CIO applications not a fit or withdrawn. */
export async function closingCounts(db: Database, context: ReportContext): Promise<ClosingRow[]> {
  const rows = await rowsOf<{ type: "CIO" | "Company"; stage: string; close_reason: string | null; count: number | string }>(
    db,
    sql`select a.type, a.stage, a.close_reason, count(*) as count from applications a
        where ${receivedInPeriod(context)} and a.stage in ('closed', 'not-a-fit', 'withdrawn')
        group by 1, 2, 3`,
  );
  return rows.map((row) => ({ type: row.type, stage: row.stage, closeReason: row.close_reason, count: Number(row.count) }));
}
