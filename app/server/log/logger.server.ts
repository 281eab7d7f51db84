import { AsyncLocalStorage } from "node:async_hooks";
import { pino, type Level } from "pino";
import { readableLine } from "./readable-line.server";

// The server's one logger (decision 0047): JSON lines on stdout in production, readable lines in
// development. No line may carry personal data (decision 0032): callers log kinds, ids and counts,
// and errors through errorSummary / loggableError.

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/**
 * The id of the request being answered, for every line it causes in the Express and React Router
 * path. The pages answered before Express pass their id themselves: no context is kept for them.
 */
// Kept on globalThis: `npm run dev` may load this module again after an edit, and the server that
// started the scope and the route modules that read it must share one.
const holder = globalThis as typeof globalThis & { __cioRequestScope?: AsyncLocalStorage<string> };
export const requestScope = (holder.__cioRequestScope ??= new AsyncLocalStorage<string>());

/** LOG_LEVEL when it is a level; config.server.ts refuses any other value with a message at start. */
function levelFrom(value: string | undefined): Level | "silent" {
  return (LOG_LEVELS as readonly string[]).includes(value ?? "") ? (value as Level | "silent") : "info";
}

/** Bytes a pipe takes in one write without mixing in another writer's (PIPE_BUF on Linux). */
const ATOMIC_WRITE_BYTES = 4096;

/** `lines` joined into chunks of whole lines, each of at most `maxBytes` unless one line alone is longer. */
export function wholeLineChunks(lines: readonly string[], maxBytes: number): string[] {
  const chunks: string[] = [];
  let chunk = "";
  let chunkBytes = 0;
  for (const line of lines) {
    const bytes = Buffer.byteLength(line);
    if (chunkBytes > 0 && chunkBytes + bytes > maxBytes) {
      chunks.push(chunk);
      chunk = "";
      chunkBytes = 0;
    }
    chunk += line;
    chunkBytes += bytes;
  }
  if (chunk !== "") chunks.push(chunk);
  return chunks;
}

/**
 * Production's stdout: the lines of one turn of the event loop go out together once it ends, in
 * writes of whole lines of at most 4 KB, so that another thread's line (the mail thread's) never
 * cuts into one. One write for many requests rather than one each: the pages made once cost so
 * little that a write per request would be a large part of their cost. The lines still pending are
 * written when the process exits, a crash included; only a SIGKILL loses them, one turn's worth at
 * most.
 */
function batchedStdout() {
  const out = pino.destination({ dest: 1, sync: true });
  let pending: string[] = [];
  const flush = () => {
    for (const chunk of wholeLineChunks(pending, ATOMIC_WRITE_BYTES)) out.write(chunk);
    pending = [];
  };
  process.on("exit", flush);
  return {
    write(line: string) {
      if (pending.push(line) === 1) setImmediate(flush);
    },
  };
}

/** Each JSON line is turned into a readable one before it reaches stdout. */
const readableStdout = {
  write(line: string) {
    process.stdout.write(readableLine(line));
  },
};

type Destination = { write(line: string): void };

function createLogger(destination: Destination) {
  const options = {
    level: levelFrom(process.env.LOG_LEVEL),
    // No pid or hostname: the platform that collects the lines knows where they come from.
    base: null,
    formatters: { level: (label: string) => ({ level: label }) },
    mixin: () => {
      const reqId = requestScope.getStore();
      return reqId === undefined ? {} : { reqId };
    },
  };
  return pino(options, destination);
}

const destination: Destination = process.env.NODE_ENV === "development" ? readableStdout : batchedStdout();
export const log = createLogger(destination);

export type RequestLine = { reqId: string; method: string | undefined; path: string; status: number; ms: number; aborted?: boolean };

/**
 * A request's line, made by hand as pino makes it (same fields, same order) and sent the same way:
 * the pages made once cost so little that pino's general path (serializers, merging objects) was a
 * large share of each request's CPU (bench/README.md, decision 0047).
 */
export function logRequest(level: "error" | "info" | "debug", line: RequestLine): void {
  if (!log.isLevelEnabled(level)) return;
  const aborted = line.aborted ? ',"aborted":true' : "";
  destination.write(
    `{"level":"${level}","time":${Date.now()},"reqId":${JSON.stringify(line.reqId)},"method":${JSON.stringify(line.method ?? "")},` +
      `"path":${JSON.stringify(line.path)},"status":${line.status},"ms":${line.ms}${aborted},"msg":"request"}\n`,
  );
}
