import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listCalls } from "~/server/booking/admin-calls.server";
import { requestToBook, signRequestBookingToken } from "~/server/booking/request-booking-link.server";
import type { Database } from "~/server/db/client.server";
import { applications, bookings } from "~/server/db/schema.server";
import { callsOfRecord } from "~/server/pipeline/record-calls.server";
import { request } from "../support/accounts";
import { adminSite, decoded, plainTextOf, sectionOf } from "../support/admin-http";
import { insertApplication, insertBooking } from "../support/applications";
import { bookingFields, freeSlotsOn, postBooking } from "../support/bookings";
import { databaseKinds } from "../support/database";
import { formTokenFrom, leadSubmission, type LeadSubmission, postSubmission, TEST_AUTH_SECRET } from "../support/lead-forms";
import type { SmtpPeer } from "../support/smtp-peer";
import { suiteDatabase } from "../support/suite-database";

// A company request's signed booking link (decision 0081), on PGlite and PostgreSQL: the request's
// confirmation e-mail and thank-you page open /book with `?from=<token>`, which fills the form in
// from the request and joins the booked call to it by id, whatever address is typed. A token that
// does not check out (forged, expired, malformed, too long, naming a CIO or a request withdrawn or
// deleted) leaves /book as everyone gets it, and joins nothing.

const hour = 3_600_000;
const day = 24 * hour;
const now = new Date();

const insertCall = (db: Database, email: string, hoursFromNow: number, values: Partial<typeof bookings.$inferInsert> = {}) =>
  insertBooking(db, {
    startsAt: new Date(Math.floor(now.getTime() / hour) * hour + hoursFromNow * hour),
    email,
    confirmedAt: now,
    createdAt: now,
    ...values,
  });

const company = (db: Database, tag: string, values: Partial<typeof applications.$inferInsert> = {}) =>
  insertApplication(db, {
    type: "Company",
    companyName: `Quarry ${tag}`,
    firstName: "Ann",
    lastName: "Lee",
    email: `ann.${tag}@request.example`,
    ...values,
  });

