import { randomUUID } from "node:crypto";
import os from "node:os";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultAvailability } from "~/domain/booking/slots";
import { saveAvailability } from "~/server/booking/availability.server";
import type { Database } from "~/server/db/client.server";
import { inquiries, morningDigests, outbox } from "~/server/db/schema.server";
import { DIGEST_KIND } from "~/server/mail/digest-email.server";
import { chatKinds, chatSender } from "~/server/mail/team-chat.server";
import { createMailTransport } from "~/server/mail/transport.server";
import { startMailWorker } from "~/server/mail/worker.server";
import { startDigestJob } from "~/server/pipeline/morning-digest.server";
import { insertApplication, insertBooking } from "../support/applications";
import { startChatPeer } from "../support/chat-peer";
import { databaseKinds } from "../support/database";
import { startSmtpPeer, subjectOf, textOf } from "../support/smtp-peer";
import { anonymousCompany, networkCio, settings, shortlistFor } from "../support/shortlists";
import { suiteDatabase } from "../support/suite-database";

// The team's morning digest (decision 0088) on PGlite and PostgreSQL, on a clock the test gives
// the job: nothing at 07:59, one e-mail and one chat message at 08:00 listing the overdue replies,
// the shortlist waiting and today's call, nothing more that day; nothing on a weekend or a closed
// date; a late one until noon. Then the worker delivers them to a real SMTP peer and a webhook on
// 127.0.0.1. Two servers on one PostgreSQL: morning-digest-two-servers.test.ts.

const timeZone = "America/Toronto";
/** An instant given as Toronto's wall clock in November and December 2026 (UTC-5). */
const toronto = (isoLocal: string) => new Date(`${isoLocal}-05:00`);
const team = ["digest.team@example.ca", "digest.other@example.ca"];

async function insertInquiry(db: Database, firstName: string, createdAt: Date) {
  const [row] = await db
    .insert(inquiries)
    .values({
      firstName,
      lastName: "Asker",
      email: `${firstName.toLowerCase()}@inquiry.example`,
      phone: "4165550100",
      message: "Hello",
      submissionKey: randomUUID(),
      createdAt,
    })
    .returning();
  return row!;
}

const insertCall = (db: Database, name: string, startsAt: Date) =>
  insertBooking(db, {
    startsAt,
    name,
    company: "Callers Inc",
    email: `${name.toLowerCase()}@call.example`,
    confirmedAt: toronto("2026-11-20T10:00:00"),
    createdAt: toronto("2026-11-20T10:00:00"),
  });

