import { describe, expect, it } from "vitest";
import { submissionLimitKey } from "./submission-limit-key";

describe("submissionLimitKey", () => {
  it("counts plus-addressed variants of one mailbox as that mailbox, in any case", () => {
    const keys = ["flood@x.example", "flood+1@x.example", "Flood+2@X.Example", "FLOOD+a+b@x.example", " flood+@x.example "].map(
      submissionLimitKey,
    );
    expect(new Set(keys)).toEqual(new Set(["flood@x.example"]));
  });

  it("keeps apart what are different mailboxes", () => {
    expect(submissionLimitKey("flood.1@x.example")).toBe("flood.1@x.example");
    expect(submissionLimitKey("flood@y.example")).toBe("flood@y.example");
    // A + in the domain is not a tag (not an address either, but the key must not merge it).
    expect(submissionLimitKey("flood@x+1.example")).toBe("flood@x+1.example");
  });
});
