import os from "node:os";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ConsentAnswer } from "~/domain/consent";
import type { CioValues, ContactValues } from "~/domain/forms/lead-forms";
import type { DatabaseHandle } from "~/server/db/client.server";
import { applications, inquiries, outbox } from "~/server/db/schema.server";
import { issueFormToken } from "~/server/leads/form-token.server";
import { submissionEmailBodies, submissionsOf, writeBodiesOfOlderRows } from "~/server/mail/older-rows.server";
import { deletePersonalData, findPerson, personalDataExport } from "~/server/privacy/personal-data.server";
import { CLEARED_SUBJECT, runRetention } from "~/server/privacy/retention.server";
import { applicationMessages, inquiryMessages } from "~/server/mail/templates.server";
import { createMailTransport } from "~/server/mail/transport.server";
import { startMailWorker } from "~/server/mail/worker.server";
import { type SubmissionDeps, submitApplication, submitInquiry } from "~/server/leads/submissions.server";
import { checkWithdrawalToken } from "~/server/privacy/withdrawal-link.server";
import { decodeQuotedPrintable } from "../support/accounts";
import { databaseKinds, openTestDatabase } from "../support/database";
import { startSmtpPeer } from "../support/smtp-peer";
import { submissionDepsFor } from "../support/submission-deps";
import { words } from "~/content/words";
import { leadFormsIn } from "~/domain/forms/lead-forms";
import { sampleValues } from "../support/form-samples";

// Decision 0071: a submission queues its e-mails written, in the statement that stores it, and the
// worker sends what the rows hold. What arrives must be what the templates make of the submission
// as stored, escaped; rows queued the old way (without bodies) are still sent as they would have
// been; a submission deleted before its e-mail went out sends nothing.

const secret = "submission-mail-test-secret-0123456789";
const bodies = { baseUrl: "https://cio.example.ca", secret };
const from = "Fractional CIO Canada <no-reply@example.ca>";
const noConsent: ConsentAnswer = { newsConsent: false, consentVersion: null };

const cioValues: CioValues = {
  ...sampleValues(leadFormsIn(words("en")).cio),
  firstName: "Grace",
  lastName: "Hopper <b>RN</b>",
  email: "grace@example.com",
  phone: "613 555 0199",
  linkedin: "https://www.linkedin.com/in/grace",
  experience: "16-20",
  city: "<script>steal()</script>",
  province: "ON",
  workModel: "hybrid",
  availability: null,
  industries: ["finance", "government"],
  areasOfExpertise: ["cybersecurity"],
  message: "Line one\nLine two & more",
};

const contactValues: ContactValues = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: "+1 416 555 0100",
  message: "Please call me back.",
};

