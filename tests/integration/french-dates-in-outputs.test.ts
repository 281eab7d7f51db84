import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingFields, bookingFormOf, confirmLinkIn, confirmThrough, freeSlotsOn, inviteIn, postBooking } from "../support/bookings";
import { databaseKinds } from "../support/database";
import { fastForms, TEST_AUTH_SECRET } from "../support/lead-forms";
import { projectRoot, type RunningServer, startServerOn } from "../support/server";
import { type SmtpPeer, startSmtpPeer, subjectOf, textOf } from "../support/smtp-peer";

// French dates and times as a visitor reads them in every output of a booking: the /fr/reserver
// page, the call's page, the e-mails and the invite. The server's clock is moved ahead
// (tests/support/clock-ahead.js) to a few days before the first of a month, so that the first is
// bookable and « 1er » shows. The expected words are written here from Intl's month and weekday
// names, not from the site's formatting module.

const zone = "America/Toronto";
const team = "team@example.ca";
const nbsp = "\u00a0";
const DAY = 86_400_000;
const clockAhead = `--import=${pathToFileURL(`${projectRoot}/tests/support/clock-ahead.js`).href}`;

/** "2027-02-01" as Toronto's calendar reads an instant. */
const dayIn = (instant: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: zone, dateStyle: "short" }).format(instant);
const clockIn = (instant: Date) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: zone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(instant);

/** The first of a month, on a weekday, at least 40 days away: the day the calls are booked on. */
function firstWeekdayFirst(): Date {
  const now = new Date();
  for (let months = 2; ; months += 1) {
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1, 17));
    const weekday = first.getUTCDay();
    if (first.getTime() - now.getTime() > 40 * DAY && weekday >= 1 && weekday <= 5) return first;
  }
}

const first = firstWeekdayFirst();
const firstDay = dayIn(first);
// Noon UTC three days before: the first lies within the booking horizon, past the day's notice.
const serverNow = new Date(first.getTime() - 3 * DAY - 5 * 3_600_000);
const lead = serverNow.getTime() - Date.now();

const weekday = new Intl.DateTimeFormat("fr-CA", { timeZone: zone, weekday: "long" }).format(first);
const month = new Intl.DateTimeFormat("fr-CA", { timeZone: zone, month: "long" }).format(first);
const year = first.getUTCFullYear();
// Eastern Standard or Daylight Time that day, as an English Intl names it: HNE or HAE in French.
const abbreviation =
  new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "short" })
    .formatToParts(first)
    .find((part) => part.type === "timeZoneName")?.value === "EDT"
    ? "HAE"
    : "HNE";
const dayInWords = `${weekday} 1er ${month}`;
const at = (time: string) => `${dayInWords} ${year} à ${time} (${abbreviation})`;

/** What a reader sees of a page or an e-mail: no message headers, scripts, styles or tags (their ISO dates are no reading). */
const readable = (raw: string) =>
  raw
    .replace(/^[\s\S]*?\r?\n\r?\n/, "")
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ");

/** What no French output may show: Intl's « 09 h 00 » or « 1 décembre », a clock's « 9:00 », the zone's IANA name. */
function expectNoMachineFormat(text: string, where: string) {
  expect(text, where).not.toMatch(/\b0\d[\s\u00a0\u202f]?h\b/);
  expect(text, where).not.toMatch(/\bh[\s\u00a0\u202f]00\b/);
  expect(text, where).not.toMatch(/\b\d{1,2}:00\b/);
  expect(text, where).not.toMatch(new RegExp(`(?<!\\d)1[\\s\u00a0\u202f]${month}`));
  expect(text, where).not.toContain("America/Toronto");
}

