import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { words } from "~/content/words";
import { callDetailsOf, hostOf, inviteTextOf, meansText } from "./call-details";
import { writeInvite } from "./ics";

const en = words("en").booking.callDetails;
const fr = words("fr").booking.callDetails;
const unset = { meetingUrl: undefined, teamSignature: undefined };

describe("what a call is", () => {
  it("is hosted by the configured person with their title, or by the team in the reader's language", () => {
    expect(hostOf(unset, en)).toBe("The Fractional CIO Canada team");
    expect(hostOf(unset, fr)).toBe("L'équipe de Fractional CIO Canada");
    expect(hostOf({ ...unset, teamSignature: { name: "Jeanne Roy", title: "Associée principale" } }, fr)).toBe(
      "Jeanne Roy, Associée principale",
    );
    expect(hostOf({ ...unset, teamSignature: { name: "Jeanne Roy", title: undefined } }, en)).toBe("Jeanne Roy");
  });

  it("happens at the video link when one is configured, otherwise by phone at the visitor's number", () => {
    const video = callDetailsOf(en, { ...unset, meetingUrl: "https://meet.example.ca/team" }, 30, "+1 416 555 0100");
    expect(meansText(video.means, en)).toBe("By video call, at https://meet.example.ca/team");
    expect(video.length).toBe("30 minutes");
    const phone = callDetailsOf(en, unset, 45, "+1 416 555 0100");
    expect(meansText(phone.means, en)).toBe("By phone. We will call you at +1 416 555 0100.");
    expect(meansText(callDetailsOf(en, unset, 30, null).means, en)).toBe("By phone. We will call you at the number you give in the form.");
  });

  it("writes a French invite whose DESCRIPTION and LOCATION parse back in French, with no-break spaces before colons", () => {
    const call = callDetailsOf(fr, unset, 30, "+1 514 555 0199");
    const text = inviteTextOf(call, fr, "Notre ERP; budget, échéancier");
    expect(text.location).toBe("Téléphone\u00a0: +1 514 555 0199");
    expect(text.url).toBeNull();
    const ics = writeInvite({
      method: "REQUEST",
      uid: "x@example.ca",
      sequence: 0,
      startsAt: new Date("2027-03-15T13:00:00Z"),
      endsAt: new Date("2027-03-15T13:30:00Z"),
      stamp: new Date("2027-03-01T10:00:00Z"),
      summary: "Consultation",
      ...text,
      organizer: { email: "team@example.ca", name: "Fractional CIO Canada" },
      attendees: [{ email: "ana@example.com", name: "Ana" }],
    });
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!);
    expect(event.location).toBe("Téléphone\u00a0: +1 514 555 0199");
    expect(event.description.split("\n")).toEqual([
      "Durée\u00a0: 30\u00a0minutes",
      "Animé par\u00a0: L'équipe de Fractional CIO Canada",
      "Comment\u00a0: Par téléphone. Nous vous appellerons au +1 514 555 0199.",
      `À préparer\u00a0: ${fr.prepareValue}`,
      "Votre sujet\u00a0: Notre ERP; budget, échéancier",
    ]);
  });

  it("puts a video link in both LOCATION and URL", () => {
    const text = inviteTextOf(callDetailsOf(en, { ...unset, meetingUrl: "https://meet.example.ca/team" }, 30, "+1"), en, "");
    expect(text).toMatchObject({ location: "https://meet.example.ca/team", url: "https://meet.example.ca/team" });
    expect(text.description).not.toContain("Your topic");
  });
});
