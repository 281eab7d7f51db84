import { writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
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
import { projectRoot, startServer, migratedDataDir } from "../support/server";
import { deliveriesOf, startSmtpPeer } from "../support/smtp-peer";
import { readStoredState } from "../support/stored-state";
import { startTcpProxy } from "../support/tcp-proxy";

// Faults: the mail server is down for a while, then back, while the site runs. Visitors get their
// thank-you at once; their e-mails wait in the outbox and go out, each exactly once, at the first
// retry after the mail server is back: a minute after the failed attempt (the schedule is the
// product's, not shortened for the test). Rather than wait that minute, the test moves the server's
// clock a minute on (tests/support/clock-ahead.js). The SMTP peer sits behind a TCP proxy that the
// test cuts and restores.
//
// One database is enough here (the outage is in the mail path): PostgreSQL when TEST_DATABASE_URL
// is set, otherwise PGlite.

const team = "team@example.ca";
const kind = databaseKinds.at(-1)!;
const clockAhead = `--import=${pathToFileURL(`${projectRoot}/tests/support/clock-ahead.js`).href}`;
const MINUTE = 60_000;

describe(`the mail server down for a while, on ${kind}`, () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("loses no e-mail and sends none twice, while visitors get their thank-you throughout", { timeout: 180_000 }, async () => {
    const peer = await startSmtpPeer();
    cleanups.push(peer.close);
    const proxy = await startTcpProxy(peer.port);
    cleanups.push(proxy.close);
    const dataDir = migratedDataDir();
    const clockFile = path.join(dataDir, "clock-ahead-ms");
    const env: Record<string, string> = {
      ...fastForms,
      DATA_DIR: dataDir,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} ${clockAhead}`,
      CLOCK_AHEAD_FILE: clockFile,
      AUTH_SECRET: TEST_AUTH_SECRET,
      SMTP_URL: `smtp://127.0.0.1:${proxy.port}`,
      NOTIFY_EMAILS: team,
      MAIL_POLL_SECONDS: "1",
    };
    if (kind === "postgres") {
      const database = await createPostgresDatabase();
      cleanups.push(database.drop);
      env.DATABASE_URL = database.url;
    }
    const server = await startServer(env, 150_000);
    cleanups.push(async () => server.process.exitCode === null && server.stop());
    const submit = async (submission: LeadSubmission) =>
      expect((await postSubmission(server.url, submission, signedFormToken())).status, submission.email).toBe(303);
    const submissions = Array.from({ length: 12 }, (_, n) => leadSubmission(kindOf(n), `smtpdown${kind}`, n));
    const [beforeOutage, duringOutage, afterOutage] = [submissions.slice(0, 3), submissions.slice(3, 9), submissions.slice(9)];

    for (const submission of beforeOutage) await submit(submission);
    // Received is not yet heard: a cut before the sender has its 250 would fail a delivered e-mail,
    // which its retry then sends again. A sender quits (and closes) only after its 250.
    await peer.waitFor(
      () => beforeOutage.every((submission) => deliveriesOf(peer, submission, team).join() === "1,1") && peer.openConnections() === 0,
      30_000,
      "the e-mails sent before the outage, their senders gone",
    );

    await proxy.cut();
    for (const submission of duringOutage) await submit(submission);
    // The server tried each of them, and failed: its log says so, and nothing reached the peer.
    const failedAttempts = () => server.output().match(/mail: .* attempt 1 failed \(retried\): .*ECONNREFUSED/g)?.length ?? 0;
    await vi.waitFor(() => expect(failedAttempts()).toBeGreaterThanOrEqual(2 * duringOutage.length), { timeout: 30_000, interval: 50 });
    expect(duringOutage.every((submission) => deliveriesOf(peer, submission, team).join() === "0,0")).toBe(true);

    await proxy.restore();
    for (const submission of afterOutage) await submit(submission);
    await peer.waitFor(
      () => afterOutage.every((submission) => deliveriesOf(peer, submission, team).join() === "1,1"),
      30_000,
      "the e-mails sent after the outage",
    );
    // The mail server is back and new mail goes out, but those of the outage wait for their retry...
    expect(duringOutage.every((submission) => deliveriesOf(peer, submission, team).join() === "0,0")).toBe(true);
    // ...which comes a minute after their failed attempt: the server's clock now says it has passed.
    writeFileSync(clockFile, String(MINUTE));
    await peer.waitFor(
      () => submissions.every((submission) => deliveriesOf(peer, submission, team).every((count) => count >= 1)),
      30_000,
      "every e-mail",
    );

    // Stopped, the server can send nothing more: what the peer has is final.
    expect(await server.stop()).toBe(0);
    const state = await readStoredState({ dataDir: server.dataDir, databaseUrl: env.DATABASE_URL });
    expect(state.submissions.map((row) => row.email).sort()).toEqual(submissions.map((submission) => submission.email).sort());
    expect(state.outbox).toEqual({ sent: 2 * submissions.length });
    for (const submission of submissions) expect(deliveriesOf(peer, submission, team), submission.email).toEqual([1, 1]);
    expect(peer.received).toHaveLength(2 * submissions.length);
  });
});
