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
