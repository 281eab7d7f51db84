/**
 * The calendar invite sent with a booking's e-mails (RFC 5545): METHOD:REQUEST for a booking or a
 * move, METHOD:CANCEL for a cancellation. The team's own copy is METHOD:PUBLISH (an entry for its
 * calendar, not an invitation its organizer would be asked to answer: RFC 5546 lets a PUBLISH carry
 * no attendees and STATUS:CANCELLED). The UID is the booking's and never changes; SEQUENCE rises
 * with each move, so calendars replace the event rather than add a second. Times are UTC.
 */
export type Invite = {
  method: "REQUEST" | "CANCEL" | "PUBLISH";
  /** A PUBLISH of a cancelled call (a CANCEL always is one). */
  cancelled?: boolean;
  /** Stable for the booking's whole life, e.g. "<booking id>@<site host>". */
  uid: string;
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  /** When this version of the invite was written. */
  stamp: Date;
  summary: string;
  description: string;
  /** The team, who send the invite. */
  organizer: { email: string; name: string };
  /** Left out of a PUBLISH, which has none. */
  attendees: { email: string; name: string }[];
  /** Where the call happens: a video link or a phone number, as text. */
  location?: string | null;
  /** A link for the call (its video link): a URI, not text. */
  url?: string | null;
};

/** 20261126T140000Z */
export function icsTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** A TEXT value: backslash, semicolon, comma and line breaks escaped; other control characters dropped. */
export function icsText(value: string): string {
  return (
    value
      .replace(/\\/g, "\\\\")
      .replace(/;/g, "\\;")
      .replace(/,/g, "\\,")
      .replace(/\r\n?|\n/g, "\\n")
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]/g, "")
  );
}

/** A URI value: not escaped as text is, but nothing that could end the line or start another. */
function icsUri(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0020\u007f]/g, "");
}

/** A parameter value (a CN): quoted, with the characters a quoted value cannot hold dropped. */
function icsParam(value: string): string {
  // eslint-disable-next-line no-control-regex
  return `"${value.replace(/[\u0000-\u001f\u007f"]/g, "")}"`;
}

/** Lines longer than 75 octets are folded: a line break and a space, never inside a character. */
export function fold(line: string): string {
  const pieces: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    const limit = pieces.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      pieces.push(current);
      current = "";
      octets = 0;
    }
    current += character;
    octets += size;
  }
  pieces.push(current);
  return pieces.join("\r\n ");
}

/** The whole .ics file, CRLF line ends as the standard wants. */
export function writeInvite(invite: Invite): string {
  const cancelled = invite.method === "CANCEL" || invite.cancelled === true;
  const attendees = invite.method === "PUBLISH" ? [] : invite.attendees;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Fractional CIO Canada//Bookings//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${invite.method}`,
    "BEGIN:VEVENT",
    `UID:${icsText(invite.uid)}`,
    `SEQUENCE:${invite.sequence}`,
    `DTSTAMP:${icsTime(invite.stamp)}`,
    `DTSTART:${icsTime(invite.startsAt)}`,
    `DTEND:${icsTime(invite.endsAt)}`,
    `SUMMARY:${icsText(invite.summary)}`,
    `DESCRIPTION:${icsText(invite.description)}`,
    ...(invite.location ? [`LOCATION:${icsText(invite.location)}`] : []),
    `ORGANIZER;CN=${icsParam(invite.organizer.name)}:mailto:${invite.organizer.email}`,
    ...attendees.map(
      (attendee) =>
        `ATTENDEE;CN=${icsParam(attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=${cancelled ? "DECLINED" : "ACCEPTED"}:mailto:${attendee.email}`,
    ),
    ...(invite.url ? [`URL:${icsUri(invite.url)}`] : []),
    `STATUS:${cancelled ? "CANCELLED" : "CONFIRMED"}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
