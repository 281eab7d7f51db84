import { describe, expect, it } from "vitest";
import { words } from "~/content/words";
import { companyShortlistForm } from "./company-shortlist-form";
import { parseForm } from "./parse-form";

// The company's answer: a pick names one or more candidate ids; "none fit" keeps a trimmed reason.

const copy = words("en").companyShortlist.companyShortlistPage;
const form = companyShortlistForm({
  labels: { intent: "Intent", candidate: copy.pick.legend, reason: copy.noneFit.reasonLabel },
  intentMissing: copy.errors.intentMissing,
  pickMissing: copy.errors.pickMissing,
  pickNotKnown: copy.errors.pickNotKnown,
  tooLong: copy.errors.tooLong,
  controlCharacter: "control",
  notText: "not text",
  sentTwice: "twice",
});
const id = "0b8f4c2e-5a3d-4f7e-9c1b-2d6e8a0f1c3b";
const other = "7d2e9f1a-3b4c-4d5e-8f6a-1b2c3d4e5f60";
const parse = (fields: [string, string][]) => parseForm(form, new URLSearchParams(fields));

describe("the company's shortlist form", () => {
  it("reads a pick of one or more candidates, each once", () => {
    const parsed = parse([
      ["intent", "pick"],
      ["candidate", id],
      ["candidate", other],
      ["candidate", id.toUpperCase()],
    ]);
    expect(parsed.ok && parsed.values).toEqual({ intent: "pick", candidateIds: [id, other] });
  });

  it("refuses a pick of nobody, or of something that is not a candidate id, at the choice", () => {
    const none = parse([["intent", "pick"]]);
    expect(!none.ok && none.errors).toEqual({ candidate: copy.errors.pickMissing });
    const forged = parse([
      ["intent", "pick"],
      ["candidate", "1 OR 1=1"],
    ]);
    expect(!forged.ok && forged.errors.candidate).toBe(copy.errors.pickNotKnown);
  });

  it("reads none-fit with its reason trimmed, and without one", () => {
    expect(
      parse([
        ["intent", "none-fit"],
        ["reason", "  Too far.  "],
      ]),
    ).toMatchObject({ ok: true, values: { intent: "none-fit", reason: "Too far." } });
    expect(parse([["intent", "none-fit"]])).toMatchObject({ ok: true, values: { intent: "none-fit", reason: "" } });
  });

  it("refuses a reason over 1,000 characters or with a control character, and an unknown intent", () => {
    const long = parse([
      ["intent", "none-fit"],
      ["reason", "x".repeat(1_001)],
    ]);
    expect(!long.ok && long.errors.reason).toBe("Use at most 1,000 characters.");
    expect(
      parse([
        ["intent", "none-fit"],
        ["reason", "x".repeat(1_000)],
      ]).ok,
    ).toBe(true);
    const hidden = parse([
      ["intent", "none-fit"],
      ["reason", "abc\u0000"],
    ]);
    expect(!hidden.ok && hidden.errors.reason).toBe("control");
    const unknown = parse([["intent", "maybe"]]);
    expect(!unknown.ok && unknown.errors.intent).toBe(copy.errors.intentMissing);
  });
});
