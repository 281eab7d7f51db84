import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicPaths } from "~/content/site";
import { createPostgresDatabase } from "../support/database";
import {
  fastForms,
  formBody,
  kindOf,
  type LeadSubmission,
  leadSubmission,
  postSubmission,
  signedFormToken,
  TEST_AUTH_SECRET,
} from "../support/lead-forms";
import { type RunningServer, startServer } from "../support/server";
import { type SmtpPeer, startSmtpPeer } from "../support/smtp-peer";
import { readStoredState } from "../support/stored-state";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";
import { healthBecomes, until } from "../support/until";

// Faults: PostgreSQL stops while the site runs, and the site must say so and recover by itself. The
// server reaches PostgreSQL through a TCP proxy that the test cuts (connections refused, open ones
// dropped) and restores, so the shared PostgreSQL server itself keeps running for everyone else.

const team = "team@example.ca";

describe.runIf(process.env.TEST_DATABASE_URL)(
  "when PostgreSQL stops while the site runs (these tests need TEST_DATABASE_URL)",
  { timeout: 180_000 },
  () => {
    let server: RunningServer;
    let proxy: TcpProxy;
    let peer: SmtpPeer;
    let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
    let databaseUrl: string;
    const before = leadSubmission("contact", "dbdown", 0);
    const during = [1, 2, 3].map((n) => leadSubmission(kindOf(n), "dbdown", n));
    /** The pages a visitor got back while PostgreSQL was away, to send again from. */
    const refusedPages: string[] = [];

    beforeAll(async () => {
      database = await createPostgresDatabase();
      const url = new URL(database.url);
      proxy = await startTcpProxy(Number(url.port || 5432), url.hostname);
      url.port = String(proxy.port);
      databaseUrl = url.toString();
      peer = await startSmtpPeer();
      server = await startServer(
        {
          ...fastForms,
          DATABASE_URL: databaseUrl,
          AUTH_SECRET: TEST_AUTH_SECRET,
          SMTP_URL: peer.url,
          NOTIFY_EMAILS: team,
          MAIL_POLL_SECONDS: "1",
        },
        150_000,
      );
    }, 180_000);

    afterAll(async () => {
      await proxy?.restore().catch(() => undefined);
      const code = await server?.stop();
      await proxy?.close();
      await peer?.close();
      await database?.drop();
      expect(code).toBe(0);
    });

    const outboxIs = async (expected: Record<string, number>) =>
      JSON.stringify((await readStoredState({ dataDir: server.dataDir, databaseUrl })).outbox) === JSON.stringify(expected);

    it("takes submissions while PostgreSQL answers", async () => {
      expect((await postSubmission(server.url, before, signedFormToken())).status).toBe(303);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      // Its e-mails are out and recorded before the outage. (An outage between a delivery and its
      // record leaves the row to be sent again once its 5-minute claim runs out: decision 0008.)
      await until(() => outboxIs({ sent: 2 }), 30_000, "the first submission's e-mails");
    });

    it("answers form posts with 503, a clear message and the visitor's values, once PostgreSQL is gone", async () => {
      await proxy.cut();
      for (const submission of during) {
        const response = await postSubmission(server.url, submission, signedFormToken());
        expect(response.status, submission.path).toBe(503);
        const html = await response.text();
        expect(html).toContain("Your submission was not sent: we could not save it just now.");
        expect(html).toContain("Nothing was lost on your side; please try again in a few minutes.");
        expect(html).not.toContain("Thank you for your submission!");
        expect(html).toContain(`value="${submission.email}"`);
        expect(html).toContain(`value="${submission.fields.firstName}"`);
        if (submission.kind === "company") expect(html).toMatch(/value="cybersecurity"[^>]*checked|checked[^>]*value="cybersecurity"/);
        expect(html).not.toMatch(/at .+\.(m?js|ts):\d+|node_modules|ECONNREFUSED|Error:/);
        refusedPages.push(html);
      }
    });

    it("keeps serving every public page, and reports the database down on /healthz", async () => {
      for (const pathname of publicPaths) {
        const response = await fetch(`${server.url}${pathname}`);
        expect(response.status, pathname).toBe(200);
        expect(await response.text(), pathname).toContain("</html>");
      }
      await healthBecomes(server.url, 503);
      expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ status: "unavailable", database: "unavailable" });
      expect(server.process.exitCode).toBeNull();
    });

    it("recovers without a restart once PostgreSQL is back: the refused forms go through when sent again", async () => {
      await proxy.restore();
      await healthBecomes(server.url, 200, 30_000);
      // The visitor presses Send again on the page they got back: same values, same token.
      for (const [index, submission] of during.entries()) {
        const token = /name="formToken" value="([^"]+)"/.exec(refusedPages[index] ?? "")?.[1] ?? "";
        expect(token).not.toBe("");
        const response = await fetch(`${server.url}${submission.path}`, {
          method: "POST",
          body: formBody(submission, token),
          redirect: "manual",
        });
        expect(response.status, submission.path).toBe(303);
      }

      const state = await readStoredState({ dataDir: server.dataDir, databaseUrl });
      expect(state.submissions.map((row) => row.email).sort()).toEqual(
        [before, ...during].map((submission: LeadSubmission) => submission.email).sort(),
      );
      expect(state.submissions.every((row) => row.spamReason === null)).toBe(true);
      // The mail worker got through the outage too: every e-mail of the four, once.
      await peer.waitFor((received) => received.length >= 8, 30_000, "the e-mails of the four submissions");
      await until(() => outboxIs({ sent: 8 }), 30_000, "an empty outbox");
      expect([...peer.deliveries().values()]).toEqual(Array(8).fill(1));
    });
  },
);
