import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/server/db/client.server";
import { outbox } from "~/server/db/schema.server";
import { createMailTransport, type MailTransport } from "~/server/mail/transport.server";
import { startMailWorker } from "~/server/mail/worker.server";
import { findPerson, personalDataExport } from "~/server/privacy/personal-data.server";
import { theirEmails } from "~/server/privacy/person.server";
import { companyShortlistFor, pickFromShortlist } from "~/server/shortlists/shortlists.server";
import { mailHeader } from "../support/accounts";
import { insertApplication } from "../support/applications";
import { databaseKinds, openTestDatabase } from "../support/database";
import { anonymousCompany, networkCio, settings, shortlistWithInterest } from "../support/shortlists";
import { startSmtpPeer, subjectOf } from "../support/smtp-peer";

// A pick's introductions as they leave the site (decision 0078), on PGlite and PostgreSQL: each
// goes to its person, with the team in Cc (in the header and the SMTP envelope) and Reply-To the
// team, over SMTP and in the .eml files written without SMTP; other e-mails, and rows queued before
// the Cc column, carry no Cc. A person's data counts an e-mail copied to them, and shows its Cc.

const from = "Fractional CIO Canada <no-reply@example.ca>";
const team = ["team@cio.example.ca", "partners@cio.example.ca"];
const pickSettings = { ...settings, notifyEmails: team };
/** The addresses of a header, lower-cased, in order. */
const addressesIn = (value: string) => [...value.matchAll(/[^\s<>,"]+@[^\s<>,"]+/g)].map((match) => match[0].toLowerCase());
/** The introductions' subjects (the company's and the CIO's, in English). */
const isIntroduction = (raw: string) => /the CIO you chose|would like to meet you/.test(subjectOf(raw));

