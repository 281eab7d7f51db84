import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listInquiries } from "~/server/admin/inquiries.server";
import { listCalls } from "~/server/booking/admin-calls.server";
import type { Database } from "~/server/db/client.server";
import type { bookings } from "~/server/db/schema.server";
import { inquiries } from "~/server/db/schema.server";
import { callsOfAddress } from "~/server/pipeline/record-calls.server";
import { deletePersonalData, findPerson } from "~/server/privacy/personal-data.server";
import { request } from "../support/accounts";
import { adminSite, decoded, sectionOf } from "../support/admin-http";
import { insertApplication, insertBooking } from "../support/applications";
import { bookingFields, bookingFormOf, freeSlotsOn, postBooking } from "../support/bookings";
import { databaseKinds } from "../support/database";
import { suiteDatabase } from "../support/suite-database";
import { formTokenFrom, leadSubmission, postSubmission } from "../support/lead-forms";

// Calls joined to people, on PGlite and PostgreSQL: a call booked from the address of a company
// request, a CIO application or an inquiry shows on that record, and the record on the call. The
// address is compared whole and without case: ann@… is not joann@…, nor ann@….evil. First the
// server functions on a database of their own, then one pass over HTTP through the public forms.

const hour = 3_600_000;
const now = new Date();

async function insertInquiry(db: Database, email: string, firstName = "Ina", createdAt = now) {
  const [row] = await db
    .insert(inquiries)
    .values({ firstName, lastName: "Quill", email, phone: "4165550100", message: "Hello", submissionKey: randomUUID(), createdAt })
    .returning();
  return row!;
}

/** A confirmed call `hoursFromNow` away (negative: past), from `email`; slots are whole hours, so each time is its own. */
const insertCall = (db: Database, email: string, hoursFromNow: number, values: Partial<typeof bookings.$inferInsert> = {}) =>
  insertBooking(db, {
    startsAt: new Date(Math.floor(now.getTime() / hour) * hour + hoursFromNow * hour),
    email,
    confirmedAt: new Date(now.getTime() - hour),
    createdAt: new Date(now.getTime() - hour),
    ...values,
  });

