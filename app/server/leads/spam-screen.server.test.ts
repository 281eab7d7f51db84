import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { issueFormToken } from "./form-token.server";
import { screenFieldsOf, screenPost } from "./spam-screen.server";

const settings = { secret: "unit-test-secret-0123456789abcdef", spam: { minFillMs: 3_000, maxAgeMs: 24 * 3_600_000 } };
const shownAt = new Date("2026-11-27T10:00:00Z");
const sentAt = new Date(shownAt.getTime() + 30_000);
const token = issueFormToken(settings.secret, shownAt);
const post = (patch: Partial<Parameters<typeof screenPost>[0]> = {}) => ({ formToken: token, honeypot: "", now: sentAt, ...patch });

describe("the spam screen of the lead forms and the booking", () => {
  it("passes a form filled by a person, and keys it by its token and content", () => {
    const screening = screenPost(post(), settings, '{"email":"a@example.ca"}');
    expect(screening.spamReason).toBeNull();
    const id = token.split(".")[1];
    expect(screening.submissionKey).toBe(createHash("sha256").update(`${id}\n{"email":"a@example.ca"}`).digest("base64url"));
    // The same post again is the same submission; other content on the same page is another.
    expect(screenPost(post(), settings, '{"email":"a@example.ca"}').submissionKey).toBe(screening.submissionKey);
    expect(screenPost(post(), settings, '{"email":"b@example.ca"}').submissionKey).not.toBe(screening.submissionKey);
    // A booking's key is its own, as it was: "booking", the token's id, then the slot and values.
    expect(screenPost(post(), settings, "slot\nvalues", "booking").submissionKey).toBe(
      createHash("sha256").update(`booking\n${id}\nslot\nvalues`).digest("base64url"),
    );
  });

  it("catches the hidden field, a missing, forged, too quick or too old token, each with its reason", () => {
    const reasons = [
      screenPost(post({ honeypot: "http://spam.example" }), settings, "v"),
      screenPost(post({ formToken: null }), settings, "v"),
      screenPost(post({ formToken: `${token.slice(0, -2)}xx` }), settings, "v"),
      screenPost(post({ now: new Date(shownAt.getTime() + 1_000) }), settings, "v"),
      screenPost(post({ now: new Date(shownAt.getTime() + 25 * 3_600_000) }), settings, "v"),
    ].map((screening) => screening.spamReason);
    expect(reasons).toEqual([
      "hidden field filled in",
      "missing form token",
      "forged form token",
      "sent 1000 ms after the form was shown",
      "form token expired",
    ]);
  });

  it("never merges posts without a valid token", () => {
    const first = screenPost(post({ formToken: null }), settings, "v");
    expect(screenPost(post({ formToken: null }), settings, "v").submissionKey).not.toBe(first.submissionKey);
  });

  it("reads its two fields from a posted body, a missing one as empty", () => {
    expect(screenFieldsOf(new URLSearchParams({ formToken: "t", leave_this_empty: "x" }))).toEqual({ formToken: "t", honeypot: "x" });
    const form = new FormData();
    form.set("leave_this_empty", new Blob(["a file"]));
    expect(screenFieldsOf(form)).toEqual({ formToken: null, honeypot: "" });
  });
});
