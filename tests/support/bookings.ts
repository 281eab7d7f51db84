import ICAL from "ical.js";
import { decodeQuotedPrintable } from "./accounts";
import type { ReceivedMail } from "./smtp-peer";

// Booking a call through /book as a browser does without JavaScript, and reading the invites that arrive.

/** The booking settings of tests that call the booking functions directly: limits out of the way. */
export const bookingTestConfig = {
  spam: { minFillMs: 0, maxAgeMs: 86_400_000 },
  rateLimits: { perIpPerHour: 1000, perEmailPerHour: 1000 },
  callsHeldPerIp: 1000,
  notifyEmails: ["team@example.ca"],
  baseUrl: "https://cio.example.ca",
  mailFrom: { name: "Fractional CIO", address: "no-reply@cio.example.ca" },
  timeZone: "America/Toronto",
  meetingUrl: undefined,
  teamSignature: undefined,
};

/** The free slots /book lists, as ISO instants, in order. */
export async function freeSlotsOn(serverUrl: string, path = "/book"): Promise<string[]> {
  const html = await (await fetch(`${serverUrl}${path}`)).text();
  return [...html.matchAll(/\?slot=([^"#]+)#booking-form/g)].map((match) => decodeURIComponent(match[1]!));
}

/** The hidden fields of a slot's form: its token and the news box's wording version. */
export async function bookingFormOf(serverUrl: string, slot: string, path = "/book"): Promise<Record<string, string>> {
  const html = await (await fetch(`${serverUrl}${path}?slot=${encodeURIComponent(slot)}`)).text();
  const value = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1];
  const formToken = value("formToken");
  if (!formToken) throw new Error(`no booking form for ${slot}`);
  return { formToken, consentVersion: value("consentVersion") ?? "", slot };
}

export function bookingFields(n: number, tag: string): Record<string, string> {
  return { name: `Caller${n} ${tag}`, company: `Firm${n}`, email: `${tag}.${n}@example.ca`, phone: "+1 416 555 0100", topic: `ERP ${n}` };
}

export function postBooking(serverUrl: string, fields: Record<string, string>, headers: Record<string, string> = {}, path = "/book") {
  return fetch(`${serverUrl}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    redirect: "manual",
  });
}

/** The path of the confirmation link in a booking's first e-mail (the booking's page with `?confirm=`). */
export function confirmLinkIn(text: string): string | undefined {
  return /https?:\/\/[^/\s]+(\/(?:book\/manage|fr\/reserver\/gerer)\/[\w.-]+\?confirm=[\w.-]+)/.exec(text)?.[1];
}

/** A POST to a booking's page (its path from the link), as its forms send it. */
export function postManage(serverUrl: string, path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${serverUrl}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
  });
}

/** Confirms a booking as its visitor does: opens the e-mailed link, then presses the page's button. */
export async function confirmThrough(serverUrl: string, link: string): Promise<Response> {
  const html = await (await fetch(`${serverUrl}${link}`)).text();
  const confirm = /name="confirm" value="([^"]+)"/.exec(html)?.[1];
  if (!confirm) throw new Error(`no confirm button at ${link.replace(/\/[\w.-]+\?.*$/, "/…")}`);
  return postManage(serverUrl, link, { intent: "confirm", confirm });
}

/** The text/calendar part of an e-mail, parsed by ical.js: its METHOD and its one event. */
export function inviteIn(mail: ReceivedMail) {
  const raw = mail.raw.replace(/\r\n/g, "\n");
  const part = /Content-Type: text\/calendar[^\n]*\n(?:[^\n]+\n)*?Content-Transfer-Encoding: ([\w-]+)\n\n([\s\S]*?)\n--/i.exec(raw);
  if (!part) throw new Error("no calendar part in the e-mail");
  const [, encoding, body] = part;
  const text =
    encoding!.toLowerCase() === "base64"
      ? Buffer.from(body!, "base64").toString("utf8")
      : encoding!.toLowerCase() === "quoted-printable"
        ? decodeQuotedPrintable(body!)
        : body!;
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
  return {
    method: String(calendar.getFirstPropertyValue("method")),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    organizer: String(event.organizer),
    attendees: event.attendees.map((attendee) => String(attendee.getFirstValue())),
    status: String(event.component.getFirstPropertyValue("status")),
    location: event.location as string | null,
    url: (event.component.getFirstPropertyValue("url") as string | null) ?? null,
    description: event.description as string | null,
  };
}
