import type { Database } from "~/server/db/client.server";
import { loggableMessage } from "~/server/loggable-error.server";
import { claimDueMessages, markAttemptFailed, markSent, type OutboxRow } from "./outbox.server";
import { bodyLanguage, oneLine } from "./render.server";
import type { ChatSender } from "./team-chat.server";
import { isChatKind } from "./team-chat.server";
import type { MailTransport } from "./transport.server";
import type { MailSender } from "~/server/config.server";
import { log as logger } from "~/server/log/logger.server";

export type MailWorker = {
  /** Something was enqueued: look soon instead of at the next poll. Calls close together coalesce. */
  nudge(): void;
  /** Claims and sends one batch now (after any batch in flight in this process). */
  runOnce(): Promise<{ sent: number; failed: number; retried: number }>;
  /** Stops polling; resolves once the batch in flight, if any, has finished. Does not close the transport. */
  stop(): Promise<void>;
};

type BatchResult = { sent: number; failed: number; retried: number };

/** Long enough to gather a burst of submissions into one batch, short enough to feel instant. */
const NUDGE_DELAY_MS = 25;

/**
 * Under load, the pause after a batch, as a multiple of the time the batch took: with 3 the worker
 * takes at most a quarter of the thread while submissions keep coming, and catches up once they stop.
 * E-mail can wait a few seconds; a visitor waiting for the page should not.
 */
const BUSY_PAUSE_FACTOR = 3;

