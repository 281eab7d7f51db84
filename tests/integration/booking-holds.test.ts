import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONFIRM_WITHIN_MS } from "~/domain/booking/holds";
import { submissionLimitKey } from "~/domain/submission-limit-key";
import { cancelBooking, confirmBooking, moveBooking } from "~/server/booking/booking-changes.server";
import { bookSlot, type BookingDeps, freeDays } from "~/server/booking/bookings.server";
import type { DatabaseHandle } from "~/server/db/client.server";
import { bookings, outbox } from "~/server/db/schema.server";
import { issueFormToken } from "~/server/leads/form-token.server";
import { databaseKinds, openTestDatabase } from "../support/database";
import { rowsAcrossMigration } from "../support/migrations";
import { bookingTestConfig } from "../support/bookings";

// Decision 0058 below the HTTP layer, with the clock in the test's hands: an unconfirmed booking
// holds its slot for two hours, then is released in the database too (the partial unique index
// lets the slot be booked again); nothing is e-mailed to the team, nor about a change, before the
// visitor confirms; bookings stored before the rule count as confirmed, keyed without their +tag.

const secret = "booking-holds-secret-0123456789abcdefghijklmnop";
const config = bookingTestConfig;

describe.each(databaseKinds)("how long a booking holds its slot, on %s", (kind) => {
  let handle: DatabaseHandle;
  const deps = (): BookingDeps => ({ db: handle.db, secret, config, mailQueued: () => {} });

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  }, 120_000);
  afterAll(() => handle?.close());

  const values = (email: string) => ({
    name: "Jo Caller",
    company: "Firm",
    email,
    phone: "+1 416 555 0100",
    topic: "ERP",
    newsConsent: false,
    consentVersion: null,
  });
  const book = (email: string, startsAt: Date, now: Date) =>
    bookSlot(deps(), values(email), startsAt, {
      clientIp: "203.0.113.9",
      formToken: issueFormToken(secret, new Date(now.getTime() - 5_000)),
      honeypot: "",
      now,
      locale: "en",
    });
  /** The kinds of the e-mails queued about a booking, in alphabetical order. */
  const mailKinds = async (id: string) =>
    (await handle.db.select({ kind: outbox.kind }).from(outbox).where(eq(outbox.bookingId, id))).map((row) => row.kind).sort();
  const isFree = async (slot: Date, now: Date) =>
    (await freeDays(deps(), now)).some((day) => day.slots.some((free) => free.startsAt.getTime() === slot.getTime()));

  it("releases an unconfirmed booking after two hours, so the slot can be booked again", async () => {
    const now = new Date();
    const [slot] = (await freeDays(deps(), now))[1]!.slots;
    const first = await book("stranger@example.ca", slot!.startsAt, now);
    expect(first.status).toBe("booked");
    const id = first.status === "booked" ? first.id : "";
    expect(await mailKinds(id)).toEqual(["booking-requested"]);

    const justBefore = new Date(now.getTime() + CONFIRM_WITHIN_MS - 1_000);
    expect(await isFree(slot!.startsAt, justBefore)).toBe(false);
    const after = new Date(now.getTime() + CONFIRM_WITHIN_MS + 1_000);
    expect(await isFree(slot!.startsAt, after)).toBe(true);
    expect(await confirmBooking(deps(), { id, now: after })).toBe("not-changeable");

    const second = await book("someone@example.ca", slot!.startsAt, after);
    expect(second.status).toBe("booked");
    const [released] = await handle.db.select().from(bookings).where(eq(bookings.id, id));
    expect(released).toMatchObject({ cancelledBy: "not confirmed", confirmedAt: null });
    expect(released!.cancelledAt!.getTime()).toBe(now.getTime() + CONFIRM_WITHIN_MS);
    // Released quietly: the address that never confirmed gets nothing more.
    expect(await mailKinds(id)).toEqual(["booking-requested"]);
  });

  it("e-mails nobody of a change before the visitor confirms, and the team only once they do", async () => {
    const now = new Date();
    const [slot, later, last] = (await freeDays(deps(), now))[2]!.slots;
    const outcome = await book("quiet@example.ca", slot!.startsAt, now);
    const id = outcome.status === "booked" ? outcome.id : "";
    expect((await moveBooking(deps(), { id, startsAt: later!.startsAt, now, visitor: { clientIp: "203.0.113.9" } })).status).toBe("moved");
    expect(await mailKinds(id)).toEqual(["booking-requested"]);

    expect(await confirmBooking(deps(), { id, now })).toBe("confirmed");
    expect(await confirmBooking(deps(), { id, now })).toBe("already");
    expect(await mailKinds(id)).toEqual(["booking-booked", "booking-booked-team", "booking-requested"]);
    // Confirmed, it holds its slot past the two hours.
    expect(await isFree(later!.startsAt, new Date(now.getTime() + CONFIRM_WITHIN_MS + 60_000))).toBe(false);
    expect((await moveBooking(deps(), { id, startsAt: last!.startsAt, now })).status).toBe("moved");
    expect((await cancelBooking(deps(), { id, by: "the visitor", reason: null, now, byTeam: false })).status).toBe("cancelled");
    expect(await mailKinds(id)).toEqual([
      "booking-booked",
      "booking-booked-team",
      "booking-cancelled",
      "booking-cancelled-team",
      "booking-moved",
      "booking-moved-team",
      "booking-requested",
    ]);

    const unconfirmed = await book("quiet2@example.ca", slot!.startsAt, now);
    const other = unconfirmed.status === "booked" ? unconfirmed.id : "";
    expect((await cancelBooking(deps(), { id: other, by: "the visitor", reason: null, now, byTeam: false })).status).toBe("cancelled");
    expect(await mailKinds(other)).toEqual(["booking-requested"]);
  });

  it("refuses a time outside the bookable days before asking the database", async () => {
    const now = new Date();
    for (const instant of ["9999-12-31T15:00:00.000Z", "0000-01-03T15:00:00.000Z", "+275760-09-13T00:00:00.000Z"]) {
      expect(await book("far@example.ca", new Date(instant), now)).toEqual({ status: "gone" });
    }
    const [slot] = (await freeDays(deps(), now))[3]!.slots;
    const outcome = await book("far@example.ca", slot!.startsAt, now);
    const id = outcome.status === "booked" ? outcome.id : "";
    for (const instant of ["9999-12-31T15:00:00.000Z", "0000-01-03T15:00:00.000Z"]) {
      expect(await moveBooking(deps(), { id, startsAt: new Date(instant), now })).toEqual({ status: "gone" });
    }
  });
});

describe.each(databaseKinds)("migration 0015 on %s", (kind) => {
  it("counts the bookings already stored as confirmed, and keys their address as the limits do", async () => {
    const addresses = ["Ann+Work@Example.ca", "bob@example.ca", "  Cy+a+b@Example.CA ", "dee+@example.ca"];
    const insert = `insert into bookings (starts_at, ends_at, name, company, email, phone, topic, submission_key, created_at) values
      ${addresses.map((email, n) => `(now() + interval '${n} hours', now() + interval '${n} hours', 'N', 'C', '${email}', '1', '', 'k${n}', '2026-11-01T12:00:00Z')`).join(",\n")}`;
    const rows = (await rowsAcrossMigration(
      kind,
      "0015_",
      insert,
      "select email_key, confirmed_at = created_at as confirmed, moves, network_key from bookings order by submission_key",
    )) as { email_key: string; confirmed: boolean; moves: number; network_key: string | null }[];
    expect(rows).toEqual(
      addresses.map((email) => ({ email_key: submissionLimitKey(email), confirmed: true, moves: 0, network_key: null })),
    );
  }, 120_000);
});
