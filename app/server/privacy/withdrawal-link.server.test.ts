import { describe, expect, it } from "vitest";
import { issueFormToken } from "../leads/form-token.server";
import { isUuid } from "~/domain/ids";
import { checkPurposeToken, signPurposeToken } from "../signed-token.server";
import { checkWithdrawalToken, signWithdrawalToken, WITHDRAWAL_PURPOSE, withdrawalUrl } from "./withdrawal-link.server";

const secret = "a-test-secret-that-is-long-enough-123";
const id = "5b0f7a52-0000-4000-8000-000000000002";
const issuedAt = new Date("2026-03-01T12:00:00Z");
const after = (days: number, ms = 0) => new Date(issuedAt.getTime() + days * 86_400_000 + ms);

describe("withdrawal links", () => {
  it("name their application and work for 30 days", () => {
    const token = signWithdrawalToken(secret, id, issuedAt);
    expect(checkWithdrawalToken(token, secret, after(0))).toEqual({ ok: true, id, issuedAt });
    expect(checkWithdrawalToken(token, secret, after(30))).toMatchObject({ ok: true });
    expect(checkWithdrawalToken(token, secret, after(30, 1))).toEqual({ ok: false, problem: "expired" });
  });

  it("are URL-safe paths on the site", () => {
    const url = withdrawalUrl("https://cio.example.ca", secret, id, issuedAt);
    expect(url).toMatch(/^https:\/\/cio\.example\.ca\/withdraw\/[0-9a-f-]{36}\.[0-9a-z]+\.[\w-]{43}$/);
    expect(encodeURIComponent(url.split("/").at(-1)!)).toBe(url.split("/").at(-1));
  });

  it("refuse a changed id, a changed time, another secret, or garbage", () => {
    const token = signWithdrawalToken(secret, id, issuedAt);
    const [, issued, signature] = token.split(".");
    const otherId = "5b0f7a52-0000-4000-8000-000000000003";
    expect(checkWithdrawalToken(`${otherId}.${issued}.${signature}`, secret, after(1))).toEqual({ ok: false, problem: "invalid" });
    const later = after(20).getTime().toString(36);
    expect(checkWithdrawalToken(`${id}.${later}.${signature}`, secret, after(40))).toEqual({ ok: false, problem: "invalid" });
    expect(checkWithdrawalToken(token, "another-secret-entirely-0123456789", after(1))).toEqual({ ok: false, problem: "invalid" });
    for (const garbage of ["", "x", `${id}.${issued}`, `${token}.more`, `not-a-uuid.${issued}.${signature}`, `${id}.%%.${signature}`]) {
      expect(checkWithdrawalToken(garbage, secret, after(1)), garbage).toEqual({ ok: false, problem: "invalid" });
    }
  });

  it("refuse a link issued in the future beyond clock skew", () => {
    const token = signWithdrawalToken(secret, id, after(1));
    expect(checkWithdrawalToken(token, secret, after(0))).toEqual({ ok: false, problem: "invalid" });
    expect(checkWithdrawalToken(signWithdrawalToken(secret, id, after(0, 60_000)), secret, after(0))).toMatchObject({ ok: true });
  });

  it("serve one purpose: a token signed for another purpose, or a form token, is refused", () => {
    const forOtherPurpose = signPurposeToken(secret, "confirm-address", id, issuedAt);
    expect(checkWithdrawalToken(forOtherPurpose, secret, after(1))).toEqual({ ok: false, problem: "invalid" });
    const withdrawal = signWithdrawalToken(secret, id, issuedAt);
    expect(checkPurposeToken(withdrawal, secret, "confirm-address", after(1), 86_400_000 * 30, isUuid)).toEqual({
      ok: false,
      problem: "invalid",
    });
    expect(checkPurposeToken(withdrawal, secret, WITHDRAWAL_PURPOSE, after(1), 86_400_000 * 30, isUuid)).toMatchObject({ ok: true });
    expect(checkWithdrawalToken(issueFormToken(secret, issuedAt), secret, after(0))).toEqual({ ok: false, problem: "invalid" });
  });
});
