import { describe, expect, it } from "vitest";
import { decisionEmailTime, insideUndoWindow } from "./undo-window";

describe("the undo window", () => {
  const decidedAt = new Date("2026-11-27T19:22:00.123Z");

  it("puts the e-mail the window after the decision", () => {
    expect(decisionEmailTime(decidedAt, 10 * 60_000).toISOString()).toBe("2026-11-27T19:32:00.123Z");
    expect(decisionEmailTime(decidedAt, 1440 * 60_000).toISOString()).toBe("2026-11-28T19:22:00.123Z");
  });

  it("sends at once with no window, and never before the decision", () => {
    expect(decisionEmailTime(decidedAt, 0)).toEqual(decidedAt);
    expect(decisionEmailTime(decidedAt, -5)).toEqual(decidedAt);
  });

  it("is open until the e-mail's moment, and closed from that moment on", () => {
    const emailAt = decisionEmailTime(decidedAt, 60_000);
    expect(insideUndoWindow(emailAt, decidedAt)).toBe(true);
    expect(insideUndoWindow(emailAt, new Date(emailAt.getTime() - 1))).toBe(true);
    expect(insideUndoWindow(emailAt, emailAt)).toBe(false);
    expect(insideUndoWindow(emailAt, new Date(emailAt.getTime() + 1))).toBe(false);
    expect(insideUndoWindow(decisionEmailTime(decidedAt, 0), decidedAt)).toBe(false);
  });
});
