import { eq } from "drizzle-orm";
import type { DigestCounts } from "~/content/admin-digest";
import { DIGEST_AT_MINUTES, digestDayAt, inDigestHours } from "~/domain/morning-digest";
import { listPendingDecisions } from "../admin/pending-decisions.server";
import { currentAvailability } from "../booking/availability.server";
import type { Database } from "../db/client.server";
import { morningDigests } from "../db/schema.server";
import { type DigestContent, digestCounts, digestMessages, type DigestSettings } from "../mail/digest-email.server";
import { enqueueMessages } from "../mail/outbox.server";
import { startHourlyJob, type HourlyJob } from "../hourly-job.server";
import { log } from "../log/logger.server";
import { todayQueue } from "./queue.server";

// The team's morning digest (decision 0088): at 08:00 on the team's clock on each business day,
// what the queue holds that needs someone today. The lists are the queue's (todayQueue), so the
// digest and the admin's home page agree; the day is claimed by a row of morning_digests inserted
// in the transaction that queues the messages, so of several servers exactly one sends it.

export type DigestRun =
  { sent: true; day: string; counts: DigestCounts } | { sent: false; why: "not-due" | "nobody-to-tell" | "already-sent" };

/** Where and when: the e-mail's settings, and the digest's time (08:00 when left out). */
export type DigestJobSettings = DigestSettings & { atMinutes?: number };

/** What the digest of `day` lists, as of `now`. */
export async function digestContent(db: Database, input: { day: string; now: Date; timeZone: string }): Promise<DigestContent> {
  const { day, now, timeZone } = input;
  const [queue, pending] = await Promise.all([todayQueue(db, { now, timeZone }), listPendingDecisions(db, now)]);
  return {
    day,
    overdue: queue.awaiting.items.filter((item) => item.wait.overdue),
    awaitingTotal: queue.awaiting.total,
    shortlists: queue.shortlists.items,
    calls: queue.calls.items.filter((call) => call.day === "today"),
    pending,
  };
}

/**
 * Queues the day's digest if it is due at `now` and no server has queued it yet. Outside 08:00 to
 * noon (its four hours) it reads nothing; inside, the opening hours say whether today is a business day.
 */
export async function sendMorningDigest(db: Database, settings: DigestJobSettings, now: Date): Promise<DigestRun> {
  const at = settings.atMinutes ?? DIGEST_AT_MINUTES;
  if (!inDigestHours(now, settings.timeZone, at)) return { sent: false, why: "not-due" };
  if (settings.notifyEmails.length === 0 && !settings.webhookUrl) return { sent: false, why: "nobody-to-tell" };
  const day = digestDayAt(now, settings.timeZone, await currentAvailability(db), at);
  if (!day) return { sent: false, why: "not-due" };
  // Checked first so that the minutes after it went out cost one read, not the queue's queries.
  const [done] = await db.select({ day: morningDigests.day }).from(morningDigests).where(eq(morningDigests.day, day));
  if (done) return { sent: false, why: "already-sent" };
  const content = await digestContent(db, { day, now, timeZone: settings.timeZone });
  const counts = digestCounts(content);
  const messages = digestMessages(content, settings);
  const claimed = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(morningDigests)
      .values({ day, queuedAt: now, counts })
      .onConflictDoNothing({ target: morningDigests.day })
      .returning({ day: morningDigests.day });
    if (rows.length === 0) return false;
    await enqueueMessages(tx, messages, {});
    return true;
  });
  return claimed ? { sent: true, day, counts } : { sent: false, why: "already-sent" };
}

/** How often the job looks at the clock: the digest goes out within this of 08:00. */
export const DIGEST_CHECK_MS = 60_000;

/**
 * Runs `sendMorningDigest` every minute (and when asked, as at start-up: a server that was down at
 * 08:00 sends the day's digest as it comes back, until noon). `queued` nudges the mail worker.
 */
export function startDigestJob(options: {
  db: Database;
  settings: DigestJobSettings;
  queued: () => void;
  now?: () => Date;
  checkMs?: number;
}): HourlyJob {
  const { now = () => new Date(), checkMs = DIGEST_CHECK_MS } = options;
  const run = async () => {
    const result = await sendMorningDigest(options.db, options.settings, now());
    if (!result.sent) return;
    options.queued();
    log.info(
      `morning digest: queued for ${result.day} (${Object.entries(result.counts)
        .map(([what, n]) => `${what} ${n}`)
        .join(", ")})`,
    );
  };
  return startHourlyJob("morning digest", run, checkMs);
}
