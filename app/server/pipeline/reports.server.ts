import { sql, type SQL } from "drizzle-orm";
import type { Availability } from "~/domain/booking/slots";
import { addDays, instantAt } from "~/domain/booking/zoned-time";
import { mondayOf, type Period, periodBlocks } from "~/domain/reports";
import type { Database } from "../db/client.server";

// The reports' queries (/admin/reports). Every figure counts the real records received in the
// period (spam left out), read from report_counts: for each day and month, what each record adds to
// each figure, appended by triggers as records change and folded in by the next report (migration
// report-counts, decision 0083), so a report reads a few rows a month rather than each record and
// its history. The whole months inside the period come from
// the monthly counts, the days around them from the daily ones.

export type ReportContext = { period: Period; timeZone: string; hours: Pick<Availability, "weeklyHours" | "closedDates">; now: Date };

/** The period's instants: from the start of its first day in the zone to the start of the day after its last. */
export function periodInstants(period: Period, timeZone: string): { start: Date; end: Date } {
  // Midnight is skipped in a few zones on their clock change: the first minute after it stands in.
  const startOf = (day: string) => instantAt(day, 0, timeZone) ?? instantAt(day, 60, timeZone) ?? new Date(`${day}T00:00:00Z`);
  return { start: startOf(period.from), end: startOf(addDays(period.to, 1)) };
}

/** The rows of a raw statement, on either driver. */
export async function rowsOf<Row>(db: Database, statement: SQL): Promise<Row[]> {
  return ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;
}

/**
 * Brings the counts up to date before a report reads them: counts every record again when they are
 * in another zone than the team's (or none yet: the first report after the migration), which only
 * the server that changes the setting does, in the same transaction; otherwise folds in the changes
 * that records' triggers appended since the last report.
 */
export async function bringCountsUpToDate(db: Database, timeZone: string): Promise<void> {
  await db.transaction(async (tx) => {
    const changed = await rowsOf<{ id: number }>(
      tx as unknown as Database,
      sql`insert into report_settings (id, time_zone) values (1, ${timeZone})
          on conflict (id) do update set time_zone = excluded.time_zone
          where report_settings.time_zone is distinct from excluded.time_zone returning id`,
    );
    if (changed.length > 0) {
      await tx.execute(sql`select recount_reports(${timeZone})`);
      return;
    }
    await tx.execute(sql`
      with folded as (delete from report_count_changes returning grain, starts, type, figure, label, delta)
      insert into report_counts as c (grain, starts, type, figure, label, count)
      select grain, starts, type, figure, label, sum(delta)::integer from folded group by 1, 2, 3, 4, 5
      on conflict (figure, grain, starts, type, label) do update set count = c.count + excluded.count`);
  });
}

export type CountRow = { type: "CIO" | "Company" | "Inquiry"; figure: string; label: string; count: number };

/** The period's counts of some figures, by type, figure and label. */
export async function periodCounts(db: Database, period: Period, figures: readonly string[]): Promise<CountRow[]> {
  const { months } = periodBlocks(period);
  const inMonths = months ? sql`(starts < ${months.from}::date or starts >= ${months.until}::date)` : sql`true`;
  const monthly = months ? sql`or (grain = 'month' and starts >= ${months.from}::date and starts < ${months.until}::date)` : sql``;
  const rows = await rowsOf<{ type: CountRow["type"]; figure: string; label: string; count: number | string }>(
    db,
    sql`select type, figure, label, sum(count) as count from report_counts
        where figure in (${sql.join(
          figures.map((figure) => sql`${figure}`),
          sql`, `,
        )})
          and ((grain = 'day' and starts >= ${period.from}::date and starts <= ${period.to}::date and ${inMonths}) ${monthly})
        group by 1, 2, 3 having sum(count) <> 0`,
  );
  return rows.map((row) => ({ type: row.type, figure: row.figure, label: row.label, count: Number(row.count) }));
}

export type WeekRow = { type: "CIO" | "Company"; week: string; count: number };

/** Requests and applications per type and week (the Monday of the week in the zone). */
export async function weeklyCounts(db: Database, context: ReportContext): Promise<WeekRow[]> {
  const rows = await rowsOf<{ type: "CIO" | "Company"; day: string; count: number | string }>(
    db,
    sql`select type, to_char(starts, 'YYYY-MM-DD') as day, count from report_counts
        where figure = 'received' and grain = 'day' and type <> 'Inquiry'
          and starts >= ${context.period.from}::date and starts <= ${context.period.to}::date and count <> 0`,
  );
  return rows.map((row) => ({ type: row.type, week: mondayOf(row.day), count: Number(row.count) }));
}

export type FurthestRow = { position: number; count: number };

/**
 * The records of one type by the furthest stage of its funnel each reached (0-based): its stage
 * now, every stage a move took it to, and for a CIO an acceptance (which puts them in the network
 * without a move of its own). A stage off the funnel (Closed, Not a fit, Withdrawn) reaches nothing
 * further than the first stage by itself.
 */
export async function furthestStages(db: Database, context: ReportContext, type: "CIO" | "Company"): Promise<FurthestRow[]> {
  const rows = await periodCounts(db, context.period, ["furthest"]);
  return rows.filter((row) => row.type === type).map((row) => ({ position: Number(row.label) - 1, count: row.count }));
}

export type ClosingRow = { type: "CIO" | "Company"; stage: string; closeReason: string | null; count: number };

/** The closed company requests by reason, and the CIO applications not a fit or withdrawn. */
export async function closingCounts(db: Database, context: ReportContext): Promise<ClosingRow[]> {
  const rows = await periodCounts(db, context.period, ["closing"]);
  return rows.map((row) => {
    // The label is "<stage> <reason>", the reason empty when none was given.
    const [stage = "", reason = ""] = row.label.split(" ");
    return { type: row.type as ClosingRow["type"], stage, closeReason: reason === "" ? null : reason, count: row.count };
  });
}