describe.each(databaseKinds)("a submission's e-mails on %s", (kind) => {
  let handle: DatabaseHandle;
  let deps: SubmissionDeps;
  const now = new Date();
  const cleanups: (() => unknown)[] = [];

  const context = () => ({
    clientIp: "203.0.113.9",
    formToken: issueFormToken(secret, new Date(now.getTime() - 60_000)),
    honeypot: "",
    now,
  });
  const submitCio = async () => {
    const outcome = await submitApplication(deps, { type: "CIO", values: { ...cioValues, ...noConsent } }, context());
    if (outcome.status !== "stored") throw new Error(`not stored: ${outcome.status}`);
    return outcome.id;
  };
  const worker = (port: number) => {
    const transport = createMailTransport({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: from, dataDir: os.tmpdir() });
    const started = startMailWorker({ db: handle.db, transport, from, pollMs: 3_600_000, log: () => {} });
    cleanups.push(
      () => transport.close(),
      () => started.stop(),
    );
    return started;
  };
  const peer = async () => {
    const started = await startSmtpPeer();
    cleanups.push(started.close);
    return started;
  };

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    deps = submissionDepsFor(handle.db, secret, ["team@example.ca", "sales@example.ca"]);
  });
  beforeEach(async () => {
    await handle.db.delete(outbox);
    await handle.db.delete(applications);
    await handle.db.delete(inquiries);
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  afterAll(async () => {
    await handle?.close();
  });

  /** The bodies the older path wrote at send time, from the submission as stored: the queued ones must equal them. */
  const writtenFromStored = async (rows: (typeof outbox.$inferSelect)[]) => {
    const submissions = await submissionsOf(handle.db, rows);
    return rows.map((row) => submissionEmailBodies(row, submissions, bodies));
  };

  it("keeps the queued bodies as written, not compressed: the worker reads them once", async () => {
    await submitCio();
    const result = await handle.db.execute(
      sql`select kind, length(html_body) as length, pg_column_compression(html_body) as html, pg_column_compression(text_body) as text
          from outbox order by kind`,
    );
    const rows = (result as unknown as { rows: { kind: string; length: number; html: string | null; text: string | null }[] }).rows;
    // The team's notice is well past the size at which a body would otherwise be compressed.
    expect(Math.max(...rows.map((row) => Number(row.length)))).toBeGreaterThan(4000);
    expect(rows.map(({ kind, html, text }) => ({ kind, html, text }))).toEqual([
      { kind: "application-confirmation", html: null, text: null },
      { kind: "application-notification", html: null, text: null },
    ]);
  });

  it("queues the written e-mails with the submission, the bodies the templates make of it as stored", async () => {
    const id = await submitCio();
    const queued = await handle.db.select().from(outbox).orderBy(outbox.kind);
    expect(
      queued.map(({ kind, recipients, subject, textBody, htmlBody, applicationId }) => ({
        kind,
        recipients,
        subject,
        textBody,
        htmlBody,
        applicationId,
      })),
    ).toEqual([
      {
        kind: "application-confirmation",
        recipients: ["grace@example.com"],
        subject: expect.stringContaining("We received your CIO application"),
        textBody: expect.stringContaining("Hello Grace,"),
        htmlBody: expect.stringContaining("Hello Grace,"),
        applicationId: id,
      },
      {
        kind: "application-notification",
        recipients: ["team@example.ca", "sales@example.ca"],
        subject: "New CIO application from Grace Hopper <b>RN</b>",
        textBody: expect.stringContaining("City: <script>steal()</script>"),
        htmlBody: expect.stringContaining("&lt;script&gt;steal()&lt;/script&gt;"),
        applicationId: id,
      },
    ]);

    // Written when queued, the bodies are exactly those of the values as submitted, and those the
    // submission as stored makes.
    const [stored] = await handle.db.select().from(applications).where(eq(applications.id, id));
    const expected = applicationMessages({
      application: { ...cioValues, id, type: "CIO", createdAt: stored!.createdAt },
      notifyEmails: deps.config.notifyEmails,
      ...bodies,
    });
    for (const row of queued) {
      const message = expected.find((candidate) => candidate.kind === row.kind);
      expect({ textBody: row.textBody, htmlBody: row.htmlBody }).toEqual({ textBody: message?.textBody, htmlBody: message?.htmlBody });
    }
    expect(await writtenFromStored(queued)).toEqual(queued.map(({ textBody, htmlBody }) => ({ textBody, htmlBody })));

    const smtp = await peer();
    expect(await worker(smtp.port).runOnce()).toEqual({ sent: 2, failed: 0, retried: 0 });
    const notification = decodeQuotedPrintable(smtp.received.find((mail) => mail.to.length === 2)?.raw ?? "");
    expect(notification).toContain("Province: Ontario");
    expect(notification).toContain("City: <script>steal()</script>");
    expect(notification).toContain("&lt;script&gt;steal()&lt;/script&gt;");
    expect(notification).not.toMatch(/<script>steal\(\)<\/script><\/td>/);
    expect(notification).toContain(`https://cio.example.ca/admin/applications/${id}`);
    const confirmation = decodeQuotedPrintable(smtp.received.find((mail) => mail.to[0] === "grace@example.com")?.raw ?? "");
    expect(confirmation).toContain("Hello Grace,");
    const token = /https:\/\/cio\.example\.ca\/withdraw\/([\w.-]+)/.exec(confirmation)?.[1];
    expect(checkWithdrawalToken(token ?? "", secret, stored!.createdAt)).toMatchObject({ ok: true, id });
    // Sent as queued: the rows keep what went out, for the export, until retention clears it.
    const sent = await handle.db.select().from(outbox).orderBy(outbox.kind);
    expect(sent.map((row) => [row.status, row.textBody])).toEqual(queued.map((row) => ["sent", row.textBody]));
  });

  it("queues a contact inquiry's e-mails written as the stored inquiry makes them", async () => {
    const outcome = await submitInquiry(deps, { ...contactValues, ...noConsent }, context());
    if (outcome.status !== "stored") throw new Error(`not stored: ${outcome.status}`);
    const [stored] = await handle.db.select().from(inquiries);
    const expected = inquiryMessages({
      inquiry: { ...contactValues, id: outcome.id, createdAt: stored!.createdAt },
      notifyEmails: deps.config.notifyEmails,
      baseUrl: bodies.baseUrl,
    });
    const queued = await handle.db.select().from(outbox);
    expect(queued.map((row) => row.textBody).sort()).toEqual(expected.map((message) => message.textBody).sort());
    expect(queued.map((row) => row.htmlBody).sort()).toEqual(expected.map((message) => message.htmlBody).sort());
    expect(await writtenFromStored(queued)).toEqual(queued.map(({ textBody, htmlBody }) => ({ textBody, htmlBody })));
  });

  it("shows the written bodies in a data export, until retention clears them", async () => {
    const id = await submitCio();
    const smtp = await peer();
    expect(await worker(smtp.port).runOnce()).toEqual({ sent: 2, failed: 0, retried: 0 });
    const exported = async () => {
      const person = await findPerson(handle.db, id, { scope: "person", includeInquiries: true });
      const data = await personalDataExport(handle.db, person!, { now: new Date(), exportedBy: "admin@example.ca" });
      return data.emails.map(({ kind, subject, text }) => ({ kind, subject, text })).sort((a, b) => a.kind.localeCompare(b.kind));
    };
    const before = await exported();
    expect(before.map((email) => email.text?.split("\n")[0])).toEqual([
      "Hello Grace,",
      "A CIO applied to join the network on Fractional CIO Canada.",
    ]);

    const later = new Date(Date.now() + 100 * 86_400_000);
    const retention = { spamDays: 30, closedMonths: 24, mailBodyDays: 90 };
    expect(await runRetention(handle.db, { now: later, retention, mailFolder: null, baseUrl: "https://cio.example.ca" })).toMatchObject({
      ran: true,
    });
    expect(await exported()).toEqual([
      { kind: "application-confirmation", subject: CLEARED_SUBJECT, text: "" },
      { kind: "application-notification", subject: CLEARED_SUBJECT, text: "" },
    ]);
  });

  it("sends nothing when the submission's personal data was deleted before its e-mails went out", async () => {
    const id = await submitCio();
    const person = await findPerson(handle.db, id, { scope: "person", includeInquiries: true });
    await deletePersonalData(handle.db, {
      person: person!,
      actor: "admin@example.ca",
      reason: "asked by e-mail",
      reasonBy: "admin",
      now,
      adminEmails: [],
      mailFolder: null,
      baseUrl: "https://cio.example.ca",
    });
    const smtp = await peer();
    expect(await worker(smtp.port).runOnce()).toEqual({ sent: 0, failed: 0, retried: 0 });
    expect(smtp.received).toEqual([]);
    expect(await handle.db.select().from(outbox)).toEqual([]);
  });

  it("sends the e-mails queued before the upgrade, without bodies, as they would have been sent", async () => {
    const id = await submitCio();
    const queued = await handle.db.select().from(outbox).orderBy(outbox.kind);
    // What an older version stored: the envelopes only.
    await handle.db.update(outbox).set({ textBody: null, htmlBody: null });
    // And one whose application was deleted behind the site's back: nothing to write it from.
    const [orphan] = await handle.db
      .insert(outbox)
      .values({ kind: "application-confirmation", recipients: ["gone@example.com"], subject: "We received your CIO application" })
      .returning();

    expect(await writeBodiesOfOlderRows(handle.db, bodies)).toBe(2);
    const written = await handle.db.select().from(outbox).where(eq(outbox.applicationId, id)).orderBy(outbox.kind);
    expect(written.map(({ textBody, htmlBody }) => ({ textBody, htmlBody }))).toEqual(
      queued.map(({ textBody, htmlBody }) => ({ textBody, htmlBody })),
    );
    // Once is enough: a second start finds nothing left to write.
    expect(await writeBodiesOfOlderRows(handle.db, bodies)).toBe(0);

    const smtp = await peer();
    expect(await worker(smtp.port).runOnce()).toEqual({ sent: 2, failed: 1, retried: 0 });
    expect(smtp.received.map((mail) => mail.to).sort()).toEqual([["grace@example.com"], ["team@example.ca", "sales@example.ca"]]);
    expect(decodeQuotedPrintable(smtp.received.find((mail) => mail.to[0] === "grace@example.com")?.raw ?? "")).toContain("Hello Grace,");
    const [failed] = await handle.db.select().from(outbox).where(eq(outbox.id, orphan!.id));
    expect(failed).toMatchObject({ status: "failed", attempts: 1, lastError: "the submission this e-mail is about no longer exists" });
  });
});
