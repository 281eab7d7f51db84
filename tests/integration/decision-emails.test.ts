import os from "node:os";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { applicationDetail, reopenDecision } from "~/server/admin/application-details.server";
import { decideApplication } from "~/server/admin/applications.server";
import type { DatabaseHandle } from "~/server/db/client.server";
import { applications, outbox, personalDataDeletions } from "~/server/db/schema.server";
import { claimDueMessages } from "~/server/mail/outbox.server";
import { createMailTransport } from "~/server/mail/transport.server";
import { startMailWorker } from "~/server/mail/worker.server";
import { withdrawApplication } from "~/server/privacy/withdrawal.server";
import { insertApplication } from "../support/applications";
import { databaseKinds, openTestDatabase } from "../support/database";
import { type SmtpPeer, startSmtpPeer, subjectOf } from "../support/smtp-peer";

// A decision's e-mail is queued with the decision, in its transaction, so neither exists without
// the other. One still waiting in the outbox when the applicant withdraws, has their data deleted,
// or the admin reopens, never goes out after that. The mail worker, a real SMTP peer and both
// databases, without HTTP (the pages are in decision-emails-http.test.ts).

const admin = "decider@example.ca";
const from = "Fractional CIO Canada <no-reply@example.ca>";
const baseUrl = "https://cio.example.ca";
const config = {
  baseUrl,
  adminEmails: [admin],
  smtpUrl: "smtp://127.0.0.1:2525",
  dataDir: "/nonexistent",
  privacy: { contactEmail: "privacy@cio.example.ca", retention: { spamDays: 30, closedMonths: 24, mailBodyDays: 90 } },
};
const notify = { notify: true, baseUrl };
const welcome = "Welcome to the Fractional CIO Canada network";
const declined = "Your application to Fractional CIO Canada";