describe.each(databaseKinds)("a shortlist's introductions as sent on %s", (kind) => {
  let handle: DatabaseHandle;
  const db = () => handle.db;
  const cleanups: (() => unknown)[] = [];
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  afterAll(async () => {
    await handle.close();
  });

  /** A company that picked its one interested CIO: the ids of the two introductions queued. */
  async function picked(tag: string) {
    const cio = await insertApplication(db(), networkCio(`Octavia${tag}`, { email: `octavia.${tag}@cio-probe.example` }));
    const shortlist = await shortlistWithInterest(
      db(),
      { ...anonymousCompany, email: `${tag}.${anonymousCompany.email}` },
      [[cio.id, "interested"]],
      settings,
    );
    const token = shortlist.companyLink.slice(shortlist.companyLink.lastIndexOf("/") + 1);
    const page = await companyShortlistFor(db(), token, "en", settings, new Date());
    if (page.status !== "ok") throw new Error(page.status);
    const candidateIds = page.value.candidates.map((candidate) => candidate.candidateId);
    const outcome = await pickFromShortlist(db(), { token, locale: "en", candidateIds }, pickSettings, new Date());
    expect(outcome.status).toBe("ok");
    const rows = await db()
      .select()
      .from(outbox)
      .where(and(inArray(outbox.applicationId, [cio.id, shortlist.company.id]), sql`${outbox.kind} like 'shortlist-introduction-%'`));
    expect(rows).toHaveLength(2);
    return { cioEmail: cio.email, companyEmail: shortlist.companyEmail, companyId: shortlist.company.id, introductions: rows };
  }

  /** Sends every due row through `transport` until none is left. */
  async function sendAll(transport: MailTransport) {
    const worker = startMailWorker({ db: db(), transport, from, pollMs: 3_600_000, batchSize: 50, log: () => undefined });
    cleanups.push(() => worker.stop());
    while ((await worker.runOnce()).sent > 0);
  }

  it("queues each introduction to its person, the team in Cc, replies to the team", async () => {
    const { cioEmail, companyEmail, introductions } = await picked(`queued${kind}`);
    const byKind = new Map(introductions.map((row) => [row.kind, row]));
    expect(byKind.get("shortlist-introduction-company")).toMatchObject({ recipients: [companyEmail], cc: team, replyTo: team[0] });
    expect(byKind.get("shortlist-introduction-cio")).toMatchObject({ recipients: [cioEmail], cc: team, replyTo: team[0] });
  });

  it("sends the team in Cc over SMTP: in the header and as envelope recipients", async () => {
    const peer = await startSmtpPeer();
    cleanups.push(peer.close);
    const { cioEmail, companyEmail } = await picked(`smtp${kind}`);
    const transport = createMailTransport({ smtpUrl: peer.url, mailFrom: from, dataDir: os.tmpdir() });
    cleanups.push(() => transport.close());
    await sendAll(transport);
    for (const person of [companyEmail, cioEmail]) {
      const mail = peer.received.find(
        (received) => isIntroduction(received.raw) && addressesIn(mailHeader(received.raw, "To")).includes(person.toLowerCase()),
      );
      if (!mail) throw new Error(`no introduction to ${person}`);
      expect(addressesIn(mailHeader(mail.raw, "To"))).toEqual([person.toLowerCase()]);
      expect(addressesIn(mailHeader(mail.raw, "Cc"))).toEqual(team);
      expect(addressesIn(mailHeader(mail.raw, "Reply-To"))).toEqual([team[0]]);
      expect(mail.to.map((address) => address.toLowerCase()).sort()).toEqual([person.toLowerCase(), ...team].sort());
    }
    // Nothing else of the shortlist copies the team: the CIO's invitation, the company's page.
    const others = peer.received.filter((mail) => !isIntroduction(mail.raw));
    expect(others.length).toBeGreaterThan(0);
    for (const mail of others) {
      expect(mailHeader(mail.raw, "Cc")).toBe("");
      expect(mail.to.some((address) => team.includes(address.toLowerCase()))).toBe(false);
    }
  });

  it("writes the Cc header in the .eml files when there is no SMTP server", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "introduction-mail-"));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const { cioEmail, companyEmail, introductions } = await picked(`files${kind}`);
    const transport = createMailTransport({ mailFrom: from, dataDir });
    cleanups.push(() => transport.close());
    await sendAll(transport);
    const folder = path.join(dataDir, "mail");
    const files = await readdir(folder);
    for (const row of introductions) {
      const name = files.find((file) => file.endsWith(`-${row.id}.eml`));
      if (!name) throw new Error(`no .eml file for ${row.kind}`);
      const raw = await readFile(path.join(folder, name), "utf8");
      const person = row.kind === "shortlist-introduction-company" ? companyEmail : cioEmail;
      expect(addressesIn(mailHeader(raw, "To"))).toEqual([person.toLowerCase()]);
      expect(addressesIn(mailHeader(raw, "Cc"))).toEqual(team);
      expect(addressesIn(mailHeader(raw, "Reply-To"))).toEqual([team[0]]);
    }
  });

  it("reads a row queued before the Cc column as one without copies, and sends it so", async () => {
    const peer = await startSmtpPeer();
    cleanups.push(peer.close);
    // As an older version wrote it: no cc column named.
    const older = `older.${kind}@example.com`;
    const { rows } = (await db().execute(sql`
      insert into outbox (kind, recipients, subject, text_body, html_body)
      values ('test-older', array[${older}::text], 'Queued before Cc', 'Body', '<p>Body</p>')
      returning id, cc`)) as unknown as { rows: { id: string; cc: string[] }[] };
    const row = rows[0];
    expect(row!.cc).toEqual([]);
    const transport = createMailTransport({ smtpUrl: peer.url, mailFrom: from, dataDir: os.tmpdir() });
    cleanups.push(() => transport.close());
    await sendAll(transport);
    const mail = peer.received.find((received) => received.to.includes(older));
    expect(mail?.to).toEqual([older]);
    expect(mailHeader(mail!.raw, "Cc")).toBe("");
    const [sent] = await db().select().from(outbox).where(eq(outbox.id, row!.id));
    expect(sent).toMatchObject({ status: "sent", cc: [] });
  });

  it("counts an e-mail copied to a person as theirs, and a person's export shows each e-mail's Cc", async () => {
    const copied = `copied.${kind}@example.com`;
    // Tied to no record, to someone else, the person in Cc only: still an e-mail to them.
    const [row] = await db()
      .insert(outbox)
      .values({
        kind: "test-copied",
        recipients: ["someone.else@example.com"],
        cc: [copied.toUpperCase()],
        subject: "Copied",
        textBody: "",
        htmlBody: "",
      })
      .returning({ id: outbox.id });
    const person = { email: copied, applicationIds: [], inquiryIds: [], bookingIds: [], names: [] };
    expect((await db().select({ id: outbox.id }).from(outbox).where(theirEmails(person))).map((found) => found.id)).toEqual([row!.id]);

    const { companyId, companyEmail } = await picked(`export${kind}`);
    const company = await findPerson(db(), companyId, { scope: "person", includeInquiries: false });
    const exported = await personalDataExport(db(), company!, { now: new Date(), exportedBy: "boss@example.ca" });
    const introduction = exported.emails.find((email) => email.kind === "shortlist-introduction-company");
    expect(introduction).toMatchObject({ to: [companyEmail], cc: team, replyTo: team[0] });
  });
});