describe.each(databaseKinds)("a company request's booking link on %s", (kind) => {
  describe("the server functions", () => {
    const db = suiteDatabase(kind);
    const secret = "request-booking-link-test-secret-0123456789";

    it("fills in a company request's details, and nothing for a token that does not check out", async () => {
      const request = await company(db(), `fill${kind}`, { phone: "+1 416 555 0199" });
      const token = signRequestBookingToken(secret, request.id, now);
      expect(await requestToBook(db(), token, secret, now)).toEqual({
        id: request.id,
        token,
        values: { name: "Ann Lee", company: `Quarry fill${kind}`, email: request.email, phone: "+1 416 555 0199" },
      });

      const cio = await insertApplication(db(), { firstName: `Cio${kind}` });
      const withdrawn = await company(db(), `withdrawn${kind}`, { status: "Withdrawn", withdrawnAt: now });
      const deleted = await company(db(), `deleted${kind}`);
      await db().delete(applications).where(eq(applications.id, deleted.id));
      const refused = {
        forged: signRequestBookingToken("another-secret-entirely-0123456789", request.id, now),
        expired: signRequestBookingToken(secret, request.id, new Date(now.getTime() - 31 * day)),
        malformed: `${token}x`,
        overlong: token + ".".repeat(5000),
        cio: signRequestBookingToken(secret, cio.id, now),
        withdrawn: signRequestBookingToken(secret, withdrawn.id, now),
        deleted: signRequestBookingToken(secret, deleted.id, now),
      };
      for (const [why, bad] of Object.entries(refused)) expect(await requestToBook(db(), bad, secret, now), why).toBeNull();
    });

    it("lists a request's calls booked from its link or its address, each once, and names the request on each call", async () => {
      const request = await company(db(), `join${kind}`);
      const linked = await insertCall(db(), `someone.else.${kind}@elsewhere.example`, 50, { applicationId: request.id });
      const byAddress = await insertCall(db(), request.email.toUpperCase(), 51);
      const both = await insertCall(db(), request.email, 52, { applicationId: request.id });
      await insertCall(db(), `spam.${kind}@elsewhere.example`, -52, {
        applicationId: request.id,
        cancelledAt: now,
        cancelledBy: "spam checks",
      });
      const stranger = await insertCall(db(), `stranger.${kind}@elsewhere.example`, 53);

      expect((await callsOfRecord(db(), request)).map((call) => call.id)).toEqual([both.id, byAddress.id, linked.id]);
      const { upcoming } = await listCalls(db(), now);
      const recordsOf = (id: string) =>
        upcoming.find((call) => call.id === id)!.records.map((record) => [record.kind, record.id, record.name]);
      const named = [["company", request.id, `Quarry join${kind}`]];
      expect(recordsOf(linked.id)).toEqual(named);
      expect(recordsOf(byAddress.id)).toEqual(named);
      expect(recordsOf(both.id)).toEqual(named);
      expect(recordsOf(stranger.id)).toEqual([]);

      // The request deleted: the call stays, joined to nothing (the column is set to null).
      await db().delete(applications).where(eq(applications.id, request.id));
      const [after] = await db().select().from(bookings).where(eq(bookings.id, linked.id));
      expect(after?.applicationId).toBeNull();
      expect((await listCalls(db(), now)).upcoming.find((call) => call.id === linked.id)!.records).toEqual([]);
    });
  });

  describe("over HTTP", () => {
    // A named signer: the thank-you says who replies.
    const site = adminSite(kind, ["link.admin@example.ca"], {
      CALLS_HELD_PER_IP: "1000",
      TEAM_SIGNATURE_NAME: "Marie Tremblay",
      TEAM_SIGNATURE_TITLE: "Director of Partnerships",
    });
    let url = "";
    let peer: SmtpPeer;
    beforeAll(async () => {
      const started = await site.start();
      url = started.server.url;
      peer = started.peer;
    }, 240_000);
    afterAll(() => site.stop());
    const adminPage = async (path: string) => decoded(await (await request(`${url}${path}`, site.cookies[0]!)).text());
    const get = async (path: string) => {
      const response = await fetch(`${url}${path}`);
      return { status: response.status, html: decoded(await response.text()) };
    };
    /** The record links on the one call /admin/calls lists for `email` (each call's item runs to the next's). */
    const callLinksOf = async (email: string) => {
      const items = (await adminPage("/admin/calls")).split('<li id="call-').filter((item) => item.includes(`href="mailto:${email}"`));
      expect(items, `the calls of ${email}`).toHaveLength(1);
      return [...items[0]!.matchAll(/href="\/admin\/applications\/([0-9a-f-]{36})"/g)].map((match) => match[1]);
    };

    it("leads from the confirmation e-mail and the thank-you to /book filled in, and joins the call booked with another address", async () => {
      const lead = leadSubmission("company", `booklink${kind}`, 1);
      const sent = await postSubmission(url, lead, await formTokenFrom(url, lead.path));
      expect(sent.status).toBe(303);
      const thanks = sent.headers.get("location")!;
      expect(thanks).toMatch(/^\/form\/company\?submitted=1&from=[\w.-]+$/);
      const list = await adminPage(`/admin/applications?q=${encodeURIComponent(lead.email)}`);
      const id = /\/admin\/applications\/([0-9a-f-]{36})/.exec(list)![1]!;

      // The thank-you's "Book a call now" and the e-mail's "Book a call" open /book with the request's link.
      const thankYou = await get(thanks);
      expect(thankYou.status).toBe(200);
      const fromThanks = /<a href="(\/book\?from=[\w.-]+)"[^>]*>Book a call now<\/a>/.exec(thankYou.html)?.[1];
      expect(fromThanks).toBeDefined();
      // What happens next and when, and who replies: the person who signs the team's e-mails.
      expect(thankYou.html).toContain("What happens next: we review your request and, within one business day");
      expect(thankYou.html).toContain("Marie Tremblay, Director of Partnerships, will reply to you by e-mail within one business day.");
      await peer.waitFor((mails) => mails.some((mail) => mail.to.includes(lead.email)), 20_000, "the confirmation e-mail");
      const text = plainTextOf(site.mailsTo(lead.email)[0]!);
      expect(text).toContain("Book a call");
      const fromMail = /https?:\/\/[^/\s]+(\/book\?from=[\w.-]+)/.exec(text)?.[1];
      expect(fromMail).toBeDefined();
      for (const link of [fromThanks!, fromMail!]) expect(link.slice("/book?from=".length).split(".")[0]).toBe(id);

      // /book, followed from the e-mail: every slot carries the link on, and its form is filled in.
      const listed = await get(fromMail!);
      expect(listed.status).toBe(200);
      const slotLinks = [...listed.html.matchAll(/href="(\/book\?slot=[^"#]+)#booking-form"/g)].map((match) => match[1]!);
      expect(slotLinks.length).toBeGreaterThan(0);
      const token = fromMail!.slice("/book?from=".length);
      for (const link of slotLinks) expect(link).toContain(`&from=${token}`);
      const form = (await get(slotLinks[0]!)).html;
      const field = (name: string) => new RegExp(`name="${name}"[^>]*value="([^"]*)"|value="([^"]*)"[^>]*name="${name}"`).exec(form);
      const valueOf = (name: string) => {
        const match = field(name);
        return match?.[1] ?? match?.[2];
      };
      expect(valueOf("name")).toBe(`${lead.fields.firstName} ${lead.fields.lastName}`);
      expect(valueOf("company")).toBe(lead.fields.companyName);
      expect(valueOf("email")).toBe(lead.email);
      expect(valueOf("phone")).toBe(lead.fields.phone);
      expect(valueOf("from")).toBe(token);

      // Booked with another address typed: the call is the request's for certain.
      const other = `someone.else.${kind}@elsewhere.example`;
      const slot = decodeURIComponent(/slot=([^&]+)/.exec(slotLinks[0]!)![1]!);
      const booked = await postBooking(url, {
        ...bookingFields(1, `booklink${kind}`),
        email: other,
        formToken: valueOf("formToken")!,
        consentVersion: valueOf("consentVersion") ?? "",
        slot,
        from: token,
      });
      expect(booked.status).toBe(303);
      const calls = sectionOf(await adminPage(`/admin/applications/${id}`), "calls");
      expect(calls).toContain(`<time dateTime="${slot}"`);
      expect(await callLinksOf(other)).toEqual([id]);
    });

    it("leads a French request to the French booking page, filled in", async () => {
      const english = leadSubmission("company", `booklinkfr${kind}`, 1);
      const lead = { ...english, path: "/fr/formulaire/entreprise" as LeadSubmission["path"] };
      const sent = await postSubmission(url, lead, await formTokenFrom(url, lead.path));
      expect(sent.status).toBe(303);
      const thankYou = await get(sent.headers.get("location")!);
      const fromThanks = /<a href="(\/fr\/reserver\?from=[\w.-]+)"[^>]*>Réserver un appel maintenant<\/a>/.exec(thankYou.html)?.[1];
      expect(fromThanks).toBeDefined();
      await peer.waitFor((mails) => mails.some((mail) => mail.to.includes(lead.email)), 20_000, "the French confirmation e-mail");
      const text = plainTextOf(site.mailsTo(lead.email)[0]!);
      expect(text).toContain("Réserver un appel");
      const fromMail = /https?:\/\/[^/\s]+(\/fr\/reserver\?from=[\w.-]+)/.exec(text)?.[1];
      expect(fromMail).toBeDefined();
      const listed = (await get(fromMail!)).html;
      const slotLink = /href="(\/fr\/reserver\?slot=[^"#]+&from=[\w.-]+)#booking-form"/.exec(listed)?.[1];
      expect(slotLink).toBeDefined();
      const form = (await get(slotLink!)).html;
      expect(form).toContain(`value="${lead.email}"`);
      expect(form).toContain(`value="${String(lead.fields.companyName)}"`);
    });

    it("shows /book as everyone gets it for a token that does not check out, and joins nothing even when posted", async () => {
      const { id, lead } = await site.apply("company", "badlink");
      const cio = await site.apply("cio", "badlinkcio");
      const bad = {
        forged: signRequestBookingToken("another-secret-entirely-0123456789", id, new Date()),
        expired: signRequestBookingToken(TEST_AUTH_SECRET, id, new Date(Date.now() - 31 * day)),
        malformed: "not.a.token",
        overlong: `${signRequestBookingToken(TEST_AUTH_SECRET, id, new Date())}${"A".repeat(3000)}`,
        cio: signRequestBookingToken(TEST_AUTH_SECRET, cio.id, new Date()),
      };
      const slots = await freeSlotsOn(url);
      let n = 0;
      for (const [why, token] of Object.entries(bad)) {
        const listed = await get(`/book?from=${encodeURIComponent(token)}`);
        expect(listed.status, why).toBe(200);
        expect(listed.html, why).not.toContain("from=");
        const slot = slots[n]!;
        const form = await get(`/book?slot=${encodeURIComponent(slot)}&from=${encodeURIComponent(token)}`);
        expect(form.status, why).toBe(200);
        expect(form.html, why).not.toContain('name="from"');
        expect(form.html, why).not.toContain(lead.email);
        expect(form.html, why).not.toContain(String(lead.fields.companyName));
        // Posted anyway, as a hidden field: booked, and joined to nothing.
        n += 1;
        const other = `bad${n}.${kind}@elsewhere.example`;
        const formToken = /name="formToken" value="([^"]+)"/.exec(form.html)![1]!;
        const consentVersion = /name="consentVersion" value="([^"]*)"/.exec(form.html)?.[1] ?? "";
        const booked = await postBooking(url, {
          ...bookingFields(n, `badlink${kind}`),
          email: other,
          formToken,
          consentVersion,
          slot,
          from: token,
        });
        expect(booked.status, why).toBe(303);
        expect(await callLinksOf(other), why).toEqual([]);
      }
      expect(sectionOf(await adminPage(`/admin/applications/${id}`), "calls")).toContain("No call booked from this address.");
      // A thank-you whose link does not check out still offers /book, without it.
      const thankYou = await get(`/form/company?submitted=1&from=${encodeURIComponent(bad.forged)}`);
      expect(thankYou.status).toBe(200);
      expect(thankYou.html).toMatch(/<a href="\/book"[^>]*>Book a call now<\/a>/);
    });
  });
});
