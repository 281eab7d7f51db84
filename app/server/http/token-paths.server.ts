import { managePrefix, withdrawalPrefix } from "~/domain/locale";
import { opportunityPrefix, shortlistPrefix } from "~/domain/shortlists";

// The paths whose last part is a credential: a signed token that opens one person's page. The log
// blanks that part (request-log.server.ts) and their pages send no Referer to another site
// (security-headers.server.ts).

/**
 * Paths whose last part is a signed token (a withdrawal link, a booked call's link, a shortlisted
 * CIO's opportunity page, a company's shortlist page, Better Auth's password reset): a credential.
 */
const tokenPrefixes = [
  withdrawalPrefix.en,
  withdrawalPrefix.fr,
  managePrefix.en,
  managePrefix.fr,
  opportunityPrefix.en,
  opportunityPrefix.fr,
  shortlistPrefix.en,
  shortlistPrefix.fr,
  "/api/auth/reset-password/",
];

export function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The path as routing reads it, for comparing with the token paths: dot segments and backslashes
 * resolved by the URL parser, percent-encoding decoded, lower case (routes match in any case).
 */
function routedForm(path: string): string {
  try {
    return decoded(new URL(path, "http://path.invalid").pathname).toLowerCase();
  } catch {
    return decoded(path).toLowerCase();
  }
}

/** The token path `path` (without its query) is under, however spelled, or null: the prefix, as the table spells it. */
export function tokenPathPrefix(path: string): string | null {
  const routed = routedForm(path);
  return tokenPrefixes.find((prefix) => routed.startsWith(prefix) && routed.length > prefix.length) ?? null;
}

/** Whether a request target (path and query) opens a page by a token in its path. */
export function opensTokenPage(url: string | undefined): boolean {
  if (!url?.startsWith("/")) return false;
  const queryAt = url.indexOf("?");
  return tokenPathPrefix(queryAt === -1 ? url : url.slice(0, queryAt)) !== null;
}