describe.each(databaseKinds)("the morning digest on %s", (kind) => {
  const db = suiteDatabase(kind);
  let chat: Awaited<ReturnType<typeof startChatPeer>>;
  let clock = toronto("2026-11-26T07:59:00");
  let nudges = 0;
  let job: ReturnType<typeof startDigestJob>;
  const seeded: Record<string, string> = {};

  const digests = () =>
    db()
      .select()
      .from(outbox)
      .where(inArray(outbox.kind, [DIGEST_KIND, chatKinds.digest]));
  /** Runs the job once at `at`, as its timer would; answers the digest rows queued so far. */
  const runAt = async (at: string) => {
    clock = toronto(at);
    await job.checkNow();
    return digests();
  };

  beforeAll(async () => {
    chat = await startChatPeer();
    job = startDigestJob({
      db: db(),
      settings: { baseUrl: settings.baseUrl, timeZone, notifyEmails: team, webhookUrl: `http://127.0.0.1:${chat.port}/hooks/digest` },
      queued: () => nudges++,
      now: () => clock,
      checkMs: 3_600_000,
    });
    // Thursday 26 November 2026, the defaults' hours (weekdays 9:00 to 17:00). Overdue at 08:00: a
    // request of Tuesday 10:00 (due Wednesday 10:00) and an inquiry of Monday. Not yet: a request of
    // Wednesday 09:00, due Thursday 09:00.
    seeded.overdue = (
      await insertApplication(db(), {
        type: "Company",
        companyName: "Overdue Outfitters",
        firstName: "Olive",
        lastName: "Late",
        createdAt: toronto("2026-11-24T10:00:00"),
      })
    ).id;
    seeded.inquiry = (await insertInquiry(db(), "Ingrid", toronto("2026-11-23T15:00:00"))).id;
    await insertApplication(db(), { firstName: "Notyet", lastName: "Due", createdAt: toronto("2026-11-25T09:00:00") });
    // A shortlist sent on Wednesday: its CIO has not answered.
    const cio = await insertApplication(db(), networkCio("Wanda"));
    const shortlisted = await shortlistFor(
      db(),
      { ...anonymousCompany, companyName: "Waiting Works", createdAt: toronto("2026-11-20T10:00:00") },
      [cio.id],
      settings,
      toronto("2026-11-25T11:00:00"),
    );
    seeded.shortlistCompany = shortlisted.company.id;
    // A call today at 10:30, and one tomorrow (not today's).
    seeded.call = (await insertCall(db(), "Callum", toronto("2026-11-26T10:30:00"))).id;
    await insertCall(db(), "Tomorrow", toronto("2026-11-27T10:30:00"));
  });

  afterAll(async () => {
    await job?.stop();
    await chat?.close();
  });

  it("sends nothing at 07:59, then one e-mail and one chat message at 08:00, and nothing more that day", async () => {
    expect(await runAt("2026-11-26T07:59:00")).toEqual([]);

    const rows = await runAt("2026-11-26T08:00:00");
    expect(rows.map((row) => row.kind).sort()).toEqual([chatKinds.digest, DIGEST_KIND]);
    expect(nudges).toBe(1);
    const email = rows.find((row) => row.kind === DIGEST_KIND)!;
    expect(email.recipients).toEqual(team);
    expect(email.subject).toBe("Morning digest for Thursday, November 26: 2 overdue replies, 1 shortlist waiting, 1 call today");
    const text = email.textBody!;
    // Who, since when, and the record's address, for each item; the request not yet due is not listed.
    expect(text).toContain(
      "Company request: Overdue Outfitters (Olive Late), received 2026-11-24 10:00 EST, reply was due 2026-11-25 10:00 EST",
    );
    expect(text).toContain(`${settings.baseUrl}/admin/applications/${seeded.overdue}`);
    expect(text).toContain("Inquiry: Ingrid Asker, received 2026-11-23 15:00 EST");
    expect(text).toContain(`${settings.baseUrl}/admin/inquiries?inquiry=${seeded.inquiry}#inquiry-${seeded.inquiry}`);
    expect(text).not.toContain("Notyet");
    expect(text).toContain("3 records await a first reply in all.");
    expect(text).toContain("Wanda Candidate has not answered about Waiting Works (Philippa Brackenridge), asked 2026-11-25 11:00 EST");
    expect(text).toContain(`${settings.baseUrl}/admin/applications/${seeded.shortlistCompany}`);
    expect(text).toContain("10:30: Callum, Callers Inc");
    expect(text).toContain(`${settings.baseUrl}/admin/calls?call=${seeded.call}#call-${seeded.call}`);
    expect(text).not.toContain("Tomorrow");
    expect(text).toContain(`Open today's queue: ${settings.baseUrl}/admin`);
    // The HTML body links each item to its record, escaped.
    expect(email.htmlBody).toContain(
      `<a href="${settings.baseUrl}/admin/calls?call=${seeded.call}#call-${seeded.call}">10:30: Callum, Callers Inc</a>`,
    );
    // The chat message carries the counts and the link, no one's name.
    const chatRow = rows.find((row) => row.kind === chatKinds.digest)!;
    expect(JSON.parse(chatRow.textBody!)).toEqual({
      text: `Morning digest for Thursday, November 26: 2 overdue replies, 1 shortlist waiting, 1 call today — ${settings.baseUrl}/admin`,
    });
    const [claimed] = await db().select().from(morningDigests);
    expect(claimed).toMatchObject({ day: "2026-11-26", counts: { overdue: 2, shortlists: 1, calls: 1, pending: 0 } });

    // Every minute until noon the job looks again, and finds the day sent.
    expect(await runAt("2026-11-26T08:01:00")).toHaveLength(2);
    expect(await runAt("2026-11-26T11:59:00")).toHaveLength(2);
    expect(nudges).toBe(1);
  });

  it("delivers the e-mail once to a real SMTP peer and the chat message once to the webhook", async () => {
    const peer = await startSmtpPeer();
    const transport = createMailTransport({ smtpUrl: peer.url, mailFrom: "digest@example.ca", dataDir: os.tmpdir() });
    const worker = startMailWorker({
      db: db(),
      transport,
      from: "digest@example.ca",
      chat: chatSender(`http://127.0.0.1:${chat.port}/hooks/digest`),
      pollMs: 3_600_000,
      log: () => {},
      now: () => new Date(Date.now() + 25),
    });
    try {
      await worker.runOnce();
      const digestsReceived = peer.received.filter((mail) => subjectOf(mail.raw).startsWith("Morning digest"));
      expect(digestsReceived.map((mail) => [...mail.to].sort())).toEqual([[...team].sort()]);
      expect(textOf(digestsReceived[0]!)).toContain("Overdue Outfitters");
      expect(chat.delivered().map((post) => post.path)).toEqual(["/hooks/digest"]);
      expect(chat.delivered()[0]!.body).toContain("Morning digest for Thursday, November 26");
    } finally {
      await worker.stop();
      transport.close();
      await peer.close();
    }
  });

  it("sends nothing on a weekend or a closed date, and a late digest until noon only", async () => {
    await saveAvailability(db(), { ...defaultAvailability, closedDates: ["2026-11-27"] }, "digest.admin@example.ca", new Date());
    expect(await runAt("2026-11-27T08:00:00")).toHaveLength(2); // Friday, closed
    expect(await runAt("2026-11-28T08:00:00")).toHaveLength(2); // Saturday
    expect(await runAt("2026-11-29T09:00:00")).toHaveLength(2); // Sunday
    // Monday: no server ran between 08:00 and noon, so the day's digest is skipped, not sent stale.
    expect(await runAt("2026-11-30T12:00:00")).toHaveLength(2);
    // Tuesday: the server comes back at 11:59, and the digest goes out then.
    expect(await runAt("2026-12-01T11:59:00")).toHaveLength(4);
    const days = await db().select({ day: morningDigests.day }).from(morningDigests).orderBy(morningDigests.day);
    expect(days.map((row) => row.day)).toEqual(["2026-11-26", "2026-12-01"]);
    await db().delete(morningDigests).where(eq(morningDigests.day, "2026-12-01"));
  });
});
