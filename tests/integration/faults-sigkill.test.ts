import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { createPostgresDatabase, databaseKinds } from "../support/database";
import {
  fastForms,
  kindOf,
  type LeadSubmission,
  leadSubmission,
  postSubmission,
  signedFormToken,
  TEST_AUTH_SECRET,
} from "../support/lead-forms";
import { projectRoot, type RunningServer, startServer, migratedDataDir, waitForExit } from "../support/server";
import { deliveriesOf, startSmtpPeer } from "../support/smtp-peer";
import { outboxAllSent, readStoredState, type StoredState } from "../support/stored-state";
import { until } from "../support/until";

// Faults: the server is killed (SIGKILL: no shutdown code runs) in the middle of a burst of
// submissions. After a restart on the same data, every submission that got its thank-you (303) is
// stored, none twice, and every e-mail the stored submissions queued is delivered exactly once.
//
// The SMTP peer holds every message without answering until the server is dead, so the crash comes
// while e-mails are being sent; a message whose sender died before the peer's "250" was never
// delivered (as with any mail server), so it must be sent again after the restart, and only then.
// The restarted server's clock runs 6 minutes ahead (tests/support/clock-ahead.js): the rows the
// killed server had claimed stay locked for 5 minutes, and this test should not wait for that.

const team = "team@example.ca";
const BURST = 200;
const CONCURRENCY = 15;
/** Thank-yous to wait for before the kill. */
const KILL_AFTER = 40;
const clockAhead = `--import=${pathToFileURL(`${projectRoot}/tests/support/clock-ahead.js`).href}`;

type Outcome = { submission: LeadSubmission; status: number | null };

/** Sends the submissions, `CONCURRENCY` at a time; calls `answered` with the number of answers so far. */
async function burst(server: RunningServer, submissions: LeadSubmission[], answered: (count: number) => void): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let next = 0;
  let answers = 0;
  const worker = async () => {
    while (next < submissions.length) {
      const submission = submissions[next++]!;
      const status = await postSubmission(server.url, submission, signedFormToken())
        .then((response) => response.status)
        .catch(() => null); // the connection was cut or refused: no answer
      outcomes.push({ submission, status });
      if (status !== null) answered(++answers);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return outcomes;
}

describe.each(databaseKinds)("SIGKILL in the middle of a burst of submissions, on %s", (kind) => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("keeps every acknowledged submission once and delivers every queued e-mail once after a restart", { timeout: 300_000 }, async () => {
    const peer = await startSmtpPeer({ hold: true });
    cleanups.push(peer.close);
    const dataDir = migratedDataDir();
    const env: Record<string, string> = {
      ...fastForms,
      DATA_DIR: dataDir,
      AUTH_SECRET: TEST_AUTH_SECRET,
      SMTP_URL: peer.url,
      NOTIFY_EMAILS: team,
      MAIL_POLL_SECONDS: "1",
    };
    if (kind === "postgres") {
      const database = await createPostgresDatabase();
      cleanups.push(database.drop);
      env.DATABASE_URL = database.url;
    }
    const where = { dataDir, databaseUrl: env.DATABASE_URL };

    const server = await startServer(env, 150_000);
    const submissions = Array.from({ length: BURST }, (_, n) => leadSubmission(kindOf(n), `kill${kind}`, n));
    // Killed once the mail worker is in the middle of sending and enough thank-yous are out.
    const outcomes = await burst(server, submissions, (count) => {
      if (peer.attempts() > 0 && count >= KILL_AFTER && server.process.signalCode === null) server.process.kill("SIGKILL");
    });
    await waitForExit(server.process);
    expect(server.process.signalCode).toBe("SIGKILL");

    const statuses = new Set(outcomes.map((outcome) => outcome.status));
    expect([...statuses].filter((status) => status !== 303 && status !== null)).toEqual([]);
    const acknowledged = outcomes.filter((outcome) => outcome.status === 303).map((outcome) => outcome.submission);
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(outcomes.some((outcome) => outcome.status === null)).toBe(true); // it did die mid-burst
    expect(peer.received).toHaveLength(0); // nothing was delivered before the crash...
    expect(peer.attempts()).toBeGreaterThan(0); // ...though sending had begun (the kill waited for it)

    // The dead server's connections to the peer are gone; what it was sending was never accepted.
    await until(
      () => peer.openConnections() === 0,
      10_000,
      () => `the SMTP connections closing (${peer.openConnections()} open)`,
    );
    peer.release();

    // Restart on the same data until the outbox is empty (once is the rule; a slow machine may need a second start).
    let waitFor = acknowledged;
    let state: StoredState | undefined;
    for (let start = 1; start <= 3; start++) {
      const restarted = await startServer(
        { ...env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} ${clockAhead}`, CLOCK_AHEAD_MS: "360000" },
        150_000,
      );
      const done = waitFor;
      await peer.waitFor(
        () => done.every((submission) => deliveriesOf(peer, submission, team).every((count) => count >= 1)),
        120_000,
        "both e-mails of every stored submission",
      );
      expect(await restarted.stop()).toBe(0);
      state = await readStoredState(where);
      const storedEmails = new Set(state.submissions.map((row) => row.email));
      waitFor = submissions.filter((submission) => storedEmails.has(submission.email));
      if (outboxAllSent(state)) break;
    }

    const stored = state!.submissions.map((row) => row.email);
    expect(new Set(stored).size).toBe(stored.length); // none twice
    for (const submission of acknowledged) expect(stored, submission.email).toContain(submission.email);
    expect(stored.every((email) => submissions.some((submission) => submission.email === email))).toBe(true);
    expect(state!.submissions.filter((row) => row.spamReason !== null)).toEqual([]);
    expect(state!.outbox).toEqual({ sent: 2 * stored.length });
    for (const submission of submissions.filter((candidate) => stored.includes(candidate.email))) {
      expect(deliveriesOf(peer, submission, team), submission.email).toEqual([1, 1]);
    }
    expect(peer.received).toHaveLength(2 * stored.length);
  });
});