export function startMailWorker(options: {
  db: Database;
  transport: MailTransport;
  from: MailSender | string;
  /** Where team-chat notices go (NOTIFY_WEBHOOK_URL); without it they fail and are retried. */
  chat?: ChatSender;
  pollMs?: number;
  batchSize?: number;
  now?: () => Date;
  log?: (line: string) => void;
}): MailWorker {
  const { db, transport, from, pollMs = 5_000, batchSize = 10, now = () => new Date() } = options;
  const log = options.log ?? ((line: string) => logger.warn(line));

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let nudgeScheduled = false;
  let ticking = false;
  let nudgedWhileTicking = false;
  // Batches run one after another: each waits for the one before (whatever its outcome).
  let chain: Promise<unknown> = Promise.resolve();

  /** Sends one message; a failure is recorded at once, a delivery with the rest of its batch. */
  async function sendOne(row: OutboxRow): Promise<keyof BatchResult> {
    if (row.textBody === null || row.htmlBody === null) {
      // Queued without its bodies by an older version, and its submission was deleted before they
      // could be written (older-rows.server.ts): there is nothing to send, ever.
      const error = new Error("the submission this e-mail is about no longer exists");
      await markAttemptFailed(db, row, error, now(), { final: true });
      log(`mail: ${row.kind} ${row.id} not sent: ${error.message}`);
      return "failed";
    }
    try {
      if (isChatKind(row.kind)) await postChat(row.textBody, `${row.kind} ${row.id}`);
      else
        await transport.send({
          id: row.id,
          from,
          to: row.recipients,
          cc: row.cc,
          replyTo: row.replyTo,
          // A row queued before a character was refused is sent without it all the same.
          subject: oneLine(row.subject),
          text: row.textBody,
          html: row.htmlBody,
          language: bodyLanguage(row.htmlBody),
          calendar: row.calendar,
          label: `${row.kind} ${row.id}`,
        });
    } catch (error) {
      const outcome = await markAttemptFailed(db, row, error, now());
      // The outbox row keeps the whole error for the admin; the log gets it without any address.
      log(`mail: ${row.kind} ${row.id} attempt ${row.attempts} failed (${outcome}): ${loggableMessage(error)}`);
      return outcome;
    }
    return "sent";
  }

  async function postChat(body: string, label: string) {
    // Queued while a webhook was configured, it may have been removed since: retried until it is back.
    if (!options.chat) throw new Error("NOTIFY_WEBHOOK_URL is not set");
    await options.chat.post(body, label);
  }

  async function runBatch(): Promise<BatchResult & { claimed: number }> {
    const rows = await claimDueMessages(db, { now: now(), limit: batchSize });
    const result = { sent: 0, failed: 0, retried: 0, claimed: rows.length };
    const outcomes = await Promise.allSettled(inOrderPerRecord(rows, sendOne));
    const sent: OutboxRow[] = [];
    for (const [index, outcome] of outcomes.entries()) {
      if (outcome.status === "fulfilled") result[outcome.value] += 1;
      else log(`mail: could not record the outcome of ${rows[index]?.id}: ${loggableMessage(outcome.reason)}`);
      if (outcome.status === "fulfilled" && outcome.value === "sent") sent.push(rows[index] as OutboxRow);
    }
    // If this write fails the rows stay claimed and are sent again once their lock runs out:
    // a duplicate e-mail is better than a lost one.
    try {
      await markSent(db, sent, now());
    } catch (error) {
      log(`mail: could not record ${sent.length} deliveries: ${loggableMessage(error)}`);
      result.sent -= sent.length;
    }
    return result;
  }

  function runOnce(): Promise<BatchResult & { claimed: number }> {
    const batch = chain.then(runBatch);
    chain = batch.catch(() => undefined);
    return batch;
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void tick(), delayMs);
    // The worker alone must not keep a process alive (tests, scripts); the HTTP server does that.
    timer.unref();
  }

  async function tick() {
    timer = undefined;
    nudgeScheduled = false;
    ticking = true;
    let pauseMs: number | undefined;
    try {
      // A full batch suggests more are due: keep going until the backlog is drained...
      let result;
      do {
        const started = performance.now();
        result = await runOnce();
        // ...unless submissions keep arriving (one was stored during this batch): then go on after a
        // pause, so that sending takes a bounded share of this thread and their requests the rest.
        if (nudgedWhileTicking && result.claimed === batchSize) {
          pauseMs = (performance.now() - started) * BUSY_PAUSE_FACTOR;
          break;
        }
      } while (!stopped && result.claimed === batchSize);
    } catch (error) {
      // The database may be down or restarting: try again at the next poll.
      log(`mail: the outbox could not be read: ${loggableMessage(error)}`);
    } finally {
      ticking = false;
    }
    const again = nudgedWhileTicking;
    nudgedWhileTicking = false;
    schedule(pauseMs ?? (again ? NUDGE_DELAY_MS : pollMs));
  }

  schedule(pollMs);

  return {
    nudge() {
      if (stopped) return;
      // A batch already running may have claimed before the new rows were committed: look again after it.
      if (ticking) nudgedWhileTicking = true;
      else if (!nudgeScheduled) {
        nudgeScheduled = true;
        schedule(NUDGE_DELAY_MS);
      }
    },
    runOnce: async () => {
      const { sent, failed, retried } = await runOnce();
      return { sent, failed, retried };
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await chain;
    },
  };
}

/**
 * Starts every row's send, in parallel so one slow peer costs a batch one timeout, not one per
 * message; except that messages about one record (a booking, an application, an inquiry) to the same
 * recipients go one after another in claim order, so a person gets "booked" before "moved" and their
 * calendar sees the invites in sequence.
 */
function inOrderPerRecord<T>(rows: OutboxRow[], send: (row: OutboxRow) => Promise<T>): Promise<T>[] {
  const lastOf = new Map<string, Promise<unknown>>();
  return rows.map((row) => {
    const record = row.bookingId ?? row.applicationId ?? row.inquiryId;
    if (!record) return send(row);
    const key = [record, ...[...row.recipients].sort()].join("\n");
    const turn = (lastOf.get(key) ?? Promise.resolve()).then(
      () => send(row),
      () => send(row),
    );
    lastOf.set(key, turn);
    return turn;
  });
}
