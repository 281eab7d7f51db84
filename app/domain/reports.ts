import { addDays, weekdayOf } from "./booking/zoned-time";

// The reports' arithmetic (/admin/reports), apart from the database: the period asked for, its
// weeks, the funnel of stages, percentiles and shares. Every figure counts the records received
// in the period (a cohort), so a figure does not change when the period's records move on later,
// except by what happened to those same records.

/** Calendar days in TIME_ZONE, both included ("2026-09-07" to "2026-11-27"). */
export type Period = { from: string; to: string };
export type PeriodProblem = "invalid-date" | "reversed" | "too-long";

/** The default period's number of weeks, the current one included. */
export const defaultWeeks = 12;
/** About two years: the longest period asked for, so a report reads a bounded slice of the tables. */
export const longestPeriodDays = 731;

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written as YYYY-MM-DD, in the years a report can mean. */
export function isCalendarDay(text: string): boolean {
  const parts = isoDay.exec(text);
  if (!parts) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (year < 2000 || year > 2100) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Days from `from` to `to`, both included. */
export const daysIn = (period: Period): number => Math.round((Date.parse(period.to) - Date.parse(period.from)) / 86_400_000) + 1;

/** The Monday of a day's week (weeks start on Monday, as PostgreSQL's date_trunc('week') counts them). */
export const mondayOf = (day: string): string => addDays(day, -((weekdayOf(day) + 6) % 7));

/** Twelve weeks up to today: from the Monday eleven weeks before this week's, to today. */
export const defaultPeriod = (today: string): Period => ({ from: addDays(mondayOf(today), -7 * (defaultWeeks - 1)), to: today });

/**
 * The period of the report's form. Both dates empty or absent is the default, quietly; a date that
 * is not a calendar day, an end before the start, or more than about two years is the default
 * with the problem named, so the page always has a period to show.
 */
export function readPeriod(from: string | null, to: string | null, today: string): { period: Period; problem: PeriodProblem | null } {
  const fallback = defaultPeriod(today);
  const givenFrom = from?.trim() ?? "";
  const givenTo = to?.trim() ?? "";
  if (givenFrom === "" && givenTo === "") return { period: fallback, problem: null };
  const period = { from: givenFrom === "" ? fallback.from : givenFrom, to: givenTo === "" ? today : givenTo };
  if (!isCalendarDay(period.from) || !isCalendarDay(period.to)) return { period: fallback, problem: "invalid-date" };
  if (period.to < period.from) return { period: fallback, problem: "reversed" };
  if (daysIn(period) > longestPeriodDays) return { period: fallback, problem: "too-long" };
  return { period, problem: null };
}

/** The first day of a day's month. */
const monthOf = (day: string): string => `${day.slice(0, 8)}01`;

/**
 * How a period's counts are read: the whole calendar months inside it from the monthly counts, and
 * the days before and after them from the daily ones, so that a long period is a few rows a month.
 * `months` is null when no whole month is inside.
 */
export function periodBlocks(period: Period): { months: { from: string; until: string } | null } {
  const from = period.from.endsWith("-01") ? period.from : monthOf(addDays(monthOf(period.from), 31));
  const until = monthOf(addDays(period.to, 1));
  return { months: from < until ? { from, until } : null };
}

/** The Mondays of the weeks the period touches, oldest first. */
export function weeksOf(period: Period): string[] {
  const weeks: string[] = [];
  for (let week = mondayOf(period.from); week <= period.to; week = addDays(week, 7)) weeks.push(week);
  return weeks;
}

/** A count per week for every week of the period, zero where the database had no row. */
export function countsByWeek(weeks: readonly string[], rows: readonly { week: string; count: number }[]): number[] {
  const byWeek = new Map<string, number>();
  for (const row of rows) byWeek.set(row.week, (byWeek.get(row.week) ?? 0) + row.count);
  return weeks.map((week) => byWeek.get(week) ?? 0);
}

/** `part` of `whole` as a percentage to one decimal; null when there is nothing to divide. */
export function share(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 1000) / 10;
}

/**
 * The nearest-rank percentile of values counted in buckets: the smallest bucket that at least `p`
 * percent of the values are at or under. Always a bucket some value is in (no interpolation), so
 * "the median reply took 3.2 hours" is a reply that did, to the bucket's precision. Null for none.
 */
