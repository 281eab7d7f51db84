import { describe, expect, it } from "vitest";
import {
  formatDayHeading,
  formatIsoDay,
  formatLongDate,
  formatNumber,
  formatSlot,
  formatSlotTime,
  formatUtcMinute,
  formatZonedMinute,
  isKnownTimeZone,
  withFirstOfMonth,
  zoneName,
} from "./format";

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

describe("French dates and times", () => {
  const nbsp = "\u00a0";
  const toronto = "America/Toronto";

  it("writes « 1er » for the first of a month, and only for it", () => {
    expect(formatLongDate("2026-11-01", "fr-CA")).toBe("1er novembre 2026");
    expect(formatLongDate("2026-11-11", "fr-CA")).toBe("11 novembre 2026");
    expect(formatLongDate("2026-11-21", "fr-CA")).toBe("21 novembre 2026");
    expect(formatDayHeading("2026-12-01", "fr-CA")).toBe("mardi 1er décembre");
    expect(formatDayHeading("2026-12-31", "fr-CA")).toBe("jeudi 31 décembre");
    expect(withFirstOfMonth("le 1 août et le 21 mai")).toBe("le 1er août et le 21 mai");
  });

  it("writes « 9 h » and « 9 h 30 », never « 09 h 00 », with spaces that do not break", () => {
    expect(formatSlotTime(new Date("2026-12-01T14:00:00Z"), "fr-CA", toronto)).toBe(`9${nbsp}h`);
    expect(formatSlotTime(new Date("2026-12-01T14:30:00Z"), "fr-CA", toronto)).toBe(`9${nbsp}h${nbsp}30`);
    expect(formatSlotTime(new Date("2026-12-01T05:05:00Z"), "fr-CA", toronto)).toBe(`0${nbsp}h${nbsp}05`);
    expect(formatSlotTime(new Date("2026-12-01T19:00:00Z"), "fr-CA", toronto)).toBe(`14${nbsp}h`);
  });

  it("names the zone in parentheses, (HNE) in winter and (HAE) in summer", () => {
    expect(formatSlot(new Date("2026-12-01T14:00:00Z"), "fr-CA", toronto)).toBe(`mardi 1er décembre 2026 à 9${nbsp}h (HNE)`);
    expect(formatSlot(new Date("2026-07-01T13:30:00Z"), "fr-CA", toronto)).toBe(`mercredi 1er juillet 2026 à 9${nbsp}h${nbsp}30 (HAE)`);
    expect(zoneName(toronto, "fr-CA")).toBe("heure de l'Est");
  });

  it("leaves English as Intl writes it", () => {
    expect(formatSlot(new Date("2026-12-01T14:00:00Z"), "en-CA", toronto)).toBe("Tuesday, December 1, 2026 at 9:00 a.m. EST");
    expect(formatDayHeading("2026-12-01", "en-CA")).toBe("Tuesday, December 1");
    expect(formatSlotTime(new Date("2026-12-01T14:30:00Z"), "en-CA", toronto)).toBe("9:30 a.m.");
    expect(formatLongDate("2026-11-01", "en-CA")).toBe("November 1, 2026");
    expect(zoneName(toronto, "en-CA")).toBe("Eastern Time");
  });
});
