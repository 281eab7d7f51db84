import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueFormToken } from "~/server/leads/form-token.server";
import { postForm, request, sessionCookie, verificationLinkIn } from "../support/accounts";
import { createPostgresDatabase } from "../support/database";
import {
  formTokenFrom,
  kindOf,
  type LeadSubmission,
  leadSubmission,
  postSubmission,
  signedFormToken,
  TEST_AUTH_SECRET,
} from "../support/lead-forms";
import { type RunningServer, startServer } from "../support/server";
import { type SmtpPeer, startSmtpPeer, textOf } from "../support/smtp-peer";
import { untilValue } from "../support/until";

// Scale out, as a deployment behind a load balancer runs: two server processes on different ports
// share one PostgreSQL and nothing else (each has its own DATA_DIR; they share AUTH_SECRET, as
// deployed instances must). Requests come "through a load balancer": each carries X-Forwarded-For,
// which the servers trust (one hop), so each simulated visitor has an address of their own.

const slowStart = 150_000;
const team = "team@example.ca";
const admin = { email: "admin@example.ca", password: "correct horse battery" };
const limits = { perIp: 3, perEmail: 3, signInsPerIp: 3 };
const from = (ip: string) => ({ "x-forwarded-for": ip });

/** The cells of the admin list's row that names `name` ("" when there is none). */
function rowOf(html: string, name: string): string {
  // React separates adjacent text with <!-- -->: "Visitor1<!-- --> <!-- -->Tester" reads "Visitor1 Tester".
  const rows = [...html.replaceAll("<!-- -->", "").matchAll(/<tr\b[^>]*>([\s\S]*?)<\/tr>/g)].map((match) => match[1] ?? "");
  return rows.find((cells) => cells.includes(name)) ?? "";
}

