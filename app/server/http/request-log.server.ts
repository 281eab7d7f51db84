import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { logRequest } from "../log/logger.server";
import { decoded, tokenPathPrefix } from "./token-paths.server";

// One log line per request (decision 0047): its id, method, path without the query string,
// status and duration.

/** This process's prefix: ids stay apart across instances and restarts without coordination. */
const processPrefix = randomBytes(3).toString("hex");
let counter = 0;

/**
 * A fresh request id: the process's prefix and a counter. One sent by the client is never taken:
 * the server cannot tell a proxy's header from a visitor's, and a chosen id could mimic another's.
 */
export function nextRequestId(): string {
  counter += 1;
  return `${processPrefix}-${counter.toString(36)}`;
}

/** A segment shaped like the site's signed tokens (record id, issue time, signature), however it is reached. */
const signedTokenShape = /^[\w-]+\.[0-9a-z]{1,12}\.[\w-]{43}$/;
const MAX_PATH = 200;

/**
 * The request's path as the log may show it: no query string (searches, tokens), no token
 * segment (whatever its spelling), no segment holding an address, at most 200 characters. A
 * target that is not a path (a proxy's absolute URL, `*`) is not written at all.
 */
export function loggablePath(url: string | undefined): string {
  const raw = url ?? "";
  if (!raw.startsWith("/")) return raw === "*" ? "*" : "[not a path]";
  const queryAt = raw.indexOf("?");
  let path = queryAt === -1 ? raw : raw.slice(0, queryAt);
  const tokenPrefix = tokenPathPrefix(path);
  if (tokenPrefix) return `${tokenPrefix}[token]`;
  path = path
    .split("/")
    .map((segment) => (/@|%40/i.test(segment) ? "[address]" : signedTokenShape.test(decoded(segment)) ? "[token]" : segment))
    .join("/");
  return path.length > MAX_PATH ? `${path.slice(0, MAX_PATH)}…` : path;
}

/** Marks a response whose line is written at debug level only (development's Vite module requests). */
const QUIET = Symbol("quiet request line");

export function quietRequestLine(res: ServerResponse, quiet: boolean): void {
  (res as ServerResponse & { [QUIET]?: boolean })[QUIET] = quiet;
}

/** The request's line, at error level for a 5xx (ours to look at; a 4xx, or a 501 for a method we never offer, is the visitor's). */
function writeLine(req: IncomingMessage, res: ServerResponse, reqId: string, startedMs: number, aborted: boolean): void {
  const line = {
    reqId,
    method: req.method,
    path: loggablePath(req.url),
    status: res.statusCode,
    ms: Math.round((performance.now() - startedMs) * 10) / 10,
    ...(aborted ? { aborted: true } : {}),
  };
  const quiet = (res as ServerResponse & { [QUIET]?: boolean })[QUIET];
  logRequest(res.statusCode >= 500 && res.statusCode !== 501 ? "error" : quiet ? "debug" : "info", line);
}

/** Writes the request's line once its answer is out, or once the client has gone before it was. */
export function logWhenAnswered(req: IncomingMessage, res: ServerResponse, reqId: string, startedMs: number): void {
  res.once("close", () => writeLine(req, res, reqId, startedMs, !res.writableFinished));
}

/**
 * Writes the line of a request already answered in full (a page made once, handed to the socket in
 * one call) at once, without a listener per response; an answer still to come (/healthz waiting for
 * the database) is logged when it is out.
 */
export function logAnswered(req: IncomingMessage, res: ServerResponse, reqId: string, startedMs: number): void {
  if (res.writableEnded) writeLine(req, res, reqId, startedMs, false);
  else logWhenAnswered(req, res, reqId, startedMs);
}
