import { describe, expect, it } from "vitest";
import { OPPORTUNITY_REASON_MAX_LENGTH, opportunityForm, type OpportunityFormWords } from "./opportunity-form";
import { parseForm } from "./parse-form";

const words: OpportunityFormWords = {
  labels: { answer: "Answer", reason: "Reason" },
  answerMissing: "choose one",
  tooLong: (max) => `at most ${max}`,
  controlCharacter: "control character",
  notText: "not text",
  sentTwice: "sent twice",
};
const form = opportunityForm(words);
const parse = (pairs: [string, string][]) => parseForm(form, new URLSearchParams(pairs));

describe("the opportunity answer form", () => {
  it("takes either answer, with the reason trimmed, or without one", () => {
    expect(
      parse([
        ["answer", "interested"],
        ["reason", "  Free from March.\n"],
      ]),
    ).toMatchObject({
      ok: true,
      values: { answer: "interested", reason: "Free from March." },
    });
    expect(parse([["answer", "not-for-me"]])).toMatchObject({ ok: true, values: { answer: "not-for-me", reason: "" } });
  });

  it("refuses a missing or unknown answer at the answer field, keeping the reason typed", () => {
    for (const answer of [[], [["answer", ""]], [["answer", "maybe"]]] as [string, string][][]) {
      const result = parse([...answer, ["reason", "Kept as typed"]]);
      expect(result).toMatchObject({ ok: false, errors: { answer: "choose one" }, raw: { reason: "Kept as typed" } });
    }
  });

  it("refuses an answer sent twice rather than picking one", () => {
    const result = parse([
      ["answer", "interested"],
      ["answer", "not-for-me"],
    ]);
    expect(result).toMatchObject({ ok: false, errors: { answer: "sent twice" } });
  });

  it("refuses a reason too long, or holding a control character, and allows line breaks", () => {
    const long = parse([
      ["answer", "interested"],
      ["reason", "x".repeat(OPPORTUNITY_REASON_MAX_LENGTH + 1)],
    ]);
    expect(long).toMatchObject({ ok: false, errors: { reason: `at most ${OPPORTUNITY_REASON_MAX_LENGTH}` } });
    expect(
      parse([
        ["answer", "interested"],
        ["reason", "x".repeat(OPPORTUNITY_REASON_MAX_LENGTH)],
      ]).ok,
    ).toBe(true);
    expect(
      parse([
        ["answer", "interested"],
        ["reason", "fine\u0000"],
      ]),
    ).toMatchObject({ errors: { reason: "control character" } });
    expect(
      parse([
        ["answer", "interested"],
        ["reason", "abc\u202Egnp.exe"],
      ]),
    ).toMatchObject({ errors: { reason: "control character" } });
    expect(
      parse([
        ["answer", "interested"],
        ["reason", "line one\r\nline two"],
      ]).ok,
    ).toBe(true);
  });
});