describe.runIf(process.env.TEST_DATABASE_URL)(
  "two servers on one PostgreSQL (these tests need TEST_DATABASE_URL)",
  { timeout: 240_000 },
  () => {
    let servers: RunningServer[] = [];
    let peer: SmtpPeer;
    let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
    let client: pg.Client;
    const [a, b] = [() => servers[0]!, () => servers[1]!];

    beforeAll(async () => {
      database = await createPostgresDatabase();
      peer = await startSmtpPeer();
      const env = {
        DATABASE_URL: database.url,
        AUTH_SECRET: TEST_AUTH_SECRET,
        SMTP_URL: peer.url,
        NOTIFY_EMAILS: team,
        ADMIN_EMAILS: admin.email,
        MAIL_POLL_SECONDS: "1",
        TRUST_PROXY_HOPS: "1",
        FORM_MIN_FILL_SECONDS: "2",
        SUBMISSIONS_PER_HOUR_PER_IP: String(limits.perIp),
        SUBMISSIONS_PER_HOUR_PER_EMAIL: String(limits.perEmail),
        SIGN_IN_ATTEMPTS_PER_MINUTE_PER_IP: String(limits.signInsPerIp),
      };
      servers = await Promise.all([startServer(env, slowStart), startServer(env, slowStart)]);
      expect(servers[0]!.dataDir).not.toBe(servers[1]!.dataDir);
      client = new pg.Client({ connectionString: database.url });
      await client.connect();
    }, 240_000);

    afterAll(async () => {
      await client?.end();
      const codes = await Promise.all(servers.map((server) => server.stop()));
      await peer?.close();
      await database?.drop();
      expect(codes).toEqual(servers.map(() => 0));
    });

    /** Waits until the outbox holds nothing still to send: from then on no e-mail can arrive twice. */
    async function outboxSettled() {
      let last: { status: string; count: number }[] = [];
      return untilValue(
        async () => {
          const { rows } = await client.query<{ status: string; count: number }>(
            "select status, count(*)::int as count from outbox group by status",
          );
          last = rows;
          return rows.every((row) => row.status === "sent") ? rows.reduce((sum, row) => sum + row.count, 0) : undefined;
        },
        60_000,
        () => `the outbox settling (last seen: ${JSON.stringify(last)})`,
      );
    }

    const confirmationKey = (submission: LeadSubmission) =>
      [...peer.deliveries().keys()].find((key) => key.startsWith(`${submission.email} |`));
    const notificationKey = (submission: LeadSubmission) =>
      [...peer.deliveries().keys()].find((key) => key.startsWith(`${team} |`) && key.endsWith(` from ${submission.notifiedAs}`));

    it("stores each submission once, whichever server takes it, and delivers each of its e-mails once", async () => {
      const submissions = Array.from({ length: 12 }, (_, n) => leadSubmission(kindOf(n), "scaleout", n));
      // A visitor loads the form from one server and sends it to the other: the time trap (2 s here)
      // is judged on the token alone, so the other server accepts it once enough time has passed.
      const tokens = await Promise.all(submissions.map((submission, n) => formTokenFrom(servers[n % 2]!.url, submission.path)));
      await new Promise((resolve) => setTimeout(resolve, 2_100));
      const answers = await Promise.all(
        submissions.flatMap((submission, n) => {
          const sendTo = (server: RunningServer) => postSubmission(server.url, submission, tokens[n]!, from(`198.51.100.${n}`));
          // Every third one is sent twice at once, once to each server (a double click through a balancer).
          return n % 3 === 0 ? [sendTo(a()), sendTo(b())] : [sendTo(servers[(n + 1) % 2]!)];
        }),
      );
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 303));

      const { rows } = await client.query<{ email: string; spam_reason: string | null }>(
        "select email, spam_reason from inquiries union all select email, spam_reason from applications",
      );
      expect(rows.map((row) => row.email).sort()).toEqual(submissions.map((submission) => submission.email).sort());
      expect(rows.filter((row) => row.spam_reason !== null)).toEqual([]);

      // Each submission: a confirmation to the visitor and a notification to the team, each delivered once.
      const sent = await outboxSettled();
      expect(sent).toBe(2 * submissions.length);
      const deliveries = peer.deliveries();
      for (const submission of submissions) {
        const keys = [confirmationKey(submission), notificationKey(submission)];
        expect(keys.every(Boolean), submission.email).toBe(true);
        expect(
          keys.map((key) => deliveries.get(key!)),
          submission.email,
        ).toEqual([1, 1]);
      }
      expect(peer.received).toHaveLength(2 * submissions.length);
    });

    it("judges the time trap and the token's signature the same on both servers", async () => {
      const tooFast = leadSubmission("contact", "trapfast", 1);
      const forged = leadSubmission("contact", "trapforged", 1);
      const token = await formTokenFrom(a().url, tooFast.path);
      const otherSecret = issueFormToken("another-instance-secret-0123456789abcdefghij", new Date(Date.now() - 10_000));
      // Both get the thank-you (a bot learns nothing), and both are kept, as spam.
      expect((await postSubmission(b().url, tooFast, token, from("198.51.100.200"))).status).toBe(303);
      expect((await postSubmission(b().url, forged, otherSecret, from("198.51.100.201"))).status).toBe(303);
      const { rows } = await client.query<{ email: string; spam_reason: string }>(
        "select email, spam_reason from inquiries where email in ($1, $2) order by email",
        [forged.email, tooFast.email],
      );
      expect(rows).toEqual([
        { email: tooFast.email, spam_reason: expect.stringMatching(/^sent \d+ ms after the form was shown$/) },
        { email: forged.email, spam_reason: "forged form token" },
      ]);
    });

    it("counts one visitor's submissions on both servers against the same limits", async () => {
      const oldEnough = () => signedFormToken(5_000);
      // One e-mail address from changing addresses, alternating servers: the 4th is refused.
      const byEmail = [];
      for (let n = 0; n <= limits.perEmail; n++) {
        const submission = leadSubmission("contact", "limitmail", 0);
        submission.fields = { ...submission.fields, message: `Attempt ${n}` };
        byEmail.push((await postSubmission(servers[n % 2]!.url, submission, oldEnough(), from(`203.0.113.${n}`))).status);
      }
      expect(byEmail).toEqual([303, 303, 303, 429]);

      // One address with changing e-mails, alternating servers: the 4th is refused...
      const byIp = [];
      for (let n = 0; n <= limits.perIp; n++) {
        const submission = leadSubmission("contact", "limitip", n);
        byIp.push((await postSubmission(servers[n % 2]!.url, submission, oldEnough(), from("203.0.113.50"))).status);
      }
      expect(byIp).toEqual([303, 303, 303, 429]);
      // ...while another visitor behind the same balancer is not.
      const other = await postSubmission(b().url, leadSubmission("contact", "limitip", 99), oldEnough(), from("203.0.113.51"));
      expect(other.status).toBe(303);
    });

    it("keeps an admin's session across servers: sign up on one, verify and decide on the other, sign out everywhere", async () => {
      const adminIp = from("192.0.2.10");
      const signUp = await postForm(
        `${a().url}/register`,
        { email: admin.email, password: admin.password, confirmPassword: admin.password },
        null,
      );
      expect(signUp.status).toBe(303);
      await peer.waitFor((mails) => mails.some((mail) => mail.to.includes(admin.email)), 20_000, "the verification e-mail");
      const verification = peer.received.filter((mail) => mail.to.includes(admin.email));
      expect(verification).toHaveLength(1);
      const link = verificationLinkIn(textOf(verification[0]!), b().url);
      expect(link).not.toBeNull();
      const verified = await request(link!, null, {
        method: "POST",
        headers: { ...adminIp, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ password: admin.password }).toString(),
      });
      const verifiedCookie = sessionCookie(verified);
      expect(verifiedCookie).not.toBeNull();
      // The session made on B opens the admin pages on A.
      expect((await request(`${a().url}/admin`, verifiedCookie)).status).toBe(200);

      const signedIn = await request(`${a().url}/login`, null, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...adminIp },
        body: new URLSearchParams({ intent: "sign-in", email: admin.email, password: admin.password }).toString(),
      });
      const cookie = sessionCookie(signedIn);
      expect(cookie).not.toBeNull();

      // Decide two applications, each on the server the session was not made on.
      const listOnA = await (await request(`${a().url}/admin/applications?view=all`, cookie)).text();
      const rowId = (name: string) => /name="id" value="([^"]+)"/.exec(rowOf(listOnA, name))?.[1] ?? "";
      const [first, second] = [leadSubmission("cio", "scaleout", 1), leadSubmission("company", "scaleout", 2)];
      const decisions = [
        { server: b(), cookie, id: rowId(first.name), status: "Accepted" },
        { server: a(), cookie: verifiedCookie, id: rowId(second.name), status: "Denied" },
      ];
      for (const decision of decisions) {
        expect(decision.id).toMatch(/^[0-9a-f-]{36}$/);
        const answer = await postForm(
          `${decision.server.url}/admin/applications?page=1`,
          { id: decision.id, status: decision.status },
          decision.cookie,
        );
        expect(answer.status).toBe(303);
        expect(answer.headers.get("location")).toContain(`decided=${decision.id}`);
      }
      const listOnB = await (await request(`${b().url}/admin/applications?view=all`, verifiedCookie)).text();
      expect(rowOf(listOnB, first.name)).toContain("Accepted ✅");
      expect(rowOf(listOnB, second.name)).toContain("Denied ❌");
      const { rows } = await client.query("select email, status, decided_by from applications where status is not null order by email");
      expect(rows).toEqual([
        { email: first.email, status: "Accepted", decided_by: admin.email },
        { email: second.email, status: "Denied", decided_by: admin.email },
      ]);

      // Signing out on B ends that session on A at once; the other session still works.
      expect((await request(`${b().url}/logout`, cookie, { method: "POST" })).status).toBe(302);
      const afterSignOut = await request(`${a().url}/admin`, cookie);
      expect(afterSignOut.status).toBe(302);
      expect(afterSignOut.headers.get("location")).toMatch(/^\/login/);
      expect((await request(`${a().url}/admin`, verifiedCookie)).status).toBe(200);
    });

    it("throttles sign-in attempts from one address across both servers, and no one else", async () => {
      const attempt = (server: RunningServer, ip: string, n: number) =>
        request(`${server.url}/login`, null, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", ...from(ip) },
          body: new URLSearchParams({ intent: "sign-in", email: `guess${n}@example.ca`, password: "not-the-password-1" }).toString(),
        });
      const statuses = [];
      for (let n = 0; n <= limits.signInsPerIp; n++) statuses.push((await attempt(servers[n % 2]!, "192.0.2.66", n)).status);
      expect(statuses).toEqual([401, 401, 401, 429]);
      expect((await attempt(a(), "192.0.2.67", 9)).status).toBe(401);
    });
  },
);
