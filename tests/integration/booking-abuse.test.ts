import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingFields, bookingFormOf, confirmLinkIn, confirmThrough, freeSlotsOn, postBooking, postManage } from "../support/bookings";
import { databaseKinds } from "../support/database";
import { TEST_AUTH_SECRET } from "../support/lead-forms";
import { migratedDataDir, projectRoot, type RunningServer, startServerOn } from "../support/server";
import { type SmtpPeer, startSmtpPeer, subjectOf, textOf } from "../support/smtp-peer";
import { until } from "../support/until";

// /book used against someone else (decision 0058): bookings under a stranger's address that are
// never confirmed free their slot after two hours; one address (whatever its +tag) holds one call
// and one network (an IPv6 /64) two; moves and cancellations count against the hourly limits; a time
// outside the bookable days is refused like any time no longer free, never with a 500.

const HOUR = 3_600_000;
const clockAhead = `--import=${pathToFileURL(`${projectRoot}/tests/support/clock-ahead.js`).href}`;
const team = "team@example.ca";
const html = async (response: Response) => (await response.text()).replaceAll("<!-- -->", "").replaceAll("&#x27;", "'");

describe.each(databaseKinds)("bookings that cannot be turned against others, on %s", (kind) => {
  let server: RunningServer;
  let peer: SmtpPeer;
  let clockFile: string;

  beforeAll(async () => {
    peer = await startSmtpPeer();
    const dataDir = migratedDataDir();
    clockFile = path.join(dataDir, "clock-ahead-ms");
    // The server's clock starts 30 s into an hour, so the hourly limits' window cannot end mid-test.
    writeFileSync(clockFile, String(HOUR - (Date.now() % HOUR) + 30_000));
    server = await startServerOn(
      kind,
      {
        DATA_DIR: dataDir,
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} ${clockAhead}`,
        CLOCK_AHEAD_FILE: clockFile,
        AUTH_SECRET: TEST_AUTH_SECRET,
        FORM_MIN_FILL_SECONDS: "0",
        SUBMISSIONS_PER_HOUR_PER_IP: "5",
        SUBMISSIONS_PER_HOUR_PER_EMAIL: "3",
        // CALLS_HELD_PER_IP left at its default, 2.
        TRUST_PROXY_HOPS: "1",
        SMTP_URL: peer.url,
        NOTIFY_EMAILS: team,
        MAIL_POLL_SECONDS: "1",
      },
      150_000,
    );
  }, 240_000);

  afterAll(async () => {
    if (server) expect(await server.stop()).toBe(0);
    await peer?.close();
  });

  const mailsTo = (address: string) => peer.received.filter((mail) => mail.to.includes(address.toLowerCase()));
  const from = (ip: string) => ({ "x-forwarded-for": ip });
  /** Books `slot` for `fields` from `ip`; the answer. */
  const book = async (slot: string, fields: Record<string, string>, ip: string, bookPath = "/book") =>
    postBooking(server.url, { ...(await bookingFormOf(server.url, slot, bookPath)), ...fields }, from(ip), bookPath);
  /** Books and confirms from the e-mail; the booking's page (its path without the query). */
  const bookConfirmed = async (slot: string, fields: Record<string, string>, ip: string, bookPath = "/book") => {
    const booked = await book(slot, fields, ip, bookPath);
    expect(booked.status).toBe(303);
    await peer.waitFor(() => mailsTo(fields.email!).length === 1, 20_000, "the request to confirm");
    expect((await confirmThrough(server.url, confirmLinkIn(textOf(mailsTo(fields.email!)[0]!))!)).status).toBe(200);
    await peer.waitFor(() => mailsTo(fields.email!).length === 2, 20_000, "the invite");
    return booked.headers.get("location")!.replace(/\?.*$/, "");
  };

  it("answers a time in year 9999, year 0000 or no time at all as a time no longer free, never a 500", async () => {
    const [slot, other] = await freeSlotsOn(server.url);
    for (const wanted of ["9999-12-31T15:00:00.000Z", "0000-01-03T15:00:00.000Z", "garbage"]) {
      const shown = await fetch(`${server.url}/book?slot=${encodeURIComponent(wanted)}`);
      expect(shown.status, wanted).toBe(200);
      expect(await html(shown)).toContain("That time can no longer be booked.");
      const fields = bookingFields(1, `outside${kind}`);
      const posted = await postBooking(
        server.url,
        { ...(await bookingFormOf(server.url, slot!)), ...fields, slot: wanted },
        from("192.0.2.10"),
      );
      expect(posted.status, wanted).toBe(wanted === "garbage" ? 400 : 409);
      const page = await html(posted);
      expect(page).toContain(wanted === "garbage" ? "Pick a time for your call." : "That time can no longer be booked.");
      expect(page).toContain(`value="${fields.name}"`);
    }
    // Nothing was stored: the address can still book.
    const manage = await bookConfirmed(other!, bookingFields(2, `outside${kind}`), "192.0.2.11");
    for (const wanted of ["9999-12-31T15:00:00.000Z", "0000-01-03T15:00:00.000Z", "garbage"]) {
      const moved = await postManage(server.url, manage, { intent: "move", slot: wanted }, from("192.0.2.11"));
      expect(moved.status, wanted).toBe(409);
      const page = await html(moved);
      expect(page).toContain("That time can no longer be booked. Pick another one.");
    }
    expect(await freeSlotsOn(server.url)).not.toContain(other);
  });

  it("gives an address one call to come whatever its +tag or case", async () => {
    const [, , slot, second, third] = await freeSlotsOn(server.url);
    const tag = `tagged${kind}`;
    const fields = (email: string) => ({ ...bookingFields(3, tag), email });
    expect((await book(slot!, fields(`${tag}.ann+1@example.ca`), "192.0.2.20")).status).toBe(303);
    for (const [email, when, ip] of [
      [`${tag}.ann@example.ca`, second!, "192.0.2.21"],
      [`${tag.toUpperCase()}.ANN+2@EXAMPLE.CA`, third!, "192.0.2.22"],
    ] as const) {
      const again = await book(when, fields(email), ip);
      expect(again.status, email).toBe(409);
      expect(await html(again)).toContain("This e-mail address already has a call booked for");
    }
    const free = await freeSlotsOn(server.url);
    expect(free).toContain(second);
    expect(free).toContain(third);
  });

  it("lets one IPv6 /64 hold two calls to come, and another network book", async () => {
    const slots = (await freeSlotsOn(server.url)).slice(6, 10);
    const network = "2001:db8:abcd:12";
    for (const [n, host] of [
      [1, "::1"],
      [2, ":9:8:7:6"],
    ] as const) {
      expect((await book(slots[n - 1]!, bookingFields(n, `net${kind}`), `${network}${host}`)).status).toBe(303);
    }
    const third = await book(slots[2]!, bookingFields(3, `net${kind}`), `${network}:ffff:ffff:ffff:ffff`);
    expect(third.status).toBe(409);
    const page = await html(third);
    expect(page).toContain("Several calls are already booked from your network");
    expect(page).toContain(`value="${bookingFields(3, `net${kind}`).name}"`);
    expect(await freeSlotsOn(server.url)).toContain(slots[2]);
    expect((await book(slots[3]!, bookingFields(4, `net${kind}`), "2001:db8:abcd:13::1")).status).toBe(303);
  });

  it("counts moves and cancellations against the address's hourly limit: 429 in French, nothing changed, nothing sent", async () => {
    const slots = (await freeSlotsOn(server.url, "/fr/reserver")).slice(12, 16);
    const fields = bookingFields(1, `limitfr${kind}`);
    // The booking (1 of the address's 3 this hour), then two moves from other networks (2 and 3).
    const manage = await bookConfirmed(slots[0]!, fields, "198.51.100.1", "/fr/reserver");
    expect((await postManage(server.url, manage, { intent: "move", slot: slots[1]! }, from("198.51.100.2"))).status).toBe(200);
    expect((await postManage(server.url, manage, { intent: "move", slot: slots[2]! }, from("198.51.100.3"))).status).toBe(200);
    await peer.waitFor(() => mailsTo(fields.email!).length === 4, 20_000, "the invites of the two moves");
    const changes: Record<string, string>[] = [{ intent: "move", slot: slots[3]! }, { intent: "cancel" }];
    for (const change of changes) {
      const refused = await postManage(server.url, manage, change, from("198.51.100.4"));
      expect(refused.status, change.intent).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await html(refused)).toContain(
        "Vous avez fait plusieurs changements en peu de temps\u00a0; aucun changement n'a donc été apporté.",
      );
    }
    const free = await freeSlotsOn(server.url);
    expect(free).toContain(slots[3]);
    expect(free).not.toContain(slots[2]);
    // The team heard of the booking and the two moves only; a later e-mail would have been queued by now.
    const unrelated = bookingFields(9, `limitfr${kind}`);
    await bookConfirmed(slots[3]!, unrelated, "198.51.100.9");
    await peer.waitFor(() => mailsTo(team).some((mail) => subjectOf(mail.raw).includes(unrelated.name!)), 20_000, "a later e-mail");
    expect(mailsTo(fields.email!)).toHaveLength(4);
  });

  it("counts moves and cancellations against the network's hourly limit, IPv6 by /64", async () => {
    const slots = (await freeSlotsOn(server.url)).slice(20, 24);
    const network = "2001:db8:77:1";
    const first = bookingFields(1, `limitip${kind}`);
    const second = bookingFields(2, `limitip${kind}`);
    // Two bookings and three moves: the network's 5 this hour, each from another address in the /64.
    const firstPage = await bookConfirmed(slots[0]!, first, `${network}::1`);
    const secondPage = await bookConfirmed(slots[1]!, second, `${network}::2`);
    expect((await postManage(server.url, firstPage, { intent: "move", slot: slots[2]! }, from(`${network}::3`))).status).toBe(200);
    expect((await postManage(server.url, secondPage, { intent: "move", slot: slots[3]! }, from(`${network}::4`))).status).toBe(200);
    expect((await postManage(server.url, firstPage, { intent: "move", slot: slots[0]! }, from(`${network}::5`))).status).toBe(200);
    const refused = await postManage(server.url, secondPage, { intent: "cancel" }, from(`${network}::6`));
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await html(refused)).toContain("You have made several changes in a short time, so nothing was changed.");
    expect(await freeSlotsOn(server.url)).not.toContain(slots[3]);
  });

  // Last: it moves the server's clock on by two hours.
  it("frees an unconfirmed booking's slot after two hours, and lets it be booked again", async () => {
    const [unconfirmedSlot, confirmedSlot] = (await freeSlotsOn(server.url)).slice(30, 32);
    const stranger = bookingFields(1, `lapse${kind}`);
    const booked = await book(unconfirmedSlot!, stranger, "203.0.113.30");
    expect(booked.status).toBe(303);
    const manage = booked.headers.get("location")!.replace(/\?.*$/, "");
    const confirmedPage = await bookConfirmed(confirmedSlot!, bookingFields(2, `lapse${kind}`), "203.0.113.31");
    const link = confirmLinkIn(textOf(mailsTo(stranger.email!)[0]!))!;
    expect(await freeSlotsOn(server.url)).not.toContain(unconfirmedSlot);

    const lead = Number(readFileSync(clockFile, "utf8"));
    writeFileSync(clockFile, String(lead + 2 * HOUR + 60_000));
    await until(async () => (await freeSlotsOn(server.url)).includes(unconfirmedSlot!), 10_000, "the unconfirmed slot freed");
    expect(await freeSlotsOn(server.url)).not.toContain(confirmedSlot);
    const page = await html(await fetch(`${server.url}${manage}`));
    expect(page).toContain("This call was not confirmed within 2 hours, so its time was released for others.");
    // The e-mailed link no longer offers to confirm.
    expect(await html(await fetch(`${server.url}${link}`))).not.toContain('name="confirm"');
    const confirmed = await html(await fetch(`${server.url}${confirmedPage}`));
    expect(confirmed).toContain("Cancel the call");
    expect(confirmed).not.toMatch(/not confirmed/i);

    // The slot is bookable again (the lapsed booking no longer holds it in the database either),
    // and the stranger's address may book anew.
    expect((await book(unconfirmedSlot!, bookingFields(3, `lapse${kind}`), "203.0.113.32")).status).toBe(303);
    const [later] = (await freeSlotsOn(server.url)).slice(33);
    expect((await book(later!, { ...stranger, topic: "again" }, "203.0.113.33")).status).toBe(303);
  });
});
