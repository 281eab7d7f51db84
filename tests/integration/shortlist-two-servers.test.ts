import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmationEmail } from "~/content/emails";
import { cioReminderEmail, companyReminderEmail } from "~/content/shortlist-reminders";
import {
  cioIntroductionEmail,
  cioInvitationEmail,
  cioNotPickedEmail,
  companyIntroductionEmail,
  companyShortlistEmail,
} from "~/content/shortlists";
import { request } from "../support/accounts";
import {
  type AdminSite,
  adminServerEnv,
  adminSession,
  applyThrough,
  type Lead,
  plainTextOf,
  postOnApplication,
  shortlistForm,
} from "../support/admin-http";
import { createPostgresDatabase } from "../support/database";
import { type RunningServer, startServer } from "../support/server";
import { type SmtpPeer, startSmtpPeer, subjectOf } from "../support/smtp-peer";
import { untilValue } from "../support/until";

// A shortlist from start to end on two servers sharing one PostgreSQL, as behind a load balancer,
// each with its own mail worker and reminder job sending to one SMTP peer. Every step is taken on
// both servers at once (a double click that the balancer splits): the admin's Send, a CIO's
// "Interested", the company's pick; and both servers run the reminders at once when they start.
// Each event must reach its people exactly once, counted by recipient and subject at the peer.
// PGlite lets one process open its folder, so this runs on PostgreSQL only.

const admin = "two.servers.admin@example.ca";
const team = "two.servers.team@example.ca";
const slowStart = 150_000;

