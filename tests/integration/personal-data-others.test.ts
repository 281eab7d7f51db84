import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { asc, eq, ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CioValues, CompanyValues } from "~/domain/forms/lead-forms";
import { addNote, reopenDecision } from "~/server/admin/application-details.server";
import { decideApplication } from "~/server/admin/applications.server";
import type { DatabaseHandle } from "~/server/db/client.server";
import {
  applicationCounts,
  applicationEvents,
  applicationNotes,
  applications,
  inquiries,
  outbox,
  personalDataDeletions,
  limitCounts,
} from "~/server/db/schema.server";
import { createMailTransport } from "~/server/mail/transport.server";
import { startMailWorker } from "~/server/mail/worker.server";
import { introduce } from "~/server/admin/matching.server";
import { deletePersonalData, findPerson, mentionsElsewhere, personalDataExport } from "~/server/privacy/personal-data.server";
import type { SubmissionDeps } from "~/server/leads/submissions.server";
import { withdrawApplication } from "~/server/privacy/withdrawal.server";
import { databaseKinds, openTestDatabase } from "../support/database";
import { mailFilesMentioning } from "../support/personal-traces";
import { sampleCio, sampleCompany, submissionDepsFor, submitStored } from "../support/submission-deps";

// One person's deletion must never rewrite other people's records: their deletion or download
// touches no one else's notes, history, e-mails or e-mail files, even when their name is a common
// word or their address sits inside someone else's. On PGlite and PostgreSQL.

const secret = "integration-test-secret-0123456789abcdef";
const admin = "boss@example.ca";
const now = new Date("2026-11-25T15:00:00Z");

const company = sampleCompany;

const joe: CioValues = sampleCio(
  { firstName: "Joe", lastName: "Smith", email: "joe.smith@corp.example" },
  "https://www.linkedin.com/in/joe",
);

/** Someone else's words, as admins wrote them. */
const words = {
  calledJoe: "Called Joe: the references and the CV check out.",
  joesAddress: "Reach him at joe.smith@corp.example.",
  namesTheJoeCompany: "Joe's company (smith@corp.example) asked about the same CIO.",
  reopened: "Waiting for the board and Joe.",
};