describe.each(databaseKinds)("calls joined to people on %s", (kind) => {
  describe("the server functions", () => {
    const db = suiteDatabase(kind);
    const callOn = async (id: string, focus?: string) => {
      const { upcoming, past } = await listCalls(db(), now, focus);
      return [...upcoming, ...past].find((call) => call.id === id);
    };

    it("joins a call to the records of its address across case, and never to an address inside another", async () => {
      const company = await insertApplication(db(), {
        type: "Company",
        companyName: "Zorblatt Quarry Works",
        firstName: "Ann",
        lastName: "Lee",
        email: "Ann@Zorblatt.example",
      });
      const cio = await insertApplication(db(), { firstName: "Annie", lastName: "Lee", email: "ann@zorblatt.EXAMPLE" });
      const inquiry = await insertInquiry(db(), "ANN@zorblatt.example");
      // Addresses holding hers, or held in hers: none is hers.
      const jo = await insertApplication(db(), { firstName: "Jo", lastName: "Ann", email: "joann@zorblatt.example" });
      const evil = await insertInquiry(db(), "ann@zorblatt.example.evil", "Eve");
      await insertApplication(db(), { firstName: "Nn", lastName: "Short", email: "nn@zorblatt.example" });

      const call = await insertCall(db(), "aNN@Zorblatt.Example", 30);
      const joCall = await insertCall(db(), "JOANN@zorblatt.example", 31);

      const expected = {
        id: call.id,
        startsAt: call.startsAt,
        status: "booked",
        href: `/admin/calls?call=${call.id}#call-${call.id}`,
      };
      expect(await callsOfAddress(db(), company.email)).toEqual([expected]);
      expect(await callsOfAddress(db(), cio.email)).toEqual([expected]);
      expect(await callsOfAddress(db(), inquiry.email)).toEqual([expected]);
      expect(await callsOfAddress(db(), jo.email)).toEqual([expect.objectContaining({ id: joCall.id })]);
      // The empty state: an address inside another has no call.
      expect(await callsOfAddress(db(), evil.email)).toEqual([]);
      expect(await callsOfAddress(db(), "nn@zorblatt.example")).toEqual([]);

      expect((await callOn(call.id))!.records).toEqual([
        { kind: "company", id: company.id, name: "Zorblatt Quarry Works", href: `/admin/applications/${company.id}` },
        { kind: "cio", id: cio.id, name: "Annie Lee", href: `/admin/applications/${cio.id}` },
        { kind: "inquiry", id: inquiry.id, name: "Ina Quill", href: `/admin/inquiries?inquiry=${inquiry.id}#inquiry-${inquiry.id}` },
      ]);
      expect((await callOn(joCall.id))!.records).toEqual([
        { kind: "cio", id: jo.id, name: "Jo Ann", href: `/admin/applications/${jo.id}` },
      ]);
    });

    it("names each call's status, leaves out the calls the spam checks turned away, and lists the newest first", async () => {
      const email = `many.${kind}@status.example`;
      const booked = await insertCall(db(), email, 40);
      const moved = await insertCall(db(), email, 41, { moves: 1, sequence: 1 });
      const cancelled = await insertCall(db(), email, -40, { cancelledAt: now, cancelledBy: "the visitor" });
      await insertCall(db(), email, -41, { cancelledAt: now, cancelledBy: "spam checks" });
      expect((await callsOfAddress(db(), email.toUpperCase())).map((call) => [call.id, call.status])).toEqual([
        [moved.id, "moved"],
        [booked.id, "booked"],
        [cancelled.id, "cancelled"],
      ]);
    });

    it("keeps a page of many calls each with its own records, and shows an old call a record links to", async () => {
      const people = await Promise.all(
        Array.from({ length: 30 }, async (_, n) => {
          const email = `person${n}.${kind}@many.example`;
          const application = await insertApplication(db(), { firstName: `Person${n}`, lastName: "Many", email });
          // Person n has n % 3 + 1 calls, to come and past.
          const calls = await Promise.all(
            Array.from({ length: (n % 3) + 1 }, (_, k) => insertCall(db(), email, k % 2 ? -(2000 + n * 3 + k) : 100 + n * 3 + k)),
          );
          return { application, calls };
        }),
      );
      // More past calls than the page lists, all newer than the first person's past one.
      await Promise.all(Array.from({ length: 110 }, (_, n) => insertCall(db(), `filler${n}.${kind}@many.example`, -(500 + n))));
      const { upcoming, past } = await listCalls(db(), now);
      const listed = [...upcoming, ...past];
      for (const { application, calls } of people) {
        expect((await callsOfAddress(db(), application.email)).map((call) => call.id).sort()).toEqual(calls.map((call) => call.id).sort());
        for (const call of calls.filter((call) => listed.some((shown) => shown.id === call.id)))
          expect(listed.find((shown) => shown.id === call.id)!.records.map((record) => record.id)).toEqual([application.id]);
      }
      const old = people[1]!.calls[1]!;
      expect(listed.some((call) => call.id === old.id)).toBe(false);
      expect((await callOn(old.id, old.id))!.records.map((record) => record.id)).toEqual([people[1]!.application.id]);
      // An id that names nothing, or is not an id, changes nothing.
      expect((await listCalls(db(), now, randomUUID())).past).toHaveLength(past.length);
      expect((await listCalls(db(), now, "' or 1=1 --")).past).toHaveLength(past.length);
    });

    it("opens the inquiries on the page that holds the inquiry a call links to", async () => {
      const email = `paged.${kind}@inquiries.example`;
      const older = await insertInquiry(db(), email, "Older", new Date(now.getTime() - 48 * hour));
      await Promise.all(Array.from({ length: 20 }, (_, n) => insertInquiry(db(), `newer${n}.${kind}@inquiries.example`, `Newer${n}`)));
      const call = await insertCall(db(), email.toUpperCase(), 200);
      const { rows, page } = await listInquiries(db(), 1, older.id);
      expect(page.page).toBeGreaterThan(1);
      expect(rows.find((row) => row.id === older.id)?.calls.map((listed) => listed.id)).toEqual([call.id]);
      expect(
        rows.filter((row) => row.id !== older.id && row.email.endsWith("@inquiries.example")).every((row) => row.calls.length === 0),
      ).toBe(true);
      expect((await listInquiries(db(), 1, "not-an-id")).page.page).toBe(1);
    });

    it("shows nothing of a person whose data was deleted on their calls or records", async () => {
      const gone = await insertApplication(db(), { firstName: "Gone", lastName: "Away", email: `Gone.${kind}@deleted.example` });
      const call = await insertCall(db(), `gone.${kind}@DELETED.example`, 300);
      expect((await callOn(call.id))!.records.map((record) => record.id)).toEqual([gone.id]);
      const person = (await findPerson(db(), gone.id, { scope: "person", includeInquiries: true }))!;
      await deletePersonalData(db(), {
        person,
        actor: "admin@example.ca",
        reason: "Asked to be forgotten",
        reasonBy: "admin",
        now,
        adminEmails: ["admin@example.ca"],
        mailFolder: null,
        baseUrl: "https://cio.example.ca",
      });
      expect(await callOn(call.id, call.id)).toBeUndefined();
      expect(await callsOfAddress(db(), gone.email)).toEqual([]);
    });
  });

  describe("over HTTP", () => {
    const site = adminSite(kind, ["calls.admin@example.ca"]);
    let url = "";
    beforeAll(async () => {
      url = (await site.start()).server.url;
    }, 240_000);
    afterAll(() => site.stop());
    const page = async (path: string) => decoded(await (await request(`${url}${path}`, site.cookies[0]!)).text());

    it("links a request to its call and back, an inquiry to its call, and says when a record has none", async () => {
      const { id, lead } = await site.apply("company", "reccalls");
      const loner = await site.apply("cio", "reccallsnone");
      const contact = leadSubmission("contact", `reccalls${kind}`, 1);
      // The contact's inquiry is sent from the request's address, in capitals.
      const inquiryLead = { ...contact, fields: { ...contact.fields, email: lead.email.toUpperCase() } };
      expect((await postSubmission(url, inquiryLead, await formTokenFrom(url, contact.path))).status).toBe(303);
      const [slot] = await freeSlotsOn(url);
      const caller = { ...bookingFields(1, `reccalls${kind}`), email: lead.email.toUpperCase() };
      expect((await postBooking(url, { ...(await bookingFormOf(url, slot!)), ...caller })).status).toBe(303);

      const calls = sectionOf(await page(`/admin/applications/${id}`), "calls");
      const link = /href="(\/admin\/calls\?call=([0-9a-f-]{36})#call-\2)"/.exec(calls);
      expect(link).not.toBeNull();
      expect(calls).toContain(`<time dateTime="${new Date(slot!).toISOString()}"`);
      expect(calls).toContain("Booked");
      expect(sectionOf(await page(`/admin/applications/${loner.id}`), "calls")).toContain("No call booked from this address.");

      const callsPage = await page(link![1]!.replaceAll("&amp;", "&"));
      const item = new RegExp(`<li id="call-${link![2]}"[\\s\\S]*?</li></ul>`).exec(callsPage)?.[0] ?? "";
      expect(item).toContain(`href="/admin/applications/${id}"`);
      expect(item).toContain(`Company request: ${lead.fields.companyName}`);
      expect(item).not.toContain(`/admin/applications/${loner.id}`);
      const inquiry = /href="(\/admin\/inquiries\?inquiry=([0-9a-f-]{36})#inquiry-\2)"[^>]*>Inquiry: ([^<]+)</.exec(item);
      expect(inquiry?.[3]).toBe(`${contact.fields.firstName} ${contact.fields.lastName}`);

      const inquiries = await page(inquiry![1]!);
      const start = inquiries.indexOf(`<li id="inquiry-${inquiry![2]}"`);
      expect(start).toBeGreaterThan(-1);
      const end = inquiries.indexOf('<li id="inquiry-', start + 1);
      const inquiryItem = inquiries.slice(start, end === -1 ? undefined : end);
      expect(inquiryItem).toContain(link![1]!);
    });
  });
});
