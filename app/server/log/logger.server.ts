import { AsyncLocalStorage } from "node:async_hooks";
import { pino, type Level } from "pino";
import { readableLine } from "./readable-line.server";

// The server's one logger (decision 0039): JSON lines on stdout in production, readable lines in
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

/** Each JSON line is turned into a readable one before it reaches stdout. */
const readableStdout = {
  write(line: string) {
    process.stdout.write(readableLine(line));
  },
};

function createLogger() {
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
  // pino's default destination writes each line to stdout at once (no buffer lost at a crash).
  return process.env.NODE_ENV === "development" ? pino(options, readableStdout) : pino(options);
}

export const log = createLogger();
