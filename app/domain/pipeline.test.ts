import { describe, expect, it } from "vitest";
import { checkMove, stageAfterDecision, stageAfterFlow, stageAfterReopen, stageOf } from "./pipeline";

describe("checkMove", () => {
  it("lets a company request skip a step or go back one", () => {
    expect(checkMove("Company", "new", "meeting")).toBeNull();
    expect(checkMove("Company", "meeting", "contacted")).toBeNull();
  });

  it("closes a company request only with a known reason", () => {
    expect(checkMove("Company", "contacted", "closed")).toBe("needs-reason");
    expect(checkMove("Company", "contacted", "closed", "because")).toBe("needs-reason");
    expect(checkMove("Company", "contacted", "closed", "no-budget")).toBeNull();
  });

  it("refuses a stage of the other kind, an unknown one, or the same one", () => {
    expect(checkMove("Company", "new", "screening")).toBe("unknown-stage");
    expect(checkMove("CIO", "applied", "constructor")).toBe("unknown-stage");
    expect(checkMove("CIO", "applied", "applied")).toBe("same-stage");
  });

  it("leaves a CIO's decisions to Accept and Deny", () => {
    expect(checkMove("CIO", "applied", "screening")).toBeNull();
    expect(checkMove("CIO", "screening", "in-network")).toBe("needs-decision");
    expect(checkMove("CIO", "screening", "not-a-fit")).toBe("needs-decision");
    expect(checkMove("CIO", "not-a-fit", "screening")).toBe("needs-decision");
    expect(checkMove("CIO", "screening", "engaged")).toBe("not-in-network");
    expect(checkMove("CIO", "in-network", "engaged")).toBeNull();
    expect(checkMove("CIO", "engaged", "in-network")).toBeNull();
  });
});

describe("stageAfterDecision", () => {
  it("puts an accepted CIO in the network, and keeps one already engaged there", () => {
    expect(stageAfterDecision("CIO", "screening", "Accepted")).toEqual({ stage: "in-network" });
    expect(stageAfterDecision("CIO", "engaged", "Accepted")).toEqual({ stage: "engaged" });
    expect(stageAfterDecision("CIO", "screening", "Denied")).toEqual({ stage: "not-a-fit" });
    expect(stageAfterDecision("CIO", "in-network", "Withdrawn")).toEqual({ stage: "withdrawn" });
  });

  it("closes a denied or withdrawn company request, and leaves an accepted one where it is", () => {
    expect(stageAfterDecision("Company", "contacted", "Accepted")).toEqual({ stage: "contacted" });
    expect(stageAfterDecision("Company", "contacted", "Denied")).toEqual({ stage: "closed", closeReason: "no-fit" });
    expect(stageAfterDecision("Company", "meeting", "Withdrawn")).toEqual({ stage: "closed", closeReason: "other" });
  });
});

describe("stageAfterFlow", () => {
  it("moves forward with the introductions flow, never back", () => {
    expect(stageAfterFlow("new", "shortlist-sent")).toBe("shortlist-sent");
    expect(stageAfterFlow("shortlist-sent", "introduced")).toBe("meeting");
    expect(stageAfterFlow("engaged", "introduced")).toBe("engaged");
    expect(stageAfterFlow("closed", "shortlist-sent")).toBe("closed");
  });
});

describe("stageOf and stageAfterReopen", () => {
  it("reads a stored stage of the record's kind, and the first stage otherwise", () => {
    expect(stageOf("Company", null)).toBe("new");
    expect(stageOf("CIO", null)).toBe("applied");
    expect(stageOf("Company", "meeting")).toBe("meeting");
    expect(stageOf("CIO", "meeting")).toBe("applied");
  });

  it("sends a reopened CIO back to Screening, and a reopened closed request back to Contacted", () => {
    expect(stageAfterReopen("CIO", "not-a-fit")).toBe("screening");
    expect(stageAfterReopen("Company", "closed")).toBe("contacted");
    expect(stageAfterReopen("Company", "meeting")).toBe("meeting");
  });
});
