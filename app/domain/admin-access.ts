/**
 * DESIGN.md departure 6: an admin is a signed-in user whose *verified* e-mail is on the
 * allow-list. Without the verification, anyone could register an allow-listed address.
 */
export function isAdmin(user: { email: string; emailVerified: boolean }, adminEmails: readonly string[]): boolean {
  return user.emailVerified && adminEmails.includes(user.email.trim().toLowerCase());
}

/**
 * Where to send someone after signing in: only a path on this site, so a crafted link can
 * never bounce a user to another site (no open redirect). Anything else means `fallback`.
 */
export function safeRedirectPath(value: string | null | undefined, fallback = "/admin"): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return fallback;
  // Control characters (a tab or newline inside "/\t/evil.example") could fool a browser's URL parser.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  const url = new URL(value, "http://site.invalid");
  if (url.origin !== "http://site.invalid") return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The /login address that brings a visitor back to `path` after signing in. */
export function loginPath(path: string): string {
  return `/login?redirectTo=${encodeURIComponent(path)}`;
}
