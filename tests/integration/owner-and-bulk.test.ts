import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bulkFields, bulkForm, MARKED_SPAM_REASON } from "~/domain/bulk-actions";
import { readFilters } from "~/domain/application-filters";
import { releaseFromSpam } from "~/server/admin/application-details.server";
import { applicationsCsv } from "~/server/admin/applications-export.server";
import { decideApplication, listApplications } from "~/server/admin/applications.server";
import { applicationEvents, applicationNotes, applications, outbox } from "~/server/db/schema.server";
import { runBulkAction } from "~/server/pipeline/bulk-actions.server";
import { assignOwner } from "~/server/pipeline/owner.server";
import { findPerson, personalDataExport } from "~/server/privacy/personal-data.server";
import { insertApplication } from "../support/applications";
import { databaseKinds } from "../support/database";
import { suiteDatabase } from "../support/suite-database";

// Owners and the list's bulk actions (decision 0087), without HTTP, on PGlite and PostgreSQL:
// assigning and unassigning with their history, a stale page refused, the Mine filter, the CSV
// and the data export; each bulk action with the records it skips and why, each change in that
// record's own history; and a bulk denial queues the very e-mail a single denial queues.

const now = new Date("2026-11-27T15:00:00Z");
const ana = "ana.admin@example.ca";
const bo = "bo.admin@example.ca";
const admins = [ana, bo];
const baseUrl = "https://cio.example.ca";