describe.each(databaseKinds)("a decision e-mail waiting in the outbox on %s", (kind) => {
  let handle: DatabaseHandle;
  let peer: SmtpPeer;
  const cleanups: (() => unknown)[] = [];
  const now = new Date();
  /** A moment `minutes` after the decision: each step of a story happens at its own time. */
  const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

  /**
   * Runs the mail worker once against the peer, as the server's would: a moment after the last
   * step (the server's worker is nudged 25 ms after a message is queued).
   */
  const deliver = async () => {
    const transport = createMailTransport({ smtpUrl: peer.url, mailFrom: from, dataDir: os.tmpdir() });
    const worker = startMailWorker({
      db: handle.db,
      transport,
      from,
      pollMs: 3_600_000,
      log: () => {},
      now: () => new Date(Date.now() + 25),
    });
    cleanups.push(
      () => transport.close(),
      () => worker.stop(),
    );
    return worker.runOnce();
  };
  const subjectsReceived = () => peer.received.map((mail) => subjectOf(mail.raw));
  const historyOf = async (id: string) =>
    (await applicationDetail(handle.db, id))?.events.map((event) => [event.kind, event.status, event.actor]);
  const ada = () => insertApplication(handle.db, { type: "CIO", firstName: "Ada", lastName: "Byron", email: "ada@example.ca" });

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  beforeEach(async () => {
    await handle.db.delete(outbox);
    await handle.db.delete(applications);
    await handle.db.delete(personalDataDeletions);
    peer = await startSmtpPeer();
    cleanups.push(peer.close);
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("is queued with the decision and delivered by the worker, to the applicant only", async () => {
    const { id } = await ada();
    expect(await decideApplication(handle.db, { id, status: "Accepted", adminEmail: admin, now, applicant: notify })).toMatchObject({
      outcome: "decided",
      notified: true,
    });
    const [queued] = await handle.db.select().from(outbox);
    expect(queued).toMatchObject({ kind: "decision-accepted", recipients: ["ada@example.ca"], applicationId: id, status: "pending" });
    expect(await deliver()).toEqual({ sent: 1, failed: 0, retried: 0 });
    expect(peer.received.map((mail) => [mail.to, subjectOf(mail.raw)])).toEqual([[["ada@example.ca"], welcome]]);
    expect(await historyOf(id)).toEqual([
      ["decided", "Accepted", admin],
      ["applicant-notified", "Accepted", admin],
    ]);
  });

  it("goes nowhere once the applicant has withdrawn; the history says it was cancelled", async () => {
    const { id } = await ada();
    await decideApplication(handle.db, { id, status: "Accepted", adminEmail: admin, now, applicant: notify });
    expect(await withdrawApplication({ db: handle.db, config, now: later(1) }, { id, deleteData: false })).toBe("withdrawn");
    expect(await deliver()).toEqual({ sent: 1, failed: 0, retried: 0 });
    expect(subjectsReceived()).toEqual(["Your CIO application is withdrawn – Fractional CIO Canada"]);
    expect(await historyOf(id)).toEqual([
      ["decided", "Accepted", admin],
      ["applicant-notified", "Accepted", admin],
      ["withdrawn", null, "the applicant"],
      ["decision-email-cancelled", "Accepted", "the applicant"],
    ]);
  });

  it("goes nowhere once the applicant has had their data deleted", async () => {
    const { id } = await ada();
    await decideApplication(handle.db, { id, status: "Denied", adminEmail: admin, now, applicant: notify });
    expect((await handle.db.select().from(outbox)).map((row) => row.kind)).toEqual(["decision-denied"]);
    expect(await withdrawApplication({ db: handle.db, config, now: later(1) }, { id, deleteData: true })).toBe("deleted");
    await deliver();
    expect(subjectsReceived()).toEqual(["Your CIO application is withdrawn – Fractional CIO Canada"]);
  });

  it("is replaced by the new decision's when the admin reopens before it went out", async () => {
    const { id } = await ada();
    await decideApplication(handle.db, { id, status: "Accepted", adminEmail: admin, now, applicant: notify });
    expect(await reopenDecision(handle.db, { id, reason: "Wrong row", adminEmail: admin, now: later(1) })).toBe("reopened");
    await decideApplication(handle.db, { id, status: "Denied", adminEmail: admin, now: later(2), applicant: notify });
    expect(await deliver()).toEqual({ sent: 1, failed: 0, retried: 0 });
    expect(subjectsReceived()).toEqual([declined]);
    expect((await historyOf(id))?.map(([kind, status]) => `${kind} ${status}`)).toEqual([
      "decided Accepted",
      "applicant-notified Accepted",
      "reopened null",
      "decision-email-cancelled Accepted",
      "decided Denied",
      "applicant-notified Denied",
    ]);
  });

  it("is left to a worker that is sending it already", async () => {
    const { id } = await ada();
    await decideApplication(handle.db, { id, status: "Accepted", adminEmail: admin, now, applicant: notify });
    // A live worker's claim: the message is on its way to the mail server as the applicant withdraws.
    const [claimed] = await claimDueMessages(handle.db, { now: new Date(Date.now() + 1_000), limit: 10 });
    await withdrawApplication({ db: handle.db, config, now: later(1) }, { id, deleteData: false });
    const [row] = await handle.db.select().from(outbox).where(eq(outbox.id, claimed!.id));
    expect(row).toMatchObject({ kind: "decision-accepted", status: "sending" });
    expect((await historyOf(id))?.map(([kind]) => kind)).toEqual(["decided", "applicant-notified", "withdrawn"]);
  });

  it("is queued once when two admins decide at once", async () => {
    for (let round = 0; round < 5; round++) {
      const { id } = await insertApplication(handle.db, { type: "CIO", firstName: `Twice${round}`, email: `twice${round}@example.ca` });
      const outcomes = await Promise.all([
        decideApplication(handle.db, { id, status: "Accepted", adminEmail: admin, now, applicant: notify }),
        decideApplication(handle.db, { id, status: "Denied", adminEmail: "other@example.ca", now, applicant: notify }),
      ]);
      const winner = outcomes.find((outcome) => outcome.outcome === "decided");
      expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual(["already-decided", "decided"]);
      const queued = await handle.db.select().from(outbox).where(eq(outbox.applicationId, id));
      expect(queued.map((row) => row.kind)).toEqual([
        winner?.outcome === "decided" && winner.status === "Accepted" ? "decision-accepted" : "decision-denied",
      ]);
    }
  });
});
