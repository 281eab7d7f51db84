import { createHmac, timingSafeEqual } from "node:crypto";
import { isUuid } from "~/domain/ids";

/**
 * The personal link in an applicant's confirmation e-mail: it names one application, says when it
 * was issued, and is signed (HMAC-SHA256 with the server's secret) over a purpose string, so that
 * no other signed value of the site (a form token, a link for another purpose) passes as one.
 * Nothing is stored: the signature is the proof, the issue time the expiry (decision 0021).
 */

export const WITHDRAWAL_PURPOSE = "withdraw-application";
export const WITHDRAWAL_LINK_DAYS = 30;
const DAY_MS = 86_400_000;
/** A link issued a little in the future (clocks of two instances disagree) still works. */
const CLOCK_SKEW_MS = 5 * 60_000;

function signature(secret: string, purpose: string, body: string): string {
  return createHmac("sha256", secret).update(`${purpose}\n${body}`).digest("base64url");
}

/** `<application id>.<issue time, ms in base 36>.<signature>`: URL-safe as it is. */
export function signPurposeToken(secret: string, purpose: string, applicationId: string, issuedAt: Date): string {
  const body = `${applicationId}.${issuedAt.getTime().toString(36)}`;
  return `${body}.${signature(secret, purpose, body)}`;
}

export type TokenCheck = { ok: true; applicationId: string; issuedAt: Date } | { ok: false; problem: "invalid" | "expired" };

/**
 * Checks a token made by `signPurposeToken` for `purpose`, valid for `maxAgeMs` after it was issued.
 * `isId` says what the named record's ids look like (applications: UUIDs).
 */
export function checkPurposeToken(
  token: string,
  secret: string,
  purpose: string,
  now: Date,
  maxAgeMs: number,
  isId: (id: string) => boolean = isUuid,
): TokenCheck {
  const [applicationId = "", issued = "", given = "", ...rest] = token.split(".");
  const issuedMs = parseInt(issued, 36);
  if (rest.length > 0 || !isId(applicationId) || !/^[0-9a-z]{1,12}$/.test(issued) || !Number.isSafeInteger(issuedMs)) {
    return { ok: false, problem: "invalid" };
  }
  const expected = Buffer.from(signature(secret, purpose, `${applicationId}.${issued}`));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return { ok: false, problem: "invalid" };
  const age = now.getTime() - issuedMs;
  if (age < -CLOCK_SKEW_MS) return { ok: false, problem: "invalid" };
  if (age > maxAgeMs) return { ok: false, problem: "expired" };
  return { ok: true, applicationId, issuedAt: new Date(issuedMs) };
}

export function signWithdrawalToken(secret: string, applicationId: string, issuedAt: Date): string {
  return signPurposeToken(secret, WITHDRAWAL_PURPOSE, applicationId, issuedAt);
}

export function checkWithdrawalToken(token: string, secret: string, now: Date): TokenCheck {
  return checkPurposeToken(token, secret, WITHDRAWAL_PURPOSE, now, WITHDRAWAL_LINK_DAYS * DAY_MS);
}

/** The page an applicant opens from their confirmation e-mail. */
export function withdrawalUrl(baseUrl: string, secret: string, applicationId: string, issuedAt: Date): string {
  return `${baseUrl}/withdraw/${signWithdrawalToken(secret, applicationId, issuedAt)}`;
}