describe.runIf(process.env.TEST_DATABASE_URL)("a shortlist on two servers sharing one PostgreSQL (needs TEST_DATABASE_URL)", () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let client: pg.Client;
  let peer: SmtpPeer;
  let env: Record<string, string>;
  let servers: RunningServer[] = [];
  let cookie: string;
  const site = (n: number): AdminSite => ({ url: servers[n % 2]!.url, peer });

  const startBoth = async () => {
    servers = await Promise.all([startServer(env, slowStart), startServer(env, slowStart)]);
  };
  /** Stops both; each waits for its reminder run and its e-mail in flight, and must exit cleanly. */
  const stopBoth = async () => {
    const codes = await Promise.all(servers.map((server) => server.stop()));
    servers = [];
    expect(codes).toEqual([0, 0]);
  };

  beforeAll(async () => {
    database = await createPostgresDatabase();
    peer = await startSmtpPeer();
    env = { ...adminServerEnv([admin], peer), DATABASE_URL: database.url, NOTIFY_EMAILS: team, MAIL_POLL_SECONDS: "1" };
    await startBoth();
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    cookie = await adminSession(site(0), admin);
  }, 240_000);

  afterAll(async () => {
    await client?.end();
    if (servers.length > 0) await stopBoth();
    await peer?.close();
    await database?.drop();
  });

  /** Waits until the outbox holds nothing still to send: from then on no e-mail can arrive twice. */
  async function outboxSettled() {
    let last: { status: string; count: number }[] = [];
    await untilValue(
      async () => {
        const { rows } = await client.query<{ status: string; count: number }>(
          "select status, count(*)::int as count from outbox group by status",
        );
        last = rows;
        return rows.every((row) => row.status === "sent") || undefined;
      },
      60_000,
      () => `the outbox settling (last seen: ${JSON.stringify(last)})`,
    );
  }

  /** How many e-mails of each subject `email` received (in To or Cc: the envelope names both). */
  const subjectsTo = (email: string) => {
    const counts: Record<string, number> = {};
    for (const mail of peer.received.filter((received) => received.to.includes(email))) {
      const subject = subjectOf(mail.raw);
      counts[subject] = (counts[subject] ?? 0) + 1;
    }
    return counts;
  };
  /** The path of the first link to `prefix` in the newest e-mail to `email` with `subject`. */
  const linkIn = (email: string, subject: string, prefix: string) => {
    const mail = peer.received.filter((received) => received.to.includes(email) && subjectOf(received.raw) === subject).at(-1);
    const path = new RegExp(`https?://[^/\\s]+(${prefix}/[\\w.-]+)`).exec(mail ? plainTextOf(mail) : "")?.[1];
    if (!path) throw new Error(`no ${prefix} link in "${subject}" to ${email}`);
    return path;
  };
  /** Posts a form to `path` on both servers at once; their statuses, sorted. */
  const postOnBoth = async (path: string, fields: [string, string][]) => {
    const answers = await Promise.all(
      servers.map((server) =>
        fetch(`${server.url}${path}`, {
          method: "POST",
          body: new URLSearchParams(fields),
          headers: { "content-type": "application/x-www-form-urlencoded" },
          redirect: "manual",
        }),
      ),
    );
    return answers.map((answer) => answer.status).sort();
  };

  it("sends one invitation per CIO, one company e-mail, one reminder each, one introduction per side and one thank-you", async () => {
    // A company request and three CIOs, sent in and accepted on one server or the other.
    const tag = `twoservers${Date.now().toString(36)}`;
    const applied: Lead[] = [];
    for (const [n, type] of (["company", "cio", "cio", "cio"] as const).entries())
      applied.push(await applyThrough(site(n), cookie, type, `${tag}${type}`, n + 1, "Accepted"));
    const [company, picked, thanked, silent] = applied as [Lead, Lead, Lead, Lead];
    const cios = [picked, thanked, silent];

    // The admin's Send, double-submitted: once to each server at the same moment.
    const form = shortlistForm(
      "shortlist-send",
      cios.map((cio) => ({ id: cio.id })),
    );
    const sent = await Promise.all([0, 1].map((n) => postOnApplication(site(n), company.id, form, cookie)));
    expect(sent.map((answer) => answer.status).sort()).toEqual([303, 409]);
    await peer.waitFor(
      () => cios.every((cio) => subjectsTo(cio.lead.email)[cioInvitationEmail.subject] === 1),
      30_000,
      "an invitation to each CIO",
    );

    // Two CIOs say Interested, each on both servers at once: the first interest tells the company.
    for (const cio of [picked, thanked]) {
      const path = linkIn(cio.lead.email, cioInvitationEmail.subject, "/opportunity");
      const statuses = await postOnBoth(path, [
        ["answer", "interested"],
        ["reason", ""],
      ]);
      expect(statuses).toEqual([303, 303]);
    }
    await peer.waitFor(() => subjectsTo(company.lead.email)[companyShortlistEmail.subject] === 1, 30_000, "the company's shortlist e-mail");

    // Time passes: the silent CIO's link went out six days ago (two business days at least, within
    // its seven), the company's page ten days ago (five business days at least, within its
    // fourteen). Both servers start again and run the reminders at once; stopped, each waits for its
    // run to end, and started once more they run them again, finding nothing left to send.
    await stopBoth();
    await client.query(
      `update shortlist_candidates set link_issued_at = link_issued_at - interval '6 days'
       where cio_application_id = $1`,
      [silent.id],
    );
    await client.query(
      `update shortlists set company_link_issued_at = company_link_issued_at - interval '10 days'
       where company_application_id = $1`,
      [company.id],
    );
    await startBoth();
    await peer.waitFor(
      () =>
        subjectsTo(silent.lead.email)[cioReminderEmail.subject] === 1 && subjectsTo(company.lead.email)[companyReminderEmail.subject] === 1,
      30_000,
      "the reminders",
    );
    await stopBoth();
    await startBoth();

    // The company picks one CIO through its reminder's link (the same link as its first e-mail's, by
    // the time it was issued), on both servers at once: one pick is taken, the other told it was.
    const companyPath = linkIn(company.lead.email, companyReminderEmail.subject, "/shortlist");
    const shown = await (await request(`${servers[1]!.url}${companyPath}`)).text();
    const pickedName = `${picked.lead.fields.firstName as string} ${(picked.lead.fields.lastName as string)[0]}.`;
    const candidate = new RegExp(`value="([0-9a-f-]{36})"[^>]*/><label for="field-candidate-[0-9a-f-]{36}"[^>]*>Meet ${pickedName}`).exec(
      shown.replaceAll("<!-- -->", ""),
    )?.[1];
    if (!candidate) throw new Error(`no checkbox for ${pickedName} on the company's page`);
    expect(
      await postOnBoth(companyPath, [
        ["intent", "pick"],
        ["candidate", candidate],
      ]),
    ).toEqual([303, 409]);

    await peer.waitFor(
      () => subjectsTo(thanked.lead.email)[cioNotPickedEmail.subject] === 1,
      30_000,
      "the introductions and the thank-you",
    );
    await outboxSettled();
    const companyName = company.lead.fields.companyName as string;
    const introductionToCompany = companyIntroductionEmail.subject(picked.lead.name);
    const introductionToCio = cioIntroductionEmail.subject(companyName);
    expect(subjectsTo(company.lead.email)).toEqual({
      [confirmationEmail.company.subject]: 1,
      [companyShortlistEmail.subject]: 1,
      [companyReminderEmail.subject]: 1,
      [introductionToCompany]: 1,
    });
    expect(subjectsTo(picked.lead.email)).toEqual({
      [confirmationEmail.cio.subject]: 1,
      [cioInvitationEmail.subject]: 1,
      [introductionToCio]: 1,
    });
    expect(subjectsTo(thanked.lead.email)).toEqual({
      [confirmationEmail.cio.subject]: 1,
      [cioInvitationEmail.subject]: 1,
      [cioNotPickedEmail.subject]: 1,
    });
    expect(subjectsTo(silent.lead.email)).toEqual({
      [confirmationEmail.cio.subject]: 1,
      [cioInvitationEmail.subject]: 1,
      [cioReminderEmail.subject]: 1,
    });
    // The team is in copy of each introduction, once.
    const toTeam = subjectsTo(team);
    expect([toTeam[introductionToCompany], toTeam[introductionToCio]]).toEqual([1, 1]);
  });
});
