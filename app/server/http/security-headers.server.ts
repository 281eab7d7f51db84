import { createHash, randomBytes } from "node:crypto";

const NONCE_BYTES = 16;
/** Random bytes fetched 4 KB at a time: one call per 256 nonces (every response takes one). */
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let poolOffset = 0;

/** A fresh nonce: 16 bytes from the CSPRNG, each byte used by one nonce only. */
export function createNonce(): string {
  if (poolOffset + NONCE_BYTES > pool.length) {
    pool = randomBytes(POOL_BYTES);
    poolOffset = 0;
  }
  const nonce = pool.toString("base64", poolOffset, poolOffset + NONCE_BYTES);
  poolOffset += NONCE_BYTES;
  return nonce;
}

const sha256Source = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

const policyAfterStyles = `; ${[
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "form-action 'self'",
  "base-uri 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
].join("; ")}`;

const fixedHeaders = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
} as const;

/** One year, the usual figure; long enough that a visitor rarely meets the site over plain HTTP. */
const HSTS_MAX_AGE_SECONDS = 31_536_000;
let strictTransport: Record<string, string> = {};

/**
 * Called once at start, before any page is made: from then on every set of headers carries
 * Strict-Transport-Security when the site's public address is https (the server itself speaks
 * plain HTTP behind a TLS proxy, so the request cannot tell). No includeSubDomains or preload:
 * other names of the owner's domain may not serve https, and preload is hard to undo.
 */
export function configureStrictTransportSecurity(baseUrl: string): void {
  strictTransport = baseUrl.startsWith("https://") ? { "Strict-Transport-Security": `max-age=${HSTS_MAX_AGE_SECONDS}` } : {};
}

/**
 * The policy with `inlineSources` (quoted CSP source expressions: a nonce, or hashes) allowing a
 * page's own inline scripts and styles beside our own origin's files.
 */
function headersAllowing(inlineSources: { scripts: string[]; styles: string[] }): Record<string, string> {
  const scripts = ["'self'", ...inlineSources.scripts].join(" ");
  const styles = ["'self'", ...inlineSources.styles].join(" ");
  return {
    "Content-Security-Policy": `default-src 'self'; script-src ${scripts}; style-src ${styles}${policyAfterStyles}`,
    ...fixedHeaders,
    ...strictTransport,
  };
}

/**
 * The referrer policy of a page opened by a token in its path (token-paths.server.ts): its address
 * is a credential, so no other site is told it, not even its origin. Not "no-referrer": a browser
 * then sends `Origin: null` with the page's own form posts, which the origin check refuses as
 * foreign (origin-check.server.ts); "same-origin" still names our origin to ourselves.
 */
export const TOKEN_PAGE_REFERRER_POLICY = "same-origin";

/**
 * Headers sent with every page rendered for one request. Everything is served from our own origin;
 * the only inline script and stylesheet allowed are those carrying this response's nonce (the
 * stylesheet differs from page to page: page-stylesheet.server.ts). A page opened by a token
 * (`tokenPage`) tells no other site where its visitor came from.
 */
export function securityHeaders(nonce: string, { tokenPage = false }: { tokenPage?: boolean } = {}): Record<string, string> {
  const headers = headersAllowing({ scripts: [`'nonce-${nonce}'`], styles: [`'nonce-${nonce}'`] });
  return tokenPage ? { ...headers, "Referrer-Policy": TOKEN_PAGE_REFERRER_POLICY } : headers;
}

/**
 * The same headers for a page made once and served to everyone (page-cache.server.ts): a nonce
 * sent to everyone would protect nothing, so its inline scripts and styles are allowed by their
 * SHA-256 instead.
 */
export function sharedPageSecurityHeaders(inline: { scripts: readonly string[]; styles: readonly string[] }): Record<string, string> {
  return headersAllowing({ scripts: inline.scripts.map(sha256Source), styles: inline.styles.map(sha256Source) });
}
