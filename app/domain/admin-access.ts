/**
 * An admin is a signed-in user whose *verified* e-mail is on the allow-list, in a session made
 * after the address was last proved (decision 0033): a session from before (a stranger's, made
 * while the address was unproved) never counts, even once the owner has verified it.
 */
export type AdminCandidate = {
  email: string;
  emailVerified: boolean;
  /** When the address was last proved; null for an address never proved. */
  emailVerifiedAt: Date | null;
  /** When the session asking was made. */
  sessionCreatedAt: Date;
};

export function isAdmin(user: AdminCandidate, adminEmails: readonly string[]): boolean {
  return (
    user.emailVerified &&
    user.emailVerifiedAt !== null &&
    user.sessionCreatedAt.getTime() >= user.emailVerifiedAt.getTime() &&
    adminEmails.includes(user.email.trim().toLowerCase())
  );
}

/** Refused as a place to go: another host ("//host", "/\host"), or control characters a browser may drop. */
const leavesSite = (path: string) =>
  // eslint-disable-next-line no-control-regex
  !path.startsWith("/") || path.startsWith("//") || path.includes("\\") || /[\u0000-\u001f\u007f]/.test(path);

/**
 * Where to send someone after signing in: only a path on this site, so a crafted link can
 * never bounce a user to another site (no open redirect). Anything else means `fallback`.
 * The check runs on the path as given and again once normalised: "/.//evil.example" and
 * "/%2e%2e//evil.example" normalise to "//evil.example", which a browser reads as another host.
 */
export function safeRedirectPath(value: string | null | undefined, fallback = "/admin"): string {
  if (!value || leavesSite(value)) return fallback;
  const url = new URL(value, "http://site.invalid");
  if (url.origin !== "http://site.invalid") return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return leavesSite(url.pathname) ? fallback : path;
}

/** The /login address that brings a visitor back to `path` after signing in. */
export function loginPath(path: string): string {
  return `/login?redirectTo=${encodeURIComponent(path)}`;
}
