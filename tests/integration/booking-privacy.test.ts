import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookSlot, freeDays } from "~/server/booking/bookings.server";
import type { DatabaseHandle } from "~/server/db/client.server";
import { bookings, outbox } from "~/server/db/schema.server";
import { issueFormToken } from "~/server/leads/form-token.server";
import { deletePersonalData, deletionPreview, findPerson, personalDataExport } from "~/server/privacy/personal-data.server";
import { monthsBefore, runRetention } from "~/server/privacy/retention.server";
import { insertApplication } from "../support/applications";
import { databaseKinds, openTestDatabase } from "../support/database";
import { bookingTestConfig } from "../support/bookings";

// A person's calls are part of their personal data (download, deletion) and of retention: past and
// cancelled calls go after the closed-record period, spam bookings after the spam period.

const secret = "booking-privacy-secret-0123456789abcdefghijkl";
const config = bookingTestConfig;
const retention = { spamDays: 30, closedMonths: 24, mailBodyDays: 90 };

describe.each(databaseKinds)("a person's calls on %s", (kind) => {
  let handle: DatabaseHandle;
  const deps = () => ({ db: handle.db, secret, config, mailQueued: () => {} });

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  }, 120_000);
  afterAll(() => handle?.close());

  const call = (email: string, values: Partial<typeof bookings.$inferInsert>) =>
    handle.db.insert(bookings).values({
      startsAt: new Date(),
      endsAt: new Date(),
      name: "Old Caller",
      company: "Firm",
      email,
      emailKey: email,
      phone: "1",
      topic: "",
      submissionKey: randomUUID(),
      ...values,
    });

  it("downloads and deletes a person's calls with their e-mails, and frees the slot", async () => {
    const now = new Date();
    const email = "Jo.Caller@example.ca";
    const [slot] = (await freeDays(deps(), now))[0]!.slots;
    const outcome = await bookSlot(
      deps(),
      { name: "Jo Caller", company: "Firm", email, phone: "+1 416 555 0100", topic: "ERP", newsConsent: false, consentVersion: null },
      slot!.startsAt,
      { clientIp: "203.0.113.9", formToken: issueFormToken(secret, new Date(now.getTime() - 5_000)), honeypot: "", now, locale: "en" },
    );
    expect(outcome.status).toBe("booked");
    const application = await insertApplication(handle.db, { firstName: "Jo", lastName: "Caller", email: email.toLowerCase() });

    const person = await findPerson(handle.db, application.id, { scope: "person", includeInquiries: true });
    expect(person?.bookingIds).toHaveLength(1);
    const data = await personalDataExport(handle.db, person!, {
      now,
      exportedBy: "admin@example.ca",
    });
    expect(data.calls).toMatchObject([{ email, topic: "ERP", startsAt: slot!.startsAt }]);
    // Unconfirmed, the booking has sent one e-mail: the request to confirm it (decision 0058).
    expect(data.emails.filter((mail) => mail.kind.startsWith("booking-"))).toHaveLength(1);
    expect(await deletionPreview(handle.db, person!)).toMatchObject({ bookings: 1, emails: 1 });

    // An applicant's own request names one application: their calls are not swept with it.
    expect((await findPerson(handle.db, application.id, { scope: "application", includeInquiries: false }))?.bookingIds).toEqual([]);

    const { counts } = await deletePersonalData(handle.db, {
      person: person!,
      actor: "admin@example.ca",
      reason: "asked by the person",
      reasonBy: "admin",
      now,
      adminEmails: [],
      mailFolder: null,
      baseUrl: "https://cio.example.ca",
    });
    expect(counts).toMatchObject({ applications: 1, bookings: 1, emails: 1 });
    expect(
      await handle.db
        .select()
        .from(bookings)
        .where(sql`lower(${bookings.email}) = ${email.toLowerCase()}`),
    ).toEqual([]);
    expect(
      await handle.db
        .select()
        .from(outbox)
        .where(sql`${outbox.kind} like 'booking-%'`),
    ).toEqual([]);
    expect((await freeDays(deps(), now))[0]!.slots.map((free) => free.startsAt.getTime())).toContain(slot!.startsAt.getTime());
  });

  it("keeps calls within the closed-record period and deletes them after it", async () => {
    const now = new Date("2026-11-21T03:00:00Z");
    const cutoff = monthsBefore(now, retention.closedMonths);
    const minute = 60_000;
    await call("past@example.ca", { startsAt: new Date(cutoff.getTime() - 31 * minute), endsAt: new Date(cutoff.getTime() - minute) });
    await call("recent@example.ca", { startsAt: new Date(cutoff.getTime() - 29 * minute), endsAt: new Date(cutoff.getTime() + minute) });
    await call("cancelled@example.ca", {
      startsAt: new Date(now.getTime() + 86_400_000),
      endsAt: new Date(now.getTime() + 86_400_000 + 30 * minute),
      cancelledAt: new Date(cutoff.getTime() - minute),
    });
    await call("spam@example.ca", {
      startsAt: new Date(now.getTime() + 2 * 86_400_000),
      endsAt: new Date(now.getTime() + 2 * 86_400_000 + 30 * minute),
      cancelledAt: new Date(now.getTime() - 31 * 86_400_000),
      cancelledBy: "spam checks",
      createdAt: new Date(now.getTime() - 31 * 86_400_000),
    });
    const run = await runRetention(handle.db, { now, retention, mailFolder: null, baseUrl: "https://cio.example.ca" });
    expect(run).toMatchObject({ ran: true, counts: { pastCalls: 3 } });
    const left = await handle.db.select({ email: bookings.email }).from(bookings).where(eq(bookings.name, "Old Caller"));
    expect(left).toEqual([{ email: "recent@example.ca" }]);
  });
});
