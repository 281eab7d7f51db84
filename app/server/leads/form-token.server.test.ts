import { describe, expect, it } from "vitest";
import { checkFormToken, issueFormToken } from "./form-token.server";

const secret = "a-test-secret-that-is-long-enough-123";
const limits = { minFillMs: 3_000, maxAgeMs: 24 * 3_600_000 };
const shownAt = new Date("2026-11-21T10:00:00Z");
const later = (ms: number) => new Date(shownAt.getTime() + ms);

describe("form tokens", () => {
  it("accept a form sent a reasonable time after it was shown, with a stable id", () => {
    const token = issueFormToken(secret, shownAt);
    const check = checkFormToken(token, secret, later(20_000), limits);
    expect(check.ok).toBe(true);
    expect(checkFormToken(token, secret, later(60_000), limits)).toEqual(check);
  });

  it("catch a form sent faster than a person could fill it", () => {
    const check = checkFormToken(issueFormToken(secret, shownAt), secret, later(800), limits);
    expect(check).toEqual({ ok: false, spamReason: "sent 800 ms after the form was shown" });
  });

  it("catch an expired, forged, foreign or missing token", () => {
    const token = issueFormToken(secret, shownAt);
    expect(checkFormToken(token, secret, later(25 * 3_600_000), limits)).toMatchObject({ spamReason: "form token expired" });
    const [, id, signature] = token.split(".");
    const backdated = `${shownAt.getTime() - 60_000}.${id}.${signature}`;
    expect(checkFormToken(backdated, secret, later(20_000), limits)).toMatchObject({ spamReason: "forged form token" });
    expect(checkFormToken(token, "another-secret-entirely-0123456789", later(20_000), limits)).toMatchObject({
      spamReason: "forged form token",
    });
    expect(checkFormToken(null, secret, later(20_000), limits)).toMatchObject({ spamReason: "missing form token" });
    expect(checkFormToken("garbage", secret, later(20_000), limits)).toMatchObject({ spamReason: "missing form token" });
  });
});
