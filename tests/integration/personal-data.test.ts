import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CioValues, CompanyValues, ContactValues } from "~/domain/forms/lead-forms";
import { addNote, reopenDecision } from "~/server/admin/application-details.server";
import { decideApplication, listApplications } from "~/server/admin/applications.server";
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
  users,
} from "~/server/db/schema.server";
import { issueFormToken } from "~/server/leads/form-token.server";
import { createMailTransport } from "~/server/mail/transport.server";
import { startMailWorker } from "~/server/mail/worker.server";
import { introduce } from "~/server/admin/matching.server";
import { deletePersonalData, deletionPreview, findPerson, personalDataExport } from "~/server/privacy/personal-data.server";
import { moveStage } from "~/server/pipeline/stages.server";
import { type SubmissionDeps, submitInquiry } from "~/server/leads/submissions.server";
import { databaseKinds, openTestDatabase } from "../support/database";
import { mailFilesMentioning, tablesMentioning } from "../support/personal-traces";
import { noConsent, sampleCio, sampleCompany, submissionDepsFor, submitStored } from "../support/submission-deps";

// The admin's tools for a person's requests about their data: everything held about a person, found
// from one application, downloaded and deleted by the server module itself (no HTTP), on PGlite and
// PostgreSQL.

const secret = "integration-test-secret-0123456789abcdef";
const admin = "boss@example.ca";
const now = new Date("2026-11-21T15:00:00Z");

const person = { firstName: "Wilhelmina", lastName: "Zorblatt", email: "Wil.Zorblatt@Example.com" };
const traces = ["wil.zorblatt@example.com", "Zorblatt", "Wilhelmina"];

const cioValues: CioValues = sampleCio(person, "https://www.linkedin.com/in/wilhelmina");

const companyValues: CompanyValues = sampleCompany("Maplewood Clinics", "Okonkwo", "it@maplewood.example");

const contactValues: ContactValues = {
  ...person,
  email: "wil.zorblatt@example.com",
  phone: "613-555-0199",
  message: "Do you hire in Ottawa?",
};

