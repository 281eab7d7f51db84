import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { decideApplication } from "~/server/admin/applications.server";
import { setInquiryHandled } from "~/server/admin/inquiries.server";
import type { Database } from "~/server/db/client.server";
import type { bookings } from "~/server/db/schema.server";
import { applications, inquiries, shortlists } from "~/server/db/schema.server";
import { moveStage } from "~/server/pipeline/stages.server";
import { countsStatement, queueCounts, todayQueue } from "~/server/pipeline/queue.server";
import { answerOpportunity } from "~/server/shortlists/shortlists.server";
import { insertApplication, insertBooking } from "../support/applications";
import { databaseKinds } from "../support/database";
import { suiteDatabase } from "../support/suite-database";
import { anonymousCompany, networkCio, revokeLinkOf, settings, shortlistFor, shortlistWithInterest } from "../support/shortlists";

// The queue, the admin's home page (decision 0084), from its server functions on PGlite and
// PostgreSQL, on a clock the test gives: the records awaiting a first reply, oldest first, with
// their ages in the team's opening hours (weekdays 9:00 to 17:00 in Toronto, the defaults); a stage
// move, a decision or a handled inquiry ends a wait; spam, withdrawn and decided records never
// wait. Then the shortlists waiting and the calls of today and tomorrow. The HTTP pass is in
// admin-queue-http.test.ts.

const timeZone = "America/Toronto";
/** An instant given as Toronto's wall clock in November (UTC-5). */
const toronto = (isoLocal: string) => new Date(`${isoLocal}-05:00`);
/** Thursday 26 November 2026 at noon. */
const now = toronto("2026-11-26T12:00:00");
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function insertInquiry(db: Database, firstName: string, createdAt: Date, values: Partial<typeof inquiries.$inferInsert> = {}) {
  const [row] = await db
    .insert(inquiries)
    .values({
      firstName,
      lastName: "Asker",
      email: `${firstName.toLowerCase()}@inquiry.example`,
      phone: "4165550100",
      message: "Hello",
      submissionKey: randomUUID(),
      createdAt,
      ...values,
    })
    .returning();
  return row!;
}

const insertCall = (db: Database, name: string, startsAt: Date, values: Partial<typeof bookings.$inferInsert> = {}) =>
  insertBooking(db, {
    startsAt,
    name,
    email: `${name.toLowerCase()}@call.example`,
    confirmedAt: new Date(now.getTime() - DAY),
    createdAt: new Date(now.getTime() - DAY),
    ...values,
  });

