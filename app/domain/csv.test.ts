import { describe, expect, it } from "vitest";
import { csvCell, csvRow } from "./csv";

describe("csvCell", () => {
  it("quotes what RFC 4180 asks to quote, and doubles quotes", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a, b")).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
  });

  it("neutralises cells a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell("+1 416 555 0100")).toBe("'+1 416 555 0100");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("\rcmd")).toBe('"\'\rcmd"');
  });

  it("writes empty, dates, lists and accents plainly", () => {
    expect(csvCell(null)).toBe("");
    expect(csvCell(new Date("2026-11-21T15:00:00Z"))).toBe("2026-11-21T15:00:00.000Z");
    expect(csvCell(["Finance", "Healthcare"])).toBe("Finance; Healthcare");
    expect(csvCell("Amélie Côté")).toBe("Amélie Côté");
  });
});

describe("csvRow", () => {
  it("joins cells with commas and ends with CRLF", () => {
    expect(csvRow(["a", null, "b,c"])).toBe('a,,"b,c"\r\n');
  });
});
