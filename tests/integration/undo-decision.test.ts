import os from "node:os";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { applicationDetail } from "~/server/admin/application-details.server";
import { decideApplication } from "~/server/admin/applications.server";
import { listPendingDecisions, pendingDecisionOf } from "~/server/admin/pending-decisions.server";
import { undoDecision } from "~/server/admin/undo-decision.server";
import type { Database, DatabaseHandle } from "~/server/db/client.server";
import { applications, outbox } from "~/server/db/schema.server";
import { claimDueMessages } from "~/server/mail/outbox.server";
import { createMailTransport } from "~/server/mail/transport.server";
import { startMailWorker } from "~/server/mail/worker.server";
import { insertApplication } from "../support/applications";
import { databaseKinds, openTestDatabase } from "../support/database";
import { type SmtpPeer, startSmtpPeer, subjectOf } from "../support/smtp-peer";
import { until } from "../support/until";

// A decision's e-mail waits out the undo window in the outbox; Undo inside it cancels the e-mail and
// leaves the record undecided, with both entries in the history. The mail worker runs on a clock the
// test sets, against a real SMTP peer, on both databases. Over HTTP: undo-decision-http.test.ts.

const admin = "decider@example.ca";
const second = "second.decider@example.ca";
const from = "Fractional CIO Canada <no-reply@example.ca>";
const baseUrl = "https://cio.example.ca";
const windowMs = 10 * 60_000;
const notify = { notify: true, baseUrl, undoWindowMs: windowMs };
const welcome = "Welcome to the Fractional CIO Canada network";

