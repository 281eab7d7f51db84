import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliCompress, brotliCompressSync, constants, gzipSync } from "node:zlib";
import { sharedPageSecurityHeaders } from "./security-headers.server";

/** A response as rendered once: what page-cache keeps and compresses. */
export type RenderedPage = { status: number; headers: Record<string, string>; body: string };

type Encoding = "br" | "gzip" | "identity";

/** One encoding of a kept page: its bytes, and the headers of a 200 and of a 304, ready for writeHead. */
export type Variant = { body: Buffer; headers: string[]; notModified: string[] };

/** A page made once, in each encoding; Brotli arrives a moment later (see keepPage). No tag: never revalidated. */
export type KeptPage = { status: number; tag: string; identity: Variant; gzip: Variant; br?: Variant };

const inlineScriptPattern = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script\s*>/gi;
const inlineStylePattern = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;

/** The bodies of a page's inline scripts and styles, which its CSP allows by hash. */
export function inlineCodeOf(html: string): { scripts: string[]; styles: string[] } {
  return {
    scripts: [...html.matchAll(inlineScriptPattern)].map(([, body = ""]) => body),
    styles: [...html.matchAll(inlineStylePattern)].map(([, body = ""]) => body),
  };
}

function variant(page: RenderedPage, tag: string, encoding: Encoding, body: Buffer): Variant {
  // A page without its own Cache-Control may be kept, but must be checked again (ETag) before each use,
  // so that a deploy is seen at once.
  const common: Record<string, string> = {
    ...sharedPageSecurityHeaders(inlineCodeOf(page.body)),
    "Cache-Control": "no-cache",
    ...page.headers,
    Vary: "Accept-Encoding",
    ETag: `"${tag}${encoding === "identity" ? "" : `-${encoding}`}"`,
  };
  const full: Record<string, string> = { ...common, "Content-Length": String(body.length) };
  if (encoding !== "identity") full["Content-Encoding"] = encoding;
  const { "Content-Type": _type, ...notModified } = common;
  return { body, headers: Object.entries(full).flat(), notModified: Object.entries(notModified).flat() };
}

const brotliOptions = (quality: number, size: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

/**
 * Keeps a rendered page: its identity and gzip bytes at once, and its Brotli bytes at `brotli`
 * quality. At 11 (the smallest output, but too slow to make while a visitor waits) that runs in the
 * thread pool and `br` is set when done, gzip serving meanwhile; below, at once.
 */
export function keepPage(page: RenderedPage, brotli: { quality: number }): KeptPage {
  const identity = Buffer.from(page.body);
  const tag = createHash("sha256").update(identity).update(String(page.status)).digest("base64url").slice(0, 22);
  const kept: KeptPage = {
    status: page.status,
    tag,
    identity: variant(page, tag, "identity", identity),
    gzip: variant(page, tag, "gzip", gzipSync(identity, { level: 9 })),
  };
  const options = brotliOptions(brotli.quality, identity.length);
  if (brotli.quality < 11) {
    kept.br = variant(page, tag, "br", brotliCompressSync(identity, options));
  } else {
    brotliCompress(identity, options, (error, compressed) => {
      if (!error) kept.br = variant(page, tag, "br", compressed);
    });
  }
  return kept;
}

/**
 * An answer kept as it is, never compressed or revalidated (/healthz's): the security headers, the
 * page's own, its length; no ETag, so it is never "not modified".
 */
export function keepPlainAnswer(page: RenderedPage): KeptPage {
  const body = Buffer.from(page.body);
  const headers = { ...sharedPageSecurityHeaders({ scripts: [], styles: [] }), ...page.headers, "Content-Length": String(body.length) };
  const only: Variant = { body, headers: Object.entries(headers).flat(), notModified: [] };
  return { status: page.status, tag: "", identity: only, gzip: only, br: only };
}

/** The encodings a client takes, from its Accept-Encoding; memoised, as clients send a handful of values. */
const accepted = new Map<string, { br: boolean; gzip: boolean }>();

function acceptedEncodings(header: string | undefined): { br: boolean; gzip: boolean } {
  const key = header ?? "";
  let found = accepted.get(key);
  if (found) return found;
  found = { br: false, gzip: false };
  for (const part of key.split(",")) {
    const [name = "", ...parameters] = part.trim().toLowerCase().split(";");
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    if (q !== undefined && Number(q) === 0) continue;
    if (name === "br") found.br = true;
    if (name === "gzip" || name === "*") found.gzip = true;
  }
  if (accepted.size < 100) accepted.set(key, found);
  return found;
}

/** True when If-None-Match names this page in any encoding (a weak comparison, as RFC 9110 asks). */
function notModified(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((candidate) => {
    const opaque = candidate.trim().replace(/^W\//, "").replace(/^"|"$/g, "");
    return opaque === tag || opaque === `${tag}-br` || opaque === `${tag}-gzip`;
  });
}

/** What a kept page answers a request: the best encoding the client takes, and 304 when it has it. */
export function keptPageAnswer(
  page: KeptPage,
  request: { acceptEncoding: string | undefined; ifNoneMatch: string | undefined },
): { status: number; variant: Variant } {
  const takes = acceptedEncodings(request.acceptEncoding);
  const variant = takes.br && page.br ? page.br : takes.gzip ? page.gzip : page.identity;
  // Only a page that exists can be "not modified": a 404 is always sent whole.
  if (page.status === 200 && page.tag !== "" && notModified(request.ifNoneMatch, page.tag)) return { status: 304, variant };
  return { status: page.status, variant };
}

/** Answers a GET or HEAD with a kept page through node:http, naming the request's id as every answer does. */
export function answerWithKeptPage(req: IncomingMessage, res: ServerResponse, page: KeptPage, reqId: string): void {
  const { status, variant } = keptPageAnswer(page, {
    acceptEncoding: req.headers["accept-encoding"],
    ifNoneMatch: req.headers["if-none-match"],
  });
  if (status === 304) {
    res.writeHead(304, [...variant.notModified, "X-Request-Id", reqId]);
    res.end();
    return;
  }
  res.writeHead(status, [...variant.headers, "X-Request-Id", reqId]);
  res.end(req.method === "HEAD" ? undefined : variant.body);
}
