import { databaseAnswers } from "../db/client.server";
import { services } from "../services.server";

/** How long an answer stands: a crowd of health checks then costs one query a second. */
const ANSWER_STANDS_MS = 1_000;

let last: { at: number; ok: Promise<boolean>; settled?: boolean } | null = null;

/**
 * Whether the database answers, as checked at most a second ago: the answer itself when that check
 * has finished (so a crowd of health checks is answered at once), otherwise a promise of it.
 */
export function databaseHealth(now = Date.now()): boolean | Promise<boolean> {
  if (last && now - last.at < ANSWER_STANDS_MS) return last.settled ?? last.ok;
  const check: NonNullable<typeof last> = {
    at: now,
    ok: services()
      .then((running) => databaseAnswers(running.database.db))
      .catch(() => false)
      .then((ok) => (check.settled = ok)),
  };
  last = check;
  return check.ok;
}

/** The body and status of /healthz: 200 when the server can serve, which includes its database answering. */
export function healthAnswer(ok: boolean): { status: 200 | 503; body: string } {
  const state = ok ? "ok" : "unavailable";
  return { status: ok ? 200 : 503, body: JSON.stringify({ status: state, database: state }) };
}