describe.each(databaseKinds)("the undo window on %s", (kind) => {
  let handle: DatabaseHandle;
  let peer: SmtpPeer;
  const cleanups: (() => unknown)[] = [];
  // An hour ahead of the real clock, on a whole minute: an e-mail queued without a window is due at
  // the database's now, which must come before the decision's own moment for nothing to be pending.
  const decidedAt = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 3_600_000);
  const after = (minutes: number) => new Date(decidedAt.getTime() + minutes * 60_000);

  /** Runs the mail worker once, its clock at `now`, as the server's would at that moment. */
  const deliverAt = async (now: Date) => {
    const transport = createMailTransport({ smtpUrl: peer.url, mailFrom: from, dataDir: os.tmpdir() });
    const worker = startMailWorker({ db: handle.db, transport, from, pollMs: 3_600_000, log: () => {}, now: () => now });
    cleanups.push(
      () => transport.close(),
      () => worker.stop(),
    );
    return worker.runOnce();
  };
  const subjectsReceived = () => peer.received.map((mail) => subjectOf(mail.raw));
  const historyOf = async (id: string) =>
    (await applicationDetail(handle.db, id))?.events.map((event) => [event.kind, event.status, event.actor]);
  const recordOf = async (id: string) =>
    (
      await handle.db
        .select({ status: applications.status, stage: applications.stage, decidedAt: applications.decidedAt })
        .from(applications)
        .where(eq(applications.id, id))
    )[0];
  const ada = () => insertApplication(handle.db, { type: "CIO", firstName: "Ada", lastName: "Byron", email: "ada@example.ca" });
  const accept = (id: string, now = decidedAt, adminEmail = admin) =>
    decideApplication(handle.db, { id, status: "Accepted", adminEmail, now, applicant: notify });

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  beforeEach(async () => {
    await handle.db.delete(outbox);
    await handle.db.delete(applications);
    peer = await startSmtpPeer();
    cleanups.push(peer.close);
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("holds the e-mail until the window closes, then the worker sends it once", async () => {
    const { id } = await ada();
    await accept(id);
    const [queued] = await handle.db.select().from(outbox);
    expect(queued).toMatchObject({ kind: "decision-accepted", status: "pending", nextAttemptAt: after(10) });

    expect(await deliverAt(after(9.99))).toMatchObject({ sent: 0 });
    expect(await pendingDecisionOf(handle.db, id, after(9.99))).toMatchObject({ status: "Accepted", decidedBy: admin, emailAt: after(10) });

    expect(await deliverAt(after(10))).toMatchObject({ sent: 1 });
    expect(subjectsReceived()).toEqual([welcome]);
    expect(await pendingDecisionOf(handle.db, id, after(10))).toBeNull();
    expect(await undoDecision(handle.db, { id, decidedAt, adminEmail: admin, now: after(11) })).toEqual({ outcome: "too-late" });
  });

  it("sends at once with no window, as before", async () => {
    const { id } = await ada();
    await decideApplication(handle.db, {
      id,
      status: "Accepted",
      adminEmail: admin,
      now: decidedAt,
      applicant: { ...notify, undoWindowMs: 0 },
    });
    expect(await pendingDecisionOf(handle.db, id, decidedAt)).toBeNull();
    expect(await deliverAt(new Date(Date.now() + 25))).toMatchObject({ sent: 1 });
  });

  it("Undo inside the window cancels the e-mail: the peer never gets it, the record is undecided, the history has both", async () => {
    const { id } = await ada();
    await accept(id);
    expect(await undoDecision(handle.db, { id, decidedAt, adminEmail: admin, now: after(2) })).toEqual({
      outcome: "undone",
      name: "Ada Byron",
      status: "Accepted",
    });
    expect(await handle.db.select().from(outbox)).toEqual([]);
    expect(await deliverAt(after(60))).toMatchObject({ sent: 0 });
    expect(peer.received).toEqual([]);
    // Back as a reopening leaves it: undecided, a CIO in Screening.
    expect(await recordOf(id)).toEqual({ status: null, stage: "screening", decidedAt: null });
    expect(await historyOf(id)).toEqual([
      ["decided", "Accepted", admin],
      ["applicant-notified", "Accepted", admin],
      ["decision-undone", "Accepted", admin],
    ]);
    expect(await listPendingDecisions(handle.db, after(2))).toEqual([]);
  });

  it("refuses an Undo once the worker has claimed the e-mail, and the e-mail goes", async () => {
    const { id } = await ada();
    await accept(id);
    const claimed = await claimDueMessages(handle.db, { now: after(10), limit: 10 });
    expect(claimed.map((row) => row.kind)).toEqual(["decision-accepted"]);
    expect(await undoDecision(handle.db, { id, decidedAt, adminEmail: admin, now: after(10) })).toEqual({ outcome: "too-late" });
    expect(await recordOf(id)).toMatchObject({ status: "Accepted" });
    expect((await historyOf(id))?.map(([event]) => event)).toEqual(["decided", "applicant-notified"]);
  });

  it("undoes once: a second Undo, by anyone, does nothing and says the decision is no longer there", async () => {
    const { id } = await ada();
    await accept(id);
    expect(await undoDecision(handle.db, { id, decidedAt, adminEmail: second, now: after(1) })).toMatchObject({ outcome: "undone" });
    expect(await undoDecision(handle.db, { id, decidedAt, adminEmail: admin, now: after(2) })).toEqual({
      outcome: "changed",
      status: null,
      decidedBy: null,
    });
    // The second admin's Undo is the one in the history.
    expect((await historyOf(id))?.at(-1)).toEqual(["decision-undone", "Accepted", second]);
    expect((await historyOf(id))?.filter(([event]) => event === "decision-undone")).toHaveLength(1);
  });

  it("does not undo a decision made again since the page was shown", async () => {
    const { id } = await ada();
    await accept(id);
    await undoDecision(handle.db, { id, decidedAt, adminEmail: admin, now: after(1) });
    await decideApplication(handle.db, { id, status: "Denied", adminEmail: second, now: after(2), applicant: notify });
    expect(await undoDecision(handle.db, { id, decidedAt, adminEmail: admin, now: after(3) })).toEqual({
      outcome: "changed",
      status: "Denied",
      decidedBy: second,
    });
    expect(await listPendingDecisions(handle.db, after(3))).toMatchObject([
      { id, status: "Denied", decidedBy: second, emailAt: after(12) },
    ]);
  });

  it("has nothing to undo for a decision made without an e-mail, or a record that is not there", async () => {
    const { id } = await ada();
    await decideApplication(handle.db, {
      id,
      status: "Accepted",
      adminEmail: admin,
      now: decidedAt,
      applicant: { ...notify, notify: false },
    });
    expect(await undoDecision(handle.db, { id, decidedAt, adminEmail: admin, now: after(1) })).toEqual({ outcome: "no-email" });
    expect(await undoDecision(handle.db, { id: "not-a-uuid", decidedAt, adminEmail: admin, now: after(1) })).toEqual({
      outcome: "not-found",
    });
  });

  // Two connections at once: PostgreSQL only (PGlite has one connection, so one runs after the other).
  if (kind === "postgres")
    it("waits for a worker's claim in flight, then refuses: the two never both win", async () => {
      const { id } = await ada();
      await accept(id);
      let undo: Promise<unknown> | undefined;
      await handle.db.transaction(async (tx) => {
        // The worker's claim, not yet committed: it holds the e-mail's row.
        const claimed = await claimDueMessages(tx as unknown as Database, { now: after(10), limit: 10 });
        expect(claimed).toHaveLength(1);
        undo = undoDecision(handle.db, { id, decidedAt, adminEmail: admin, now: after(10) });
        await until(
          async () => {
            const { rows } = (await handle.db.execute(
              sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
            )) as unknown as { rows: { waiting: number }[] };
            return (rows[0]?.waiting ?? 0) > 0;
          },
          10_000,
          "the Undo waiting for the claim's lock",
        );
      });
      expect(await undo).toEqual({ outcome: "too-late" });
      expect(await recordOf(id)).toMatchObject({ status: "Accepted" });
    });
});
