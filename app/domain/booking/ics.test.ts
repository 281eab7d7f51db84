import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { type Invite, writeInvite } from "./ics";

const invite: Invite = {
  method: "REQUEST",
  uid: "5b0c2f7e-0000-4000-8000-000000000001@example.ca",
  sequence: 0,
  startsAt: new Date("2027-03-15T13:00:00Z"),
  endsAt: new Date("2027-03-15T13:30:00Z"),
  stamp: new Date("2027-03-01T10:00:00Z"),
  summary: "Consultation: Fractional CIO Canada",
  description: "About our ERP; budget, timing.\nSecond line \\ with a backslash, and a long tail ".repeat(3),
  organizer: { email: "team@example.ca", name: "Fractional CIO Canada" },
  attendees: [{ email: "ana@example.com", name: 'Ana "Ops" Ré' }],
};

function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
  return { calendar, event };
}

describe("the calendar invite", () => {
  it("parses with ical.js as a request at the right UTC times", () => {
    const text = writeInvite(invite);
    const { calendar, event } = parsed(text);
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(event.uid).toBe(invite.uid);
    expect(event.sequence).toBe(0);
    expect(event.startDate.toJSDate().toISOString()).toBe("2027-03-15T13:00:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2027-03-15T13:30:00.000Z");
    expect(event.startDate.zone?.tzid).toBe("UTC");
    expect(event.description).toBe(invite.description);
    expect(event.summary).toBe(invite.summary);
    expect(text.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });

  it("a move keeps the UID and raises SEQUENCE; a cancellation says CANCEL", () => {
    const moved = parsed(
      writeInvite({ ...invite, sequence: 1, startsAt: new Date("2027-03-16T14:00:00Z"), endsAt: new Date("2027-03-16T14:30:00Z") }),
    );
    expect(moved.event.uid).toBe(invite.uid);
    expect(moved.event.sequence).toBe(1);
    expect(moved.event.startDate.toJSDate().toISOString()).toBe("2027-03-16T14:00:00.000Z");
    const cancelled = parsed(writeInvite({ ...invite, method: "CANCEL", sequence: 2 }));
    expect(cancelled.calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(cancelled.event.component.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(cancelled.event.uid).toBe(invite.uid);
  });

  it("keeps a NUL or a line break in a name from breaking the file", () => {
    const text = writeInvite({ ...invite, attendees: [{ email: "x@example.com", name: "Eve\u0000\r\nMETHOD:CANCEL" }] });
    const { calendar, event } = parsed(text);
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(event.attendees).toHaveLength(1);
  });
});

describe("what the invite says of the call", () => {
  it("carries LOCATION, URL and a DESCRIPTION whose commas, semicolons, backslashes and line breaks are escaped", () => {
    const text = writeInvite({
      ...invite,
      description: "Line one; with, punctuation\\\nLine two: «\u00a0Québec\u00a0»",
      location: "Phone: +1 (416) 555-0100, ext. 2; desk",
      url: "https://meet.example.ca/team?room=a,b",
    });
    // Unfolded, the raw lines show the escapes RFC 5545 asks of TEXT, and none on the URI.
    const unfolded = text.replace(/\r\n /g, "");
    expect(unfolded).toContain("DESCRIPTION:Line one\\; with\\, punctuation\\\\\\nLine two: «\u00a0Québec\u00a0»\r\n");
    expect(unfolded).toContain("LOCATION:Phone: +1 (416) 555-0100\\, ext. 2\\; desk\r\n");
    expect(unfolded).toContain("URL:https://meet.example.ca/team?room=a,b\r\n");
    const { event } = parsed(text);
    expect(event.location).toBe("Phone: +1 (416) 555-0100, ext. 2; desk");
    expect(event.description).toBe("Line one; with, punctuation\\\nLine two: «\u00a0Québec\u00a0»");
    expect(event.component.getFirstPropertyValue("url")).toBe("https://meet.example.ca/team?room=a,b");
  });

  it("keeps a line break or a control character in the URL from starting a property of its own", () => {
    const text = writeInvite({ ...invite, url: "https://meet.example.ca/x\r\nMETHOD:CANCEL\u0000" });
    expect(text).not.toMatch(/^METHOD:CANCEL/m);
    expect(parsed(text).calendar.getFirstPropertyValue("method")).toBe("REQUEST");
  });

  it("writes the team's copy as a PUBLISH without attendees, and a cancelled call as STATUS:CANCELLED", () => {
    const published = parsed(writeInvite({ ...invite, method: "PUBLISH" }));
    expect(published.calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(published.event.attendees).toHaveLength(0);
    expect(String(published.event.organizer)).toBe("mailto:team@example.ca");
    expect(published.event.component.getFirstPropertyValue("status")).toBe("CONFIRMED");
    const withdrawn = parsed(writeInvite({ ...invite, method: "PUBLISH", cancelled: true, sequence: 1 }));
    expect(withdrawn.calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(withdrawn.event.component.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(withdrawn.event.uid).toBe(invite.uid);
  });
});
