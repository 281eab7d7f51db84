import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { nextAttemptAt } from "~/domain/retry-schedule";
import type { Database, DatabaseHandle } from "~/server/db/client.server";
import { inquiries, outbox } from "~/server/db/schema.server";
import { claimDueMessages, enqueueMessages } from "~/server/mail/outbox.server";
import { inquiryMessages, type OutgoingMessage } from "~/server/mail/templates.server";
import { createMailTransport, type MailTransport } from "~/server/mail/transport.server";
import { type MailWorker, startMailWorker } from "~/server/mail/worker.server";
import { log } from "~/server/log/logger.server";
import { databaseKinds, openTestDatabase } from "../support/database";
import { decodeQuotedPrintable, submitCioApplication } from "../support/accounts";
import { type RunningServer, startServer } from "../support/server";
import { startSmtpPeer as startPeer } from "../support/smtp-peer";

/** A port nobody listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const subjectOf = (raw: string) => /^Subject: (.*)$/m.exec(raw)?.[1]?.trim();

const testMessage = (n: number): OutgoingMessage => ({
  kind: "test",
  recipients: [`person${n}@example.com`],
  subject: `Message ${n}`,
  textBody: `Body ${n}`,
  htmlBody: `<p>Body ${n}</p>`,
});

const from = "Fractional CIO Canada <no-reply@example.ca>";
const minute = 60_000;
const hour = 60 * minute;

describe.each(databaseKinds)("outbox delivery on %s", (kind) => {
  let handle: DatabaseHandle;
  let db: Database;
  let clock: Date;
  const cleanups: (() => unknown)[] = [];
  const logs: string[] = [];

  const rows = () => db.select().from(outbox).orderBy(outbox.subject);
  const openPeer = async (behaviour?: Parameters<typeof startPeer>[0]) => {
    const started = await startPeer(behaviour);
    cleanups.push(started.close);
    return started;
  };
  const smtp = (port: number) => {
    const transport = createMailTransport({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: from, dataDir: os.tmpdir() });
    cleanups.push(() => transport.close());
    return transport;
  };
  const worker = (transport: MailTransport, options: { batchSize?: number; realClock?: boolean } = {}): MailWorker => {
    const started = startMailWorker({
      db,
      transport,
      from,
      pollMs: hour, // tests drive the worker with runOnce / nudge, not the poll
      batchSize: options.batchSize,
      now: options.realClock ? undefined : () => clock,
      log: (line) => logs.push(line),
    });
    cleanups.push(() => started.stop());
    return started;
  };
  /** Starts the injected clock just after the rows were created (the driver drops microseconds). */
  const startClock = async () => {
    const [first] = await rows();
    clock = new Date((first?.createdAt ?? new Date()).getTime() + 1_000);
  };

  // One database per kind (opening PGlite costs seconds); each test starts from an empty outbox.
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    db = handle.db;
  });

  beforeEach(async () => {
    await db.delete(outbox);
    logs.length = 0;
  });

  afterEach(async () => {
    // Workers first, then transports and peers.
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    vi.restoreAllMocks();
  });

  afterAll(async () => {
    await handle?.close();
  });

  it("delivers enqueued messages to the right recipients with their subject and content", async () => {
    const peer = await openPeer();
    const inquiry = { id: crypto.randomUUID(), createdAt: new Date(), firstName: "Ada", lastName: "Lovelace" };
    const messages = inquiryMessages({
      inquiry: { ...inquiry, email: "ada@example.com", phone: "+1 416 555 0100", message: "Please call me back." },
      notifyEmails: ["team@example.ca", "sales@example.ca"],
      baseUrl: "https://cio.example.ca",
    });
    await db.transaction(async (tx) => enqueueMessages(tx, messages, {}));
    await startClock();

    expect(await worker(smtp(peer.port)).runOnce()).toEqual({ sent: 2, failed: 0, retried: 0 });

    expect(peer.received).toHaveLength(2);
    const notification = peer.received.find((message) => message.to.length === 2);
    expect(notification?.to).toEqual(["team@example.ca", "sales@example.ca"]);
    expect(notification?.from).toBe("no-reply@example.ca");
    expect(subjectOf(notification?.raw ?? "")).toBe("New inquiry from Ada Lovelace");
    expect(notification?.raw).toMatch(/^Reply-To: ada@example.com\r?$/m);
    const notificationText = decodeQuotedPrintable(notification?.raw ?? "");
    expect(notificationText).toContain("Phone: +1 416 555 0100");
    expect(notificationText).toContain("Message: Please call me back.");
    expect(notificationText).toContain("https://cio.example.ca/admin/inquiries");

    const confirmation = peer.received.find((message) => message.to.length === 1);
    expect(confirmation?.to).toEqual(["ada@example.com"]);
    expect(decodeQuotedPrintable(confirmation?.raw ?? "")).toContain("Hello Ada,");

    for (const row of await rows()) {
      expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null, lockedUntil: null, sentAt: clock });
    }
  });

  it("keeps a message when the peer is down and delivers it exactly once when it is back", async () => {
    await enqueueMessages(db, [testMessage(1)], {});
    await startClock();
    const down = worker(smtp(await closedPort()));

    expect(await down.runOnce()).toEqual({ sent: 0, failed: 0, retried: 1 });
    const [afterFailure] = await rows();
    expect(afterFailure).toMatchObject({ status: "pending", attempts: 1 });
    expect(afterFailure?.lastError).toMatch(/ECONNREFUSED/);
    expect(afterFailure?.nextAttemptAt).toEqual(new Date(clock.getTime() + minute));

    const peer = await openPeer();
    const up = worker(smtp(peer.port));
    clock = new Date(clock.getTime() + minute - 1_000);
    expect(await up.runOnce()).toEqual({ sent: 0, failed: 0, retried: 0 }); // not due yet
    clock = new Date(clock.getTime() + 1_000);
    expect(await up.runOnce()).toEqual({ sent: 1, failed: 0, retried: 0 });
    clock = new Date(clock.getTime() + hour);
    expect(await up.runOnce()).toEqual({ sent: 0, failed: 0, retried: 0 });

    expect(peer.received.map((message) => message.to)).toEqual([["person1@example.com"]]);
    expect(await rows()).toMatchObject([{ status: "sent", attempts: 2, lastError: null }]);
  });

  it("retries a rejected message on the schedule, then gives up within a day", async () => {
    const peer = await openPeer({ reject: true });
    await enqueueMessages(db, [testMessage(1)], {});
    await startClock();
    const rejected = worker(smtp(peer.port));

    let [row] = await rows();
    for (let attempt = 1; attempt <= 20 && row?.status !== "failed"; attempt += 1) {
      const result = await rejected.runOnce();
      [row] = await rows();
      if (row?.status === "failed") expect(result).toEqual({ sent: 0, failed: 1, retried: 0 });
      else {
        expect(result).toEqual({ sent: 0, failed: 0, retried: 1 });
        expect(row?.nextAttemptAt).toEqual(nextAttemptAt(attempt, row!.createdAt, clock));
        clock = row!.nextAttemptAt;
      }
    }

    // 1 min, 5 min, 30 min, 2 h, then 6 h: 8 tries fit in 24 h.
    expect(row).toMatchObject({ status: "failed", attempts: 8, sentAt: null });
    expect(row?.lastError).toMatch(/550/);
    expect(peer.attempts()).toBe(8);
    expect(peer.received).toHaveLength(0);
    clock = new Date(row!.createdAt.getTime() + 48 * hour);
    expect(await rejected.runOnce()).toEqual({ sent: 0, failed: 0, retried: 0 });
    expect(peer.attempts()).toBe(8);
  });

  it("counts a message queued earlier in the worker's millisecond as due", async () => {
    // The database keeps microseconds, the worker's clock milliseconds.
    const queuedAt = new Date("2026-11-28T12:00:00.123Z");
    await enqueueMessages(db, [testMessage(1)], {});
    await db.execute(sql`update outbox set next_attempt_at = '2026-11-28T12:00:00.123456Z'`);
    const claimed = await claimDueMessages(db, { now: queuedAt, limit: 10 });
    expect(claimed).toHaveLength(1);
    await db.execute(sql`update outbox set status = 'pending', next_attempt_at = '2026-11-28T12:00:00.124Z'`);
    expect(await claimDueMessages(db, { now: queuedAt, limit: 10 })).toEqual([]);
  });

  it("lets two workers share the outbox without sending any message twice", async () => {
    const peer = await openPeer();
    await enqueueMessages(
      db,
      Array.from({ length: 20 }, (_, n) => testMessage(n)),
      {},
    );
    await startClock();

    // Two claims at once never take the same row (SKIP LOCKED); release them again afterwards.
    const [first, second] = await Promise.all([
      claimDueMessages(db, { now: clock, limit: 20, lockMs: 1 }),
      claimDueMessages(db, { now: clock, limit: 20, lockMs: 1 }),
    ]);
    const claimed = [...first, ...second].map((row) => row.id);
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(claimed).toHaveLength(20);
    clock = new Date(clock.getTime() + 1_000); // their claims have run out

    const drain = async (mailWorker: MailWorker) => {
      let sent = 0;
      for (;;) {
        const result = await mailWorker.runOnce();
        if (result.sent + result.failed + result.retried === 0) return sent;
        sent += result.sent;
      }
    };
    const [a, b] = await Promise.all([drain(worker(smtp(peer.port), { batchSize: 3 })), drain(worker(smtp(peer.port), { batchSize: 3 }))]);

    expect(a + b).toBe(20);
    const subjects = peer.received.map((message) => subjectOf(message.raw)).sort();
    expect(subjects).toEqual(Array.from({ length: 20 }, (_, n) => `Message ${n}`).sort());
    expect((await rows()).every((row) => row.status === "sent")).toBe(true);
  });

  it("keeps sending while submissions keep coming, pausing between full batches to leave them the thread", async () => {
    await enqueueMessages(
      db,
      Array.from({ length: 30 }, (_, n) => testMessage(n)),
      {},
    );
    const sentAt: number[] = [];
    let nudgeWorker = () => {};
    const busy: MailTransport = {
      describe: "a transport that takes 20 ms, while a new submission arrives with every message",
      async send() {
        nudgeWorker();
        await new Promise((resolve) => setTimeout(resolve, 20));
        sentAt.push(performance.now());
      },
      close: () => undefined,
    };
    const mailWorker = worker(busy, { batchSize: 10, realClock: true });
    nudgeWorker = () => mailWorker.nudge();
    mailWorker.nudge();
    await vi.waitFor(async () => expect((await rows()).every((row) => row.status === "sent")).toBe(true), {
      timeout: 10_000,
      interval: 50,
    });
    expect(sentAt).toHaveLength(30);
    // Each batch of 10 takes at least 20 ms; the next starts only after three times as long.
    expect(sentAt[10]! - sentAt[9]!).toBeGreaterThanOrEqual(60);
    expect(sentAt[20]! - sentAt[19]!).toBeGreaterThanOrEqual(60);
  });

  it("sends messages about one record to one person in the order they were written, others alongside", async () => {
    const inquiryOf = async (email: string) => {
      const [row] = await db
        .insert(inquiries)
        .values({ firstName: "Ada", lastName: "Lovelace", email, phone: "+1 416 555 0100", submissionKey: crypto.randomUUID() })
        .returning({ id: inquiries.id });
      return row!.id;
    };
    const ada = await inquiryOf("ada@example.com");
    const grace = await inquiryOf("grace@example.com");
    const to = (recipient: string, subject: string) => ({ ...testMessage(0), recipients: [recipient], subject });
    // Written one after another, as a booking and then its move are.
    await enqueueMessages(db, [to("ada@example.com", "Booked")], { inquiryId: ada });
    await enqueueMessages(db, [to("ada@example.com", "Moved")], { inquiryId: ada });
    await enqueueMessages(db, [to("grace@example.com", "Other")], { inquiryId: grace });
    await startClock();
    const arrived: string[] = [];
    const slowFirst: MailTransport = {
      describe: "a transport that takes 200 ms over the first message",
      async send(message) {
        if (message.subject === "Booked") await new Promise((resolve) => setTimeout(resolve, 200));
        arrived.push(message.subject);
      },
      close: () => undefined,
    };
    expect(await worker(slowFirst).runOnce()).toEqual({ sent: 3, failed: 0, retried: 0 });
    expect(arrived).toEqual(["Other", "Booked", "Moved"]);
  });

  it("writes an .eml file under dataDir/mail when no SMTP server is configured", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "outbox-mail-"));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const logged = vi.spyOn(log, "info").mockImplementation(() => undefined);
    const transport = createMailTransport({ mailFrom: from, dataDir });
    cleanups.push(() => transport.close());
    await enqueueMessages(db, [{ ...testMessage(1), recipients: ["a@example.com", "b@example.com"] }], {});
    await startClock();

    expect(await worker(transport).runOnce()).toEqual({ sent: 1, failed: 0, retried: 0 });

    const files = await readdir(path.join(dataDir, "mail"));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T.*\.eml$/);
    const raw = await readFile(path.join(dataDir, "mail", files[0]!), "utf8");
    expect(subjectOf(raw)).toBe("Message 1");
    expect(raw).toMatch(/^To: a@example.com, b@example.com\r?$/m);
    expect(raw).toContain("Body 1");
    expect(logged).toHaveBeenCalledWith(expect.stringContaining(path.join(dataDir, "mail", files[0]!)));
    expect(await rows()).toMatchObject([{ status: "sent" }]);
  });

  it("stop() waits for the send in flight", async () => {
    const peer = await openPeer({ hold: true });
    await enqueueMessages(db, [testMessage(1)], {});
    const mailWorker = worker(smtp(peer.port), { realClock: true });

    mailWorker.nudge();
    await peer.arrived; // the worker is now waiting for the peer's answer
    let stopped = false;
    const stopping = mailWorker.stop().then(() => (stopped = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);

    peer.release();
    await stopping;
    expect(peer.received).toHaveLength(1);
    expect(await rows()).toMatchObject([{ status: "sent", attempts: 1 }]);
  });
});

