import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * A form's token: when the form was shown, a random id, and a signature. The page made once
 * carries a fresh one each second (decision 0037), so visitors in one second share it.
 * It makes the time trap (too fast, too old) checkable without server state, and its
 * id tells a resent POST from a new submission.
 */
export function issueFormToken(secret: string, now: Date): string {
  const body = `${now.getTime()}.${randomBytes(12).toString("base64url")}`;
  return `${body}.${sign(secret, body)}`;
}

function sign(secret: string, body: string): string {
  return createHmac("sha256", secret).update(`form-token:${body}`).digest("base64url");
}

/**
 * Where a form page made once for everyone has its token; each copy served gets a real one
 * there (page-cache.server.ts). Made of characters a token never has, so it cannot be mistaken for one.
 */
export const FORM_TOKEN_SLOT = "{form-token}";

export type TokenCheck = { ok: true; id: string } | { ok: false; spamReason: string };

export function checkFormToken(
  token: string | null,
  secret: string,
  now: Date,
  limits: { minFillMs: number; maxAgeMs: number },
): TokenCheck {
  const [issuedAt, id, signature] = (token ?? "").split(".");
  if (!issuedAt || !id || !signature) return { ok: false, spamReason: "missing form token" };
  const expected = Buffer.from(sign(secret, `${issuedAt}.${id}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, spamReason: "forged form token" };
  }
  const age = now.getTime() - Number(issuedAt);
  if (age < limits.minFillMs) return { ok: false, spamReason: `sent ${Math.max(age, 0)} ms after the form was shown` };
  if (age > limits.maxAgeMs) return { ok: false, spamReason: "form token expired" };
  return { ok: true, id };
}
