import type { RequestHandler } from "express";
import { config } from "../config.server";

// A browser names the page a request comes from in `Origin` (on every POST, and on other
// cross-origin requests) and says in `Sec-Fetch-Site` how it relates to the target. A form
// on another site that posts here carries that site's origin: we refuse it before anything is
// read or stored, whatever cookies came with it. See docs/decisions/0016-origin-check.md.

/** GET, HEAD, OPTIONS and TRACE change nothing (RFC 9110); any other method may. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS", "TRACE"]);

export const CROSS_SITE_REFUSAL = "Forbidden: this request came from another site.";

export type OriginFacts = {
  method: string;
  /** The `Origin` header, when sent. */
  origin: string | undefined;
  /** The `Sec-Fetch-Site` header, when sent. */
  fetchSite: string | undefined;
  /** The `Host` header: the address the browser used to reach this server. */
  host: string | undefined;
};

/** `scheme://host[:port]` in the form browsers send, or null when it is not one. */
function normalizedOrigin(value: string): string | null {
  if (!URL.canParse(value)) return null;
  const url = new URL(value);
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  return url.origin;
}

/**
 * The origins this site's own pages post from: BASE_URL's (the public address, also behind a
 * TLS-terminating proxy), and the address this request reached us at over plain HTTP (the
 * `Host` header), so http://127.0.0.1:3000 and a LAN address work without configuration. A
 * page of another site can never send our Host with its own Origin: the browser sets both.
 * An https BASE_URL's host is only trusted over https: behind a TLS proxy the Host is the
 * public name, and a plain-HTTP page of that name is not ours.
 */
export function ownOrigins(baseUrl: string, host: string | undefined): Set<string> {
  const origins = new Set<string>();
  const base = normalizedOrigin(baseUrl);
  if (base) origins.add(base);
  const direct = host ? normalizedOrigin(`http://${host}`) : null;
  const downgradesBase = base?.startsWith("https:") && direct && new URL(direct).hostname === new URL(base).hostname;
  if (direct && !downgradesBase) origins.add(direct);
  return origins;
}

/** Whether a request may change state here: safe methods always; others unless a browser says they come from elsewhere. */
export function isCrossSiteRequest(facts: OriginFacts, baseUrl: string): boolean {
  if (SAFE_METHODS.has(facts.method.toUpperCase())) return false;
  if (facts.fetchSite?.trim().toLowerCase() === "cross-site") return true;
  // No Origin: not a browser's cross-origin request (curl, old clients, monitoring). Allowed.
  if (facts.origin === undefined) return false;
  // "null" (sandboxed frames, redirected posts, file://) or anything unreadable counts as foreign.
  const origin = normalizedOrigin(facts.origin.trim());
  return origin === null || !ownOrigins(baseUrl, facts.host).has(origin);
}

/** Express middleware: a state-changing request from another origin gets a short 403 before its body is read. */
export const refuseCrossSiteRequests: RequestHandler = (req, res, next) => {
  const facts: OriginFacts = {
    method: req.method,
    origin: req.headers.origin,
    fetchSite: typeof req.headers["sec-fetch-site"] === "string" ? req.headers["sec-fetch-site"] : undefined,
    host: req.headers.host,
  };
  if (!isCrossSiteRequest(facts, config().baseUrl)) {
    next();
    return;
  }
  // The body is never read or parsed (Node discards it once the answer is sent).
  res.status(403).type("text/plain").send(CROSS_SITE_REFUSAL);
};