describe.each(databaseKinds)("French dates and times in the page, the call's page, the e-mails and the invite, on %s", (kind) => {
  let server: RunningServer;
  let peer: SmtpPeer;

  beforeAll(async () => {
    peer = await startSmtpPeer();
    server = await startServerOn(
      kind,
      {
        ...fastForms,
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} ${clockAhead}`,
        CLOCK_AHEAD_MS: String(lead),
        AUTH_SECRET: TEST_AUTH_SECRET,
        SMTP_URL: peer.url,
        NOTIFY_EMAILS: team,
        MAIL_POLL_SECONDS: "1",
        CALLS_HELD_PER_IP: "1000",
        TIME_ZONE: zone,
      },
      150_000,
    );
  }, 240_000);

  afterAll(async () => {
    if (server) expect(await server.stop()).toBe(0);
    await peer?.close();
  });

  const text = async (response: Response) =>
    (await response.text()).replaceAll("<!-- -->", "").replaceAll("&#x27;", "'").replaceAll("&#39;", "'");
  const mailsTo = (address: string) => peer.received.filter((mail) => mail.to.includes(address));

  /** The free slot at `clock` ("09:30") on the first of the month, as /fr/reserver lists it. */
  async function slotAt(clock: string): Promise<string> {
    const slot = (await freeSlotsOn(server.url, "/fr/reserver")).find(
      (iso) => dayIn(new Date(iso)) === firstDay && clockIn(new Date(iso)) === clock,
    );
    if (!slot) throw new Error(`no free slot at ${clock} on ${firstDay}`);
    return slot;
  }

  it("writes the first of the month « 1er », and times « 9 h » and « 9 h 30 », on /fr/reserver", async () => {
    const page = await text(await fetch(`${server.url}/fr/reserver`));
    expect(page).toContain(dayInWords);
    const times = [...page.matchAll(/<time dateTime="[^"]+">([^<]+)<\/time>/gi)].map((match) => match[1]!);
    expect(times).toContain(`9${nbsp}h`);
    expect(times).toContain(`9${nbsp}h${nbsp}30`);
    for (const time of times) expect(time).toMatch(/^(?:1?\d|2[0-3])\u00a0h(?:\u00a0[0-5]\d)?$/);
    expectNoMachineFormat(readable(`\n\n${page}`), "/fr/reserver");
    const withForm = await text(await fetch(`${server.url}/fr/reserver?slot=${encodeURIComponent(await slotAt("09:00"))}`));
    expect(withForm).toContain(`Votre appel${nbsp}: ${at(`9${nbsp}h`)}`);
    expectNoMachineFormat(readable(`\n\n${withForm}`), "/fr/reserver?slot=");
  });

  it.each([
    ["09:00", `9${nbsp}h`],
    ["09:30", `9${nbsp}h${nbsp}30`],
  ])("books the first at %s and says « %s » on the call's page, in both e-mails and in the invite", async (clock, time) => {
    const slot = await slotAt(clock);
    const caller = bookingFields(clock === "09:00" ? 1 : 2, `dates${kind}`);
    const booked = await postBooking(
      server.url,
      { ...(await bookingFormOf(server.url, slot, "/fr/reserver")), ...caller },
      {},
      "/fr/reserver",
    );
    expect(booked.status).toBe(303);
    const when = at(time);

    // The call's page, as the redirect shows it.
    const manage = await text(await fetch(new URL(booked.headers.get("location")!, server.url)));
    expect(manage).toContain(when);
    expectNoMachineFormat(readable(`\n\n${manage}`), "the call's page");

    // The request to confirm: its subject and body.
    await peer.waitFor(() => mailsTo(caller.email!).length === 1, 20_000, "the request to confirm");
    const request = mailsTo(caller.email!)[0]!;
    expect(subjectOf(request.raw)).toBe(`Confirmez votre appel${nbsp}: ${when}`);
    expect(textOf(request)).toContain(`réservé un appel avec notre équipe le ${when}.`);
    expectNoMachineFormat(readable(textOf(request)), "the request to confirm");

    // The confirmation and its invite.
    expect((await confirmThrough(server.url, confirmLinkIn(textOf(request))!)).status).toBe(200);
    await peer.waitFor(() => mailsTo(caller.email!).length === 2, 20_000, "the confirmation");
    const confirmation = mailsTo(caller.email!)[1]!;
    expect(subjectOf(confirmation.raw)).toContain(when);
    expect(textOf(confirmation)).toContain(`est réservé le ${when}.`);
    expectNoMachineFormat(readable(textOf(confirmation)), "the confirmation");
    const invite = inviteIn(confirmation);
    expect(new Date(invite.start).toISOString()).toBe(new Date(slot).toISOString());
    expect(invite.description!.split("\n")[0]).toBe(`Quand${nbsp}: ${when}`);
    expectNoMachineFormat(invite.description!, "the invite's description");
  });
});
