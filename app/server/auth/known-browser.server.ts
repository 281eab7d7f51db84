import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * "This browser signed in to this address before" (decision 0060): a cookie set on every sign-in,
 * so that a stranger's wrong guesses, which lock an address for everyone else, do not lock out
 * its owner. It holds an HMAC of the address (with the server's secret) and when it was issued,
 * never the address itself: nobody can make one without the secret, and one made for an address
 * vouches for that address alone. It lets no one guess more: each browser that holds one has the
 * same per-address limit, counted apart, and a new one takes the password or the mailbox.
 */

const PURPOSE = "known-browser";
/** Browsers cap a cookie's life at 400 days; each sign-in makes a new one. */
const LIFETIME_SECONDS = 400 * 24 * 3600;
/** A cookie issued a little in the future (clocks of two instances disagree) still counts. */
const CLOCK_SKEW_MS = 5 * 60_000;

/** Whether the site is served over HTTPS (its cookies are then Secure), as Better Auth's are. */
export const isSecureSite = (baseUrl: string) => baseUrl.startsWith("https:");

/** The cookie's name: on HTTPS `__Host-`, which a browser keeps only Secure, for this host, on "/". */
export const knownBrowserCookieName = (secure: boolean) => `${secure ? "__Host-" : ""}known-browser`;

const normalised = (email: string) => email.trim().toLowerCase();

function mac(secret: string, email: string, issued: string, nonce: string): string {
  return createHmac("sha256", secret)
    .update(`${PURPOSE}\n${normalised(email)}\n${issued}\n${nonce}`)
    .digest("base64url");
}

/**
 * `<issue time, seconds in base 36>.<random nonce>.<HMAC>`: cookie-safe as it is. The nonce makes
 * every cookie its own, so two browsers signed in within one second are still counted apart.
 */
export function knownBrowserValue(secret: string, email: string, issuedAt: Date): string {
  const issued = Math.floor(issuedAt.getTime() / 1000).toString(36);
  const nonce = randomBytes(12).toString("base64url");
  return `${issued}.${nonce}.${mac(secret, email, issued, nonce)}`;
}

/**
 * The browser `value` (a known-browser cookie, or nothing) names when it vouches for `email` (made
 * by us, for that address, within its lifetime): a short digest of the cookie, which counts its
 * wrong passwords apart from other browsers'. Null when it does not vouch.
 */
export function vouchingBrowser(secret: string, value: string | null | undefined, email: string, now: Date): string | null {
  if (!value) return null;
  const [issued = "", nonce = "", given = "", ...rest] = value.split(".");
  if (rest.length > 0 || !/^[0-9a-z]{1,10}$/.test(issued) || !/^[\w-]{16}$/.test(nonce)) return null;
  const expected = Buffer.from(mac(secret, email, issued, nonce));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  const age = now.getTime() - parseInt(issued, 36) * 1000;
  if (age < -CLOCK_SKEW_MS || age > LIFETIME_SECONDS * 1000) return null;
  return createHash("sha256").update(value).digest("base64url").slice(0, 16);
}

/** The cookie's attributes: only the server reads it (HttpOnly), sent on top-level navigation to the site (Lax). */
export const knownBrowserCookieAttributes = (secure: boolean) =>
  ({ maxAge: LIFETIME_SECONDS, path: "/", httpOnly: true, sameSite: "lax", secure }) as const;

/** A Set-Cookie line for `email`, for answers that are not Better Auth's (a new password set by its link). */
export function knownBrowserSetCookie(secret: string, email: string, now: Date, secure: boolean): string {
  const value = knownBrowserValue(secret, email, now);
  return `${knownBrowserCookieName(secure)}=${value}; Max-Age=${LIFETIME_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The cookie's value among a request's cookies, or null. */
export function knownBrowserCookieOf(request: Request, secure: boolean): string | null {
  const name = knownBrowserCookieName(secure);
  for (const pair of (request.headers.get("cookie") ?? "").split(";")) {
    const separator = pair.indexOf("=");
    if (separator > 0 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return null;
}
