import { writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { releaseFromSpam } from "~/server/admin/application-details.server";
import type { Database, DatabaseHandle } from "~/server/db/client.server";
import { outbox } from "~/server/db/schema.server";
import { submitApplication } from "~/server/leads/submissions.server";
import { chatSender } from "~/server/mail/team-chat.server";
import { createMailTransport } from "~/server/mail/transport.server";
import { startMailWorker } from "~/server/mail/worker.server";
import { issueFormToken } from "~/server/leads/form-token.server";
import { createAccount, request } from "../support/accounts";
import { type ChatPost, startChatPeer } from "../support/chat-peer";
import { createPostgresDatabase, databaseKinds, openTestDatabase } from "../support/database";
import {
  fastForms,
  formBody,
  leadSubmission,
  type LeadSubmission,
  postSubmission,
  signedFormToken,
  TEST_AUTH_SECRET,
} from "../support/lead-forms";
import { migratedDataDir, projectRoot, startServer, temporaryDataDir } from "../support/server";
import { noConsent, sampleCompany, submissionDepsFor } from "../support/submission-deps";
import { until } from "../support/until";

// Chat notifications, so the team hears of new leads where it already talks: with
// NOTIFY_WEBHOOK_URL set, each new application or inquiry posts a short notice to the team's chat
// through the outbox (decision 0049). The peer is a real HTTP server on 127.0.0.1 standing for
// Slack's incoming webhook.

const MINUTE = 60_000;
const clockAhead = `--import=${pathToFileURL(`${projectRoot}/tests/support/clock-ahead.js`).href}`;
/** The part of the webhook URL that is its password: it must appear in no log line. */
const SECRET_PATH = "/services/T0SECRET/B0SECRET/hushhushhush";
const textOf = (post: ChatPost) => (JSON.parse(post.body) as { text: string }).text;

describe(`team chat notices from a running site, on ${databaseKinds.at(-1)}`, () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it(
    "posts one notice per new submission with the name and the admin link, retries a 500, and posts none for spam",
    { timeout: 120_000 },
    async () => {
      const peer = await startChatPeer();
      cleanups.push(peer.close);
      const dataDir = migratedDataDir();
      const clockFile = path.join(dataDir, "clock-ahead-ms");
      const env: Record<string, string> = {
        ...fastForms,
        DATA_DIR: dataDir,
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} ${clockAhead}`,
        CLOCK_AHEAD_FILE: clockFile,
        AUTH_SECRET: TEST_AUTH_SECRET,
        ADMIN_EMAILS: "admin@example.ca",
        NOTIFY_EMAILS: "team@example.ca",
        NOTIFY_WEBHOOK_URL: `http://127.0.0.1:${peer.port}${SECRET_PATH}`,
        MAIL_POLL_SECONDS: "1",
      };
      if (databaseKinds.at(-1) === "postgres") {
        const database = await createPostgresDatabase();
        cleanups.push(database.drop);
        env.DATABASE_URL = database.url;
      }
      const server = await startServer(env, 90_000);
      cleanups.push(async () => server.process.exitCode === null && server.stop());
      const submit = async (submission: LeadSubmission) =>
        expect((await postSubmission(server.url, submission, signedFormToken())).status, submission.email).toBe(303);

      // A bot's company request (the hidden field filled in) is stored as spam, quietly.
      const spam = leadSubmission("company", "chatspam", 0);
      const spamBody = formBody(spam, signedFormToken());
      spamBody.set("leave_this_empty", "https://spam.example");
      const spamAnswer = await fetch(`${server.url}${spam.path}`, {
        method: "POST",
        body: spamBody,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        redirect: "manual",
      });
      expect(spamAnswer.status).toBe(303);

      // The chat service fails the first notice...
      const company = leadSubmission("company", "chatco", 1);
      peer.answers.push(500);
      await submit(company);
      await until(async () => peer.received.length === 1, 20_000, "the first (failed) post");
      await until(async () => /answered 500/.test(server.output()), 10_000, "the failed attempt logged");
      // ...which the log names by the webhook's host, never by its URL.
      expect(server.output()).toMatch(
        new RegExp(`application-chat \\S+ attempt 1 failed \\(retried\\): team chat at 127\\.0\\.0\\.1:${peer.port} answered 500`),
      );

      // A visitor's name written as a Markdown link and a mention reaches the chat as text.
      const hostileName = "[Urgent: re-verify admin](https://evil.example/login) @channel";
      const plainContact = leadSubmission("contact", "chatcontact", 2);
      const contact = {
        ...plainContact,
        name: `${plainContact.fields.firstName} ${hostileName}`,
        fields: { ...plainContact.fields, lastName: hostileName },
      };
      const cio = leadSubmission("cio", "chatcio", 3);
      await submit(contact);
      await submit(cio);
      await until(async () => peer.delivered().length === 2, 20_000, "the inquiry's and the CIO's notices");
      // The failed one waits for its retry, a minute after its attempt: the server's clock moves on.
      writeFileSync(clockFile, String(MINUTE + 1_000));
      await until(async () => peer.delivered().length === 3, 20_000, "the company's notice, retried");

      const posts = peer.delivered();
      for (const post of posts) {
        expect(post.method).toBe("POST");
        expect(post.path).toBe(SECRET_PATH);
        expect(post.contentType).toBe("application/json");
      }
      const texts = posts.map(textOf);
      // Links start with the site's BASE_URL (here the default, http://localhost:<PORT>).
      const origin = "http://localhost:\\d+";
      // Names are matched as they are, in a code span (a company's contact comes in brackets); the
      // peer is no Slack or Teams host, so it gets Markdown-like text. A zero-width space follows each
      // ".", ":" and "@" of a name, so no chat finds an address or a mention in it.
      const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      const inert = (name: string) => literal(`\`${name.replace(/[.:@]/g, "$&\u200b")}\``);
      const application = `${origin}/admin/applications/[0-9a-f-]{36}`;
      expect(texts.sort()).toEqual([
        expect.stringMatching(new RegExp(`^New CIO application: ${inert(cio.name)} — ${application}$`)),
        expect.stringMatching(new RegExp(`^New company request: ${inert(company.notifiedAs)} — ${application}$`)),
        expect.stringMatching(new RegExp(`^New inquiry: ${inert(contact.name)} — ${origin}/admin/inquiries$`)),
      ]);
      // The one web address in each notice is ours.
      for (const text of texts) expect(text.match(/:\/\//g)).toHaveLength(1);
      // The name and the link, nothing else the person gave: no address, phone or message.
      for (const submission of [company, contact, cio, spam]) {
        for (const post of peer.received) {
          expect(post.body).not.toContain(submission.email);
          expect(post.body).not.toContain("555 0100");
          expect(post.body).not.toContain("Message ");
        }
      }
      expect(peer.received.map((post) => post.body).join("\n")).not.toContain(spam.notifiedAs);
      expect(peer.received).toHaveLength(4);

      // The admin's e-mail page lists the notices as "Team chat", sent.
      const admin = (await createAccount(server, "admin@example.ca", "a-long-admin-password-123", { verify: true }))!;
      const page = await (await request(`${server.url}/admin/outbox`, admin)).text();
      const inquiryRow = page.split("<tr").find((row) => row.includes(`New inquiry: ${contact.name}<`));
      expect(inquiryRow).toContain("Team chat");
      expect(inquiryRow).toContain("Sent");

      expect(await server.stop()).toBe(0);
      expect(server.output()).not.toContain("SECRET");
      expect(server.output()).not.toContain("hushhush");
    },
  );
});

describe.each(databaseKinds)("team chat notices in the outbox, on %s", (kind) => {
  let handle: DatabaseHandle;
  let db: Database;
  const cleanups: (() => Promise<unknown>)[] = [];
  const secret = "team-chat-test-secret-0123456789abcdef";
  const baseUrl = "https://cio.example.ca";

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    db = handle.db;
  });
  beforeEach(async () => {
    await db.delete(outbox);
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  afterAll(async () => {
    await handle?.close();
  });

  /** A worker posting to the peer; the test drives it with runOnce on a clock of its own. */
  const workerFor = async (clock: { now: Date }) => {
    const peer = await startChatPeer();
    cleanups.push(peer.close);
    const webhookUrl = `http://127.0.0.1:${peer.port}/hook`;
    const transport = createMailTransport({ mailFrom: "no-reply@example.ca", dataDir: temporaryDataDir() });
    const worker = startMailWorker({
      db,
      transport,
      from: "no-reply@example.ca",
      chat: chatSender(webhookUrl),
      pollMs: 3_600_000,
      now: () => clock.now,
      log: () => {},
    });
    cleanups.push(async () => {
      await worker.stop();
      transport.close();
    });
    const deps = submissionDepsFor(db, secret, ["team@example.ca"]);
    return { peer, worker, webhookUrl, deps: { ...deps, config: { ...deps.config, notifyWebhookUrl: webhookUrl } } };
  };
  const chatRows = async () => (await db.select().from(outbox)).filter((row) => row.kind.endsWith("-chat"));

  it("holds a spam-caught application's notice until 'Not spam', like its e-mails", async () => {
    const now = new Date();
    const clock = { now };
    const { peer, worker, deps, webhookUrl } = await workerFor(clock);
    const values = { ...sampleCompany("Spamco Held", "Singh", "held@example.ca"), ...noConsent };
    const outcome = await submitApplication(
      deps,
      { type: "Company", values },
      {
        clientIp: "203.0.113.9",
        formToken: issueFormToken(secret, new Date(now.getTime() - MINUTE)),
        honeypot: "filled by a bot",
        now,
      },
    );
    expect(outcome.status).toBe("spam");
    expect(await db.select().from(outbox)).toEqual([]);
    await worker.runOnce();
    expect(peer.received).toEqual([]);

    const id = outcome.status === "spam" ? outcome.id : "";
    const config = { notifyEmails: ["team@example.ca"], baseUrl, notifyWebhookUrl: webhookUrl };
    expect(await releaseFromSpam(db, { id, adminEmail: "boss@example.ca", now, config, secret })).toBe(true);
    expect((await chatRows()).map((row) => [row.kind, row.recipients, row.subject])).toEqual([
      ["application-chat", [], "New company request: Spamco Held (Priya Singh)"],
    ]);
    clock.now = new Date(Date.now() + 1_000);
    await worker.runOnce();
    expect(peer.delivered().map(textOf)).toEqual([
      `New company request: \`Spamco Held (Priya Singh)\` — ${baseUrl}/admin/applications/${id}`,
    ]);
  });

  it("counts a redirect as a failed attempt and does not follow it", async () => {
    const clock = { now: new Date() };
    const { peer, worker, deps } = await workerFor(clock);
    const values = { ...sampleCompany("Redirected Ltd", "Singh", "redirected@example.ca"), ...noConsent };
    const outcome = await submitApplication(
      deps,
      { type: "Company", values },
      {
        clientIp: "203.0.113.9",
        formToken: issueFormToken(secret, new Date(clock.now.getTime() - MINUTE)),
        honeypot: "",
        now: clock.now,
      },
    );
    expect(outcome.status).toBe("stored");
    peer.answers.push(302);
    clock.now = new Date(Date.now() + 1_000);
    expect(await worker.runOnce()).toMatchObject({ retried: 1 });
    expect(peer.received.map((post) => [post.path, post.status])).toEqual([["/hook", 302]]);
    const [row] = await chatRows();
    expect(row?.status).toBe("pending");
    expect(row?.lastError).toBe(`team chat at 127.0.0.1:${peer.port} answered 302`);
    // Its retry, a minute on, goes through.
    clock.now = new Date(clock.now.getTime() + MINUTE + 1_000);
    await worker.runOnce();
    expect(peer.delivered()).toHaveLength(1);
    expect((await chatRows())[0]?.status).toBe("sent");
  });
});
