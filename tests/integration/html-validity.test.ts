import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Locale, withdrawalPrefix } from "~/domain/locale";
import { confirmUrl, manageUrl } from "~/server/booking/booking-link.server";
import { signWithdrawalToken } from "~/server/privacy/withdrawal-link.server";
import { adminServerEnv, adminSession } from "../support/admin-http";
import { insertApplication, insertBooking } from "../support/applications";
import { bookingFields } from "../support/bookings";
import { databaseKinds } from "../support/database";
import { htmlProblems } from "../support/html-validity";
import { formBody, formTokenFrom, type LeadKind, leadSubmission, TEST_AUTH_SECRET } from "../support/lead-forms";
import { reachablePages, type Seeded, type Visitor } from "../support/reachable-pages";
import { seededDatabase } from "../support/seeded-database";
import { type RunningServer, startServer } from "../support/server";
import { anonymousCompany, privateCio, shortlistWithInterest } from "../support/shortlists";
import { type SmtpPeer, startSmtpPeer } from "../support/smtp-peer";

// Every page a person can reach (tests/support/reachable-pages.ts) is fetched from the built server
// as a browser without JavaScript gets it, and its bytes go through the HTML validator with the
// project's strict settings (.htmlvalidate.mjs): any error or warning fails, with the validator's
// lines. On PGlite and PostgreSQL, with records seeded for the pages that show them.

const slowStart = 150_000;
const adminEmail = "valid.admin@example.ca";
const settings = { baseUrl: "http://cio.example.ca", secret: TEST_AUTH_SECRET };
const DAY_MS = 86_400_000;

/** The path and query of a link the server's settings wrote with their BASE_URL. */
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/** The hidden fields of the page's first form that posts (its token, its wording versions...). */
function hiddenFieldsOf(html: string): Record<string, string> {
  const form = /<form[^>]*method="post"[^>]*>[\s\S]*?<\/form>/i.exec(html)?.[0] ?? "";
  const fields: Record<string, string> = {};
  for (const [input] of form.matchAll(/<input [^>]*>/g)) {
    if (!input.includes('type="hidden"')) continue;
    const name = /name="([^"]*)"/.exec(input)?.[1];
    if (name) fields[name] = (/value="([^"]*)"/.exec(input)?.[1] ?? "").replaceAll("&amp;", "&");
  }
  return fields;
}

describe.each(databaseKinds)("the HTML of every reachable page on %s", (kind) => {
  let server: RunningServer;
  let peer: SmtpPeer;
  let drop: () => Promise<void> = async () => undefined;
  let cookie = "";
  let sent = 0;
  const seeded = {} as Seeded;

  beforeAll(async () => {
    const database = await seededDatabase(kind, async (db) => {
      const english = await insertApplication(db, privateCio("Marisol"));
      const french = await insertApplication(db, privateCio("Thaddeus", { locale: "fr", workLanguage: "fr" }));
      const inEnglish = await shortlistWithInterest(db, anonymousCompany, [[english.id, "interested"]], settings);
      const inFrench = await shortlistWithInterest(db, { ...anonymousCompany, locale: "fr" }, [[french.id, "interested"]], settings);
      const now = new Date();
      const call = await insertBooking(db, { startsAt: new Date(now.getTime() + 2 * DAY_MS), email: "caller@call.example" });
      await insertBooking(db, { startsAt: new Date(now.getTime() - 2 * DAY_MS), email: "earlier@call.example" });
      const unconfirmed = await insertBooking(db, { startsAt: new Date(now.getTime() + 3 * DAY_MS), confirmedAt: null });
      const each = (make: (locale: Locale) => string) => ({ en: make("en"), fr: make("fr") });
      Object.assign(seeded, {
        cio: english.id,
        company: inEnglish.company.id,
        call: call.id,
        withdrawal: each((locale) => `${withdrawalPrefix[locale]}${signWithdrawalToken(TEST_AUTH_SECRET, english.id, now)}`),
        opportunity: { en: inEnglish.links.get(english.id)!, fr: inFrench.links.get(french.id)! },
        shortlist: { en: inEnglish.companyLink, fr: inFrench.companyLink },
        manage: each((locale) => pathOf(manageUrl(settings.baseUrl, locale, TEST_AUTH_SECRET, call.id, now))),
        confirm: each((locale) => pathOf(confirmUrl(settings.baseUrl, locale, TEST_AUTH_SECRET, unconfirmed.id, now))),
      } satisfies Seeded);
    });
    drop = database.drop;
    peer = await startSmtpPeer();
    // Every booking here comes from 127.0.0.1; the cap per network has tests of its own.
    server = await startServer({ ...adminServerEnv([adminEmail], peer), CALLS_HELD_PER_IP: "1000", ...database.env }, slowStart);
    cookie = await adminSession({ url: server.url, peer }, adminEmail);
  }, 240_000);

  afterAll(async () => {
    if (server) expect(await server.stop()).toBe(0);
    await peer?.close();
    await drop();
  });

  const get = (path: string, asAdmin = false) => fetch(`${server.url}${path}`, { redirect: "manual", headers: asAdmin ? { cookie } : {} });

  const send = (path: string, body: URLSearchParams, asAdmin = false) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      body,
      headers: { "content-type": "application/x-www-form-urlencoded", ...(asAdmin ? { cookie } : {}) },
      redirect: "manual",
    });

  /** The page a form's 303 leads to. */
  async function followed(response: Response, what: string): Promise<Response> {
    const location = response.headers.get("location");
    if (response.status !== 303 || !location) throw new Error(`${what} answered ${response.status}, not a redirect`);
    return get(location);
  }

  const visitor: Visitor = {
    seeded,
    get,
    post: async (path, fields, asAdmin = false) => {
      const hidden = hiddenFieldsOf(await (await get(path, asAdmin)).text());
      return send(path, new URLSearchParams({ ...hidden, ...fields }), asAdmin);
    },
    submit: async (leadKind: LeadKind, path: string) => {
      const lead = leadSubmission(leadKind, `valid${kind}`, ++sent);
      return followed(await send(path, formBody(lead, await formTokenFrom(server.url, path))), `the form at ${path}`);
    },
    book: async (locale: Locale) => {
      const path = locale === "fr" ? "/fr/reserver" : "/book";
      const slot = /\?slot=([^"#]+)#booking-form/.exec(await (await get(path)).text())?.[1];
      const slotPath = `${path}?slot=${slot}`;
      const hidden = hiddenFieldsOf(await (await get(slotPath)).text());
      const fields = { ...hidden, ...bookingFields(++sent, `valid${kind}`) };
      return followed(await send(slotPath, new URLSearchParams(fields)), `the booking form at ${slotPath}`);
    },
  };

  it.each(reachablePages.map((page) => [page.name, page] as const))("%s", async (_name, page) => {
    const response = await page.open(visitor);
    const html = await response.text();
    expect(response.status, html.slice(0, 2000)).toBe(page.status);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await htmlProblems(html)).toEqual([]);
  });
});
