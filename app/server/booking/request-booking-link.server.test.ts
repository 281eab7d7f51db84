import { describe, expect, it } from "vitest";
import { checkCioToken, signCioToken } from "../shortlists/cio-token.server";
import { checkWithdrawalToken, signWithdrawalToken } from "../privacy/withdrawal-link.server";
import { checkBookingToken, checkConfirmToken, bookingToken } from "./booking-link.server";
import {
  checkRequestBookingToken,
  REQUEST_BOOKING_LINK_DAYS,
  requestBookingUrl,
  signRequestBookingToken,
} from "./request-booking-link.server";

const secret = "a-test-secret-that-is-long-enough-123";
const id = "5b0f7a52-0000-4000-8000-000000000002";
const issuedAt = new Date("2026-03-01T12:00:00Z");
const after = (days: number, ms = 0) => new Date(issuedAt.getTime() + days * 86_400_000 + ms);

describe("a company request's booking link", () => {
  it("names its request for 30 days", () => {
    const token = signRequestBookingToken(secret, id, issuedAt);
    expect(REQUEST_BOOKING_LINK_DAYS).toBe(30);
    expect(checkRequestBookingToken(token, secret, after(0))).toEqual({ ok: true, id, issuedAt });
    expect(checkRequestBookingToken(token, secret, after(30))).toMatchObject({ ok: true });
    expect(checkRequestBookingToken(token, secret, after(30, 1))).toEqual({ ok: false, problem: "expired" });
  });

  it("opens /book or the French booking page with the token as it is", () => {
    const token = signRequestBookingToken(secret, id, issuedAt);
    expect(requestBookingUrl("https://cio.example.ca", secret, id, issuedAt, "en")).toBe(`https://cio.example.ca/book?from=${token}`);
    expect(requestBookingUrl("https://cio.example.ca", secret, id, issuedAt, "fr")).toBe(
      `https://cio.example.ca/fr/reserver?from=${token}`,
    );
    expect(encodeURIComponent(token)).toBe(token);
  });

  it("is not taken for another signed link of the site, nor another link for it", () => {
    const ours = signRequestBookingToken(secret, id, issuedAt);
    // Other links naming the same record, signed with the same secret, at the same time.
    for (const other of [
      signWithdrawalToken(secret, id, issuedAt),
      bookingToken(secret, id, issuedAt),
      signCioToken(secret, id, issuedAt),
    ]) {
      expect(checkRequestBookingToken(other, secret, after(1))).toEqual({ ok: false, problem: "invalid" });
    }
    expect(checkWithdrawalToken(ours, secret, after(1))).toEqual({ ok: false, problem: "invalid" });
    expect(checkBookingToken(ours, secret, after(1))).toEqual({ ok: false, problem: "invalid" });
    expect(checkConfirmToken(ours, secret, after(0))).toEqual({ ok: false, problem: "invalid" });
    expect(checkCioToken(ours, secret, after(1))).toEqual({ ok: false, problem: "invalid" });
  });

  it("refuses a forged, changed, malformed or overlong token, and anything not text", () => {
    const token = signRequestBookingToken(secret, id, issuedAt);
    const [, issued, signature] = token.split(".");
    const otherId = "5b0f7a52-0000-4000-8000-000000000003";
    const invalid = { ok: false, problem: "invalid" };
    expect(checkRequestBookingToken(signRequestBookingToken("another-secret-entirely-0123456789", id, issuedAt), secret, after(1))).toEqual(
      invalid,
    );
    expect(checkRequestBookingToken(`${otherId}.${issued}.${signature}`, secret, after(1))).toEqual(invalid);
    for (const garbage of ["", "x", `${id}.${issued}`, `${token}.more`, `${token}${"A".repeat(200)}`, "x".repeat(100_000)]) {
      expect(checkRequestBookingToken(garbage, secret, after(1)), garbage.slice(0, 50)).toEqual(invalid);
    }
    for (const notText of [null, undefined, 42, ["a"], new File(["x"], "f.txt")]) {
      expect(checkRequestBookingToken(notText, secret, after(1))).toEqual(invalid);
    }
  });
});
