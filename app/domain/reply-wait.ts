import { addBusinessDays } from "./business-days";
import { addDays, instantAt, wallTimeOf, weekdayOf } from "./booking/zoned-time";
import type { Availability } from "./booking/slots";

// How long a new request, application or inquiry has waited for its first reply, against the
// promise the site makes ("we reply within one business day"). The age counts only the team's
// opening hours (those of /book, in TIME_ZONE), so a request sent on Friday evening is not
// "60 hours old" on Monday morning; the reply is due at the same clock time on the next business
// day, as the shortlists' reminders count.

export type ReplyWait = {
  /** Minutes of opening hours between arrival and the reply, or now when there is none yet. */
  businessMinutes: number;
  /** When the reply is due: one business day after arrival. */
  dueAt: Date;
  /** No reply yet and the promise has passed, or a reply that came after it. */
  overdue: boolean;
};

/**
 * The history entries that answer a request or application: marking it contacted (or screening),
 * a decision, or a step of the introductions flow, which moves the stage too. The earliest one is
 * its first reply; notes and views are not a reply.
 */
export const firstReplyKinds = ["stage-moved", "decided"] as const;

type Hours = Pick<Availability, "weeklyHours" | "closedDates">;

/** Opening-hours minutes between two instants, in the zone; zero when `to` is not after `from`. */
export function businessMinutesBetween(from: Date, to: Date, hours: Hours, timeZone: string): number {
  if (to.getTime() <= from.getTime()) return 0;
  const last = wallTimeOf(to, timeZone).day;
  let total = 0;
  // Day by day from the arrival's day to the end's; a year of days at most, so it always ends.
  for (let day = wallTimeOf(from, timeZone).day, steps = 0; day <= last && steps < 366; day = addDays(day, 1), steps++) {
    if (hours.closedDates.includes(day)) continue;
    const weekday = weekdayOf(day);
    for (const range of hours.weeklyHours) {
      if (range.weekday !== weekday) continue;
      const opens = instantAt(day, range.start, timeZone);
      const closes = instantAt(day, range.end, timeZone);
      if (!opens || !closes) continue;
      const start = Math.max(opens.getTime(), from.getTime());
      const end = Math.min(closes.getTime(), to.getTime());
      if (end > start) total += end - start;
    }
  }
  return Math.floor(total / 60_000);
}

/** The wait of one record: `repliedAt` null while no one has answered yet. */
export function replyWait(input: { receivedAt: Date; repliedAt: Date | null; now: Date; hours: Hours; timeZone: string }): ReplyWait {
  const { receivedAt, repliedAt, now, hours, timeZone } = input;
  const end = repliedAt ?? now;
  const dueAt = addBusinessDays(receivedAt, 1, { timeZone, closedDates: hours.closedDates });
  return {
    businessMinutes: businessMinutesBetween(receivedAt, end, hours, timeZone),
    dueAt,
    overdue: end.getTime() > dueAt.getTime(),
  };
}
