import { describe, expect, it } from "vitest";
import { yearIn } from "./zoned-time";

describe("the year on a zone's calendar", () => {
  it("is the zone's, not UTC's, on the night of 31 December", () => {
    // 23:30 in Toronto on 31 December 2025 is 04:30 UTC on 1 January 2026.
    const newYearsEve = new Date("2026-01-01T04:30:00Z");
    expect(yearIn(newYearsEve, "America/Toronto")).toBe(2025);
    expect(yearIn(newYearsEve, "UTC")).toBe(2026);
    expect(yearIn(new Date("2026-01-01T05:00:00Z"), "America/Toronto")).toBe(2026);
  });
});
