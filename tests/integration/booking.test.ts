import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../support/database";
import { bookingFields, bookingFormOf, confirmLinkIn, confirmThrough, freeSlotsOn, inviteIn, postBooking } from "../support/bookings";
import { fastForms, TEST_AUTH_SECRET } from "../support/lead-forms";
import { type RunningServer, startServerOn } from "../support/server";
import { type SmtpPeer, startSmtpPeer, subjectOf, textOf } from "../support/smtp-peer";

// /book books a call. Once the visitor confirms it from the e-mail (decision 0058), they and the
// team get the invite; the signed link cancels or moves it; a slot taken meanwhile is said at once,
// with the next free ones and the values kept.

const team = "team@example.ca";
const slowStart = 150_000;

describe.each(databaseKinds)("booking a call on %s", (kind) => {
  let server: RunningServer;
  let peer: SmtpPeer;

  beforeAll(async () => {
    peer = await startSmtpPeer();
    const env: Record<string, string> = {
      ...fastForms,
      AUTH_SECRET: TEST_AUTH_SECRET,
      SMTP_URL: peer.url,
      NOTIFY_EMAILS: team,
      MAIL_POLL_SECONDS: "1",
      // Every booking here comes from 127.0.0.1; the cap per network has tests of its own.
      CALLS_HELD_PER_IP: "1000",
    };
    server = await startServerOn(kind, env, slowStart);
  }, 240_000);

  afterAll(async () => {
    if (server) expect(await server.stop()).toBe(0);
    await peer?.close();
  });

  const mailsTo = (address: string) => peer.received.filter((mail) => mail.to.includes(address));
  const page = async (url: string) => (await (await fetch(url)).text()).replaceAll("<!-- -->", "");

  it("lists free slots in Eastern time, named, and is never kept by a cache", async () => {
    const response = await fetch(`${server.url}/book`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = (await response.text()).replaceAll("<!-- -->", "");
    expect(html).toContain("Times are in Eastern Time (America/Toronto).");
    expect((await freeSlotsOn(server.url)).length).toBeGreaterThan(10);
    expect(await page(`${server.url}/fr/reserver`)).toContain("Les heures indiquées sont à l");
    // The privacy policy says what a booking keeps, and for how long.
    expect(await page(`${server.url}/privacy`)).toContain(
      "Calls booked on the site: 24 months after the call took place or was cancelled.",
    );
  });

  it("books, tells the second visitor at once with the next free slots, cancels through the link, and frees the slot", async () => {
    const [slot] = await freeSlotsOn(server.url);
    const first = bookingFields(1, `book${kind}`);
    // The second visitor opens the same slot's form before the first books it.
    const secondForm = await bookingFormOf(server.url, slot!);
    const booked = await postBooking(server.url, { ...(await bookingFormOf(server.url, slot!)), ...first });
    expect(booked.status).toBe(303);
    const manage = booked.headers.get("location")!;
    expect(manage).toMatch(/^\/book\/manage\/[\w.-]+\?booked=1$/);
    const after = await page(`${server.url}${manage}`);
    expect(after).toContain("One more step: confirm your call by e-mail");
    expect(after).toMatch(/confirm by [^<]+ \(within 2 hours\); otherwise the time is released for others/);
    expect(await freeSlotsOn(server.url)).not.toContain(slot);

    // The visitor is asked to confirm (no invite yet, nothing to the team); confirming sends the invites.
    await peer.waitFor(() => mailsTo(first.email!).length === 1, 20_000, "the request to confirm");
    const request = mailsTo(first.email!)[0]!;
    expect(subjectOf(request.raw)).toMatch(/^Please confirm your call: /);
    expect(textOf(request)).toContain("within 2 hours");
    expect(request.raw).not.toMatch(/text\/calendar/i);
    // Nothing reached the team with the request (the queue itself is checked in booking-holds.test.ts).
    expect(mailsTo(team)).toHaveLength(0);
    const confirmed = await confirmThrough(server.url, confirmLinkIn(textOf(request))!);
    expect(confirmed.status).toBe(200);
    expect((await confirmed.text()).replaceAll("<!-- -->", "")).toContain("Your call is confirmed");

    // The visitor and the team each get the same invite: a request at the slot's UTC times.
    await peer.waitFor(() => mailsTo(first.email!).length === 2 && mailsTo(team).length === 1, 20_000, "the booking's e-mails");
    const invite = inviteIn(mailsTo(first.email!)[1]!);
    expect(invite).toMatchObject({ method: "REQUEST", sequence: 0, start: slot });
    expect(new Date(invite.end).getTime() - new Date(invite.start).getTime()).toBe(30 * 60_000);
    expect(inviteIn(mailsTo(team)[0]!).uid).toBe(invite.uid);
    // The visitor's calendar answer and e-mail reply reach the team, not a no-reply address.
    expect(invite.organizer).toBe(`mailto:${team}`);
    expect(invite.attendees).toEqual([`mailto:${first.email}`]);
    expect(mailsTo(first.email!)[1]!.raw).toMatch(new RegExp(`^Reply-To: ${team}\r?$`, "m"));
    const link = /https?:\/\/[^/\s]+(\/book\/manage\/[\w.-]+)/.exec(textOf(mailsTo(first.email!)[1]!))?.[1];
    expect(link).toBeDefined();

    // A second visitor who picked the same slot is told, keeps what they typed, and gets other slots.
    const second = bookingFields(2, `book${kind}`);
    const refused = await postBooking(server.url, { ...secondForm, ...second });
    expect(refused.status).toBe(409);
    const html = (await refused.text()).replaceAll("<!-- -->", "");
    expect(html).toContain("someone has just booked that time");
    expect(html).toContain(`value="${second.name}"`);
    expect([...html.matchAll(/type="radio" name="slot" value="([^"]+)"/g)].map((match) => match[1])).not.toContain(slot);

    // The link cancels: the slot is free again, and a CANCEL with the same UID and a higher SEQUENCE follows.
    const cancelled = await fetch(`${server.url}${link}`, {
      method: "POST",
      body: new URLSearchParams({ intent: "cancel" }),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(cancelled.status).toBe(200);
    expect((await cancelled.text()).replaceAll("<!-- -->", "")).toContain("This call is cancelled");
    expect(await freeSlotsOn(server.url)).toContain(slot);
    await peer.waitFor(() => mailsTo(first.email!).length === 3, 20_000, "the cancellation");
    const cancellation = inviteIn(mailsTo(first.email!)[2]!);
    expect(cancellation).toMatchObject({ method: "CANCEL", uid: invite.uid, start: slot });
    expect(cancellation.sequence).toBeGreaterThan(invite.sequence);
    // The link is a credential: the request log shows its path without it.
    const token = link!.split("/").pop()!;
    expect(server.output()).toContain('"path":"/book/manage/[token]"');
    expect(server.output()).not.toContain(token);
  });

  it("moves a call: the same UID, SEQUENCE raised, the old slot freed", async () => {
    const [slot, later] = (await freeSlotsOn(server.url)).slice(3);
    const caller = bookingFields(3, `move${kind}`);
    const booked = await postBooking(server.url, { ...(await bookingFormOf(server.url, slot!)), ...caller });
    expect(booked.status).toBe(303);
    const manage = booked.headers.get("location")!.replace(/\?.*$/, "");
    await peer.waitFor(() => mailsTo(caller.email!).length === 1, 20_000, "the request to confirm");
    expect((await confirmThrough(server.url, confirmLinkIn(textOf(mailsTo(caller.email!)[0]!))!)).status).toBe(200);
    const moved = await fetch(`${server.url}${manage}`, {
      method: "POST",
      body: new URLSearchParams({ intent: "move", slot: later! }),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(moved.status).toBe(200);
    expect((await moved.text()).replaceAll("<!-- -->", "")).toContain("Your call has moved");
    const free = await freeSlotsOn(server.url);
    expect(free).toContain(slot);
    expect(free).not.toContain(later);
    await peer.waitFor(() => mailsTo(caller.email!).length === 3, 20_000, "the booking's and the move's e-mails");
    const [first, second] = mailsTo(caller.email!).slice(1).map(inviteIn);
    expect(second).toMatchObject({ method: "REQUEST", uid: first!.uid, sequence: first!.sequence + 1, start: later });
    expect(subjectOf(mailsTo(caller.email!)[2]!.raw)).toMatch(/^Your call has moved/);
  });

  it("moves a call three times at most, then offers to cancel it or write instead", async () => {
    const slots = (await freeSlotsOn(server.url)).slice(8, 13);
    const caller = bookingFields(8, `moves${kind}`);
    const booked = await postBooking(server.url, { ...(await bookingFormOf(server.url, slots[0]!)), ...caller });
    const manage = booked.headers.get("location")!.replace(/\?.*$/, "");
    await peer.waitFor(() => mailsTo(caller.email!).length === 1, 20_000, "the request to confirm");
    await confirmThrough(server.url, confirmLinkIn(textOf(mailsTo(caller.email!)[0]!))!);
    const move = (slot: string) =>
      fetch(`${server.url}${manage}`, {
        method: "POST",
        body: new URLSearchParams({ intent: "move", slot }),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
    for (const slot of slots.slice(1, 4)) expect((await move(slot)).status).toBe(200);
    const refused = await move(slots[4]!);
    expect(refused.status).toBe(409);
    const html = (await refused.text()).replaceAll("<!-- -->", "");
    expect(html).toContain("This call has been moved 3 times and can no longer be moved.");
    expect(html).not.toContain("Move to this time");
    expect(html).toContain("Cancel the call");
    expect(html).toContain('href="/contact"');
    expect(await page(`${server.url}${manage}`)).not.toContain("Move to this time");
    const free = await freeSlotsOn(server.url);
    expect(free).toContain(slots[4]);
    expect(free).not.toContain(slots[3]);
    // The request, the invite and three moves' invites, to the visitor and the team; none for the refused move.
    const teamMails = () => peer.received.filter((mail) => subjectOf(mail.raw).includes(caller.name!));
    await peer.waitFor(() => mailsTo(caller.email!).length === 5 && teamMails().length === 4, 20_000, "the moves' invites");
    expect(
      mailsTo(caller.email!)
        .slice(1)
        .map((mail) => inviteIn(mail).sequence),
    ).toEqual([0, 1, 2, 3]);
    expect(teamMails().map((mail) => inviteIn(mail).sequence)).toEqual([0, 1, 2, 3]);
  });

  it("books in French at /fr/reserver: French pages, French e-mail, link to the French page", async () => {
    const slots = await freeSlotsOn(server.url, "/fr/reserver");
    const slot = slots[5]!;
    const caller = bookingFields(6, `fr${kind}`);
    const form = await bookingFormOf(server.url, slot, "/fr/reserver");
    const booked = await postBooking(server.url, { ...form, ...caller }, {}, "/fr/reserver");
    expect(booked.status).toBe(303);
    const manage = booked.headers.get("location")!;
    expect(manage).toMatch(/^\/fr\/reserver\/gerer\/[\w.-]+\?booked=1$/);
    expect(await page(`${server.url}${manage}`)).toContain("Encore une étape\u00a0: confirmez votre appel par courriel");
    await peer.waitFor(() => mailsTo(caller.email!).length === 1, 20_000, "the French request to confirm");
    const request = mailsTo(caller.email!)[0]!;
    expect(subjectOf(request.raw)).toMatch(/^Confirmez votre appel/);
    expect(textOf(request)).toContain("dans les 2\u00a0heures");
    const confirmed = await confirmThrough(server.url, confirmLinkIn(textOf(request))!);
    expect((await confirmed.text()).replaceAll("<!-- -->", "")).toContain("Votre appel est confirmé");
    await peer.waitFor(() => mailsTo(caller.email!).length === 2, 20_000, "the French confirmation");
    const mail = mailsTo(caller.email!)[1]!;
    expect(subjectOf(mail.raw)).toMatch(/^Votre appel avec Fractional CIO Canada/);
    expect(textOf(mail)).toMatch(/https?:\/\/[^/\s]+\/fr\/reserver\/gerer\/[\w.-]+/);
    const again = await postBooking(server.url, { ...form, ...bookingFields(7, `fr${kind}`) }, {}, "/fr/reserver");
    expect(again.status).toBe(409);
    expect((await again.text()).replaceAll("&#x27;", "'")).toContain("ce moment vient d'être réservé");
  });

  it("refuses bad input with a message at the field and the values kept, storing nothing", async () => {
    const [slot] = await freeSlotsOn(server.url);
    const caller = bookingFields(4, `bad${kind}`);
    const response = await postBooking(server.url, {
      ...(await bookingFormOf(server.url, slot!)),
      ...caller,
      name: "Eve\u0000Null",
      email: "eve@",
    });
    expect(response.status).toBe(400);
    const html = (await response.text()).replaceAll("<!-- -->", "");
    expect(html).toContain(`value="${caller.company}"`);
    expect(html).toContain("Enter an e-mail address like name@example.com.");
    expect(await freeSlotsOn(server.url)).toContain(slot);
  });

  it("lets one address hold one call to come, and says when", async () => {
    const [slot, other] = await freeSlotsOn(server.url);
    const caller = bookingFields(5, `twice${kind}`);
    expect((await postBooking(server.url, { ...(await bookingFormOf(server.url, slot!)), ...caller })).status).toBe(303);
    const again = await postBooking(server.url, { ...(await bookingFormOf(server.url, other!)), ...caller, topic: "another" });
    expect(again.status).toBe(409);
    expect((await again.text()).replaceAll("<!-- -->", "")).toContain("This e-mail address already has a call booked for");
    expect(await freeSlotsOn(server.url)).toContain(other);
  });
});
