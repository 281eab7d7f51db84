import type { Database } from "../db/client.server";
import { startHourlyJob, type HourlyJob } from "../hourly-job.server";
import { log } from "../log/logger.server";
import { remindAndExpire, type ReminderSettings } from "./shortlist-reminders.server";

export type ReminderJob = HourlyJob;

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
  const { now = () => new Date(), checkMs } = options;
  const run = async () => {
    const counts = await remindAndExpire(options.db, options.settings, now());
    if (counts.cioReminders + counts.companyReminders > 0) options.queued();
    if (Object.values(counts).some((count) => count > 0))
      log.info(
        `shortlist reminders: ${Object.entries(counts)
          .map(([kind, n]) => `${kind} ${n}`)
          .join(", ")}`,
      );
  };
  return startHourlyJob("shortlist reminders", run, checkMs);
}
