import type { Database } from "../db/client.server";
import { errorSummary } from "../db/errors.server";
import { log } from "../log/logger.server";
import { remindAndExpire, type ReminderSettings } from "./shortlist-reminders.server";

export type ReminderJob = { checkNow(): Promise<void>; stop(): Promise<void> };

/**
 * Runs `remindAndExpire` every `checkMs` (an hour): the retention job's timer runs its work once a
 * day, too coarse for a two-day reminder. `queued` nudges the mail worker when a run queued e-mail.
 */
export function startReminderJob(options: {
  db: Database;
  settings: ReminderSettings;
  queued: () => void;
  now?: () => Date;
  checkMs?: number;
}): ReminderJob {
  const { now = () => new Date(), checkMs = 3_600_000 } = options;
  let running: Promise<void> = Promise.resolve();
  const check = () => {
    running = remindAndExpire(options.db, options.settings, now())
      .then((run) => {
        if (run.cioReminders + run.companyReminders > 0) options.queued();
        if (Object.values(run).some((count) => count > 0))
          log.info(
            `shortlist reminders: ${Object.entries(run)
              .map(([kind, n]) => `${kind} ${n}`)
              .join(", ")}`,
          );
      })
      .catch((error: unknown) => log.error(`shortlist reminders: the run failed, it is tried again later: ${errorSummary(error)}`));
  };
  const interval = setInterval(check, checkMs);
  interval.unref();
  return {
    checkNow() {
      check();
      return running;
    },
    async stop() {
      clearInterval(interval);
      await running;
    },
  };
}
