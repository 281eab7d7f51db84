import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, instantAt, wallTimeOf, weekdayOf } from "~/domain/booking/zoned-time";
import { type DatabaseHandle, openPostgres } from "~/server/db/client.server";
import { outbox } from "~/server/db/schema.server";
import { sendMorningDigest } from "~/server/pipeline/morning-digest.server";
import { insertApplication, insertBooking } from "../support/applications";
import { startChatPeer } from "../support/chat-peer";
import { createPostgresDatabase } from "../support/database";
import { projectRoot, type RunningServer, startServer } from "../support/server";
import { type SmtpPeer, startSmtpPeer, subjectOf, textOf } from "../support/smtp-peer";
import { untilValue } from "../support/until";

// The morning digest on two servers sharing one PostgreSQL, as behind a load balancer: both start
// at 08:00 on a business morning (their clocks moved ahead by tests/support/clock-ahead.js) and run
// the digest's job at once; the team gets one e-mail at a real SMTP peer and the chat one message.
// Then two connections race for one day's digest in the same instant: one queues it. PGlite lets
// one process open its folder, so this runs on PostgreSQL only.

const timeZone = "America/Toronto";
const team = "digest.two.servers@example.ca";
const clockAhead = `--import=${pathToFileURL(`${projectRoot}/tests/support/clock-ahead.js`).href}`;
const HOUR = 3_600_000;

/** 08:01 on the team's clock on the first weekday after `day`. */
function weekdayMorningAfter(day: string): Date {
  let next = addDays(day, 1);
  while ([0, 6].includes(weekdayOf(next))) next = addDays(next, 1);
  return instantAt(next, 8 * 60 + 1, timeZone)!;
}

describe.runIf(process.env.TEST_DATABASE_URL)("the morning digest on two servers sharing one PostgreSQL (needs TEST_DATABASE_URL)", () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let handles: DatabaseHandle[] = [];
  let peer: SmtpPeer;
  let chat: Awaited<ReturnType<typeof startChatPeer>>;
  let servers: RunningServer[] = [];
  // At least a day ahead: the servers' clocks only move forward.
  const morning = weekdayMorningAfter(addDays(wallTimeOf(new Date(), timeZone).day, 1));

  beforeAll(async () => {
    database = await createPostgresDatabase();
    handles = [await openPostgres(database.url, 5), await openPostgres(database.url, 5)];
    peer = await startSmtpPeer();
    chat = await startChatPeer();
  }, 60_000);

  afterAll(async () => {
    for (const server of servers) await server.stop();
    for (const handle of handles) await handle.close();
    await chat?.close();
    await peer?.close();
    await database?.drop();
  });

  it("sends the team one e-mail and the chat one message when both servers run the job at 08:00", { timeout: 240_000 }, async () => {
    const db = handles[0]!.db;
    // An overdue request (three days old) and a call at 10:00 that morning.
    await insertApplication(db, {
      type: "Company",
      companyName: "Twofold Trading",
      firstName: "Tess",
      lastName: "Twin",
      createdAt: new Date(morning.getTime() - 72 * HOUR),
    });
    const callAt = instantAt(wallTimeOf(morning, timeZone).day, 10 * 60, timeZone)!;
    await insertBooking(db, { startsAt: callAt, name: "Dual Caller", company: "Pair Co", email: "dual@call.example" });

    const env = {
      DATABASE_URL: database.url,
      SMTP_URL: peer.url,
      NOTIFY_EMAILS: team,
      NOTIFY_WEBHOOK_URL: `http://127.0.0.1:${chat.port}/hooks/two`,
      MAIL_POLL_SECONDS: "1",
      DIGEST_TIME: "08:00",
      TIME_ZONE: timeZone,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} ${clockAhead}`,
      CLOCK_AHEAD_MS: String(morning.getTime() - Date.now()),
    };
    servers = await Promise.all([startServer(env, 150_000), startServer(env, 150_000)]);

    await peer.waitFor((received) => received.some((mail) => subjectOf(mail.raw).startsWith("Morning digest")), 60_000, "the digest");
    // Until nothing is left to send: from then on no digest can arrive twice.
    let last: { status: string }[] = [];
    await untilValue(
      async () => {
        last = await handles[0]!.db.select({ status: outbox.status }).from(outbox);
        return (last.length > 0 && last.every((row) => row.status === "sent")) || undefined;
      },
      60_000,
      () => `the outbox settling (last seen: ${JSON.stringify(last)})`,
    );
    const digests = peer.received.filter((mail) => subjectOf(mail.raw).startsWith("Morning digest"));
    expect(digests.map((mail) => mail.to)).toEqual([[team]]);
    expect(subjectOf(digests[0]!.raw)).toMatch(/: 1 overdue reply, 1 call today$/);
    expect(textOf(digests[0]!)).toContain("Twofold Trading (Tess Twin)");
    expect(chat.delivered()).toHaveLength(1);
    expect(JSON.parse(chat.delivered()[0]!.body)).toMatchObject({ text: expect.stringMatching(/^Morning digest for .*: 1 overdue reply/) });
    const queued = servers.map((server) => (server.output().match(/morning digest: queued/g) ?? []).length);
    expect(queued.sort()).toEqual([0, 1]);
  });

  it("queues one digest when two connections claim the same day at the same instant", async () => {
    // The next day, on both handles at once: both may read it unsent; the day's row lets one through.
    const next = weekdayMorningAfter(wallTimeOf(morning, timeZone).day);
    const settings = { baseUrl: "https://cio.example.ca", timeZone, notifyEmails: [team] };
    const runs = await Promise.all(handles.map((handle) => sendMorningDigest(handle.db, settings, next)));
    expect(runs.filter((run) => run.sent)).toHaveLength(1);
    expect(runs.filter((run) => !run.sent)).toEqual([{ sent: false, why: "already-sent" }]);
  });
});