describe("mail worker without a database", () => {
  it("logs a failing poll and tries again at the next one, without crashing", async () => {
    const broken = new Proxy({} as Database, {
      get() {
        throw new Error("database is down");
      },
    });
    const logs: string[] = [];
    let secondFailure = () => {};
    const twice = new Promise<void>((resolve) => (secondFailure = resolve));
    const transport: MailTransport = { describe: "nowhere", send: async () => undefined, close: () => undefined };
    const mailWorker = startMailWorker({
      db: broken,
      transport,
      from,
      pollMs: 10,
      log: (line) => {
        logs.push(line);
        if (logs.length === 2) secondFailure();
      },
    });
    await twice;
    await mailWorker.stop();
    expect(logs[0]).toMatch(/outbox could not be read: database is down/);
    await expect(mailWorker.runOnce()).rejects.toThrow("database is down");
  });
});

describe("the built server's mail", () => {
  it("delivers a submission's e-mails over SMTP as they were queued, and reports a refusal back", async () => {
    const peer = await startPeer();
    const refusing = await startPeer({ reject: true });
    const servers: RunningServer[] = [];
    try {
      const env = { NOTIFY_EMAILS: "team@example.ca", FORM_MIN_FILL_SECONDS: "0", MAIL_POLL_SECONDS: "1" };
      const server = await startServer({ ...env, SMTP_URL: `smtp://127.0.0.1:${peer.port}` });
      servers.push(server);
      expect(server.output()).toMatch(/mail: SMTP smtp:\/\/127\.0\.0\.1:\d+"/);
      await submitCioApplication(server, { firstName: "Thread", lastName: "Test", email: "thread@example.ca" });
      await vi.waitFor(() => expect(peer.received).toHaveLength(2), { timeout: 20_000, interval: 100 });
      expect(peer.received.map((mail) => mail.to).sort()).toEqual([["team@example.ca"], ["thread@example.ca"]]);
      // Written with the submission, sent as written: the team's e-mail names the applicant, the
      // applicant's greets them and carries their withdrawal link.
      const text = (to: string) => decodeQuotedPrintable(peer.received.find((mail) => mail.to[0] === to)?.raw ?? "");
      expect(text("team@example.ca")).toMatch(/A CIO applied to join the network[\s\S]*Thread[\s\S]*thread@example\.ca/);
      expect(text("thread@example.ca")).toMatch(/Hello Thread,[\s\S]*\/withdraw\//);

      // A refused message is an error the worker sees: it is retried later, never counted as sent.
      const refused = await startServer({ ...env, SMTP_URL: `smtp://127.0.0.1:${refusing.port}` });
      servers.push(refused);
      await submitCioApplication(refused, { firstName: "Thread", lastName: "Refused", email: "refused@example.ca" });
      await vi.waitFor(() => expect(refused.output()).toMatch(/attempt 1 failed \(retried\): .*Mailbox unavailable/), {
        timeout: 20_000,
        interval: 100,
      });
      expect(refusing.received).toHaveLength(0);
    } finally {
      for (const server of servers) expect(await server.stop()).toBe(0);
      await peer.close();
      await refusing.close();
    }
  }, 90_000);
});
