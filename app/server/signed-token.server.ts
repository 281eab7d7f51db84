import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Signed links that name one record and when they were issued: HMAC-SHA256 with the server's
 * secret over a purpose string, so no other signed value of the site (a form token, a link for
 * another purpose) passes as one. Used by the withdrawal link and the address confirmation.
 */

/** A link issued a little in the future (clocks of two instances disagree) still works. */
const CLOCK_SKEW_MS = 5 * 60_000;

function signature(secret: string, purpose: string, body: string): string {
  return createHmac("sha256", secret).update(`${purpose}\n${body}`).digest("base64url");
}

/** `<record id>.<issue time, ms in base 36>.<signature>`: URL-safe as it is. */
export function signPurposeToken(secret: string, purpose: string, id: string, issuedAt: Date): string {
  const body = `${id}.${issuedAt.getTime().toString(36)}`;
  return `${body}.${signature(secret, purpose, body)}`;
}

export type TokenCheck = { ok: true; id: string; issuedAt: Date } | { ok: false; problem: "invalid" | "expired" };

/**
 * Checks a token made by `signPurposeToken` for `purpose`, valid for `maxAgeMs` after it was issued.
 * `isId` says what the named record's ids look like.
 */
export function checkPurposeToken(
  token: string,
  secret: string,
  purpose: string,
  now: Date,
  maxAgeMs: number,
  isId: (id: string) => boolean,
): TokenCheck {
  const [id = "", issued = "", given = "", ...rest] = token.split(".");
  const issuedMs = parseInt(issued, 36);
  if (rest.length > 0 || !isId(id) || !/^[0-9a-z]{1,12}$/.test(issued) || !Number.isSafeInteger(issuedMs)) {
    return { ok: false, problem: "invalid" };
  }
  const expected = Buffer.from(signature(secret, purpose, `${id}.${issued}`));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return { ok: false, problem: "invalid" };
  const age = now.getTime() - issuedMs;
  if (age < -CLOCK_SKEW_MS) return { ok: false, problem: "invalid" };
  if (age > maxAgeMs) return { ok: false, problem: "expired" };
  return { ok: true, id, issuedAt: new Date(issuedMs) };
}
