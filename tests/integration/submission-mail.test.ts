import os from "node:os";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ConsentAnswer } from "~/domain/consent";
import type { CioValues, ContactValues } from "~/domain/forms/lead-forms";
import type { DatabaseHandle } from "~/server/db/client.server";
import { applications, inquiries, outbox } from "~/server/db/schema.server";
import { issueFormToken } from "~/server/leads/form-token.server";
import { withBodies } from "~/server/mail/submission-mail.server";
import { findPerson, personalDataExport } from "~/server/privacy/personal-data.server";
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

// Decision 0028: a submission queues its e-mails' envelopes with it, and their bodies are written
// from the stored submission when they are sent. What arrives must be what the templates make of
// what the visitor sent, escaped; a submission deleted before its e-mail went out sends nothing.

const secret = "submission-mail-test-secret-0123456789";
const bodies = { baseUrl: "https://cio.example.ca", secret };
const from = "Fractional CIO Canada <no-reply@example.ca>";
const noConsent: ConsentAnswer = { newsConsent: false, consentVersion: null };

const cioValues: CioValues = {
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
    const started = startMailWorker({ db: handle.db, transport, from, bodies, pollMs: 3_600_000, log: () => {} });
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

  it("queues envelopes with the submission and writes the bodies the templates make of it when sending", async () => {
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
        textBody: null,
        htmlBody: null,
        applicationId: id,
      },
      {
        kind: "application-notification",
        recipients: ["team@example.ca", "sales@example.ca"],
        subject: "New CIO application from Grace Hopper <b>RN</b>",
        textBody: null,
        htmlBody: null,
        applicationId: id,
      },
    ]);

    // Written from the stored row, the bodies are exactly those of the values as submitted.
    const [stored] = await handle.db.select().from(applications).where(eq(applications.id, id));
    const expected = applicationMessages({
      application: { ...cioValues, id, type: "CIO", createdAt: stored!.createdAt },
      notifyEmails: deps.config.notifyEmails,
      ...bodies,
    });
    const written = await withBodies(handle.db, queued, bodies);
    for (const row of written) {
      const message = expected.find((candidate) => candidate.kind === row.kind);
      expect({ textBody: row.textBody, htmlBody: row.htmlBody }).toEqual({ textBody: message?.textBody, htmlBody: message?.htmlBody });
    }

    const smtp = await peer();
    expect(await worker(smtp.port).runOnce()).toEqual({ sent: 2, failed: 0, retried: 0 });
    const notification = decodeQuotedPrintable(smtp.received.find((mail) => mail.to.length === 2)?.raw ?? "");
    expect(notification).toContain("Province: Ontario");
    expect(notification).toContain("City: <script>steal()</script>");
    expect(notification).toContain("&lt;script&gt;steal()&lt;/script&gt;");
    expect(notification).not.toMatch(/<script>steal\(\)<\/script><\/td>/);
    expect(notification).toContain(`https://cio.example.ca/admin/applications/${id}`);
    const confirmation = decodeQuotedPrintable(smtp.received.find((mail) => mail.to[0] === "grace@example.com")?.raw ?? "");
    expect(confirmation).toContain("Hi Grace,");
    const token = /https:\/\/cio\.example\.ca\/withdraw\/([\w.-]+)/.exec(confirmation)?.[1];
    expect(checkWithdrawalToken(token ?? "", secret, stored!.createdAt)).toMatchObject({ ok: true, id });
    // What was sent is not stored again: the outbox keeps the envelope and the outcome.
    expect((await handle.db.select().from(outbox)).map((row) => [row.status, row.textBody])).toEqual([
      ["sent", null],
      ["sent", null],
    ]);
  });

  it("writes a contact inquiry's e-mails from the stored inquiry", async () => {
    const outcome = await submitInquiry(deps, { ...contactValues, ...noConsent }, context());
    if (outcome.status !== "stored") throw new Error(`not stored: ${outcome.status}`);
    const [stored] = await handle.db.select().from(inquiries);
    const expected = inquiryMessages({
      inquiry: { ...contactValues, id: outcome.id, createdAt: stored!.createdAt },
      notifyEmails: deps.config.notifyEmails,
      baseUrl: bodies.baseUrl,
    });
    const written = await withBodies(handle.db, await handle.db.select().from(outbox), bodies);
    expect(written.map((row) => row.textBody).sort()).toEqual(expected.map((message) => message.textBody).sort());
    expect(written.map((row) => row.htmlBody).sort()).toEqual(expected.map((message) => message.htmlBody).sort());
  });

  it("shows the written bodies in a data export, until retention clears them", async () => {
    const id = await submitCio();
    const smtp = await peer();
    expect(await worker(smtp.port).runOnce()).toEqual({ sent: 2, failed: 0, retried: 0 });
    const exported = async () => {
      const person = await findPerson(handle.db, id, { scope: "person", includeInquiries: true });
      const data = await personalDataExport(handle.db, person!, { now: new Date(), exportedBy: "admin@example.ca", bodies });
      return data.emails.map(({ kind, subject, text }) => ({ kind, subject, text })).sort((a, b) => a.kind.localeCompare(b.kind));
    };
    const before = await exported();
    expect(before.map((email) => email.text?.split("\n")[0])).toEqual([
      "Hi Grace,",
      "A CIO applied to join the network on Fractional CIO Canada.",
    ]);

    const later = new Date(Date.now() + 100 * 86_400_000);
    const retention = { spamDays: 30, closedMonths: 24, mailBodyDays: 90 };
    expect(await runRetention(handle.db, { now: later, retention, mailFolder: null })).toMatchObject({ ran: true });
    expect(await exported()).toEqual([
      { kind: "application-confirmation", subject: CLEARED_SUBJECT, text: "" },
      { kind: "application-notification", subject: CLEARED_SUBJECT, text: "" },
    ]);
  });

  it("sends nothing, and says why, when the submission was deleted before its e-mails went out", async () => {
    const id = await submitCio();
    await handle.db.delete(applications).where(eq(applications.id, id));
    const smtp = await peer();
    expect(await worker(smtp.port).runOnce()).toEqual({ sent: 0, failed: 2, retried: 0 });
    expect(smtp.received).toEqual([]);
    const rows = await handle.db.select().from(outbox);
    expect(rows.map(({ status, attempts, lastError }) => ({ status, attempts, lastError }))).toEqual([
      { status: "failed", attempts: 1, lastError: "the submission this e-mail is about no longer exists" },
      { status: "failed", attempts: 1, lastError: "the submission this e-mail is about no longer exists" },
    ]);
  });
});