describe.each(databaseKinds)("personal data on %s", (kind) => {
  let handle: DatabaseHandle;
  let deps: SubmissionDeps;
  let dataDir: string;
  let mailDir: string;
  let ids: { cio: string; secondCio: string; company: string; inquiry: string };

  const submit = (values: CioValues | CompanyValues, type: "CIO" | "Company") => submitStored(deps, values, type, now);

  /** What the list's counters say against what the table holds, per type and status. */
  const countersMatchRows = async () => {
    const counters = await handle.db
      .select({ type: applicationCounts.type, status: applicationCounts.status, n: sql<number>`sum(${applicationCounts.count})::int` })
      .from(applicationCounts)
      .groupBy(applicationCounts.type, applicationCounts.status);
    const rows = await handle.db
      .select({ type: applications.type, status: sql<string>`coalesce(${applications.status}, 'pending')`, n: sql<number>`count(*)::int` })
      .from(applications)
      .where(sql`${applications.spamReason} is null`)
      .groupBy(applications.type, applications.status);
    const key = (row: { type: string; status: string }) => `${row.type}/${row.status}`;
    const fromCounters = Object.fromEntries(counters.filter((row) => row.n !== 0).map((row) => [key(row), row.n]));
    expect(fromCounters).toEqual(Object.fromEntries(rows.map((row) => [key(row), row.n])));
  };

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    dataDir = await mkdtemp(path.join(os.tmpdir(), "cio-personal-data-"));
    mailDir = path.join(dataDir, "mail");
    deps = submissionDepsFor(handle.db, secret, ["team@example.ca"]);
  });
  afterAll(async () => {
    await handle.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  beforeEach(async () => {
    for (const table of [outbox, applications, inquiries, personalDataDeletions, limitCounts, users]) await handle.db.delete(table);
    await handle.db.delete(applicationCounts);
    await rm(mailDir, { recursive: true, force: true });

    // The person applies twice as a CIO (the address in another case the second time), writes
    // through the contact form, is accepted and introduced to a company; admins note things,
    // including on the company's application, and reopen its decision naming her.
    const cio = await submit(cioValues, "CIO");
    const secondCio = await submit({ ...cioValues, email: "WIL.ZORBLATT@example.com", message: "Applying again." }, "CIO");
    const company = await submit(companyValues, "Company");
    const inquiry = await submitInquiry(
      deps,
      { ...contactValues, ...noConsent },
      {
        clientIp: "203.0.113.7",
        formToken: issueFormToken(secret, new Date(now.getTime() - 60_000)),
        honeypot: "",
        now,
      },
    );
    if (inquiry.status !== "stored") throw new Error("inquiry not stored");
    ids = { cio, secondCio, company, inquiry: inquiry.id };
    await decideApplication(handle.db, { id: cio, status: "Accepted", adminEmail: admin, now });
    await addNote(handle.db, { id: cio, body: "Strong on security.", adminEmail: admin, now });
    expect(await introduce(handle.db, { ids: [company, cio], confirmed: false, adminEmail: admin, now, config: deps.config })).toBe(
      "introduced",
    );
    await addNote(handle.db, { id: company, body: "Liked Wilhelmina Zorblatt (wil.zorblatt@example.com) a lot.", adminEmail: admin, now });
    await decideApplication(handle.db, { id: company, status: "Accepted", adminEmail: admin, now });
    await reopenDecision(handle.db, { id: company, reason: "Waiting to hear from WILHELMINA ZORBLATT.", adminEmail: admin, now });
    // Her e-mails go out as files, as they do without SMTP.
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

  it("downloads everything held about her: both applications, notes, history, her inquiry and e-mails", async () => {
    const found = await findPerson(handle.db, ids.cio, { scope: "person", includeInquiries: true });
    expect(found).toMatchObject({ email: "wil.zorblatt@example.com", inquiryIds: [ids.inquiry] });
    expect(found?.applicationIds.sort()).toEqual([ids.cio, ids.secondCio].sort());
    const data = await personalDataExport(handle.db, found!, { now, exportedBy: admin });
    const json = JSON.parse(JSON.stringify(data)) as typeof data;
    expect(json.about).toBe("wil.zorblatt@example.com");
    expect(json.exportedBy).toBe(admin);
    const first = json.applications.find((application) => application.id === ids.cio)!;
    expect(first).toMatchObject({
      firstName: "Wilhelmina",
      lastName: "Zorblatt",
      phone: "613-555-0199",
      message: "I led three ERP migrations.",
      status: "Accepted",
    });
    // Where each stands in the team's work, as the admin's page names it: accepted, she is in the network.
    expect(first).toMatchObject({ stage: "In network", closeReason: null });
    expect(json.applications.find((application) => application.id === ids.secondCio)).toMatchObject({
      stage: "Applied",
      closeReason: null,
    });
    expect(first).not.toHaveProperty("submissionKey");
    expect(first.notes.map((note) => note.body)).toEqual(["Strong on security."]);
    expect(first.history.map((event) => event.kind)).toEqual(["decided", "introduced"]);
    expect(json.applications.find((application) => application.id === ids.secondCio)?.message).toBe("Applying again.");
    expect(json.inquiries.map((inquiry) => inquiry.message)).toEqual(["Do you hire in Ottawa?"]);
    expect(json.emails.map((email) => email.kind).sort()).toEqual([
      "application-confirmation",
      "application-confirmation",
      "application-notification",
      "application-notification",
      "inquiry-confirmation",
      "inquiry-notification",
      "introduction-cio",
      "introduction-company",
    ]);
    expect(json.emails.every((email) => email.status === "sent")).toBe(true);
    // Each e-mail's text as it was queued, and so sent.
    const confirmations = json.emails.filter((email) => email.kind === "application-confirmation");
    expect(confirmations.map((email) => email.text?.split("\n")[0])).toEqual(["Hello Wilhelmina,", "Hello Wilhelmina,"]);
    expect(json.emails.find((email) => email.kind === "inquiry-notification")?.text).toContain("Message: Do you hire in Ottawa?");
    expect(json.emails.every((email) => typeof email.text === "string" && email.text.length > 0)).toBe(true);
    // The company's own e-mails are not hers.
    expect(JSON.stringify(json)).not.toContain("New company request");
  });

  it("downloads a request's stage and close reason, and each move in its history, by their labels", async () => {
    expect(
      await moveStage(handle.db, { id: ids.company, from: "meeting", to: "closed", closeReason: "no-budget", adminEmail: admin, now }),
    ).toEqual({ outcome: "moved", stage: "closed" });
    const found = await findPerson(handle.db, ids.company, { scope: "person", includeInquiries: false });
    const json = JSON.parse(JSON.stringify(await personalDataExport(handle.db, found!, { now, exportedBy: admin })));
    const [company] = json.applications;
    expect(company).toMatchObject({ id: ids.company, stage: "Closed", closeReason: "No budget" });
    expect(company.history.at(-1)).toMatchObject({ kind: "stage-moved", stage: "Closed", reason: "No budget", by: admin });
    // Other entries keep their own reasons as the admins wrote them.
    expect(company.history.find((event: { kind: string }) => event.kind === "reopened")).toMatchObject({
      stage: null,
      reason: "Waiting to hear from WILHELMINA ZORBLATT.",
    });
  });

  it("counts what would go before anything goes", async () => {
    const found = await findPerson(handle.db, ids.secondCio, { scope: "person", includeInquiries: false });
    expect(await deletionPreview(handle.db, found!)).toEqual({
      applications: 2,
      inquiries: 0,
      bookings: 0,
      notes: 1,
      events: 2,
      emails: 6,
    });
    expect(await handle.db.select().from(applications)).toHaveLength(3);
  });

  it("deletes her from every table and e-mail file, keeping only a record without personal data", async () => {
    const before = await tablesMentioning(handle.db, traces);
    // The search finds her where she is, so an empty result below means something.
    expect(before["wil.zorblatt@example.com"]).toEqual(
      expect.arrayContaining([
        '"public"."applications"',
        '"public"."inquiries"',
        '"public"."outbox"',
        '"public"."limit_counts"',
        '"public"."application_notes"',
      ]),
    );
    expect(before.Zorblatt).toContain('"public"."application_events"');
    expect(mailFilesMentioning(dataDir, traces).length).toBeGreaterThanOrEqual(8);
    await handle.db.insert(users).values({ id: "u1", name: "Wil", email: "wil.zorblatt@example.com" });

    const found = await findPerson(handle.db, ids.cio, { scope: "person", includeInquiries: true });
    const { id, counts } = await deletePersonalData(handle.db, {
      person: found!,
      actor: admin,
      reason: "Wilhelmina Zorblatt asked by phone (wil.zorblatt@example.com).",
      reasonBy: "admin",
      now,
      adminEmails: [admin],
      mailFolder: mailDir,
      baseUrl: "https://cio.example.ca",
    });
    expect(counts).toEqual({
      applications: 2,
      notes: 1,
      events: 2,
      inquiries: 1,
      bookings: 0,
      emails: 8,
      mailFiles: 8,
      accounts: 1,
      rateLimitCounters: expect.any(Number),
    });
    expect(counts.rateLimitCounters).toBeGreaterThanOrEqual(1);

    // Only the company's note and reopening reason still name her: other people's records are not
    // rewritten, as matching a name could change someone else's words; the admin sees them listed
    // on her page and edits them.
    expect(await tablesMentioning(handle.db, traces)).toEqual({
      "wil.zorblatt@example.com": ['"public"."application_notes"'],
      Zorblatt: ['"public"."application_events"', '"public"."application_notes"'],
      Wilhelmina: ['"public"."application_events"', '"public"."application_notes"'],
    });
    expect(mailFilesMentioning(dataDir, traces)).toEqual([]);
    // The company's e-mails stay (the team's notification about it, its confirmation).
    expect((await readdir(mailDir)).length).toBe(2);

    const [record] = await handle.db.select().from(personalDataDeletions).where(eq(personalDataDeletions.id, id));
    expect(record).toMatchObject({ actor: admin, reason: "[removed] asked by phone ([removed]).", counts });
    // The company's page keeps its note and history as the admins wrote them.
    const [note] = await handle.db.select().from(applicationNotes).where(eq(applicationNotes.applicationId, ids.company));
    expect(note?.body).toBe("Liked Wilhelmina Zorblatt (wil.zorblatt@example.com) a lot.");
    const companyEvents = await handle.db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, ids.company));
    expect(companyEvents.find((event) => event.kind === "introduced")?.otherApplicationId).toBeNull();
    expect(companyEvents.find((event) => event.kind === "reopened")?.reason).toBe("Waiting to hear from WILHELMINA ZORBLATT.");

    // Nowhere in the list, its search or its counts.
    const list = await listApplications(handle.db, 1, { view: "list", type: null, status: null, q: "" });
    expect(list.rows.map((row) => row.id)).toEqual([ids.company]);
    expect(list.page.total).toBe(1);
    expect((await listApplications(handle.db, 1, { view: "list", type: null, status: null, q: "zorblatt" })).page.total).toBe(0);
    await countersMatchRows();
    expect(await findPerson(handle.db, ids.cio, { scope: "person", includeInquiries: true })).toBeNull();
  });

  it("keeps her inquiry and its e-mails when it is not chosen, and an admin's account", async () => {
    await handle.db.insert(users).values({ id: "u2", name: "Admin", email: "wil.zorblatt@example.com" });
    const found = await findPerson(handle.db, ids.secondCio, { scope: "person", includeInquiries: false });
    const { counts } = await deletePersonalData(handle.db, {
      person: found!,
      actor: admin,
      reason: "Asked by letter.",
      reasonBy: "admin",
      now,
      adminEmails: [admin, "wil.zorblatt@example.com"],
      mailFolder: null,
      baseUrl: "https://cio.example.ca",
    });
    expect(counts).toMatchObject({ applications: 2, inquiries: 0, emails: 6, accounts: 0, mailFiles: 0 });
    expect(await handle.db.select({ id: inquiries.id }).from(inquiries)).toEqual([{ id: ids.inquiry }]);
    expect((await handle.db.select().from(outbox).where(eq(outbox.inquiryId, ids.inquiry))).map((row) => row.kind).sort()).toEqual([
      "inquiry-confirmation",
      "inquiry-notification",
    ]);
    expect(await handle.db.select({ id: users.id }).from(users)).toEqual([{ id: "u2" }]);
    await countersMatchRows();
  });

  it("deletes only the application a withdrawal link names, when the applicant asks", async () => {
    const found = await findPerson(handle.db, ids.secondCio, { scope: "application", includeInquiries: false });
    expect(found?.applicationIds).toEqual([ids.secondCio]);
    await deletePersonalData(handle.db, {
      person: found!,
      actor: "the applicant",
      reason: "Asked.",
      reasonBy: "site",
      now,
      adminEmails: [],
      mailFolder: null,
      baseUrl: "https://cio.example.ca",
    });
    expect((await handle.db.select({ id: applications.id }).from(applications)).map((row) => row.id).sort()).toEqual(
      [ids.cio, ids.company].sort(),
    );
    await countersMatchRows();
  });
});
