import { randomUUID } from "node:crypto";
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type DatabaseHandle, openPostgres } from "~/server/db/client.server";
import {
  applicationCounts,
  applicationEvents,
  applicationNotes,
  applications,
  dailyJobs,
  inquiries,
  outbox,
} from "~/server/db/schema.server";
import { CLEARED_SUBJECT, monthsBefore, runRetention, startRetentionJob } from "~/server/privacy/retention.server";
import { insertApplication, type NewApplication } from "../support/applications";
import { createPostgresDatabase, databaseKinds, openTestDatabase } from "../support/database";
import { startServer } from "../support/server";

// Retention, so nothing is kept longer than the privacy policy says: the daily job on an injected
// clock. Rows a minute inside their period stay, rows a minute past it go; several instances at
// once do the work once. PGlite and PostgreSQL.

const retention = { spamDays: 30, closedMonths: 24, mailBodyDays: 90 };
const now = new Date("2026-11-21T03:00:00Z");
const DAY = 86_400_000;
const MINUTE = 60_000;
const ago = (ms: number) => new Date(now.getTime() - ms);
const closedCutoff = monthsBefore(now, 24);
const justInside = (cutoff: Date) => new Date(cutoff.getTime() + MINUTE);
const justPast = (cutoff: Date) => new Date(cutoff.getTime() - MINUTE);

