import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { words } from "~/content/words";
import { parseConfig } from "~/server/config.server";
import type { DatabaseHandle } from "~/server/db/client.server";
import { outbox } from "~/server/db/schema.server";
import { enqueueMessages } from "~/server/mail/outbox.server";
import { createMailTransport, type MailTransport } from "~/server/mail/transport.server";
import { startMailWorker } from "~/server/mail/worker.server";
import { decodeQuotedPrintable, mailHeader, readMailFiles, submitCioApplication } from "../support/accounts";
import { databaseKinds, openTestDatabase } from "../support/database";
import { everyEmail } from "../support/every-email";
import { type RunningServer, startServer } from "../support/server";
import { decodedHeader, startSmtpPeer, subjectOf } from "../support/smtp-peer";

// The headers mail systems expect, as they arrive at a real SMTP peer and in the .eml files written
// when no SMTP server is set: a sender with the site's name when MAIL_FROM is a bare address, and on
// every message Auto-Submitted (no out-of-office answers, no loops) and the body's Content-Language.

const from = parseConfig({ MAIL_FROM: "no-reply@cio.example.ca" }).mailFrom;
const hour = 3_600_000;

/** Several kinds, each in the language it goes out in: a visitor's in French, the team's in English. */
const samples = () => {
  const wanted = [
    "inquiry-confirmation fr",
    "inquiry-notification en",
    "application-confirmation en",
    "booking-booked fr",
    "withdrawal-confirmation fr",
  ];
  const chosen = new Map(everyEmail().map((email) => [`${email.kind} ${email.locale}`, email]));
  return wanted.map((key) => {
    const email = chosen.get(key);
    if (!email) throw new Error(`no sample e-mail ${key}`);
    return email;
  });
};

describe.each(databaseKinds)("e-mail headers on %s", (kind) => {
  let handle: DatabaseHandle;
  const cleanups: (() => unknown)[] = [];

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  beforeEach(async () => {
    await handle.db.delete(outbox);
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  afterAll(async () => {
    await handle?.close();
  });

  /** Queues the samples and sends them all through `transport` with the configuration's sender. */
  async function sendSamples(transport: MailTransport) {
    const emails = samples();
    await enqueueMessages(handle.db, emails, {});
    const worker = startMailWorker({ db: handle.db, transport, from, pollMs: hour });
    cleanups.push(() => worker.stop());
    expect(await worker.runOnce()).toEqual({ sent: emails.length, failed: 0, retried: 0 });
    return emails;
  }

  /** The sender is the site, named as the reader's language names it. */
  function expectHeaders(raw: string, language: string) {
    const name = words(language === "fr-CA" ? "fr" : "en").site.site.tradeName;
    expect(decodedHeader(raw, "From")).toBe(`${name} <no-reply@cio.example.ca>`);
    expect(mailHeader(raw, "Auto-Submitted")).toBe("auto-generated");
    expect(mailHeader(raw, "Content-Language")).toBe(language);
  }

  it("arrive at a real SMTP peer on every kind, with each body's language", async () => {
    const peer = await startSmtpPeer();
    cleanups.push(peer.close);
    const transport = createMailTransport({ smtpUrl: peer.url, dataDir: os.tmpdir() });
    cleanups.push(() => transport.close());
    const emails = await sendSamples(transport);
    await peer.waitFor((received) => received.length === emails.length, 10_000);
    for (const email of emails) {
      const mail = peer.received.find((candidate) => subjectOf(candidate.raw) === email.subject);
      expect(mail, email.kind).toBeDefined();
      expectHeaders(mail!.raw, email.locale === "fr" ? "fr-CA" : "en-CA");
    }
    // The envelope's sender is the bare address; the booking's invite is still attached.
    expect(peer.received.every((mail) => mail.from === "no-reply@cio.example.ca")).toBe(true);
    expect(peer.received.find((mail) => mail.raw.includes("BEGIN:VCALENDAR"))).toBeDefined();
  });

  it("are in the .eml files written when no SMTP server is set", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "mail-headers-"));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const transport = createMailTransport({ dataDir });
    cleanups.push(() => transport.close());
    const emails = await sendSamples(transport);
    const files = await readMailFiles(dataDir);
    expect(files).toHaveLength(emails.length);
    for (const email of emails) {
      const raws = await Promise.all(files.map((file) => readFile(path.join(dataDir, "mail", file.file), "utf8")));
      const raw = raws.find((candidate) => subjectOf(candidate) === email.subject);
      expect(raw, email.kind).toBeDefined();
      expectHeaders(raw!, email.locale === "fr" ? "fr-CA" : "en-CA");
    }
  });

  it("keep a display name MAIL_FROM gives, quoted by nodemailer however it is written", async () => {
    const peer = await startSmtpPeer();
    cleanups.push(peer.close);
    const transport = createMailTransport({ smtpUrl: peer.url, dataDir: os.tmpdir() });
    cleanups.push(() => transport.close());
    const named = parseConfig({ MAIL_FROM: '"Tremblay, Marie (CIO) \\"Canada\\"" <marie@cio.example.ca>' }).mailFrom;
    await enqueueMessages(handle.db, samples().slice(0, 1), {});
    const worker = startMailWorker({ db: handle.db, transport, from: named, pollMs: hour });
    cleanups.push(() => worker.stop());
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0, retried: 0 });
    await peer.waitFor((received) => received.length === 1, 10_000);
    expect(mailHeader(peer.received[0]!.raw, "From")).toBe('"Tremblay, Marie (CIO) \\"Canada\\"" <marie@cio.example.ca>');
    expect(peer.received[0]!.from).toBe("marie@cio.example.ca");
  });
});

describe("the built server's e-mails", () => {
  let server: RunningServer | undefined;
  afterEach(async () => {
    if (server) expect(await server.stop()).toBe(0);
    server = undefined;
  });

  it("come from the site's name and are signed by the configured person, with the headers", async () => {
    const peer = await startSmtpPeer();
    try {
      server = await startServer({
        SMTP_URL: peer.url,
        MAIL_FROM: "no-reply@cio.example.ca",
        NOTIFY_EMAILS: "team@example.ca",
        TEAM_SIGNATURE_NAME: "Marie Tremblay",
        TEAM_SIGNATURE_TITLE: "Director of Partnerships",
        FORM_MIN_FILL_SECONDS: "0",
        MAIL_POLL_SECONDS: "1",
      });
      await submitCioApplication(server, { firstName: "Signed", lastName: "Reader", email: "signed@example.ca" });
      await peer.waitFor((received) => received.length === 2, 20_000);
      const applicant = peer.received.find((mail) => mail.to[0] === "signed@example.ca")!;
      const team = peer.received.find((mail) => mail.to[0] === "team@example.ca")!;
      for (const mail of [applicant, team]) {
        expect(mailHeader(mail.raw, "From")).toBe("Fractional CIO Canada <no-reply@cio.example.ca>");
        expect(mailHeader(mail.raw, "Auto-Submitted")).toBe("auto-generated");
        expect(mailHeader(mail.raw, "Content-Language")).toBe("en-CA");
      }
      const text = decodeQuotedPrintable(applicant.raw).replace(/\r\n/g, "\n");
      expect(text).toContain("Kind regards,\nMarie Tremblay\nDirector of Partnerships, Fractional CIO Canada\n");
      // The team's own notice is not signed: it is the site talking to the team.
      expect(decodeQuotedPrintable(team.raw)).not.toContain("Marie Tremblay");
    } finally {
      await peer.close();
    }
  });
});
