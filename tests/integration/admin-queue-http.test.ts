import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queueWords } from "~/content/admin-queue";
import { defaultAvailability } from "~/domain/booking/slots";
import { addDays, instantAt, wallTimeOf } from "~/domain/booking/zoned-time";
import { ageParts, type AwaitingRecord, awaitingReply } from "~/domain/queue";
import { inquiries } from "~/server/db/schema.server";
import { createAccount, postForm, request } from "../support/accounts";
import { decoded, sectionOf } from "../support/admin-http";
import { insertApplication, insertBooking } from "../support/applications";
import { databaseKinds } from "../support/database";
import { TEST_AUTH_SECRET } from "../support/lead-forms";
import { seededDatabase } from "../support/seeded-database";
import { type RunningServer, startServer } from "../support/server";

// The queue over HTTP, against the built server, on PGlite and PostgreSQL (decision 0084): records
// stored at known times before the server opens the database; /admin lists those awaiting a first
// reply oldest first, each with its age in opening hours and the overdue ones marked in words, and
// never spam or withdrawn ones; a stage move, a decision and a handled inquiry each take one off;
// the navigation's counts are right on another admin page; and /admin is refused to others as every
// admin page is. The server's clock is the real one, so the expected ages are worked out with the
// same rules at the moments just before and after each page is read.