describe.each(databaseKinds)("the retention job on %s", (kind) => {
  let handle: DatabaseHandle;
  let mailFolder: string;

  const add = (values: NewApplication) => insertApplication(handle.db, { createdAt: ago(1000 * DAY), ...values });
  const addInquiry = async (firstName: string, values: Partial<typeof inquiries.$inferInsert>) => {
    const [row] = await handle.db
      .insert(inquiries)
      .values({
        firstName,
        lastName: "Person",
        email: `${firstName}@example.ca`,
        phone: "1",
        submissionKey: randomUUID(),
        createdAt: ago(1000 * DAY),
        ...values,
      })
      .returning();
    return row!;
  };
  const addMail = async (kind: string, values: Partial<typeof outbox.$inferInsert>) => {
    const [row] = await handle.db
      .insert(outbox)
      .values({
        kind,
        recipients: ["someone@example.ca"],
        replyTo: "applicant@example.ca",
        subject: `Subject of ${kind}`,
        textBody: "Body",
        htmlBody: "<p>Body</p>",
        ...values,
      })
      .returning();
    return row!;
  };
  const names = async (table: typeof applications | typeof inquiries) =>
    (await handle.db.select({ name: table.firstName }).from(table)).map((row) => row.name).sort();

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    mailFolder = await mkdtemp(path.join(os.tmpdir(), "cio-retention-"));
  });
  afterAll(async () => {
    await handle.close();
    await rm(mailFolder, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await handle.db.delete(outbox);
    await handle.db.delete(applications);
    await handle.db.delete(inquiries);
    await handle.db.delete(dailyJobs);
    await handle.db.delete(applicationCounts);
  });

  it("deletes spam, and closed applications and inquiries, just past their periods, with their notes, history and e-mails", async () => {
    const spamCutoff = ago(30 * DAY);
    await add({ firstName: "SpamOld", spamReason: "too fast", createdAt: justPast(spamCutoff) });
    await add({ firstName: "SpamNew", spamReason: "too fast", createdAt: justInside(spamCutoff) });
    const deniedOld = await add({ firstName: "DeniedOld", status: "Denied", decidedAt: justPast(closedCutoff) });
    await add({ firstName: "DeniedNew", status: "Denied", decidedAt: justInside(closedCutoff) });
    await add({ firstName: "WithdrawnOld", status: "Withdrawn", withdrawnAt: justPast(closedCutoff) });
    // Received long ago, withdrawn recently: the period runs from the withdrawal.
    await add({ firstName: "WithdrawnNew", status: "Withdrawn", withdrawnAt: justInside(closedCutoff) });
    // Accepted and undecided applications are kept however old.
    await add({ firstName: "AcceptedOld", status: "Accepted", decidedAt: ago(2000 * DAY), createdAt: ago(2000 * DAY) });
    const pendingOld = await add({ firstName: "PendingOld", createdAt: ago(2000 * DAY) });
    await handle.db.insert(applicationNotes).values({ applicationId: deniedOld.id, author: "a@example.ca", body: "note" });
    await handle.db.insert(applicationEvents).values([
      { applicationId: deniedOld.id, kind: "decided", status: "Denied", actor: "a@example.ca" },
      { applicationId: pendingOld.id, kind: "introduced", otherApplicationId: deniedOld.id, actor: "a@example.ca" },
    ]);
    const deniedMail = await addMail("application-confirmation", { applicationId: deniedOld.id, status: "pending" });

    await addInquiry("spamold", { spamReason: "x", createdAt: justPast(spamCutoff) });
    await addInquiry("spamnew", { spamReason: "x", createdAt: justInside(spamCutoff) });
    const handledOld = await addInquiry("handledold", { handledAt: justPast(closedCutoff), handledBy: "a@example.ca" });
    await addInquiry("handlednew", { handledAt: justInside(closedCutoff), handledBy: "a@example.ca" });
    await addInquiry("unhandled", {});
    await addMail("inquiry-confirmation", { inquiryId: handledOld.id, status: "pending" });

    const run = await runRetention(handle.db, { now, retention, mailFolder: null, baseUrl: "https://cio.example.ca" });
    expect(run).toEqual({
      ran: true,
      counts: {
        spamApplications: 1,
        closedApplications: 2,
        spamInquiries: 1,
        handledInquiries: 1,
        pastCalls: 0,
        emailsOfDeletedRecords: 2,
        emailBodiesCleared: 0,
        failedEmailsDeleted: 0,
        oldEmailRecordsDeleted: 0,
        mailFiles: 0,
      },
    });
    expect(await names(applications)).toEqual(["AcceptedOld", "DeniedNew", "PendingOld", "SpamNew", "WithdrawnNew"]);
    expect(await names(inquiries)).toEqual(["handlednew", "spamnew", "unhandled"]);
    expect(await handle.db.select().from(applicationNotes)).toEqual([]);
    const [introduction] = await handle.db.select().from(applicationEvents);
    expect(introduction).toMatchObject({ applicationId: pendingOld.id, otherApplicationId: null });
    expect(await handle.db.select().from(outbox).where(eq(outbox.id, deniedMail.id))).toEqual([]);
    // The list's counters followed the deletions.
    const counters = await handle.db
      .select({ status: applicationCounts.status, n: sql<number>`sum(${applicationCounts.count})::int` })
      .from(applicationCounts)
      .groupBy(applicationCounts.status);
    expect(Object.fromEntries(counters.filter((row) => row.n !== 0).map((row) => [row.status, row.n]))).toEqual({
      Accepted: 1,
      Denied: 1,
      Withdrawn: 1,
      pending: 1,
    });
  });

  it("clears sent e-mails' subjects and bodies after 90 days, keeping the record of the sending until it is 24 months old", async () => {
    const bodyCutoff = ago(90 * DAY);
    const oldSent = await addMail("application-notification", { status: "sent", sentAt: justPast(bodyCutoff) });
    const newSent = await addMail("application-notification", { status: "sent", sentAt: justInside(bodyCutoff) });
    await addMail("introduction-cio", { status: "sent", sentAt: justPast(closedCutoff) });
    const keptRecord = await addMail("introduction-cio", {
      status: "sent",
      sentAt: justInside(closedCutoff),
      subject: CLEARED_SUBJECT,
      textBody: "",
      htmlBody: "",
    });
    await addMail("inquiry-confirmation", { status: "failed", createdAt: justPast(bodyCutoff) });
    const newFailed = await addMail("inquiry-confirmation", { status: "failed", createdAt: justInside(bodyCutoff) });
    // Waiting mail is never touched, however old.
    const pending = await addMail("inquiry-confirmation", { status: "pending", createdAt: ago(1000 * DAY) });

    // Mail files of the .eml mode follow the same period.
    await mkdir(mailFolder, { recursive: true });
    for (const [name, time] of [
      ["old.eml", justPast(bodyCutoff)],
      ["new.eml", justInside(bodyCutoff)],
    ] as const) {
      await writeFile(path.join(mailFolder, name), "To: someone@example.ca\r\n\r\nBody");
      await utimes(path.join(mailFolder, name), time, time);
    }

    const run = await runRetention(handle.db, { now, retention, mailFolder, baseUrl: "https://cio.example.ca" });
    expect(run).toMatchObject({
      ran: true,
      counts: { emailBodiesCleared: 1, failedEmailsDeleted: 1, oldEmailRecordsDeleted: 1, mailFiles: 1 },
    });
    const rows = await handle.db.select().from(outbox);
    expect(rows.map((row) => row.id).sort()).toEqual([oldSent.id, newSent.id, keptRecord.id, newFailed.id, pending.id].sort());
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(oldSent.id)).toMatchObject({
      subject: CLEARED_SUBJECT,
      textBody: "",
      htmlBody: "",
      replyTo: null,
      kind: "application-notification",
      recipients: ["someone@example.ca"],
      status: "sent",
    });
    expect(byId.get(newSent.id)).toMatchObject({
      subject: "Subject of application-notification",
      textBody: "Body",
      replyTo: "applicant@example.ca",
    });
    expect(byId.get(pending.id)).toMatchObject({ textBody: "Body", status: "pending" });
    expect(await readdir(mailFolder)).toEqual(["new.eml"]);
  });

  it("runs once a day however often it is asked, and records what it did", async () => {
    await add({ firstName: "SpamOld", spamReason: "x", createdAt: ago(31 * DAY) });
    expect(await runRetention(handle.db, { now, retention, mailFolder: null, baseUrl: "https://cio.example.ca" })).toMatchObject({
      ran: true,
    });
    await add({ firstName: "SpamOld2", spamReason: "x", createdAt: ago(31 * DAY) });
    expect(
      await runRetention(handle.db, {
        now: new Date(now.getTime() + 20 * 3_600_000),
        retention,
        mailFolder: null,
        baseUrl: "https://cio.example.ca",
      }),
    ).toEqual({
      ran: false,
    });
    expect(await names(applications)).toEqual(["SpamOld2"]);
    const [job] = await handle.db.select().from(dailyJobs);
    expect(job).toMatchObject({ job: "retention", lastRunOn: "2026-11-21", lastResult: { spamApplications: 1 } });
    // The next UTC day it runs again.
    const tomorrow = new Date("2026-11-22T00:05:00Z");
    expect(await runRetention(handle.db, { now: tomorrow, retention, mailFolder: null, baseUrl: "https://cio.example.ca" })).toMatchObject({
      ran: true,
      counts: { spamApplications: 1 },
    });
  });

  it("does the work once when asked several times at the same moment", async () => {
    // On PostgreSQL the runs take different connections of the pool, so they truly overlap.
    for (let index = 0; index < 5; index += 1) await add({ firstName: `Spam${index}`, spamReason: "x", createdAt: ago(31 * DAY) });
    const runs = await Promise.all(
      [1, 2, 3].map(() => runRetention(handle.db, { now, retention, mailFolder: null, baseUrl: "https://cio.example.ca" })),
    );
    expect(runs.filter((run) => run.ran)).toHaveLength(1);
    expect(runs.find((run) => run.ran)).toMatchObject({ counts: { spamApplications: 5 } });
    expect(await handle.db.select().from(applications)).toEqual([]);
  });

  it("starts with the server, logs counts, and stops cleanly", async () => {
    await add({ firstName: "SpamOld", spamReason: "x", createdAt: ago(31 * DAY) });
    const lines: string[] = [];
    const job = startRetentionJob({
      db: handle.db,
      retention,
      mailFolder: null,
      baseUrl: "https://cio.example.ca",
      now: () => now,
      log: (line) => lines.push(line),
    });
    // The server's first check, made during start.
    await job.checkNow();
    await job.stop();
    expect(lines).toEqual([
      "retention: spamApplications 1, closedApplications 0, spamInquiries 0, handledInquiries 0, pastCalls 0, emailsOfDeletedRecords 0, emailBodiesCleared 0, failedEmailsDeleted 0, oldEmailRecordsDeleted 0, mailFiles 0",
    ]);
  });
});

