import { type Auth, createAuth } from "./auth/better-auth.server";
import { config as readConfig, type Config } from "./config.server";
import { type DatabaseHandle, openDatabase } from "./db/client.server";
import { vacuumAndAnalyze } from "./db/statistics.server";
import { createMailTransport, type MailTransport } from "./mail/transport.server";
import { type MailWorker, startMailWorker } from "./mail/worker.server";
import { chatSender } from "./mail/team-chat.server";
import { bodySettingsOf, writeBodiesOfOlderRows } from "./mail/older-rows.server";
import { mailFilesFolder } from "./mail/mail-files.server";
import { pruneLimitCounts } from "./limits/limits.server";
import { type RetentionJob, startRetentionJob } from "./privacy/retention.server";
import { sharedSecretWarning, signingSecret } from "./secrets.server";
import { type ReminderJob, startReminderJob } from "./shortlists/shortlists.server";
import { startDigestJob } from "./pipeline/morning-digest.server";
import type { HourlyJob } from "./hourly-job.server";
import type { SubmissionDeps } from "./leads/submissions.server";
import { errorSummary } from "./db/errors.server";
import { log } from "~/server/log/logger.server";
import { setTeamSignature } from "./mail/signature.server";

/** What the running server holds for its whole life: one database, one mail worker. */
export type Services = {
  config: Config;
  database: DatabaseHandle;
  secret: string;
  mailWorker: MailWorker;
  mailTransport: MailTransport;
  retentionJob: RetentionJob;
  reminderJob: ReminderJob;
  digestJob: HourlyJob;
  submissionDeps: SubmissionDeps;
  auth: Auth;
};

/** The digest's job when DIGEST_TIME is off. */
const idleJob: HourlyJob = { checkNow: () => Promise.resolve(), stop: () => Promise.resolve() };

// Kept on globalThis so that `react-router dev`, which reloads modules, never opens PGlite twice.
const holder = globalThis as typeof globalThis & { __cioServices?: Promise<Services> };

async function startServices(config: Config): Promise<Services> {
  const database = await openDatabase(config);
  const secret = signingSecret(config);
  const secretWarning = sharedSecretWarning(config);
  if (secretWarning) log.warn(secretWarning);
  // Before any e-mail is written, older rows' included.
  setTeamSignature(config.teamSignature);
  // Before the worker claims any: e-mails queued by an older version without their bodies get them.
  await writeBodiesOfOlderRows(database.db, bodySettingsOf(config, secret));
  const transport = createMailTransport(config);
  const webhookUrl = config.notifyWebhookUrl;
  const chat = webhookUrl ? chatSender(webhookUrl) : undefined;
  const mailWorker = startMailWorker({
    db: database.db,
    transport,
    from: config.mailFrom,
    chat,
    pollMs: config.mailPollMs,
  });
  // Limit counts older than the longest window count for nothing: clear them out hourly.
  const pruning = setInterval(() => {
    pruneLimitCounts(database.db, new Date()).catch((error: unknown) => log.error(`Could not prune limit counts: ${errorSummary(error)}`));
    if (database.kind === "pglite") void vacuumAndAnalyze(database.db);
  }, 3_600_000);
  pruning.unref();
  const retentionJob = startRetentionJob({
    db: database.db,
    retention: config.privacy.retention,
    mailFolder: mailFilesFolder(config),
    baseUrl: config.baseUrl,
  });
  // PGlite has no autovacuum: vacuum and gather statistics at start and hourly.
  if (database.kind === "pglite") await vacuumAndAnalyze(database.db);
  // Before the server takes visitors: a process's first run is its slowest (on PGlite its caches
  // are cold, and it holds this thread long enough to delay a visitor), and the day's run, when
  // due, is better over before traffic.
  await retentionJob.checkNow();
  // The shortlists' reminders and expiries, hourly (a two-business-day reminder cannot wait for a
  // daily run); several servers may run it at once, each reminder being claimed by one of them.
  const reminderJob = startReminderJob({
    db: database.db,
    settings: { baseUrl: config.baseUrl, secret, timeZone: config.timeZone },
    queued: () => mailWorker.nudge(),
  });
  void reminderJob.checkNow();
  // The team's morning digest, looked for every minute from 08:00 to noon on business days; at
  // start too, so a server that was down at 08:00 sends it as it comes back. One server sends it.
  // The start's run is awaited, as the retention's: it reads nothing outside those hours, and a
  // server that says it is ready has done its part of the morning.
  // DIGEST_TIME=off: no job at all.
  const digestAt = config.digestAtMinutes;
  const digestJob =
    digestAt === null
      ? idleJob
      : startDigestJob({
          db: database.db,
          settings: {
            baseUrl: config.baseUrl,
            timeZone: config.timeZone,
            notifyEmails: config.notifyEmails,
            webhookUrl,
            atMinutes: digestAt,
          },
          queued: () => mailWorker.nudge(),
        });
  await digestJob.checkNow();
  log.info(
    `Database: ${database.kind === "pglite" ? `PGlite in ${config.dataDir}` : "PostgreSQL"}; mail: ${transport.describe}${chat ? `; team chat: ${chat.host}` : ""}`,
  );
  const mailQueued = () => mailWorker.nudge();
  return {
    config,
    database,
    secret,
    mailWorker,
    mailTransport: transport,
    retentionJob,
    reminderJob,
    digestJob,
    submissionDeps: { db: database.db, secret, config, mailQueued },
    auth: createAuth({ db: database.db, secret, config, mailQueued }),
  };
}

/** The process's services, started (database migrated, mail worker running) on first use. */
export function services(): Promise<Services> {
  holder.__cioServices ??= startServices(readConfig());
  return holder.__cioServices;
}

/** Lets an in-flight e-mail finish, then closes the database. */
export async function stopServices(): Promise<void> {
  if (!holder.__cioServices) return;
  const running = await holder.__cioServices;
  await Promise.all([running.mailWorker.stop(), running.retentionJob.stop(), running.reminderJob.stop(), running.digestJob.stop()]);
  running.mailTransport.close();
  await running.database.close();
}
