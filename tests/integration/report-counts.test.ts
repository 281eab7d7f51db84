import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { defaultAvailability } from "~/domain/booking/slots";
import type { Database } from "~/server/db/client.server";
import { applicationEvents, inquiries } from "~/server/db/schema.server";
import { settleReplies } from "~/server/pipeline/report-replies.server";
import { bringCountsUpToDate, periodCounts, rowsOf } from "~/server/pipeline/reports.server";
import { insertApplication } from "../support/applications";
import { databaseKinds } from "../support/database";
import { suiteDatabase } from "../support/suite-database";

// The reports' counts, kept as records change, on PGlite and PostgreSQL: after records arrive, are
// answered, move on, close, turn out to be spam, change source and are deleted, in any order and by
// any code, the counts folded in must be what counting every record afresh gives.

const zone = "America/Toronto";
const context = { hours: defaultAvailability, timeZone: zone, now: new Date("2026-11-20T17:00:00Z") };

/** Every count, as comparable rows. */
async function allCounts(db: Database): Promise<string[]> {
  const rows = await rowsOf<{ grain: string; starts: string; type: string; figure: string; label: string; count: number | string }>(
    db,
    sql`select grain, to_char(starts, 'YYYY-MM-DD') as starts, type, figure, label, count from report_counts where count <> 0`,
  );
  return rows.map((row) => `${row.grain} ${row.starts} ${row.type} ${row.figure} [${row.label}] ${Number(row.count)}`).sort();
}

async function countsMatchARecount(db: Database) {
  await settleReplies(db, context);
  await bringCountsUpToDate(db, zone);
  const kept = await allCounts(db);
  await db.execute(sql`select recount_reports(${zone})`);
  expect(kept).toEqual(await allCounts(db));
  return kept;
}

describe.each(databaseKinds)("the reports' counts on %s", (kind) => {
  const db = suiteDatabase(kind);

  it("follow every change to the records, as a recount of them finds", async () => {
    await bringCountsUpToDate(db(), zone);
    const at = (local: string) => new Date(`${local}:00-05:00`);
    const record = (values: Partial<Parameters<typeof insertApplication>[1]> & { createdAt: Date }) =>
      insertApplication(db(), { firstName: `Count${randomUUID().slice(0, 8)}`, ...values });
    const event = (
      applicationId: string,
      kind: "stage-moved" | "decided",
      createdAt: Date,
      values: { stage?: string; status?: "Accepted" | "Denied" },
    ) =>
      db()
        .insert(applicationEvents)
        .values({ applicationId, kind, actor: "admin@example.ca", createdAt, ...values });

    const company = await record({ type: "Company", companyName: "Firm", utmSource: "LinkedIn", createdAt: at("2026-11-02T10:00") });
    const cio = await record({ type: "CIO", refCode: "partner1", createdAt: at("2026-11-30T23:30") });
    const late = await record({ type: "Company", companyName: "Late", createdAt: at("2026-10-30T16:00") });
    await db()
      .insert(inquiries)
      .values({
        firstName: "Ina",
        lastName: "Q",
        email: "ina@example.ca",
        phone: "4165550100",
        submissionKey: randomUUID(),
        createdAt: at("2026-11-03T09:00"),
      });
    const first = await countsMatchARecount(db());
    expect(first).toContain("day 2026-11-02 Company source [linkedin] 1");
    expect(first).toContain("month 2026-11-01 CIO partner [partner1] 1");
    // 23:30 in Toronto on 30 November is 1 December in UTC: the team's day counts.
    expect(first).toContain("day 2026-11-30 CIO received [] 1");

    // Answered, moved on, accepted, closed, engaged, and an inquiry handled then reopened.
    await event(company.id, "stage-moved", at("2026-11-02T12:00"), { stage: "contacted" });
    await event(cio.id, "decided", at("2026-12-01T10:00"), { status: "Accepted" });
    await event(late.id, "stage-moved", at("2026-11-03T15:00"), { stage: "contacted" });
    await db().execute(sql`update applications set stage = 'engaged' where id = ${company.id}`);
    await db().execute(sql`update applications set stage = 'closed', close_reason = 'no-budget' where id = ${late.id}`);
    await db().execute(
      sql`update inquiries set handled_at = ${at("2026-11-03T11:00").toISOString()}::timestamptz, handled_by = 'a@example.ca'`,
    );
    await db().execute(sql`update inquiries set handled_at = null, handled_by = null`);
    const moved = await countsMatchARecount(db());
    expect(moved).toContain("day 2026-11-02 Company source-engaged [linkedin] 1");
    expect(moved).toContain("day 2026-11-02 Company furthest [5] 1");
    expect(moved).toContain("day 2026-11-30 CIO furthest [3] 1");
    expect(moved).toContain("day 2026-10-30 Company closing [closed no-budget] 1");
    // Two business hours: bucket 20 of six minutes. The inquiry keeps its reply when reopened.
    expect(moved).toContain("day 2026-11-02 Company reply [20] 1");
    expect(moved).toContain("day 2026-11-03 Inquiry reply [20] 1");

    // Spam, a changed source, a deletion: each takes back what the record added.
    await db().execute(sql`update applications set spam_reason = 'honeypot' where id = ${late.id}`);
    await db().execute(sql`update applications set utm_source = 'Newsletter' where id = ${company.id}`);
    await db().execute(sql`delete from application_events where application_id = ${cio.id}`);
    await db().execute(sql`delete from applications where id = ${cio.id}`);
    const after = await countsMatchARecount(db());
    expect(after.filter((row) => row.includes("CIO"))).toEqual([]);
    expect(after.filter((row) => row.includes("closing"))).toEqual([]);
    expect(after).toContain("month 2026-11-01 Company source [newsletter] 1");

    const period = { from: "2026-10-26", to: "2026-11-30" };
    expect(await periodCounts(db(), period, ["received"])).toEqual(
      expect.arrayContaining([
        { type: "Company", figure: "received", label: "", count: 1 },
        { type: "Inquiry", figure: "received", label: "", count: 1 },
      ]),
    );
  });

  it("are counted again in the team's zone when it changes", async () => {
    await bringCountsUpToDate(db(), zone);
    await insertApplication(db(), { firstName: "Zone", type: "CIO", createdAt: new Date("2026-11-10T06:30:00Z") });
    await bringCountsUpToDate(db(), zone);
    expect(await allCounts(db())).toContain("day 2026-11-10 CIO received [] 1");
    // 06:30 UTC is still the 9th in Vancouver.
    await bringCountsUpToDate(db(), "America/Vancouver");
    const counts = await allCounts(db());
    expect(counts).toContain("day 2026-11-09 CIO received [] 1");
    expect(counts.filter((row) => row.startsWith("day 2026-11-10 CIO received"))).toEqual([]);
    await bringCountsUpToDate(db(), zone);
  });
});
