import { addBusinessDays, isBusinessDay } from "./business-days";
import { addDays, instantAt, wallTimeOf, weekdayOf } from "./booking/zoned-time";
import type { Availability } from "./booking/slots";
import { businessMinutesBetween, type ReplyWait } from "./reply-wait";

// reply-wait.ts's arithmetic for many records at once, as the reports need it: the same answers,
// from tables made once for a span of days instead of a day-by-day walk with Intl per record.
// Each day of the span has its midnight and its opening intervals; a running sum of opening time
// gives the business time between two instants by two binary searches. An instant outside the span
// goes to reply-wait.ts's own functions, and so does a due time on a day whose clock changes (a
// day that is not 24 hours long).

type Hours = Pick<Availability, "weeklyHours" | "closedDates">;

const dayMs = 86_400_000;

/** The last index of `sorted` whose value is at or before `value`; -1 when none is. */
function lastAtOrBefore(sorted: readonly number[], value: number): number {
  let low = 0;
  let high = sorted.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]! <= value) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

export type ReplyClock = (receivedAt: Date, repliedAt: Date | null) => ReplyWait;

/**
 * A `replyWait` for records received from `firstDay` on, answered (or still waiting at `now`) up to
 * `now`: the same `businessMinutes`, `dueAt` and `overdue` as reply-wait.ts gives.
 */
export function replyClock(input: { hours: Hours; timeZone: string; firstDay: string; now: Date }): ReplyClock {
  const { hours, timeZone, now } = input;
  // A week past now's day covers the due date of anything received by now.
  const lastDay = addDays(wallTimeOf(now, timeZone).day, 8);
  const days: string[] = [];
  const midnights: number[] = [];
  const opens: number[] = [];
  const closes: number[] = [];
  const before: number[] = [];
  let running = 0;
  let lastClose = -Infinity;
  let overlapping = false;
  for (let day = input.firstDay; day <= lastDay; day = addDays(day, 1)) {
    days.push(day);
    midnights.push(instantAt(day, 0, timeZone)?.getTime() ?? Number.NaN);
    if (hours.closedDates.includes(day)) continue;
    const weekday = weekdayOf(day);
    const ranges = hours.weeklyHours.filter((range) => range.weekday === weekday).sort((a, b) => a.start - b.start);
    for (const range of ranges) {
      const open = instantAt(day, range.start, timeZone)?.getTime();
      const close = instantAt(day, range.end, timeZone)?.getTime();
      if (open === undefined || close === undefined || close <= open) continue;
      if (open < lastClose) overlapping = true;
      opens.push(open);
      closes.push(close);
      before.push(running);
      running += close - open;
      lastClose = close;
    }
  }
  const spanStart = midnights[0] ?? Number.NaN;
  const spanEnd = instantAt(addDays(lastDay, 1), 0, timeZone)?.getTime() ?? Number.NaN;
  const inSpan = (at: number) => at >= spanStart && at < spanEnd;

  /** Opening time from the span's start to `at`, in milliseconds. */
  const openTimeTo = (at: number) => {
    const index = lastAtOrBefore(opens, at);
    return index < 0 ? 0 : before[index]! + Math.min(at, closes[index]!) - opens[index]!;
  };

  /** A day of the span that is 24 hours long, by its index; null on a clock change or a missing midnight. */
  const plainDay = (index: number) => {
    const start = midnights[index]!;
    const next = midnights[index + 1];
    return Number.isFinite(start) && next !== undefined && next - start === dayMs ? start : null;
  };

  const dueAt = (receivedAt: number): Date | null => {
    const index = lastAtOrBefore(midnights, receivedAt);
    const start = index < 0 ? null : plainDay(index);
    if (start === null) return null;
    const minutes = Math.floor((receivedAt - start) / 60_000);
    let target = index + 1;
    while (target < days.length && !isBusinessDay(days[target]!, hours.closedDates)) target++;
    const targetStart = target < days.length ? plainDay(target) : null;
    if (targetStart === null) return null;
    return new Date(targetStart + minutes * 60_000 + (receivedAt % 60_000));
  };

  return (receivedAt, repliedAt) => {
    const from = receivedAt.getTime();
    const end = (repliedAt ?? now).getTime();
    const tabled = !overlapping && inSpan(from) && inSpan(end);
    const businessMinutes = !tabled
      ? businessMinutesBetween(receivedAt, new Date(end), hours, timeZone)
      : end <= from
        ? 0
        : Math.floor((openTimeTo(end) - openTimeTo(from)) / 60_000);
    const due = (tabled ? dueAt(from) : null) ?? addBusinessDays(receivedAt, 1, { timeZone, closedDates: hours.closedDates });
    return { businessMinutes, dueAt: due, overdue: end > due.getTime() };
  };
}

/**
 * The end of the latest day, from `firstDay` to `now`'s, whose every arrival is past its one
 * business day at `now` with no reply, or null when none is. A reply is due on the next business
 * day at the arrival's time of day, so a later day's arrivals are never all due sooner: every record
 * still waiting that arrived by then is overdue, and a report counts them rather than ageing each,
 * ageing only those of the few days after.
 */
export function lastWholeOverdueDay(clock: ReplyClock, firstDay: string, now: Date, timeZone: string): Date | null {
  const endOf = (day: string) =>
    new Date((instantAt(addDays(day, 1), 0, timeZone) ?? instantAt(addDays(day, 1), 60, timeZone))!.getTime() - 1);
  const overdue = (day: string) => clock(endOf(day), null).overdue;
  const days: string[] = [];
  for (let day = firstDay, today = wallTimeOf(now, timeZone).day; day <= today; day = addDays(day, 1)) days.push(day);
  let low = 0;
  let high = days.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (overdue(days[middle]!)) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found < 0 ? null : endOf(days[found]!);
}