describe.each(databaseKinds)("owners and bulk actions on %s", (kind) => {
  const db = suiteDatabase(kind);

  /** A new record of its own (a fresh address), undecided unless told. */
  const record = (values: Partial<typeof applications.$inferInsert> = {}) =>
    insertApplication(db(), {
      firstName: "Mireille",
      lastName: `Owner${randomUUID().slice(0, 6)}`,
      email: `mireille.${randomUUID().slice(0, 8)}@example.ca`,
      ...values,
    });
  const stored = async (id: string) => (await db().select().from(applications).where(eq(applications.id, id)))[0]!;
  const history = async (id: string) =>
    (
      await db()
        .select({
          kind: applicationEvents.kind,
          owner: applicationEvents.owner,
          stage: applicationEvents.stage,
          actor: applicationEvents.actor,
        })
        .from(applicationEvents)
        .where(eq(applicationEvents.applicationId, id))
        .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.kind))
    ).map((event) => Object.fromEntries(Object.entries(event).filter(([, value]) => value !== null)));
  const assign = (id: string, shown: string, owner: string, adminEmail = ana) =>
    assignOwner(db(), { id, shown, owner, admins, adminEmail, now });
  const bulkOrRefusal = (entries: [string, string][], adminEmail = ana) =>
    runBulkAction(db(), bulkForm.parse(bulkFields(entries)), { adminEmail, now, admins, baseUrl });
  const bulk = async (entries: [string, string][], adminEmail = ana) => {
    const outcomes = await bulkOrRefusal(entries, adminEmail);
    if (!Array.isArray(outcomes)) throw new Error(`refused: ${outcomes}`);
    return outcomes;
  };
  const ids = (...records: { id: string }[]) => records.map((row): [string, string] => ["id", row.id]);

  it("assigns to an admin, to another, then to nobody, each in the history with who did it", async () => {
    const row = await record();
    expect(await assign(row.id, "", ana)).toEqual({ outcome: "assigned", owner: ana });
    expect(await assign(row.id, ana, bo.toUpperCase(), bo)).toEqual({ outcome: "assigned", owner: bo });
    expect(await assign(row.id, bo, "")).toEqual({ outcome: "assigned", owner: null });
    expect((await stored(row.id)).ownerEmail).toBeNull();
    expect(await history(row.id)).toEqual([
      { kind: "assigned", owner: ana, actor: ana },
      { kind: "assigned", owner: bo, actor: bo },
      { kind: "assigned", actor: ana },
    ]);
  });

  it("refuses a page that showed another owner, an owner who is not an admin, and a record that is not listed", async () => {
    const row = await record();
    await assign(row.id, "", bo);
    // Ana's page still showed nobody: Bo's assignment stands, and she is told it is Bo's.
    expect(await assign(row.id, "", ana)).toEqual({ outcome: "changed-meanwhile", current: bo });
    expect(await assign(row.id, bo, "eve@example.ca")).toEqual({ outcome: "not-an-admin" });
    expect(await assign(row.id, bo, bo)).toEqual({ outcome: "unchanged" });
    expect((await stored(row.id)).ownerEmail).toBe(bo);
    expect(await history(row.id)).toHaveLength(1);
    const spam = await record({ spamReason: "honeypot" });
    expect(await assign(spam.id, "", ana)).toEqual({ outcome: "not-found" });
    expect(await assign(randomUUID(), "", ana)).toEqual({ outcome: "not-found" });
    expect(await assign("not-a-uuid", "", ana)).toEqual({ outcome: "not-found" });
  });

  it("keeps an owner who is no longer an admin, who can be replaced", async () => {
    const row = await record({ ownerEmail: "gone.admin@example.ca" });
    expect(await assign(row.id, "gone.admin@example.ca", ana)).toEqual({ outcome: "assigned", owner: ana });
  });

  it("lists and exports one admin's records under Mine, with the owner as the CSV's last column", async () => {
    const tag = randomUUID().slice(0, 8);
    const mine = await record({ lastName: `Mine${tag}` });
    const theirs = await record({ lastName: `Mine${tag}` });
    const nobody = await record({ lastName: `Mine${tag}` });
    await assign(mine.id, "", ana);
    await assign(theirs.id, "", bo);
    const filters = readFilters(new URLSearchParams({ owner: "me", q: `Mine${tag}` }), { viewer: ana });
    expect(filters.mine).toBe(ana);
    const { rows, page } = await listApplications(db(), 1, filters);
    expect(rows.map((row) => [row.id, row.ownerEmail])).toEqual([[mine.id, ana]]);
    expect(page.total).toBe(1);
    // Without a signed-in admin, "me" is no one in particular: no filter.
    expect(readFilters(new URLSearchParams({ owner: "me" })).mine).toBeUndefined();
    expect((await listApplications(db(), 1, readFilters(new URLSearchParams({ q: `Mine${tag}` }), { viewer: ana }))).rows).toHaveLength(3);

    const csv = await new Response(applicationsCsv(db(), readFilters(new URLSearchParams({ q: `Mine${tag}` }), { viewer: ana }))).text();
    const [header, ...lines] = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(header).toMatch(/,Stage,Close reason,UTM source,UTM medium,UTM campaign,Referring site,Partner code,Owner$/);
    const ownerOf = (id: string) =>
      lines
        .find((line) => line.startsWith(id))
        ?.split(",")
        .at(-1);
    expect([ownerOf(mine.id), ownerOf(theirs.id), ownerOf(nobody.id)]).toEqual([ana, bo, ""]);
  });

  it("puts the owner, and each assignment, in the person's data export", async () => {
    const row = await record();
    await assign(row.id, "", ana);
    const person = await findPerson(db(), row.id, { scope: "person", includeInquiries: true });
    const exported = await personalDataExport(db(), person!, { now, exportedBy: ana });
    expect(exported.applications[0]).toMatchObject({ ownerEmail: ana });
    expect(exported.applications[0]!.history).toEqual([expect.objectContaining({ kind: "assigned", owner: ana, by: ana })]);
  });

  it("marks undecided records as spam, skipping decided and withdrawn ones; Not spam brings one back without e-mails", async () => {
    const [fresh, accepted, withdrawn] = [await record(), await record({ status: "Accepted" }), await record({ status: "Withdrawn" })];
    const outcomes = await bulk([["bulk", "spam"], ...ids(fresh, accepted, withdrawn)]);
    expect(outcomes).toEqual([
      { id: fresh.id, name: expect.any(String), changed: true },
      { id: accepted.id, name: expect.any(String), changed: false, reason: "already-decided" },
      { id: withdrawn.id, name: expect.any(String), changed: false, reason: "withdrawn" },
    ]);
    expect((await stored(fresh.id)).spamReason).toBe(MARKED_SPAM_REASON);
    expect((await stored(accepted.id)).spamReason).toBeNull();
    expect(await history(fresh.id)).toEqual([{ kind: "marked-spam", actor: ana }]);
    // Again: it is spam now, so skipped.
    expect(await bulk([["bulk", "spam"], ...ids(fresh)])).toEqual([
      { id: fresh.id, name: expect.any(String), changed: false, reason: "spam" },
    ]);
    const config = { notifyEmails: ["team@example.ca"], baseUrl };
    expect(await releaseFromSpam(db(), { id: fresh.id, adminEmail: bo, now, config, secret: "s".repeat(40) })).toBe(false);
    expect((await stored(fresh.id)).spamReason).toBeNull();
    expect(await db().select().from(outbox).where(eq(outbox.applicationId, fresh.id))).toEqual([]);
  });

  it("denies with one reason through the single decision: its note, its history, the same e-mail; first decision wins", async () => {
    const lastName = `Same${randomUUID().slice(0, 6)}`;
    const single = await record({ lastName });
    const bulked = await record({ lastName });
    const decided = await record({ status: "Accepted", decidedBy: bo });
    const spam = await record({ spamReason: "honeypot" });
    const unknown = randomUUID();
    expect(
      await decideApplication(db(), { id: single.id, status: "Denied", adminEmail: ana, now, applicant: { notify: true, baseUrl } }),
    ).toMatchObject({ outcome: "decided" });
    const outcomes = await bulk([
      ["bulk", "deny"],
      ["reason", "Outside our provinces."],
      ["notify", "yes"],
      ...ids(bulked, decided, spam, bulked),
      ["id", unknown],
    ]);
    expect(outcomes.map((outcome) => (outcome.changed ? "changed" : outcome.reason))).toEqual([
      "changed",
      "already-decided",
      "spam",
      "not-found",
    ]);
    expect((await stored(bulked.id)).status).toBe("Denied");
    expect((await stored(decided.id)).status).toBe("Accepted");
    // A CIO's denial moves them to Not a fit with it: the decision's entry says so (no entry of its own).
    expect(await history(bulked.id)).toEqual([
      { kind: "applicant-notified", actor: ana },
      { kind: "decided", actor: ana },
    ]);
    expect((await stored(bulked.id)).stage).toBe("not-a-fit");
    const notes = await db().select().from(applicationNotes).where(eq(applicationNotes.applicationId, bulked.id));
    expect(notes.map((note) => [note.body, note.author])).toEqual([["Outside our provinces.", ana]]);
    // The same e-mail as a single Deny: its kind, subject and words, to the applicant.
    const mailOf = async (id: string) =>
      (
        await db()
          .select()
          .from(outbox)
          .where(and(eq(outbox.applicationId, id), eq(outbox.kind, "decision-denied")))
      ).map((mail) => ({
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody,
      }));
    const singleMail = await mailOf(single.id);
    expect(singleMail).toHaveLength(1);
    expect(await mailOf(bulked.id)).toEqual(singleMail);
    expect(await db().select().from(outbox).where(eq(outbox.applicationId, decided.id))).toEqual([]);
  });

  it("assigns in bulk, skipping a row whose owner changed since the list showed it, and one already theirs", async () => {
    const [open, taken, already] = [await record(), await record(), await record({ ownerEmail: bo })];
    await assign(taken.id, "", ana);
    const outcomes = await bulk([
      ["bulk", "assign"],
      ["owner", bo],
      ...ids(open, taken, already),
      [`shownOwner.${open.id}`, ""],
      [`shownOwner.${taken.id}`, ""],
      [`shownOwner.${already.id}`, bo],
    ]);
    expect(outcomes.map((outcome) => (outcome.changed ? "changed" : outcome.reason))).toEqual([
      "changed",
      "changed-meanwhile",
      "same-owner",
    ]);
    expect([(await stored(open.id)).ownerEmail, (await stored(taken.id)).ownerEmail]).toEqual([bo, ana]);
    expect(await history(open.id)).toEqual([{ kind: "assigned", owner: bo, actor: ana }]);
    expect(await bulkOrRefusal([["bulk", "assign"], ["owner", "eve@example.ca"], ...ids(open)])).toBe("not-an-admin");
    expect((await stored(open.id)).ownerEmail).toBe(bo);
  });

  it("moves in bulk by each record's own rules, skipping what a record cannot reach and what moved meanwhile", async () => {
    const company = await record({ type: "Company", companyName: "Quarry Co" });
    const movedMeanwhile = await record({ type: "Company", companyName: "Moved Co", stage: "meeting" });
    const cio = await record();
    const withdrawn = await record({ status: "Withdrawn", stage: "withdrawn" });
    const outcomes = await bulk([
      ["bulk", "stage"],
      ["stage", "contacted"],
      ...ids(company, movedMeanwhile, cio, withdrawn),
      [`shownStage.${movedMeanwhile.id}`, "new"],
    ]);
    expect(outcomes.map((outcome) => (outcome.changed ? "changed" : outcome.reason))).toEqual([
      "changed",
      "changed-meanwhile",
      "other-kind",
      "withdrawn",
    ]);
    expect((await stored(company.id)).stage).toBe("contacted");
    expect((await stored(movedMeanwhile.id)).stage).toBe("meeting");
    expect(await history(company.id)).toEqual([{ kind: "stage-moved", stage: "contacted", actor: ana }]);
    // Engaged is both kinds' stage: a CIO reaches it only from In network.
    const inNetwork = await record({ status: "Accepted", stage: "in-network" });
    const screening = await record({ stage: "screening" });
    const engaged = await bulk([["bulk", "stage"], ["stage", "engaged"], ...ids(inNetwork, screening, company)]);
    expect(engaged.map((outcome) => (outcome.changed ? "changed" : outcome.reason))).toEqual(["changed", "not-in-network", "changed"]);
    const closed = await bulk([["bulk", "stage"], ["stage", "closed"], ["closeReason", "no-budget"], ...ids(company, screening)]);
    expect(closed.map((outcome) => (outcome.changed ? "changed" : outcome.reason))).toEqual(["changed", "other-kind"]);
    expect(await stored(company.id)).toMatchObject({ stage: "closed", closeReason: "no-budget" });
  });
});
