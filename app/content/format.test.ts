import { describe, expect, it } from "vitest";
import { foldCase, formatIsoDay, formatLongDate, formatNumber, formatUtcMinute } from "./format";

describe("format", () => {
  it("writes numbers and dates the way the English site shows them", () => {
    expect(formatNumber(1000)).toBe("1,000");
    expect(formatNumber(7)).toBe("7");
    expect(formatLongDate("2026-11-25")).toBe("November 25, 2026");
    expect(formatLongDate(new Date("2026-01-02T23:30:00Z"))).toBe("January 2, 2026");
    expect(formatIsoDay(new Date("2026-11-25T23:59:00Z"))).toBe("2026-11-25");
    expect(formatUtcMinute("2026-11-25T14:03:09.000Z")).toBe("2026-11-25 14:03 UTC");
    expect(foldCase("Hybrid")).toBe("hybrid");
  });
});