describe.each(databaseKinds)("the queue's server functions on %s", (kind) => {
  const db = suiteDatabase(kind);
  const queue = () => todayQueue(db(), { now, timeZone });

  it("lists what awaits a first reply oldest first, with business-hour ages, and never spam, withdrawn or decided records", async () => {
    const monday = await insertApplication(db(), {
      type: "Company",
      companyName: "Mondegreen Mills",
      firstName: "Mona",
      lastName: "Day",
      createdAt: toronto("2026-11-23T10:00:00"),
    });
    const tuesday = await insertInquiry(db(), "Tuesdae", toronto("2026-11-24T09:00:00"));
    const wednesday = await insertApplication(db(), { firstName: "Wednesdae", createdAt: toronto("2026-11-25T14:00:00") });
    // An hour ago, this morning; its stage stored as "new" is its first stage all the same.
    const thursday = await insertApplication(db(), {
      type: "Company",
      companyName: "",
      firstName: "Thor",
      lastName: "Sday",
      stage: "new",
      createdAt: toronto("2026-11-26T11:00:00"),
    });
    // None of these awaits a reply: spam, withdrawn, decided, already contacted, handled, spam inquiry.
    const old = toronto("2026-11-02T10:00:00");
    await insertApplication(db(), { firstName: "Spammy", spamReason: "honeypot", createdAt: old });
    await insertApplication(db(), { firstName: "Gone", status: "Withdrawn", stage: "withdrawn", createdAt: old });
    await insertApplication(db(), { firstName: "Taken", status: "Accepted", stage: "in-network", createdAt: old });
    await insertApplication(db(), { type: "Company", companyName: "Called Co", firstName: "Cal", stage: "contacted", createdAt: old });
    await insertInquiry(db(), "Handled", old, { handledAt: old, handledBy: "admin@example.ca" });
    await insertInquiry(db(), "Junk", old, { spamReason: "honeypot" });

    const { awaiting } = await queue();
    expect(awaiting.items.map((item) => [item.kind, item.name, item.href])).toEqual([
      ["company", "Mondegreen Mills (Mona Day)", `/admin/applications/${monday.id}`],
      ["inquiry", "Tuesdae Asker", `/admin/inquiries?inquiry=${tuesday.id}#inquiry-${tuesday.id}`],
      ["cio", "Wednesdae Person", `/admin/applications/${wednesday.id}`],
      ["company", "Thor Sday", `/admin/applications/${thursday.id}`],
    ]);
    // Monday 10:00 to Thursday noon: 7 + 8 + 8 + 3 hours; Tuesday 9:00: 8 + 8 + 3; Wednesday 14:00: 3 + 3.
    expect(awaiting.items.map((item) => [item.wait.businessMinutes / 60, item.wait.overdue])).toEqual([
      [26, true],
      [19, true],
      [6, false],
      [1, false],
    ]);
    expect(awaiting.items[2]!.wait.dueAt).toEqual(toronto("2026-11-26T14:00:00"));
    expect(awaiting).toMatchObject({ total: 4, applications: 3, inquiries: 1 });
    expect(await queueCounts(db())).toEqual({ awaiting: 4, applications: 3, inquiries: 1 });

    // Marking it contacted, a decision, marking the inquiry handled: each ends its wait.
    const admin = "queue.admin@example.ca";
    expect(await moveStage(db(), { id: monday.id, from: "new", to: "contacted", closeReason: null, adminEmail: admin, now })).toEqual({
      outcome: "moved",
      stage: "contacted",
    });
    expect((await decideApplication(db(), { id: wednesday.id, status: "Denied", adminEmail: admin, now })).outcome).toBe("decided");
    expect(await setInquiryHandled(db(), { id: tuesday.id, handled: true, adminEmail: admin, now })).toBe(true);
    expect((await queue()).awaiting.items.map((item) => item.id)).toEqual([thursday.id]);
    expect(await queueCounts(db())).toEqual({ awaiting: 1, applications: 1, inquiries: 0 });

    // Moved back to its first stage by hand, a request waits again; an inquiry marked new again too.
    await moveStage(db(), { id: monday.id, from: "contacted", to: "new", closeReason: null, adminEmail: admin, now });
    await setInquiryHandled(db(), { id: tuesday.id, handled: false, adminEmail: admin, now });
    expect((await queue()).awaiting.items.map((item) => item.id)).toEqual([monday.id, tuesday.id, thursday.id]);
    // Spam found later leaves the queue.
    await db().update(applications).set({ spamReason: "found later" }).where(eq(applications.id, monday.id));
    await db().update(inquiries).set({ spamReason: "found later" }).where(eq(inquiries.id, tuesday.id));
    expect((await queue()).awaiting.items.map((item) => item.id)).toEqual([thursday.id]);
    await db().update(applications).set({ stage: "contacted" }).where(eq(applications.id, thursday.id));
  });

  it("lists at most 25, the oldest, and counts them all", async () => {
    const start = toronto("2026-11-16T09:00:00").getTime();
    for (let n = 0; n < 20; n++) await insertApplication(db(), { firstName: `Many${n}`, createdAt: new Date(start + n * HOUR) });
    for (let n = 0; n < 10; n++) await insertInquiry(db(), `Asks${n}`, new Date(start + n * HOUR + HOUR / 2));
    const { awaiting } = await queue();
    expect(awaiting).toMatchObject({ total: 30, applications: 20, inquiries: 10 });
    expect(awaiting.items).toHaveLength(25);
    const times = awaiting.items.map((item) => item.receivedAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // The 25 oldest: all ten inquiries (in the first ten hours) and the first fifteen applications.
    expect(awaiting.items.filter((item) => item.kind === "inquiry")).toHaveLength(10);
    expect(awaiting.items.at(-1)!.name).toBe("Many14 Person");
    await db()
      .update(applications)
      .set({ stage: "screening" })
      .where(sql`${applications.firstName} like 'Many%'`);
    await db()
      .update(inquiries)
      .set({ handledAt: now, handledBy: "x" })
      .where(sql`${inquiries.firstName} like 'Asks%'`);
    expect((await queue()).awaiting.total).toBe(0);
  });

  it("counts in one statement that reads each table's partial index", async () => {
    const { sql: text, params } = countsStatement(db()).toSQL();
    expect(params).toEqual([]);
    const plan = await db().transaction(async (tx) => {
      // A handful of rows would be read whole anyway; forbidding that shows the indexes fit the query.
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(sql.raw(`explain ${text}`))) as unknown as { rows: Record<string, string>[] };
      return result.rows.map((row) => Object.values(row)[0]).join("\n");
    });
    expect(plan).toContain("applications_awaiting_reply_idx");
    expect(plan).toContain("inquiries_awaiting_reply_idx");
  });

  it("lists the shortlists waiting for a CIO's answer or the company's choice, oldest first, while their links live", async () => {
    const cio = async (name: string) => (await insertApplication(db(), networkCio(name))).id;
    const [ada, bea, cyd, dot] = [await cio("Adaqueue"), await cio("Beaqueue"), await cio("Cydqueue"), await cio("Dotqueue")];
    const asked = new Date(now.getTime() - DAY);
    const first = await shortlistFor(db(), { ...anonymousCompany, companyName: "First Firm" }, [ada, bea], settings, asked);
    // Asked eight days ago: the link ran out, nothing waits on it.
    await shortlistFor(db(), { ...anonymousCompany, companyName: "Stale Firm" }, [dot], settings, new Date(now.getTime() - 8 * DAY));
    const chosen = await shortlistWithInterest(
      db(),
      { ...anonymousCompany, companyName: "Choosing Firm" },
      [[cyd, "interested"]],
      settings,
      new Date(now.getTime() - 2 * DAY),
    );
    const companyHref = (id: string) => `/admin/applications/${id}`;
    const waiting = (await queue()).shortlists;
    expect(waiting.total).toBe(3);
    expect(waiting.items[0]).toEqual({
      kind: "company-pick",
      id: chosen.shortlistId,
      since: new Date(now.getTime() - 2 * DAY),
      companyName: "Choosing Firm (Philippa Brackenridge)",
      href: companyHref(chosen.company.id),
    });
    // The two CIOs asked at one moment (in the order of their rows' ids); Cyd answered, so is not waited on.
    const cioItems = waiting.items.slice(1).map((item) => (item.kind === "cio-answer" ? { ...item, id: "" } : item));
    expect(cioItems.sort((a, b) => ((a as { cioName: string }).cioName < (b as { cioName: string }).cioName ? -1 : 1))).toEqual(
      ["Adaqueue", "Beaqueue"].map((name) => ({
        kind: "cio-answer",
        id: "",
        since: asked,
        companyName: "First Firm (Philippa Brackenridge)",
        cioName: `${name} Candidate`,
        href: companyHref(first.company.id),
      })),
    );

    // Bea answers and Ada's link is revoked: the first shortlist waits on no one. The company picks
    // nothing yet, so it still waits; once its page is revoked, nothing is left.
    const path = first.links.get(bea)!;
    const answered = await answerOpportunity(
      db(),
      { token: path.slice(path.lastIndexOf("/") + 1), locale: "en", answer: "not-for-me", reason: "" },
      settings,
      now,
    );
    expect(answered.status).toBe("ok");
    await revokeLinkOf(db(), first.shortlistId, ada, now);
    expect((await queue()).shortlists.items.map((item) => item.kind)).toEqual(["company-pick"]);
    await db().update(shortlists).set({ companyLinkRevokedAt: now }).where(eq(shortlists.id, chosen.shortlistId));
    expect((await queue()).shortlists).toEqual({ total: 0, items: [] });
  });

  it("lists the calls still to end today and tomorrow in the team's zone, soonest first, unconfirmed ones marked", async () => {
    const at = (isoLocal: string) => toronto(isoLocal);
    const tomorrow = await insertCall(db(), "Tomorrowcall", at("2026-11-27T23:00:00"));
    const later = await insertCall(db(), "Latercall", at("2026-11-26T15:00:00"));
    const fresh = await insertCall(db(), "Freshcall", at("2026-11-26T13:00:00"), {
      confirmedAt: null,
      createdAt: new Date(now.getTime() - HOUR),
    });
    // Not listed: ended this morning, the day after tomorrow, cancelled, never confirmed in two hours.
    await insertCall(db(), "Morningcall", at("2026-11-26T09:00:00"));
    await insertCall(db(), "Saturdaycall", at("2026-11-28T00:00:00"));
    await insertCall(db(), "Cancelledcall", at("2026-11-26T16:00:00"), { cancelledAt: now, cancelledBy: "the visitor" });
    await insertCall(db(), "Lapsedcall", at("2026-11-26T17:00:00"), { confirmedAt: null, createdAt: new Date(now.getTime() - 3 * HOUR) });
    const { calls } = await queue();
    expect(calls.total).toBe(3);
    expect(calls.items.map((call) => [call.name, call.day, call.confirmed, call.href])).toEqual([
      ["Freshcall", "today", false, `/admin/calls?call=${fresh.id}#call-${fresh.id}`],
      ["Latercall", "today", true, `/admin/calls?call=${later.id}#call-${later.id}`],
      ["Tomorrowcall", "tomorrow", true, `/admin/calls?call=${tomorrow.id}#call-${tomorrow.id}`],
    ]);
  });
});
