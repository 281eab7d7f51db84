import { describe, expect, it } from "vitest";
import { defaultAvailability } from "./booking/slots";
import { replyClock } from "./business-clock";
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
