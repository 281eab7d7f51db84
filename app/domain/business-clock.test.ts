import { describe, expect, it } from "vitest";
import { defaultAvailability } from "./booking/slots";
import { lastWholeOverdueDay, replyClock } from "./business-clock";
import { replyWait } from "./reply-wait";

// The reports' clock must answer as reply-wait.ts does, record by record: checked against it over a
// grid of arrivals and replies across weekends, closed dates, split opening hours and both clock
// changes of 2026 in Toronto (8 March and 1 November).

const timeZone = "America/Toronto";
const hourMs = 3_600_000;

const cases = [
  { name: "the default hours", hours: { weeklyHours: defaultAvailability.weeklyHours, closedDates: [] as string[] } },
  {
    name: "split hours and closed dates",
    hours: {
      weeklyHours: [
        ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: 8 * 60 + 30, end: 12 * 60 })),
        ...[1, 2, 3, 4].map((weekday) => ({ weekday, start: 13 * 60, end: 17 * 60 + 15 })),
        { weekday: 6, start: 10 * 60, end: 11 * 60 },
      ],
      closedDates: ["2026-03-09", "2026-11-02", "2026-10-12"],
    },
  },
];

describe.each(cases)("the reports' reply clock with $name", ({ hours }) => {
  it("gives reply-wait.ts's minutes, due time and lateness for every arrival and reply", () => {
    const now = new Date("2026-11-20T15:07:31Z");
    const clock = replyClock({ hours, timeZone, firstDay: "2026-03-01", now });
    let compared = 0;
    for (const around of ["2026-03-06T12:00:00Z", "2026-10-09T12:00:00Z", "2026-10-30T12:00:00Z"]) {
      const base = Date.parse(around);
      // Arrivals every 3 h 17 min 13 s over five days, replies 0 to 90 hours later, and no reply at all.
      for (let arrival = base; arrival < base + 5 * 24 * hourMs; arrival += 3 * hourMs + 17 * 60_000 + 13_000) {
        const receivedAt = new Date(arrival);
        for (const later of [null, 0, 0.4, 2, 7.5, 19, 26, 49, 90]) {
          const repliedAt = later === null ? null : new Date(arrival + later * hourMs);
          expect(clock(receivedAt, repliedAt), `${receivedAt.toISOString()} → ${repliedAt?.toISOString()}`).toEqual(
            replyWait({ receivedAt, repliedAt, now, hours, timeZone }),
          );
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(250);
  });

  it("answers for an instant outside its span as reply-wait.ts does", () => {
    const now = new Date("2026-11-20T15:00:00Z");
    const clock = replyClock({ hours, timeZone, firstDay: "2026-11-01", now });
    const receivedAt = new Date("2026-10-20T14:00:00Z");
    const repliedAt = new Date("2026-12-20T14:00:00Z");
    expect(clock(receivedAt, repliedAt)).toEqual(replyWait({ receivedAt, repliedAt, now, hours, timeZone }));
  });
});

describe.each(cases)("the last whole overdue day with $name", ({ hours }) => {
  it("ends where every earlier arrival still waiting is overdue, a few days before now", () => {
    for (const now of [
      new Date("2026-11-20T15:07:31Z"),
      new Date("2026-11-02T13:00:00Z"),
      new Date("2026-11-22T12:00:00Z"),
      new Date("2026-03-10T14:00:00Z"),
    ]) {
      const firstDay = "2026-02-20";
      const clock = replyClock({ hours, timeZone, firstDay, now });
      const end = lastWholeOverdueDay(clock, firstDay, now, timeZone);
      expect(end).not.toBeNull();
      // The days after it are at most a weekend, a closed day and a business day or two.
      expect(now.getTime() - end!.getTime()).toBeLessThan(6 * 24 * hourMs);
      // The clock answers as reply-wait.ts does (above); the days just before the end, where a
      // mistake would show, are checked every 7 minutes, the rest every 2 hours.
      const close = end!.getTime() - 10 * 24 * hourMs;
      for (
        let arrival = Date.parse("2026-02-20T05:00:00Z");
        arrival <= end!.getTime();
        arrival += arrival < close ? 2 * hourMs + 7 * 60_000 : 7 * 60_000
      ) {
        expect(clock(new Date(arrival), null).overdue, new Date(arrival).toISOString()).toBe(true);
      }
    }
  });

  it("is none when no whole day is overdue yet", () => {
    const now = new Date("2026-11-20T15:00:00Z");
    const clock = replyClock({ hours, timeZone, firstDay: "2026-11-19", now });
    expect(lastWholeOverdueDay(clock, "2026-11-19", now, timeZone)).toBeNull();
  });
});
