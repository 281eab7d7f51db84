import { loggableError, withoutAddresses } from "../loggable-error.server";

// How a failed database call is told apart and written to the log (decision 0030). Drizzle's
// errors carry the whole statement and its parameters in their message, and PostgreSQL's own
// messages quote the values they refused: neither ever goes to the log, only a summary.

/** Errors of the network or the process: the database cannot be reached, whatever it would say. */
const connectionCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ECONNABORTED",
]);

/**
 * SQLSTATEs that mean "not reachable now": connection exceptions (class 08), the server shutting
 * down or starting (57P01-57P03), too many connections (53300), and a database or login that
 * cannot be used (3D000, 28xxx): each an outage for the visitor, none a fault in the request.
 */
const unreachableStates = /^(08...|57P0[123]|53300|3D000|28...)$/;

/** What node-postgres and PGlite say, without a code, when there is no connection to use. */
const unreachableMessages =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end|Client was closed|PGlite is closed)/;

/** The error and its causes (Drizzle wraps the driver's error as `cause`), outermost first. */
function chainOf(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (
    let current = error;
    current !== undefined && current !== null && chain.length < 5;
    current = (current as { cause?: unknown }).cause
  ) {
    chain.push(current);
  }
  return chain;
}

const codeOf = (error: unknown) => {
  const code = (error as { code?: unknown })?.code;
  return typeof code === "string" ? code : null;
};

/** The link of the chain that says the database could not be reached, if one does. */
function unreachableLink(error: unknown): unknown {
  return chainOf(error).find((link) => {
    const code = codeOf(link);
    if (code && (connectionCodes.has(code) || unreachableStates.test(code))) return true;
    if (!(link instanceof Error)) return false;
    // A database closed to connections (ALLOW_CONNECTIONS false) answers a new one with 55000, a
    // state other statements may also report: only that message makes it an outage.
    if (code === "55000") return /not currently accepting connections/.test(link.message);
    return unreachableMessages.test(link.message);
  });
}

/**
 * True only when the database could not be reached (a connection refused, dropped or timed out,
 * the server shutting down): a 503, "try again later". Any other database error is a bug (a
 * value the statement should not have been given): a 500, never called an outage.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  return unreachableLink(error) !== undefined;
}

/** An SQLSTATE is five characters of digits and capitals; a system error code starts with E. */
const isSqlState = (code: string) => /^[0-9A-Z]{5}$/.test(code);

/** True when the error came from the database or its driver: its message is not for the log. */
function fromDatabase(error: unknown): boolean {
  return chainOf(error).some((link) => {
    const code = codeOf(link);
    const name = link instanceof Error ? link.constructor.name : "";
    return (
      (code !== null && isSqlState(code)) ||
      /DrizzleQueryError|DatabaseError/.test(name) ||
      (link instanceof Error && /^Failed query:/.test(link.message))
    );
  });
}

/**
 * A line for the log that names the error without its contents: for a database error its class,
 * SQLSTATE or system code and PostgreSQL's routine, never the statement, its parameters or
 * PostgreSQL's message (which quotes values); when it could not be reached, the connection error's
 * own message (an address, a timeout: what an operator needs, no visitor's data). Any other
 * error: loggableError's line (no addresses, its stack frames).
 */
export function errorSummary(error: unknown): string {
  const unreachable = unreachableLink(error);
  // Not the database's: its name, message (addresses blanked, decision 0032) and stack frames.
  if (!unreachable && !fromDatabase(error)) return loggableError(error);
  const parts = chainOf(error).map((link) => {
    const name = link instanceof Error ? link.constructor.name : typeof link;
    const code = codeOf(link);
    const routine = (link as { routine?: unknown })?.routine;
    return [name, code && `code ${code}`, typeof routine === "string" && `in ${routine}`].filter(Boolean).join(" ");
  });
  const why = unreachable instanceof Error ? `unreachable: ${unreachable.message}` : "refused the statement";
  return `database error (${why}): ${parts.join(" <- ")}`;
}

/**
 * A log line for a library that logs its own errors (Better Auth logs a failed statement with the
 * Drizzle error, statement and values included): its message, and its arguments as summaries,
 * errors by errorSummary and anything else by its type only (an object may hold the values).
 */
export function libraryLogLine(source: string, message: string, args: unknown[]): string {
  const details = args.map((arg) => (arg instanceof Error ? errorSummary(arg) : `[${Array.isArray(arg) ? "array" : typeof arg}]`));
  return [`${source}: ${withoutAddresses(message)}`, ...details].join(" ");
}
