import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { applicationDetail, reopenDecision } from "~/server/admin/application-details.server";
import { decideApplication, listApplications } from "~/server/admin/applications.server";
import type { DatabaseHandle } from "~/server/db/client.server";
import { applicationCounts, applications, outbox, personalDataDeletions } from "~/server/db/schema.server";
import { introduce, suggestionsFor } from "~/server/admin/matching.server";
import { withdrawApplication, withdrawableApplication } from "~/server/privacy/withdrawal.server";
import { insertApplication, type NewApplication } from "../support/applications";
import { databaseKinds, openTestDatabase } from "../support/database";

// The applicant's own controls: what withdrawing through the e-mailed link does to the data,
// without HTTP (the page itself is tested in the browser), on PGlite and PostgreSQL.

const admin = "boss@example.ca";
const config = {
  baseUrl: "https://cio.example.ca",
  adminEmails: [admin],
  smtpUrl: "smtp://127.0.0.1:2525",
  dataDir: "/nonexistent",
  privacy: { contactEmail: "privacy@cio.example.ca", retention: { spamDays: 30, closedMonths: 24, mailBodyDays: 90 } },
};
const now = new Date("2026-11-21T15:00:00Z");

describe.each(databaseKinds)("withdrawal on %s", (kind) => {
  let handle: DatabaseHandle;
  const deps = () => ({ db: handle.db, config, now });
  const add = (values: NewApplication & { type: "CIO" | "Company" }) =>
    insertApplication(handle.db, { areasOfExpertise: ["cybersecurity"], requiredExpertise: ["cybersecurity"], ...values });
  const counter = async (status: string) => {
    const [row] = await handle.db
      .select({ n: sql<number>`coalesce(sum(${applicationCounts.count}), 0)::int` })
      .from(applicationCounts)
      .where(eq(applicationCounts.status, status));
    return row?.n ?? 0;
  };

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle.close();
  });
  beforeEach(async () => {
    await handle.db.delete(outbox);
    await handle.db.delete(applications);
    await handle.db.delete(personalDataDeletions);
  });

  it("marks the application Withdrawn, records it, confirms it by e-mail, and takes it out of matching", async () => {
    const company = await add({ type: "Company", firstName: "Acme" });
    const cio = await add({ type: "CIO", firstName: "Ada", lastName: "Byron", status: "Accepted", decidedBy: admin, decidedAt: now });
    expect((await suggestionsFor(handle.db, company)).map((suggestion) => suggestion.id)).toEqual([cio.id]);
    const acceptedBefore = await counter("Accepted");

    expect(await withdrawApplication(deps(), { id: cio.id, deleteData: false })).toBe("withdrawn");

    const detail = await applicationDetail(handle.db, cio.id);
    expect(detail?.application).toMatchObject({ status: "Withdrawn", withdrawnAt: now, decidedBy: admin });
    expect(detail?.events.map((event) => [event.kind, event.actor])).toEqual([["withdrawn", "the applicant"]]);
    const [mail] = await handle.db.select().from(outbox).where(eq(outbox.applicationId, cio.id));
    expect(mail).toMatchObject({ kind: "withdrawal-confirmation", recipients: ["ada@example.ca"], status: "pending" });
    expect(mail?.textBody).toContain("for 24 months");

    // Gone from matching both ways, and no introduction can name it.
    expect(await suggestionsFor(handle.db, company)).toEqual([]);
    expect(await suggestionsFor(handle.db, detail!.application)).toEqual([]);
    expect(await introduce(handle.db, { ids: [company.id, cio.id], confirmed: true, adminEmail: admin, now, config })).toBe("not-a-pair");
    // The list shows it under its own status, and its counters moved.
    expect(await counter("Accepted")).toBe(acceptedBefore - 1);
    expect(await counter("Withdrawn")).toBe(1);
    const withdrawnView = await listApplications(handle.db, 1, { view: "list", type: null, status: "withdrawn", q: "" });
    expect(withdrawnView.rows.map((row) => [row.id, row.status])).toEqual([[cio.id, "Withdrawn"]]);
    expect(withdrawnView.page.total).toBe(1);
    // An admin can neither decide it nor reopen it.
    expect(await decideApplication(handle.db, { id: cio.id, status: "Accepted", adminEmail: admin, now })).toMatchObject({
      outcome: "already-decided",
      status: "Withdrawn",
    });
    expect(await reopenDecision(handle.db, { id: cio.id, reason: "Oops", adminEmail: admin, now })).toBe("not-decided");
  });

  it("takes a withdrawn company request out of matching too", async () => {
    const company = await add({ type: "Company", firstName: "Acme" });
    const cio = await add({ type: "CIO", firstName: "Ada", status: "Accepted" });
    expect(await withdrawApplication(deps(), { id: company.id, deleteData: false })).toBe("withdrawn");
    expect(await suggestionsFor(handle.db, cio)).toEqual([]);
    expect(await introduce(handle.db, { ids: [company.id, cio.id], confirmed: true, adminEmail: admin, now, config })).toBe("not-a-pair");
  });

  it("is harmless the second time", async () => {
    const cio = await add({ type: "CIO", firstName: "Ada" });
    expect(await withdrawApplication(deps(), { id: cio.id, deleteData: false })).toBe("withdrawn");
    const later = new Date(now.getTime() + 3_600_000);
    expect(await withdrawApplication({ ...deps(), now: later }, { id: cio.id, deleteData: false })).toBe("already-withdrawn");
    expect((await withdrawableApplication(handle.db, cio.id))?.withdrawnAt).toEqual(now);
    expect(await handle.db.select().from(outbox)).toHaveLength(1);
    expect(await counter("Withdrawn")).toBe(1);
  });

  it("deletes the application at once when asked, confirming without naming anything it held", async () => {
    const cio = await add({ type: "CIO", firstName: "Ada", lastName: "Byron", message: "My plans" });
    const other = await add({ type: "CIO", firstName: "other" });
    expect(await withdrawApplication(deps(), { id: cio.id, deleteData: true })).toBe("deleted");
    expect(await withdrawableApplication(handle.db, cio.id)).toBeNull();
    expect((await handle.db.select({ id: applications.id }).from(applications)).map((row) => row.id)).toEqual([other.id]);
    const mails = await handle.db.select().from(outbox);
    expect(mails.map((mail) => [mail.kind, mail.recipients, mail.applicationId])).toEqual([
      ["withdrawal-confirmation", ["ada@example.ca"], null],
    ]);
    expect(mails[0]?.textBody).not.toMatch(/Ada|Byron|My plans/);
    const [record] = await handle.db.select().from(personalDataDeletions);
    expect(record).toMatchObject({ actor: "the applicant", counts: { applications: 1 } });
    expect(await withdrawApplication(deps(), { id: cio.id, deleteData: true })).toBe("not-found");
    expect(await withdrawApplication(deps(), { id: cio.id, deleteData: false })).toBe("not-found");
  });

  it("deletes a withdrawn application when the applicant comes back for it", async () => {
    const cio = await add({ type: "CIO", firstName: "Ada" });
    await withdrawApplication(deps(), { id: cio.id, deleteData: false });
    expect(await withdrawApplication(deps(), { id: cio.id, deleteData: true })).toBe("deleted");
    expect(await handle.db.select().from(applications)).toEqual([]);
    // The first confirmation went with the application; the last one is all that is left.
    expect((await handle.db.select().from(outbox)).map((mail) => mail.textBody?.includes("are deleted"))).toEqual([true]);
    expect(await counter("Withdrawn")).toBe(0);
  });
});