describe.runIf(databaseKinds.includes("postgres"))("the retention job on two PostgreSQL instances", () => {
  it("is run by exactly one of them", async () => {
    const database = await createPostgresDatabase();
    const [first, second] = [await openPostgres(database.url, 3), await openPostgres(database.url, 3)];
    try {
      for (let index = 0; index < 20; index += 1) {
        await first.db.insert(applications).values({
          type: "CIO",
          firstName: `Spam${index}`,
          lastName: "Person",
          email: `spam${index}@example.ca`,
          phone: "1",
          city: "Halifax",
          province: "NS",
          submissionKey: randomUUID(),
          spamReason: "x",
          createdAt: ago(31 * DAY),
        });
      }
      const runs = await Promise.all(
        [first, second, first, second].map((instance) =>
          runRetention(instance.db, { now, retention, mailFolder: null, baseUrl: "https://cio.example.ca" }),
        ),
      );
      expect(runs.filter((run) => run.ran)).toHaveLength(1);
      expect(runs.find((run) => run.ran)).toMatchObject({ counts: { spamApplications: 20 } });
    } finally {
      await first.close();
      await second.close();
      await database.drop();
    }
  });
});

describe.runIf(databaseKinds.includes("postgres"))("a server starting on PostgreSQL", () => {
  it("has run the day's retention before it answers its first request", async () => {
    const database = await createPostgresDatabase();
    const handle = await openPostgres(database.url, 1);
    try {
      await insertApplication(handle.db, { firstName: "LongAgoSpam", spamReason: "x", createdAt: new Date(Date.now() - 400 * DAY) });
      const server = await startServer({ DATABASE_URL: database.url });
      try {
        expect(await handle.db.select({ firstName: applications.firstName }).from(applications)).toEqual([]);
      } finally {
        expect(await server.stop()).toBe(0);
      }
    } finally {
      await handle.close();
      await database.drop();
    }
  });
});
