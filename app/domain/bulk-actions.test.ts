import { describe, expect, it } from "vitest";
import { bulkFields, bulkForm, bulkProblemOf, MAX_BULK_IDS, summarize } from "./bulk-actions";

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

/** The form as a browser posts it: repeated ids, and the rows' hidden fields. */
const posted = (entries: [string, string][]) => bulkForm.safeParse(bulkFields(entries));
const problemOf = (entries: [string, string][]) => {
  const result = posted(entries);
  return result.success ? null : bulkProblemOf(result.error.issues);
};

describe("the bulk form", () => {
  it("reads the action, each id once, and what each row showed", () => {
    const result = posted([
      ["bulk", "assign"],
      ["id", id(1)],
      ["id", id(2)],
      ["id", id(1)],
      ["owner", "ana@example.ca"],
      [`shownStage.${id(1)}`, "new"],
      [`shownOwner.${id(1)}`, ""],
      [`shownOwner.${id(3)}`, "bo@example.ca"],
      ["unrelated", "x"],
    ]);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      action: "assign",
      ids: [id(1), id(2)],
      owner: "ana@example.ca",
      shownStage: { [id(1)]: "new" },
      shownOwner: { [id(1)]: "", [id(3)]: "bo@example.ca" },
    });
  });

  it("takes up to the limit, and refuses one more whole", () => {
    const many = (count: number): [string, string][] => [
      ["bulk", "spam"],
      ...Array.from({ length: count }, (_, n): [string, string] => ["id", id(n)]),
    ];
    expect(posted(many(MAX_BULK_IDS)).success).toBe(true);
    expect(problemOf(many(MAX_BULK_IDS + 1))).toBe("too-many");
    // Repeats of one id are one record.
    expect(posted([["bulk", "spam"], ...Array.from({ length: 300 }, (): [string, string] => ["id", id(1)])]).success).toBe(true);
  });

  it("refuses an id that is not a record's, an unknown action, and no rows", () => {
    expect(
      problemOf([
        ["bulk", "spam"],
        ["id", id(1)],
        ["id", "1 or 1=1"],
      ]),
    ).toBe("bad-id");
    expect(
      problemOf([
        ["bulk", "spam"],
        ["id", "__proto__"],
      ]),
    ).toBe("bad-id");
    expect(
      problemOf([
        ["bulk", "delete"],
        ["id", id(1)],
      ]),
    ).toBe("no-action");
    expect(problemOf([["id", id(1)]])).toBe("no-action");
    expect(problemOf([["bulk", "spam"]])).toBe("no-ids");
  });

  it("asks a denial for its one reason, in plain text", () => {
    expect(
      problemOf([
        ["bulk", "deny"],
        ["id", id(1)],
      ]),
    ).toBe("no-reason");
    expect(
      problemOf([
        ["bulk", "deny"],
        ["id", id(1)],
        ["reason", "   "],
      ]),
    ).toBe("no-reason");
    expect(
      problemOf([
        ["bulk", "deny"],
        ["id", id(1)],
        ["reason", "bad\u0000byte"],
      ]),
    ).toBe("reason-too-long");
    expect(
      problemOf([
        ["bulk", "deny"],
        ["id", id(1)],
        ["reason", "x".repeat(1_001)],
      ]),
    ).toBe("reason-too-long");
    expect(
      problemOf([
        ["bulk", "deny"],
        ["id", id(1)],
        ["reason", "Outside Canada.\nNo budget."],
        ["notify", "yes"],
      ]),
    ).toBeNull();
  });

  it("asks a move for a known stage, and a closing for its reason", () => {
    expect(
      problemOf([
        ["bulk", "stage"],
        ["id", id(1)],
      ]),
    ).toBe("no-stage");
    expect(
      problemOf([
        ["bulk", "stage"],
        ["id", id(1)],
        ["stage", "constructor"],
      ]),
    ).toBe("no-stage");
    expect(
      problemOf([
        ["bulk", "stage"],
        ["id", id(1)],
        ["stage", "closed"],
      ]),
    ).toBe("no-close-reason");
    expect(
      problemOf([
        ["bulk", "stage"],
        ["id", id(1)],
        ["stage", "closed"],
        ["closeReason", "no-budget"],
      ]),
    ).toBeNull();
    expect(
      problemOf([
        ["bulk", "stage"],
        ["id", id(1)],
        ["stage", "screening"],
      ]),
    ).toBeNull();
  });
});

describe("the notice's figures", () => {
  it("counts the changed, and groups the skipped by why, in the order met", () => {
    expect(
      summarize([
        { id: id(1), name: "Ana", changed: true },
        { id: id(2), name: "Bo", changed: false, reason: "already-decided" },
        { id: id(3), name: "Cy", changed: false, reason: "spam" },
        { id: id(4), name: "Di", changed: false, reason: "already-decided" },
        { id: id(5), name: "Ed", changed: true },
      ]),
    ).toEqual({
      changed: 2,
      skipped: [
        { reason: "already-decided", names: ["Bo", "Di"] },
        { reason: "spam", names: ["Cy"] },
      ],
    });
    expect(summarize([])).toEqual({ changed: 0, skipped: [] });
  });
});
