import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingFields, bookingFormOf, freeSlotsOn } from "../support/bookings";
import { createPostgresDatabase, databaseKinds } from "../support/database";
import { fastForms, formBody, formTokenFrom, leadSubmission, type LeadKind, TEST_AUTH_SECRET } from "../support/lead-forms";
import { type RunningServer, startServer } from "../support/server";

// Where a lead came from (decision 0082), through the built server on PGlite and PostgreSQL: the
// public pages carry the small first-touch script, the forms carry its hidden fields, and what each
// form and /book's form post is stored with the lead, checked, bounded, or dropped, and never the
// reason a lead is lost.

const baseUrl = "https://cio.example.ca";
const slowStart = 150_000;

type SourceRow = {
  email: string;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  referrer_host: string | null;
  ref_code: string | null;
};

const sourceSql = (table: string) =>
  `select email, utm_source, utm_medium, utm_campaign, referrer_host, ref_code from ${table} where email like $1 order by email`;

/** Source fields as the script adds them to a form: names and values, a name given twice when listed twice. */
type SentSource = [string, string][];

const firstTouch: SentSource = [
  ["utmSource", "newsletter"],
  ["utmMedium", "email"],
  // Longer than anything kept: cut, not refused.
  ["utmCampaign", `fall-${"x".repeat(5_000)}`],
  // A whole address where a host belongs: only its host is kept.
  ["referrerHost", "https://News.Example.com/2026/11/our-picks?token=secret#top"],
  ["refCode", "partner-7"],
];

const keptTouch = {
  utm_source: "newsletter",
  utm_medium: "email",
  utm_campaign: `fall-${"x".repeat(95)}`,
  referrer_host: "news.example.com",
  ref_code: "partner-7",
};

/** Nothing here can be kept: a NUL, blanks, a value twice, a script's address, markup as a code. */
const junk: SentSource = [
  ["utmSource", "\u0000\u0000"],
  ["utmMedium", " \u0007 "],
  ["utmCampaign", "one"],
  ["utmCampaign", "two"],
  ["referrerHost", "javascript:alert(document.cookie)"],
  ["refCode", "<script>alert(1)</script>"],
];

const nothingKept = { utm_source: null, utm_medium: null, utm_campaign: null, referrer_host: null, ref_code: null };

describe.each(databaseKinds)("lead sources on %s", (kind) => {
  let server: RunningServer;
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  let stopped = false;

  beforeAll(async () => {
    if (kind === "postgres") {
      const database = await createPostgresDatabase();
      databaseUrl = database.url;
      dropDatabase = database.drop;
    }
    server = await startServer(
      {
        ...fastForms,
        AUTH_SECRET: TEST_AUTH_SECRET,
        BASE_URL: baseUrl,
        CALLS_HELD_PER_IP: "1000",
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
      slowStart,
    );
  }, 240_000);

  afterAll(async () => {
    if (server && !stopped) expect(await server.stop()).toBe(0);
    await dropDatabase?.();
  });

  /** Rows of `table` whose address starts with `prefix`, read from outside the server (PGlite: once it has stopped). */
  async function sourcesIn(table: "inquiries" | "applications" | "bookings", prefix: string): Promise<SourceRow[]> {
    if (databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        return (await client.query<SourceRow>(sourceSql(table), [`${prefix}%`])).rows;
      } finally {
        await client.end();
      }
    }
    if (!stopped) {
      expect(await server.stop()).toBe(0);
      stopped = true;
    }
    const database = new PGlite(path.join(server.dataDir, "pglite"));
    try {
      return (await database.query<SourceRow>(sourceSql(table), [`${prefix}%`])).rows;
    } finally {
      await database.close();
    }
  }

  /** Posts lead form `type` as a browser with the script does: its fields, then the source fields. */
  async function sendLead(type: LeadKind, tag: string, source: SentSource) {
    const lead = leadSubmission(type, tag, 1);
    const body = formBody(lead, await formTokenFrom(server.url, lead.path));
    for (const [name, value] of source) body.append(name, value);
    return fetch(`${server.url}${lead.path}`, {
      method: "POST",
      body,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      redirect: "manual",
    });
  }

  /** Books the `n`th free slot with the source fields, as /book's form sends them. */
  async function sendBooking(n: number, tag: string, source: SentSource) {
    const slot = (await freeSlotsOn(server.url))[n]!;
    const body = new URLSearchParams({ ...(await bookingFormOf(server.url, slot)), ...bookingFields(n, tag), leave_this_empty: "" });
    for (const [name, value] of source) body.append(name, value);
    return fetch(`${server.url}/book`, {
      method: "POST",
      body,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      redirect: "manual",
    });
  }

  it("gives every public page the first-touch script, and marks the forms it fills", async () => {
    const landing = await (await fetch(`${server.url}/?utm_source=newsletter&ref=partner-7`)).text();
    // The script, minified as pages carry it: it keeps the visit's first touch under this key.
    const firstTouchScript = (nonce: string) => new RegExp(`<script${nonce}>[^<]*first-touch[^<]*sessionStorage[^<]*</script>`);
    expect(landing).toMatch(firstTouchScript(""));
    // Its comments stay in the source.
    expect(landing).not.toContain("Where this visit began");
    for (const form of ["/contact", "/form/cio", "/form/company", "/fr/formulaire/entreprise"]) {
      const html = await (await fetch(`${server.url}${form}`)).text();
      expect(html, form).toMatch(/<form [^>]*data-lead-source=""/);
    }
    const [slot] = await freeSlotsOn(server.url);
    const booking = await (await fetch(`${server.url}/book?slot=${encodeURIComponent(slot!)}`)).text();
    expect(booking).toMatch(/<form id="booking-form"[^>]*data-lead-source=""/);
    // Rendered for this request: the script carries the response's nonce.
    expect(booking).toMatch(firstTouchScript(' nonce="[^"]+"'));
  }, 60_000);

  it("stores each form's and a booking's first touch, and still stores every lead sent with junk for a source", async () => {
    const tag = `src${kind}`;
    for (const type of ["contact", "cio", "company"] as const) {
      expect((await sendLead(type, `${tag}good${type}`, firstTouch)).status, type).toBe(303);
      expect((await sendLead(type, `${tag}junk${type}`, junk)).status, type).toBe(303);
    }
    // Our own site as the referrer is no referral.
    expect((await sendLead("company", `${tag}ownsite`, [["referrerHost", "cio.example.ca"]])).status).toBe(303);
    expect((await sendBooking(0, `${tag}goodbook`, firstTouch)).status).toBe(303);
    expect((await sendBooking(1, `${tag}junkbook`, junk)).status).toBe(303);

    expect(await sourcesIn("inquiries", tag)).toEqual([
      { email: `${tag}goodcontact.1@example.ca`, ...keptTouch },
      { email: `${tag}junkcontact.1@example.ca`, ...nothingKept },
    ]);
    expect(await sourcesIn("applications", tag)).toEqual([
      { email: `${tag}goodcio.1@example.ca`, ...keptTouch },
      { email: `${tag}goodcompany.1@example.ca`, ...keptTouch },
      { email: `${tag}junkcio.1@example.ca`, ...nothingKept },
      { email: `${tag}junkcompany.1@example.ca`, ...nothingKept },
      { email: `${tag}ownsite.1@example.ca`, ...nothingKept },
    ]);
    expect(await sourcesIn("bookings", tag)).toEqual([
      { email: `${tag}goodbook.0@example.ca`, ...keptTouch },
      { email: `${tag}junkbook.1@example.ca`, ...nothingKept },
    ]);
  }, 120_000);
});
