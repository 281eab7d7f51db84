import { describe, expect, it } from "vitest";
import { formatIsoDay, formatLongDate, formatNumber, formatUtcMinute, formatZonedMinute, isKnownTimeZone } from "./format";

describe("format", () => {
  it("writes numbers and dates the way the English site shows them", () => {
    expect(formatNumber(1000)).toBe("1,000");
    expect(formatNumber(7)).toBe("7");
    expect(formatLongDate("2026-11-25")).toBe("November 25, 2026");
    expect(formatLongDate(new Date("2026-01-02T23:30:00Z"))).toBe("January 2, 2026");
    expect(formatIsoDay(new Date("2026-11-25T23:59:00Z"))).toBe("2026-11-25");
    expect(formatUtcMinute("2026-11-25T14:03:09.000Z")).toBe("2026-11-25 14:03 UTC");
  });

  it("writes an admin's times in the configured zone: late evening in Toronto keeps Toronto's date", () => {
    // 02:30 UTC on the 26th is 21:30 on the 25th in Toronto (EST, UTC-5); in summer, EDT (UTC-4).
    expect(formatZonedMinute("2026-11-26T02:30:00Z", "America/Toronto")).toBe("2026-11-25 21:30 EST");
    expect(formatZonedMinute(new Date("2026-07-01T00:15:00Z"), "America/Toronto")).toBe("2026-06-30 20:15 EDT");
    expect(formatZonedMinute("2026-11-26T02:30:00Z", "UTC")).toBe("2026-11-26 02:30 UTC");
    // Midnight is 00, never 24.
    expect(formatZonedMinute("2026-11-26T05:00:00Z", "America/Toronto")).toBe("2026-11-26 00:00 EST");
  });

  it("knows real time zones and refuses made-up ones", () => {
    expect(isKnownTimeZone("America/Toronto")).toBe(true);
    expect(isKnownTimeZone("UTC")).toBe(true);
    expect(isKnownTimeZone("America/Torronto")).toBe(false);
    expect(isKnownTimeZone("")).toBe(false);
  });
});