const slowStart = 150_000;
const admin = "queue.http.admin@example.ca";
const outsider = "queue.http.outsider@example.ca";
const password = "correct horse battery";
const timeZone = "America/Toronto";
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(databaseKinds)("the queue at /admin over HTTP on %s", (kind) => {
  let server: RunningServer;
  let dropPostgres: (() => Promise<void>) | undefined;
  const cookies = { admin: "", outsider: "" };
  const ids = { oldCompany: "", inquiry: "", cio: "", fresh: "", call: "" };
  const records: AwaitingRecord[] = [];

  beforeAll(async () => {
    const seeded = await seededDatabase(kind, async (db) => {
      const now = Date.now();
      // Five calendar days hold at least three business days: always overdue. A minute old: never.
      const oldCompany = await insertApplication(db, {
        type: "Company",
        companyName: "Oldfield Quarries",
        firstName: "Olwen",
        lastName: "Ashdown",
        createdAt: new Date(now - 5 * DAY),
      });
      const [inquiry] = await db
        .insert(inquiries)
        .values({
          firstName: "Ingrid",
          lastName: "Querying",
          email: "ingrid@queue-http.example",
          phone: "4165550100",
          message: "A question",
          submissionKey: randomUUID(),
          createdAt: new Date(now - 4 * DAY),
        })
        .returning();
      const cio = await insertApplication(db, { firstName: "Cilla", lastName: "Waiting", createdAt: new Date(now - 3 * DAY) });
      const fresh = await insertApplication(db, { firstName: "Freya", lastName: "Newcome", createdAt: new Date(now - 60_000) });
      await insertApplication(db, { firstName: "Spamella", lastName: "Junk", spamReason: "honeypot", createdAt: new Date(now - 6 * DAY) });
      await insertApplication(db, {
        firstName: "Wilhelmina",
        lastName: "Gone",
        status: "Withdrawn",
        stage: "withdrawn",
        createdAt: new Date(now - 6 * DAY),
      });
      // A confirmed call at noon tomorrow in the team's zone.
      const tomorrow = addDays(wallTimeOf(new Date(now), timeZone).day, 1);
      const startsAt = instantAt(tomorrow, 12 * 60, timeZone)!;
      const call = await insertBooking(db, {
        startsAt,
        name: "Callum Tomorrow",
        company: "Callco",
        email: "callum@queue-http.example",
        confirmedAt: new Date(now),
        createdAt: new Date(now),
      });
      Object.assign(ids, { oldCompany: oldCompany.id, inquiry: inquiry!.id, cio: cio.id, fresh: fresh.id, call: call.id });
      records.push(
        { kind: "company", id: oldCompany.id, name: "Oldfield Quarries (Olwen Ashdown)", receivedAt: oldCompany.createdAt, href: "" },
        { kind: "inquiry", id: inquiry!.id, name: "Ingrid Querying", receivedAt: inquiry!.createdAt, href: "" },
        { kind: "cio", id: cio.id, name: "Cilla Waiting", receivedAt: cio.createdAt, href: "" },
        { kind: "cio", id: fresh.id, name: "Freya Newcome", receivedAt: fresh.createdAt, href: "" },
      );
    });
    dropPostgres = seeded.drop;
    server = await startServer({ AUTH_SECRET: TEST_AUTH_SECRET, ADMIN_EMAILS: admin, ...seeded.env }, slowStart);
    cookies.admin = (await createAccount(server, admin, password, { verify: true }))!;
    cookies.outsider = (await createAccount(server, outsider, password, { verify: true }))!;
  }, 240_000);

  afterAll(async () => {
    if (server) expect(await server.stop()).toBe(0);
    await dropPostgres?.();
  });

  /** The page as text, and the ages the records may show: as of just before and just after it was read. */
  async function queuePage() {
    const before = new Date();
    const response = await request(`${server.url}/admin`, cookies.admin);
    expect(response.status).toBe(200);
    const html = decoded(await response.text());
    const after = new Date();
    const ages = (at: Date) =>
      new Map(
        awaitingReply(records, { now: at, hours: defaultAvailability, timeZone }).map((item) => [
          item.id,
          { age: queueWords.awaiting.age(ageParts(item.wait.businessMinutes)), overdue: item.wait.overdue },
        ]),
      );
    return { html, awaiting: sectionOf(html, "awaiting"), ages: [ages(before), ages(after)] };
  }

  /** Each listed record's card, in the page's order: its id and its text. */
  const cardsOf = (section: string) =>
    [...section.matchAll(/<li id="awaiting-([0-9a-f-]{36})"[\s\S]*?<\/li>/g)].map((match) => ({ id: match[1]!, text: match[0] }));

  it("lists what awaits a first reply, oldest first, with ages in business hours and the overdue ones in words", async () => {
    const { awaiting, ages } = await queuePage();
    expect(awaiting).toContain("Awaiting a first reply <span");
    expect(awaiting).toMatch(/Awaiting a first reply <span[^>]*>\(4\)<\/span>/);
    const cards = cardsOf(awaiting);
    expect(cards.map((card) => card.id)).toEqual([ids.oldCompany, ids.inquiry, ids.cio, ids.fresh]);
    for (const card of cards) {
      const expected = ages.map((at) => at.get(card.id)!);
      expect(
        expected.some((one) => card.text.includes(one.age)),
        `${card.text} shows one of ${expected.map((one) => one.age).join(", ")}`,
      ).toBe(true);
    }
    expect(cards[0]!.text).toContain("Company request: Oldfield Quarries (Olwen Ashdown)");
    expect(cards[0]!.text).toMatch(/>Overdue</);
    expect(cards[0]!.text).toContain("Overdue: the reply was due ");
    expect(cards[1]!.text).toContain("Inquiry: Ingrid Querying");
    expect(cards[1]!.text).toContain(`href="/admin/inquiries?inquiry=${ids.inquiry}#inquiry-${ids.inquiry}"`);
    expect(cards[3]!.text).toContain("CIO application: Freya Newcome");
    expect(cards[3]!.text).not.toContain("Overdue");
    expect(cards[3]!.text).toContain("Reply due ");
    expect(cards[3]!.text).toContain(`href="/admin/applications/${ids.fresh}"`);
    expect(cards[3]!.text).toMatch(/>Reply<span class="sr-only"> to Freya Newcome<\/span>/);
    for (const hidden of ["Spamella", "Wilhelmina"]) expect(awaiting).not.toContain(hidden);
    // The links to the lists that hold them all.
    expect(awaiting).toContain('href="/admin/applications"');
    expect(awaiting).toContain('href="/admin/inquiries"');
  });

  it("lists tomorrow's call and says calmly that no shortlist waits", async () => {
    const { html } = await queuePage();
    const calls = sectionOf(html, "calls");
    expect(calls).toMatch(/Calls today and tomorrow <span[^>]*>\(1\)<\/span>/);
    expect(calls).toContain("Tomorrow: <time");
    expect(calls).toContain("Callum Tomorrow, Callco");
    expect(calls).toContain(`href="/admin/calls?call=${ids.call}#call-${ids.call}"`);
    expect(sectionOf(html, "shortlists")).toContain(queueWords.shortlists.empty);
  });

  it("shows the counts in the navigation of another admin page", async () => {
    const outbox = decoded(await (await request(`${server.url}/admin/outbox`, cookies.admin)).text());
    const nav = /<nav aria-label="Admin">[\s\S]*?<\/nav>/.exec(outbox)?.[0] ?? "";
    // Seen as "Today (4)", named "Today, 4 waiting".
    expect(nav).toMatch(/aria-label="Today, 4 waiting"[^>]*>Today \(4\)<\/a>/);
    expect(nav).toMatch(/aria-label="Inquiries, 1 unhandled"[^>]*>Inquiries \(1\)<\/a>/);
  });

  it("takes off a request marked contacted, a decided application and a handled inquiry", async () => {
    const onRecord = (id: string, values: Record<string, string>) =>
      postForm(`${server.url}/admin/applications/${id}`, values, cookies.admin);
    expect((await onRecord(ids.oldCompany, { intent: "move-stage", from: "new", stage: "contacted", closeReason: "" })).status).toBe(303);
    expect((await onRecord(ids.cio, { intent: "decide", status: "Denied" })).status).toBe(303);
    expect((await postForm(`${server.url}/admin/inquiries`, { intent: "handled", id: ids.inquiry }, cookies.admin)).status).toBeLessThan(
      400,
    );
    const { html, awaiting } = await queuePage();
    expect(cardsOf(awaiting).map((card) => card.id)).toEqual([ids.fresh]);
    expect(awaiting).not.toContain('href="/admin/inquiries"');
    const nav = /<nav aria-label="Admin">[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
    expect(nav).toMatch(/aria-label="Today, 1 waiting"[^>]*>Today \(1\)<\/a>/);
    // No inquiry left: the link carries no count.
    expect(nav).toMatch(/>Inquiries<\/a>/);
  });

  it("is refused to a signed-in non-admin and to a visitor as the other admin pages are", async () => {
    for (const cookie of [cookies.outsider, null]) {
      const queue = await request(`${server.url}/admin`, cookie);
      const other = await request(`${server.url}/admin/outbox`, cookie);
      expect(queue.status).toBe(other.status);
      expect(queue.headers.get("location")).toBe(other.headers.get("location")?.replace("%2Foutbox", "") ?? null);
      const body = await queue.text();
      for (const name of ["Freya", "Oldfield", "Callum"]) expect(body).not.toContain(name);
    }
  });
});