describe.each(databaseKinds)("one person's privacy request, others' records, on %s", (kind) => {
  let handle: DatabaseHandle;
  let deps: SubmissionDeps;
  let dataDir: string;
  let mailDir: string;
  /** the: a company named "the" with the contact "and"; joeCompany: "Joe", smith@…; joe: Joe Smith, joe.smith@… */
  let ids: { the: string; joeCompany: string; joe: string; maplewood: string };
  let noteIds: Record<keyof typeof words, string>;

  const submit = (values: CioValues | CompanyValues, type: "CIO" | "Company") => submitStored(deps, values, type, now);

  /** Every note and history reason, outbox row and e-mail file that is not of `except`. */
  const othersRecords = async (except: string) => ({
    notes: await handle.db
      .select({ id: applicationNotes.id, body: applicationNotes.body })
      .from(applicationNotes)
      .where(ne(applicationNotes.applicationId, except))
      .orderBy(asc(applicationNotes.id)),
    reasons: await handle.db
      .select({ id: applicationEvents.id, reason: applicationEvents.reason })
      .from(applicationEvents)
      .where(ne(applicationEvents.applicationId, except))
      .orderBy(asc(applicationEvents.id)),
    emails: (
      await handle.db
        .select({ id: outbox.id, kind: outbox.kind })
        .from(outbox)
        .where(sql`${outbox.applicationId} is distinct from ${except}`)
        .orderBy(asc(outbox.id))
    ).map((row) => `${row.kind} ${row.id}`),
    // Joe's e-mails, as files: his confirmation, the team's notice of him, both introductions.
    joesMailFiles: mailFilesMentioning(dataDir, [joe.email]).sort(),
  });

  const mailFileCount = async () => (await readdir(mailDir)).filter((name) => name.endsWith(".eml")).length;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    dataDir = await mkdtemp(path.join(os.tmpdir(), "cio-personal-data-others-"));
    mailDir = path.join(dataDir, "mail");
    deps = submissionDepsFor(handle.db, secret, ["team@example.ca"]);
  });
  afterAll(async () => {
    await handle.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  beforeEach(async () => {
    for (const table of [outbox, applications, inquiries, personalDataDeletions, limitCounts]) await handle.db.delete(table);
    await handle.db.delete(applicationCounts);
    await rm(mailDir, { recursive: true, force: true });

    ids = {
      the: await submit(company("the", "and", "oe.smith@corp.example"), "Company"),
      joeCompany: await submit(company("Joe", "Smith", "smith@corp.example"), "Company"),
      joe: await submit(joe, "CIO"),
      maplewood: await submit(company("Maplewood Clinics", "Okonkwo", "it@maplewood.example"), "Company"),
    };
    await decideApplication(handle.db, { id: ids.joe, status: "Accepted", adminEmail: admin, now });
    expect(
      await introduce(handle.db, { ids: [ids.maplewood, ids.joe], confirmed: false, adminEmail: admin, now, config: deps.config }),
    ).toBe("introduced");
    await addNote(handle.db, { id: ids.joe, body: words.calledJoe, adminEmail: admin, now });
    await addNote(handle.db, { id: ids.joe, body: words.joesAddress, adminEmail: admin, now });
    await addNote(handle.db, { id: ids.maplewood, body: words.namesTheJoeCompany, adminEmail: admin, now });
    await decideApplication(handle.db, { id: ids.maplewood, status: "Accepted", adminEmail: admin, now });
    await reopenDecision(handle.db, { id: ids.maplewood, reason: words.reopened, adminEmail: admin, now });
    const notes = await handle.db.select({ id: applicationNotes.id, body: applicationNotes.body }).from(applicationNotes);
    noteIds = Object.fromEntries(
      Object.entries(words).map(([key, body]) => [key, notes.find((note) => note.body === body)?.id ?? ""]),
    ) as typeof noteIds;
    // Every e-mail goes out as a file, as it does without SMTP.
    const transport = createMailTransport({ mailFrom: "no-reply@cio.example.ca", dataDir });
    const worker = startMailWorker({
      db: handle.db,
      transport,
      from: "no-reply@cio.example.ca",
      pollMs: 3_600_000,
      batchSize: 50,
      log: () => {},
    });
    await worker.runOnce();
    await worker.stop();
    transport.close();
  });

  /** Deletes `id`'s person as an admin would, with `reason`. */
  const adminDeletes = async (id: string, reason: string) => {
    const person = await findPerson(handle.db, id, { scope: "person", includeInquiries: true });
    return deletePersonalData(handle.db, {
      person: person!,
      actor: admin,
      reason,
      reasonBy: "admin",
      now,
      adminEmails: [admin],
      mailFolder: mailDir,
      baseUrl: "https://cio.example.ca",
    });
  };

  it("an admin deleting the company 'the' (contact 'and', oe.smith@…) changes no one else's notes, history, e-mails or files", async () => {
    const before = await othersRecords(ids.the);
    expect(before.joesMailFiles.length).toBe(4);
    const files = await mailFileCount();
    const { id, counts } = await adminDeletes(ids.the, "Asked by phone (oe.smith@corp.example).");
    expect(counts).toMatchObject({ applications: 1, emails: 2, mailFiles: 2 });
    expect(await othersRecords(ids.the)).toEqual(before);
    expect(await mailFileCount()).toBe(files - 2);
    const [record] = await handle.db.select().from(personalDataDeletions).where(eq(personalDataDeletions.id, id));
    expect(record?.reason).toBe("Asked by phone ([removed]).");
  });

  it("the applicant 'the' deleting through their withdrawal link changes no one else's notes, history, e-mails or files", async () => {
    const before = await othersRecords(ids.the);
    const files = await mailFileCount();
    const config = {
      baseUrl: "https://cio.example.ca",
      adminEmails: [admin],
      smtpUrl: undefined,
      dataDir,
      privacy: { contactEmail: "privacy@cio.example.ca", retention: { spamDays: 30, closedMonths: 24, mailBodyDays: 90 } },
    };
    expect(await withdrawApplication({ db: handle.db, config, now }, { id: ids.the, deleteData: true })).toBe("deleted");
    const after = await othersRecords(ids.the);
    // Only the confirmation of the deletion is new: tied to no record, to the applicant's address.
    const confirmation = after.emails.filter((email) => !before.emails.includes(email));
    expect(confirmation).toEqual([expect.stringMatching(/^withdrawal-confirmation /)]);
    expect({ ...after, emails: after.emails.filter((email) => before.emails.includes(email)) }).toEqual(before);
    expect(await mailFileCount()).toBe(files - 2);
    // The record's reason is the site's own sentence, not blanked where it happens to say "the".
    const [record] = await handle.db.select().from(personalDataDeletions);
    expect(record?.reason).toBe("Asked for by the applicant on the withdrawal page.");
  });

  it("deleting smith@corp.example leaves Joe Smith's e-mails and files, and the notes naming joe.smith@… or the person, as they were", async () => {
    const before = await othersRecords(ids.joeCompany);
    const { counts } = await adminDeletes(ids.joeCompany, "Asked by letter.");
    expect(counts).toMatchObject({ applications: 1, emails: 2, mailFiles: 2 });
    expect(await othersRecords(ids.joeCompany)).toEqual(before);
    const notes = await handle.db.select({ body: applicationNotes.body }).from(applicationNotes);
    expect(notes.map((note) => note.body).sort()).toEqual([words.calledJoe, words.joesAddress, words.namesTheJoeCompany].sort());
  });

  it("'Download data' holds only the person's own e-mails, not those of an address containing theirs", async () => {
    for (const [id, email] of [
      [ids.the, "oe.smith@corp.example"],
      [ids.joeCompany, "smith@corp.example"],
    ] as const) {
      const person = await findPerson(handle.db, id, { scope: "person", includeInquiries: true });
      const data = await personalDataExport(handle.db, person!, { now, exportedBy: admin });
      expect(data.emails.map((mail) => mail.kind).sort()).toEqual(["application-confirmation", "application-notification"]);
      expect(data.emails.every((mail) => mail.to.includes(email) || mail.replyTo === email)).toBe(true);
      const json = JSON.stringify(data);
      expect(json).not.toContain(joe.email);
      expect(json).not.toContain(words.calledJoe);
      expect(json).not.toContain(words.reopened);
    }
  });

  it("lists the notes and history of other applications that name the person, as whole words or addresses", async () => {
    const joeCompany = await findPerson(handle.db, ids.joeCompany, { scope: "person", includeInquiries: true });
    const found = await mentionsElsewhere(handle.db, joeCompany!);
    // "Joe" names the company; "joe.smith@corp.example" is someone else's address.
    expect(found.map((mention) => mention.text).sort()).toEqual([words.calledJoe, words.namesTheJoeCompany, words.reopened].sort());
    expect(found.find((mention) => mention.text === words.namesTheJoeCompany)).toMatchObject({
      kind: "note",
      id: noteIds.namesTheJoeCompany,
      applicationId: ids.maplewood,
      applicationName: "Maplewood Clinics (Priya Okonkwo)",
    });
    expect(found.find((mention) => mention.text === words.reopened)).toMatchObject({ kind: "history", applicationId: ids.maplewood });
    // Joe Smith himself is named by his address and his full name only.
    const joePerson = await findPerson(handle.db, ids.joe, { scope: "person", includeInquiries: true });
    expect((await mentionsElsewhere(handle.db, joePerson!)).map((mention) => mention.text)).toEqual([]);
    // After the deletion they are as they were: nothing rewrote them.
    await adminDeletes(ids.joeCompany, "Asked by letter.");
    const maplewoodNotes = await handle.db.select().from(applicationNotes).where(eq(applicationNotes.applicationId, ids.maplewood));
    expect(maplewoodNotes.map((note) => note.body)).toEqual([words.namesTheJoeCompany]);
  });
});
