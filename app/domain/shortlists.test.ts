import { describe, expect, it } from "vitest";
import {
  canBeShortlisted,
  canBeShortlistedFor,
  candidateState,
  checkedText,
  CIO_LINK_MS,
  rightCount,
  speaksTheLanguageOf,
} from "./shortlists";

const cio = { type: "CIO" as const, status: "Accepted", spamReason: null, workLanguage: "both" };
const company = { type: "Company" as const, status: "Accepted", spamReason: null, workLanguage: "en" };

describe("who may be shortlisted", () => {
  it("takes an accepted company request only", () => {
    expect(canBeShortlistedFor(company)).toBe(true);
    for (const status of [null, "Denied", "Withdrawn"]) expect(canBeShortlistedFor({ ...company, status })).toBe(false);
    expect(canBeShortlistedFor({ ...company, spamReason: "honeypot" })).toBe(false);
    expect(canBeShortlistedFor({ ...cio })).toBe(false);
  });

  it("takes accepted CIOs only: not pending, denied, withdrawn or spam", () => {
    expect(canBeShortlisted(company, cio)).toBe(true);
    for (const status of [null, "Denied", "Withdrawn"]) expect(canBeShortlisted(company, { ...cio, status })).toBe(false);
    expect(canBeShortlisted(company, { ...cio, spamReason: "too fast" })).toBe(false);
    expect(canBeShortlisted(company, { ...cio, type: "Company" })).toBe(false);
  });

  it("offers a company that needs French only CIOs who work in French; one who did not say is not known to", () => {
    const cases: [string | null, string | null, boolean][] = [
      ["fr", "fr", true],
      ["fr", "both", true],
      ["fr", "en", false],
      ["fr", null, false],
      ["both", "both", true],
      ["both", "en", false],
      ["en", "en", true],
      ["en", null, true],
      [null, null, true],
      [null, "fr", true],
    ];
    for (const [needs, works, fits] of cases) {
      expect(speaksTheLanguageOf({ workLanguage: needs }, { workLanguage: works }), `${needs} ← ${works}`).toBe(fits);
    }
  });

  it("takes one to three CIOs, each once", () => {
    expect(rightCount([])).toBe(false);
    expect(rightCount(["a"])).toBe(true);
    expect(rightCount(["a", "b", "c"])).toBe(true);
    expect(rightCount(["a", "b", "c", "d"])).toBe(false);
    expect(rightCount(["a", "a"])).toBe(false);
  });
});

describe("a note or a reason", () => {
  it("is trimmed, empty as null, and refused with control characters or when too long", () => {
    expect(checkedText("  Two lines\nof it  ", 20)).toEqual({ ok: true, text: "Two lines\nof it" });
    expect(checkedText("   ", 20)).toEqual({ ok: true, text: null });
    expect(checkedText("x".repeat(21), 20)).toEqual({ ok: false, problem: "too-long" });
    for (const bad of ["nul\u0000", "bell\u0007", "c1\u0084", "flip\u202e"]) {
      expect(checkedText(bad, 20)).toEqual({ ok: false, problem: "control-characters" });
    }
  });
});

describe("a shortlisted CIO's state", () => {
  const issued = new Date("2026-11-27T15:00:00Z");
  const at = (ms: number) => new Date(issued.getTime() + ms);
  const base = {
    cioApplicationId: "cio",
    linkIssuedAt: issued,
    linkRevokedAt: null,
    viewedAt: null,
    answer: null,
    outcome: null,
  } as const;

  it("goes from sent to viewed, and expires seven days after the link was sent without an answer", () => {
    expect(candidateState(base, at(1))).toBe("sent");
    expect(candidateState({ ...base, viewedAt: at(1) }, at(2))).toBe("viewed");
    expect(candidateState(base, at(CIO_LINK_MS))).toBe("sent");
    expect(candidateState({ ...base, viewedAt: at(1) }, at(CIO_LINK_MS + 1))).toBe("expired");
    expect(candidateState({ ...base, answer: "interested" }, at(CIO_LINK_MS + 1))).toBe("interested");
  });

  it("puts an ended part first, then a revoked link, then the answer", () => {
    expect(candidateState({ ...base, answer: "not-for-me" }, at(1))).toBe("not-for-me");
    expect(candidateState({ ...base, answer: "interested", linkRevokedAt: at(1) }, at(2))).toBe("revoked");
    expect(candidateState({ ...base, answer: "interested", outcome: "picked" }, at(2))).toBe("picked");
    expect(candidateState({ ...base, answer: "interested", outcome: "not-picked" }, at(2))).toBe("not-picked");
    expect(candidateState({ ...base, answer: "not-for-me", outcome: "not-picked" }, at(2))).toBe("not-for-me");
    expect(candidateState({ ...base, outcome: "withdrawn" }, at(2))).toBe("no-longer-available");
    expect(candidateState({ ...base, cioApplicationId: null, answer: "interested" }, at(2))).toBe("no-longer-available");
  });
});
