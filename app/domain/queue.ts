import { addDays, instantAt, wallTimeOf } from "./booking/zoned-time";
import type { Availability } from "./booking/slots";
import { type ReplyWait, replyWait } from "./reply-wait";

// The admin's home page, "Today" (decision 0084): what needs someone today, oldest first. Pure, so
// the ages, the order and the day of a call are tested on hand-made cases; the queries are
// app/server/pipeline/queue.server.ts.

/** The most items a group lists; the rest are behind its "see all" link. */
export const QUEUE_GROUP_LIMIT = 25;

/** What kind of record awaits a first reply: a company request, a CIO application, a contact inquiry. */
export type ReplyKind = "company" | "cio" | "inquiry";

/** A record awaiting its first reply, as the database gives it. */
export type AwaitingRecord = { kind: ReplyKind; id: string; name: string; receivedAt: Date; href: string };

export type AwaitingItem = AwaitingRecord & { wait: ReplyWait };

type Hours = Pick<Availability, "weeklyHours" | "closedDates">;

/** The team's clock: now, its opening hours (those of /book) and its zone. */
export type TeamClock = { now: Date; hours: Hours; timeZone: string };

/** Oldest first, then by id, so two records of one instant keep one order on every load. */
const byOldest =
  <T extends { id: string }>(at: (item: T) => Date) =>
  (a: T, b: T) =>
    at(a).getTime() - at(b).getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The records awaiting a first reply, oldest first, each with its wait against the one-business-day
 * promise; at most `limit` (the oldest: the most overdue come first).
 */
export function awaitingReply(records: readonly AwaitingRecord[], clock: TeamClock, limit = QUEUE_GROUP_LIMIT): AwaitingItem[] {
  return [...records]
    .sort(byOldest((record) => record.receivedAt))
    .slice(0, limit)
    .map((record) => ({
      ...record,
      wait: replyWait({ receivedAt: record.receivedAt, repliedAt: null, now: clock.now, hours: clock.hours, timeZone: clock.timeZone }),
    }));
}

/** An age in business minutes as whole hours and the minutes left over, as the page writes it. */
export function ageParts(businessMinutes: number): { hours: number; minutes: number } {
  const minutes = Math.max(0, Math.floor(businessMinutes));
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** Items waiting since a moment (a shortlist's link), oldest first, at most `limit`. */
export function oldestFirst<T extends { id: string; since: Date }>(items: readonly T[], limit = QUEUE_GROUP_LIMIT): T[] {
  return [...items].sort(byOldest((item) => item.since)).slice(0, limit);
}

/**
 * The calls the page lists: from the start of today in the team's zone to the end of tomorrow
 * (the start of the day after), whatever the clock changes do to those days' lengths.
 */
export function callWindow(now: Date, timeZone: string): { from: Date; to: Date } {
  const today = wallTimeOf(now, timeZone).day;
  // Midnight exists on every day the zones in use have; the fallbacks only keep the type whole.
  const from = instantAt(today, 0, timeZone) ?? now;
  const to = instantAt(addDays(today, 2), 0, timeZone) ?? new Date(now.getTime() + 2 * 86_400_000);
  return { from, to };
}

/** Whether a call starts today or tomorrow in the team's zone (the window holds no other day). */
export function callDay(startsAt: Date, now: Date, timeZone: string): "today" | "tomorrow" {
  return wallTimeOf(startsAt, timeZone).day === wallTimeOf(now, timeZone).day ? "today" : "tomorrow";
}
