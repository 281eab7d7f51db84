import { randomUUID } from "node:crypto";
import { eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/server/db/client.server";
import { applications } from "~/server/db/schema.server";
import { decideApplication, decisionMessage, listApplications } from "~/server/admin/applications.server";
import { databaseKinds, openTestDatabase } from "../support/database";

/** Inserts `count` applications, one minute apart, the last one newest; returns their ids oldest first. */
async function seed(handle: DatabaseHandle, count: number, patch: Partial<typeof applications.$inferInsert> = {}) {
  const start = Date.parse("2026-11-01T12:00:00Z");
  const rows = Array.from({ length: count }, (_, index) => ({
    id: randomUUID(),
    type: "CIO" as const,
    firstName: `First${index + 1}`,
    lastName: `Last${index + 1}`,
    email: `person${index + 1}@example.ca`,
    phone: "4165550100",
    city: "Toronto",
    province: "ON",
    message: index % 2 === 0 ? `Message ${index + 1}` : null,
    submissionKey: randomUUID(),
    createdAt: new Date(start + index * 60_000),
    ...patch,
  }));
  if (rows.length > 0) await handle.db.insert(applications).values(rows);
  return rows.map((row) => row.id);
}

describe.each(databaseKinds)("the applications list on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle.close();
  });
  beforeEach(async () => {
    await handle.db.delete(applications);
  });

  it.each([
    [0, 1, 0, false],
    [8, 1, 8, false],
    [9, 2, 1, true],
    [17, 3, 1, true],
    [17, 2, 8, true],
  ])("with %i entries, page %i shows %i rows", async (total, page, shown, pager) => {
    await seed(handle, total);
    const list = await listApplications(handle.db, page);
    expect(list.rows).toHaveLength(shown);
    expect(list.page).toMatchObject({ total, showPager: pager });
  });

  it("lists newest first, pages on, and leaves spam out", async () => {
    await seed(handle, 10);
    await seed(handle, 3, { spamReason: "hidden field filled in", createdAt: new Date("2026-11-20T00:00:00Z") });
    const first = await listApplications(handle.db, 1);
    expect(first.page.total).toBe(10);
    expect(first.rows.map((row) => row.firstName)).toEqual([
      "First10",
      "First9",
      "First8",
      "First7",
      "First6",
      "First5",
      "First4",
      "First3",
    ]);
    const second = await listApplications(handle.db, 2);
    expect(second.rows.map((row) => row.firstName)).toEqual(["First2", "First1"]);
    expect(second.rows[1]).toMatchObject({ email: "person1@example.ca", message: "Message 1", status: null });
    expect((await listApplications(handle.db, 40)).page.page).toBe(2);
  });

  it("keeps the entry count equal to a real count through inserts, decisions, spam and deletes", async () => {
    const realCount = async () =>
      (await handle.db.select({ id: applications.id }).from(applications).where(isNull(applications.spamReason))).length;
    const listedTotal = async () => (await listApplications(handle.db, 1)).page.total;

    const ids = await seed(handle, 40);
    await seed(handle, 5, { spamReason: "too fast", type: "Company" });
    expect(await listedTotal()).toBe(40);
    await decideApplication(handle.db, { id: ids[0]!, status: "Accepted", adminEmail: "a@example.ca", now: new Date() });
    await decideApplication(handle.db, { id: ids[1]!, status: "Denied", adminEmail: "a@example.ca", now: new Date() });
    expect(await listedTotal()).toBe(40);
    // A submission taken out of spam joins the list; a deleted one leaves it.
    await handle.db.update(applications).set({ spamReason: null }).where(eq(applications.type, "Company"));
    await handle.db.delete(applications).where(eq(applications.id, ids[2]!));
    expect(await listedTotal()).toBe(44);
    expect(await listedTotal()).toBe(await realCount());
  });

  it("records who decided and when, and the first decision wins", async () => {
    const [id = ""] = await seed(handle, 1);
    const now = new Date("2026-11-21T16:00:00Z");
    const [first, second] = await Promise.all([
      decideApplication(handle.db, { id, status: "Accepted", adminEmail: "ana@example.ca", now }),
      decideApplication(handle.db, { id, status: "Denied", adminEmail: "bo@example.ca", now }),
    ]);
    const outcomes = [first?.outcome, second?.outcome].sort();
    expect(outcomes).toEqual(["already-decided", "decided"]);
    const [row] = await handle.db.select().from(applications);
    const winner = first?.outcome === "decided" ? first : second;
    expect(row).toMatchObject({ status: winner?.outcome === "decided" ? winner.status : null, decidedAt: now });
    expect(["ana@example.ca", "bo@example.ca"]).toContain(row?.decidedBy);
    const loser = first?.outcome === "already-decided" ? first : second;
    expect(loser).toMatchObject({ outcome: "already-decided", status: row?.status });
  });

  it("says what happened in the product's words", async () => {
    const [id = ""] = await seed(handle, 1);
    const outcome = await decideApplication(handle.db, { id, status: "Denied", adminEmail: "a@example.ca", now: new Date() });
    expect(outcome).toMatchObject({ outcome: "decided", name: "First1 Last1", status: "Denied" });
    expect(decisionMessage("First1 Last1", "Denied")).toBe("First1 Last1 has been Denied!");
  });

  it("finds nothing to decide for an unknown id, a malformed id or a spam row", async () => {
    const [spamId = ""] = await seed(handle, 1, { spamReason: "form token expired" });
    const decide = (id: string) => decideApplication(handle.db, { id, status: "Accepted", adminEmail: "a@example.ca", now: new Date() });
    expect(await decide(randomUUID())).toEqual({ outcome: "not-found" });
    expect(await decide("1; drop table applications")).toEqual({ outcome: "not-found" });
    expect(await decide(spamId)).toEqual({ outcome: "not-found" });
    const [row] = await handle.db.select().from(applications);
    expect(row?.status).toBeNull();
  });
});