export function percentileOfCounts(buckets: readonly { bucket: number; count: number }[], p: number): number | null {
  const sorted = buckets.filter((entry) => entry.count > 0).sort((a, b) => a.bucket - b.bucket);
  const total = sorted.reduce((sum, entry) => sum + entry.count, 0);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil((p / 100) * total));
  let seen = 0;
  for (const entry of sorted) {
    seen += entry.count;
    if (seen >= rank) return entry.bucket;
  }
  return sorted.at(-1)!.bucket;
}

export type FunnelStep = { stage: string; reached: number; toNext: number | null };

/**
 * How many records reached each stage of a funnel, and the share of those that went on to the next.
 * `furthest` counts the records by the furthest stage each reached, as a 0-based position in
 * `stages`: a record that reached Meeting reached every stage before it too.
 */
export function funnel(stages: readonly string[], furthest: readonly { position: number; count: number }[]): FunnelStep[] {
  const reached = stages.map((_, index) =>
    furthest.filter((row) => Math.min(row.position, stages.length - 1) >= index).reduce((sum, row) => sum + row.count, 0),
  );
  return stages.map((stage, index) => ({
    stage,
    reached: reached[index]!,
    toNext: index + 1 < stages.length ? share(reached[index + 1]!, reached[index]!) : null,
  }));
}

/** Business minutes in one bucket of the reply counts: a tenth of an hour, as the report shows them. */
export const REPLY_BUCKET_MINUTES = 6;

export type ReplySummary = {
  received: number;
  answered: number;
  /** No reply yet, and past the one business day. */
  unansweredOverdue: number;
  /** No reply yet, and still within the day: not counted either way. */
  stillInTime: number;
  /** Business minutes to the first reply over the answered ones, to a bucket's precision. */
  medianMinutes: number | null;
  p90Minutes: number | null;
  /** Of the answered and the overdue: the share answered within one business day. */
  withinDayShare: number | null;
};

/** What the reply figures of a group of records are made from. */
export type ReplyCounts = {
  received: number;
  /** The answered records by bucket of REPLY_BUCKET_MINUTES business minutes (the minutes over it, rounded). */
  buckets: { bucket: number; count: number }[];
  /** Answered within the one business day. */
  onTime: number;
  /** Not answered yet, and past the one business day. */
  unansweredOverdue: number;
};

/**
 * The reply figures of a group of records. The median and 90th percentile are over the replies
 * made; a record with no reply yet counts against the promise once its day has passed, and is left
 * out while it still has time.
 */
export function summariseReplies({ received, buckets, onTime, unansweredOverdue }: ReplyCounts): ReplySummary {
  const answered = buckets.reduce((sum, entry) => sum + entry.count, 0);
  const minutesOf = (bucket: number | null) => (bucket === null ? null : bucket * REPLY_BUCKET_MINUTES);
  return {
    received,
    answered,
    unansweredOverdue,
    stillInTime: received - answered - unansweredOverdue,
    medianMinutes: minutesOf(percentileOfCounts(buckets, 50)),
    p90Minutes: minutesOf(percentileOfCounts(buckets, 90)),
    withinDayShare: share(onTime, answered + unansweredOverdue),
  };
}

/** Business minutes as hours to one decimal, as the report shows them; null stays null. */
export const hoursOf = (minutes: number | null): number | null => (minutes === null ? null : Math.round(minutes / 6) / 10);

/** A cell of a figure's table: a label, a number, or nothing to show. */
export type FigureCell = string | number | null;

/**
 * One figure of the report as the page draws it and the CSV writes it: a table (its first column
 * the rows' labels), the columns drawn as bars, and what the chart says to a screen reader.
 */
export type FigureTable = {
  name: string;
  title: string;
  /** The chart's accessible name: the figures in a sentence, the table giving the rest. */
  chartLabel: string;
  columns: { header: string; unit?: "percent" | "hours" }[];
  rows: FigureCell[][];
  /** Which columns are drawn as bars, each row one group of bars labelled by its first cell. */
  bars: number[];
  /** The short labels of the bars' rows on the chart, when the table's are long (a week's date). */
  barLabels?: string[];
  note?: string;
};
