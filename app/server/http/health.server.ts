import { databaseAnswers } from "../db/client.server";
import { services } from "../services.server";

/** How long an answer stands: a crowd of health checks then costs one query a second. */
const ANSWER_STANDS_MS = 1_000;

let last: { at: number; ok: Promise<boolean> } | null = null;

/** Whether the database answers, as checked at most a second ago. */
export function databaseHealth(now = Date.now()): Promise<boolean> {
  if (!last || now - last.at >= ANSWER_STANDS_MS) {
    last = {
      at: now,
      ok: services()
        .then((running) => databaseAnswers(running.database.db))
        .catch(() => false),
    };
  }
  return last.ok;
}

/** The body and status of /healthz: 200 when the server can serve, which includes its database answering. */
export function healthAnswer(ok: boolean): { status: 200 | 503; body: string } {
  const state = ok ? "ok" : "unavailable";
  return { status: ok ? 200 : 503, body: JSON.stringify({ status: state, database: state }) };
}
