import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addNote, applicationDetail, releaseFromSpam, reopenDecision } from "~/server/admin/application-details.server";
import { decideApplication, listApplications } from "~/server/admin/applications.server";
import type { DatabaseHandle } from "~/server/db/client.server";
import { applicationEvents, applications, inquiries, outbox } from "~/server/db/schema.server";
import { listInquiries, setInquiryHandled } from "~/server/admin/inquiries.server";
import { introduce, suggestionsFor } from "~/server/admin/matching.server";
import { listOutbox, retryFailedMessage } from "~/server/admin/outbox-view.server";
import { insertApplication, type NewApplication } from "../support/applications";
import { databaseKinds, openTestDatabase } from "../support/database";

const config = { notifyEmails: ["team@example.ca"], baseUrl: "https://cio.example.ca" };
const admin = "boss@example.ca";
const secret = "a-test-secret-that-is-long-enough-123";

describe.each(databaseKinds)("the admin workspace on %s", (kind) => {
  let handle: DatabaseHandle;
  const add = (values: NewApplication & { type: "CIO" | "Company" }) => insertApplication(handle.db, values);
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle.close();
  });
  beforeEach(async () => {
    await handle.db.delete(outbox);
    await handle.db.delete(applications);
    await handle.db.delete(inquiries);
  });

  it("records decisions and a reopening with its reason in the history, oldest first", async () => {
    const ada = await add({ type: "CIO", firstName: "Ada" });
    await decideApplication(handle.db, { id: ada.id, status: "Denied", adminEmail: admin, now: new Date("2026-11-21T10:00:00Z") });
    expect(
      await reopenDecision(handle.db, {
        id: ada.id,
        reason: "Wrong row",
        adminEmail: "other@example.ca",
        now: new Date("2026-11-21T11:00:00Z"),
      }),
    ).toBe("reopened");
    expect(await reopenDecision(handle.db, { id: ada.id, reason: "Again", adminEmail: admin, now: new Date() })).toBe("not-decided");
    await decideApplication(handle.db, { id: ada.id, status: "Accepted", adminEmail: admin, now: new Date("2026-11-21T12:00:00Z") });
    const detail = await applicationDetail(handle.db, ada.id);
    expect(detail?.application.status).toBe("Accepted");
    expect(detail?.events.map((event) => [event.kind, event.status, event.reason, event.actor])).toEqual([
      ["decided", "Denied", null, admin],
      ["reopened", null, "Wrong row", "other@example.ca"],
      ["decided", "Accepted", null, admin],
    ]);
    // The list's counts follow the decision back and forth.
    expect((await listApplications(handle.db, 1, { view: "list", type: null, status: "accepted", q: "" })).page.total).toBe(1);
  });

  it("keeps notes with their author and finds earlier applications by the same address", async () => {
    const first = await add({ type: "CIO", firstName: "Grace", email: "Grace@Example.ca" });
    const second = await add({ type: "Company", firstName: "Grace Labs", email: "grace@example.ca" });
    await addNote(handle.db, { id: second.id, body: "Called <b>twice</b>", adminEmail: admin, now: new Date() });
    const detail = await applicationDetail(handle.db, second.id);
    expect(detail?.notes.map((note) => [note.body, note.author])).toEqual([["Called <b>twice</b>", admin]]);
    expect(detail?.duplicates.map((duplicate) => duplicate.id)).toEqual([first.id]);
    expect((await applicationDetail(handle.db, first.id))?.duplicates.map((duplicate) => duplicate.id)).toEqual([second.id]);
    expect(await applicationDetail(handle.db, "not-a-uuid")).toBeNull();
  });

  it("moves a submission out of spam once, with the e-mails it would have sent", async () => {
    const caught = await add({ type: "CIO", firstName: "Alan", spamReason: "sent too fast", linkedin: "https://linkedin.com/in/alan" });
    expect(await releaseFromSpam(handle.db, { id: caught.id, adminEmail: admin, now: new Date(), config, secret })).toBe(true);
    expect(await releaseFromSpam(handle.db, { id: caught.id, adminEmail: admin, now: new Date(), config, secret })).toBe(false);
    const messages = await handle.db.select().from(outbox).where(eq(outbox.applicationId, caught.id));
    expect(messages.map((message) => message.kind).sort()).toEqual(["application-confirmation", "application-notification"]);
    expect((await listApplications(handle.db, 1)).rows.map((row) => row.id)).toContain(caught.id);
  });

  it("suggests accepted CIOs for a company, best first, and introduces a pair once unless confirmed", async () => {
    const company = await add({
      type: "Company",
      firstName: "Acme Health",
      requiredExpertise: ["cybersecurity"],
      industries: ["healthcare"],
    });
    const fit = await add({
      type: "CIO",
      firstName: "Fit",
      status: "Accepted",
      areasOfExpertise: ["cybersecurity"],
      industries: ["healthcare"],
    });
    await add({ type: "CIO", firstName: "Weak", status: "Accepted", province: "BC", city: "Victoria" });
    await add({ type: "CIO", firstName: "Pending", areasOfExpertise: ["cybersecurity"] });
    await add({ type: "CIO", firstName: "Spammy", status: "Accepted", spamReason: "x", areasOfExpertise: ["cybersecurity"] });
    const suggestions = await suggestionsFor(handle.db, company);
    // Weak has nothing in common with the request (another province, no expertise or industry): not suggested.
    expect(suggestions.map((suggestion) => suggestion.name)).toEqual(["Fit Person"]);
    expect(suggestions[0]?.fit.reasons[0]).toBe("Covers 1 of 1 required areas: Cybersecurity");
    // The other way round: the CIO sees the open company request.
    expect((await suggestionsFor(handle.db, fit)).map((suggestion) => suggestion.id)).toEqual([company.id]);

    const input = { ids: [company.id, fit.id] as [string, string], adminEmail: admin, now: new Date(), config };
    expect(await introduce(handle.db, { ...input, confirmed: false })).toBe("introduced");
    expect(await introduce(handle.db, { ...input, confirmed: false })).toBe("needs-confirmation");
    expect(await introduce(handle.db, { ...input, confirmed: true })).toBe("introduced");
    const mails = await handle.db.select().from(outbox);
    expect(mails.map((mail) => mail.recipients[0]).sort()).toEqual([
      "acmehealth@example.ca",
      "acmehealth@example.ca",
      "fit@example.ca",
      "fit@example.ca",
    ]);
    const toCompany = mails.find((mail) => mail.kind === "introduction-company");
    expect(toCompany?.textBody).toContain("fit@example.ca");
    const events = await handle.db.select().from(applicationEvents).where(eq(applicationEvents.kind, "introduced"));
    expect(events).toHaveLength(4);
    expect((await suggestionsFor(handle.db, company))[0]?.introductions).toBe(2);
    expect(await introduce(handle.db, { ...input, ids: [company.id, company.id], confirmed: true })).toBe("not-a-pair");

    // A denied request takes no part: no suggestions, and no introduction.
    const denied = await add({ type: "Company", firstName: "Denied Co", status: "Denied", requiredExpertise: ["cybersecurity"] });
    expect(await suggestionsFor(handle.db, denied)).toEqual([]);
    expect(await introduce(handle.db, { ...input, ids: [denied.id, fit.id], confirmed: true })).toBe("not-a-pair");
  });

  it("lists inquiries newest first and marks them handled by whom", async () => {
    await handle.db.insert(inquiries).values([
      {
        firstName: "Old",
        lastName: "One",
        email: "old@example.ca",
        phone: "1",
        submissionKey: randomUUID(),
        createdAt: new Date("2026-01-01"),
      },
      { firstName: "New", lastName: "One", email: "new@example.ca", phone: "1", message: "Hello", submissionKey: randomUUID() },
      { firstName: "Bot", lastName: "Spam", email: "bot@example.ca", phone: "1", spamReason: "x", submissionKey: randomUUID() },
    ]);
    const { rows, page } = await listInquiries(handle.db, 1);
    expect(rows.map((row) => row.firstName)).toEqual(["New", "Old"]);
    expect(page.total).toBe(2);
    expect(await setInquiryHandled(handle.db, { id: rows[0]!.id, handled: true, adminEmail: admin, now: new Date() })).toBe(true);
    expect((await listInquiries(handle.db, 1)).rows[0]).toMatchObject({ handledBy: admin });
    expect(await setInquiryHandled(handle.db, { id: randomUUID(), handled: true, adminEmail: admin, now: new Date() })).toBe(false);
  });

  it("lists e-mails and retries only a failed one", async () => {
    const base = { kind: "test", recipients: ["a@example.ca"], subject: "Hi", textBody: "t", htmlBody: "h" };
    const [failed] = await handle.db
      .insert(outbox)
      .values({ ...base, status: "failed", attempts: 6, lastError: "550 no" })
      .returning();
    const [sent] = await handle.db
      .insert(outbox)
      .values({ ...base, status: "sent", attempts: 1 })
      .returning();
    expect((await listOutbox(handle.db, 1)).page.total).toBe(2);
    expect(await retryFailedMessage(handle.db, sent!.id, new Date())).toBe(false);
    expect(await retryFailedMessage(handle.db, failed!.id, new Date())).toBe(true);
    const [row] = await handle.db.select().from(outbox).where(eq(outbox.id, failed!.id));
    expect(row).toMatchObject({ status: "pending", attempts: 6, lastError: "550 no" });
  });
});
