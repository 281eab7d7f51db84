import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDayHeading, formatSlot, formatSlotTime } from "~/content/format";
import { databaseKinds } from "../support/database";
import {
  bookingFields,
  bookingFormOf,
  confirmLinkIn,
  confirmThrough,
  freeSlotsOn,
  inviteIn,
  postBooking,
  postManage,
} from "../support/bookings";
import { fastForms, TEST_AUTH_SECRET } from "../support/lead-forms";
import { type RunningServer, startServerOn } from "../support/server";
import { type SmtpPeer, startSmtpPeer, textOf } from "../support/smtp-peer";

// What /book, the call's page and the invites say of the call, and how they are used without
// JavaScript: a day's link shows its times on the one page kept for everyone, cancelling asks
// first, moving offers every free day with nothing picked, and the team's calendar copy is a
// PUBLISH rather than an invitation sent to its own organizer.

const team = "team@example.ca";
const zone = "America/Toronto";
const host = { name: "Jeanne Roy", title: "Associée principale" };

describe.each(databaseKinds)("what a booked call says, and its pages without JavaScript, on %s", (kind) => {
  let server: RunningServer;
  let peer: SmtpPeer;

  beforeAll(async () => {
    peer = await startSmtpPeer();
    server = await startServerOn(
      kind,
      {
        ...fastForms,
        AUTH_SECRET: TEST_AUTH_SECRET,
        SMTP_URL: peer.url,
        NOTIFY_EMAILS: team,
        MAIL_POLL_SECONDS: "1",
        CALLS_HELD_PER_IP: "1000",
        TEAM_SIGNATURE_NAME: host.name,
        TEAM_SIGNATURE_TITLE: host.title,
      },
      150_000,
    );
  }, 240_000);

  afterAll(async () => {
    if (server) expect(await server.stop()).toBe(0);
    await peer?.close();
  });

  const mailsTo = (address: string) => peer.received.filter((mail) => mail.to.includes(address));
  const text = async (response: Response) => (await response.text()).replaceAll("<!-- -->", "").replaceAll("&#x27;", "'");
  const page = async (path: string) => text(await fetch(`${server.url}${path}`));

  /** Books the `index`th free slot and confirms it from the e-mail: the call's page (without query) and the slot. */
  async function bookAndConfirm(tag: string, index: number, path = "/book") {
    const slot = (await freeSlotsOn(server.url, path))[index]!;
    const caller = bookingFields(index, `${tag}${kind}`);
    const booked = await postBooking(server.url, { ...(await bookingFormOf(server.url, slot, path)), ...caller }, {}, path);
    expect(booked.status).toBe(303);
    await peer.waitFor(() => mailsTo(caller.email!).length === 1, 20_000, "the request to confirm");
    expect((await confirmThrough(server.url, confirmLinkIn(textOf(mailsTo(caller.email!)[0]!))!)).status).toBe(200);
    return { manage: booked.headers.get("location")!.replace(/\?.*$/, ""), slot, caller };
  }

  it("lists the days first, each a link to its times on the same kept page, and says what the call is", async () => {
    const first = await fetch(`${server.url}/book`);
    const html = await text(first);
    const days = [...html.matchAll(/<a href="#day-(\d{4}-\d{2}-\d{2})"/g)].map((match) => match[1]!);
    // Every free day of the three weeks is offered, not only the first week.
    expect(days.length).toBeGreaterThan(10);
    const slots = await freeSlotsOn(server.url);
    for (const day of days) {
      const section = new RegExp(`<section id="day-${day}"[^>]*>([\\s\\S]*?)</section>`).exec(html)?.[1];
      expect(section, day).toBeDefined();
      expect([...section!.matchAll(/\?slot=([^"#&]+)/g)].length).toBeGreaterThan(0);
    }
    expect(new Set(days).size).toBe(days.length);
    expect(slots.length).toBeGreaterThan(days.length);
    // No query is needed to pick a day: the page stays the one made for everyone (same ETag).
    expect(first.headers.get("cache-control")).toBe("no-store");
    expect((await fetch(`${server.url}/book`)).headers.get("etag")).toBe(first.headers.get("etag"));

    expect(html).toContain("About the call");
    expect(html).toContain("30 minutes");
    expect(html).toContain("By phone. We will call you at the number you give in the form.");
    expect(html).toContain(`${host.name}, ${host.title}`);
    expect(html).toContain("what your IT looks like today");
    const french = await page("/fr/reserver");
    expect(french).toContain("À propos de l'appel");
    expect(french).toContain("30\u00a0minutes");
    expect(french).toContain("Nous vous appellerons au numéro que vous indiquerez dans le formulaire.");
    expect(french).toMatch(/<a href="#day-\d{4}-\d{2}-\d{2}"/);
  });

  it("writes French days and times as Québec does, on the page, in the e-mail and in the invite", async () => {
    // The page: days and times through the one formatting module, never Intl's « 09 h 00 ».
    const french = await page("/fr/reserver");
    const [slot] = await freeSlotsOn(server.url, "/fr/reserver");
    expect(french).toContain(formatDayHeading(slot!.slice(0, 10), "fr-CA"));
    expect(french).toContain(`>${formatSlotTime(new Date(slot!), "fr-CA", zone)}</time>`);
    expect(french).toContain("Les heures indiquées sont à l'heure de l'Est.");
    // The booking form's notice says what a booking's details are for, not « uniquement pour vous répondre ».
    const withForm = await page(`/fr/reserver?slot=${encodeURIComponent(slot!)}`);
    expect(withForm).toContain("qui s'en sert pour tenir votre appel");
    expect(withForm).toContain(`Votre appel\u00a0: ${formatSlot(new Date(slot!), "fr-CA", zone)}`);
    const times = [...french.matchAll(/<time dateTime="[^"]+">([^<]+)<\/time>/gi)].map((match) => match[1]!);
    expect(times.length).toBeGreaterThan(10);
    for (const time of times) expect(time).toMatch(/^(?:1?\d|2[0-3])\u00a0h(?:\u00a0[0-5]\d)?$/);

    const { caller, slot: booked } = await bookAndConfirm("typo", 8, "/fr/reserver");
    const when = formatSlot(new Date(booked), "fr-CA", zone);
    expect(when).toMatch(/ à \d{1,2}\u00a0h(?:\u00a0[0-5]\d)? \((?:HNE|HAE)\)$/);
    await peer.waitFor(() => mailsTo(caller.email!).length === 2, 20_000, "the French confirmation");
    const mail = mailsTo(caller.email!)[1]!;
    expect(textOf(mail)).toContain(`réservé le ${when}.`);
    expect(textOf(mail)).not.toMatch(/\b0\d h/);
    expect(inviteIn(mail).description!.split("\n")[0]).toBe(`Quand\u00a0: ${when}`);
  });

  it("asks before cancelling: the call's page links to a second step, and only its form cancels", async () => {
    const { manage, slot, caller } = await bookAndConfirm("ask", 2);
    const html = await page(manage);
    expect(html).toContain(`We will call you at ${caller.phone!}.`);
    expect(html).not.toMatch(/<button[^>]*value="cancel"/);
    expect(html).toContain(`href="${manage}?step=cancel"`);
    // The visitor's own time has a line kept for it, filled by the script where it can tell.
    expect(html).toMatch(/data-local-time="your time" data-zone="America\/Toronto" data-instant="[^"]+"/);

    const ask = await page(`${manage}?step=cancel`);
    expect(ask).toContain("Cancel this call?");
    expect(ask).toMatch(/<button type="submit" value="cancel"[^>]*name="intent">Yes, cancel the call/);
    expect(ask).toContain(`href="${manage}"`);
    expect(ask).not.toContain("Move to this time");
    // Asking changed nothing: the slot is still held.
    expect(await freeSlotsOn(server.url)).not.toContain(slot);

    const cancelled = await postManage(server.url, manage, { intent: "cancel" });
    expect(cancelled.status).toBe(200);
    expect(await text(cancelled)).toContain("This call is cancelled");
    expect(await freeSlotsOn(server.url)).toContain(slot);
    // The team's calendar entry is marked cancelled, the visitor gets the CANCEL.
    await peer.waitFor(() => mailsTo(caller.email!).length === 3, 20_000, "the cancellation");
    expect(inviteIn(mailsTo(caller.email!)[2]!).method).toBe("CANCEL");
    const teamMails = () => mailsTo(team).filter((mail) => textOf(mail).includes(caller.name!));
    await peer.waitFor(() => teamMails().length === 2, 20_000, "the team's cancellation");
    expect(inviteIn(teamMails()[1]!)).toMatchObject({ method: "PUBLISH", status: "CANCELLED", attendees: [] });
  });

  it("offers every free day to move to, picks nothing beforehand, and says to pick a time", async () => {
    const { manage, slot } = await bookAndConfirm("move", 4);
    const html = await page(manage);
    const radios = [...html.matchAll(/<input type="radio"[^>]*>/g)].map((match) => match[0]);
    const offered = radios.map((radio) => /value="([^"]+)"/.exec(radio)![1]!);
    expect(radios.every((radio) => radio.includes('name="slot"') && !radio.includes("checked"))).toBe(true);
    const onBook = await freeSlotsOn(server.url);
    // Every time /book offers, on every day, except the call's own.
    expect(new Set(offered)).toEqual(new Set(onBook.filter((free) => free !== slot)));
    const days = new Set(offered.map((instant) => instant.slice(0, 10)));
    expect(days.size).toBeGreaterThan(5);

    const unpicked = await postManage(server.url, manage, { intent: "move" });
    expect(unpicked.status).toBe(400);
    expect(await text(unpicked)).toContain("Pick the time to move the call to.");
    const last = offered.at(-1)!;
    const moved = await postManage(server.url, manage, { intent: "move", slot: last });
    expect(moved.status).toBe(200);
    expect(await text(moved)).toContain("Your call has moved");
  });

  it("sends the visitor a French invite that says the call, and the team a PUBLISH for its own calendar", async () => {
    const { caller } = await bookAndConfirm("fr", 6, "/fr/reserver");
    await peer.waitFor(() => mailsTo(caller.email!).length === 2, 20_000, "the French invite");
    const mail = mailsTo(caller.email!)[1]!;
    const invite = inviteIn(mail);
    expect(invite.method).toBe("REQUEST");
    expect(invite.location).toBe(`Téléphone\u00a0: ${caller.phone!}`);
    expect(invite.url).toBeNull();
    expect(invite.description!.split("\n")).toEqual([
      expect.stringMatching(/^Quand\u00a0: \S+ \d{1,2}(?:er)? /),
      "Durée\u00a0: 30\u00a0minutes",
      `Animé par\u00a0: ${host.name}, ${host.title}`,
      `Comment\u00a0: Par téléphone. Nous vous appellerons au ${caller.phone!}.`,
      expect.stringMatching(/^À préparer\u00a0: Quelques notes suffisent/),
      `Votre sujet\u00a0: ${caller.topic!}`,
    ]);
    // The e-mail says it too.
    expect(textOf(mail)).toContain("Nous vous appellerons au");

    const teamMail = () => mailsTo(team).find((candidate) => textOf(candidate).includes(caller.name!));
    await peer.waitFor(() => teamMail() !== undefined, 20_000, "the team's copy");
    const copy = inviteIn(teamMail()!);
    expect(copy).toMatchObject({ method: "PUBLISH", status: "CONFIRMED", uid: invite.uid, sequence: invite.sequence, attendees: [] });
    expect(copy.organizer).toBe(`mailto:${team}`);
    expect(teamMail()!.raw).toMatch(/text\/calendar; charset=utf-8; method=PUBLISH/i);
    expect(copy.description).toContain(`Phone: ${caller.phone!}`);
  });
});
