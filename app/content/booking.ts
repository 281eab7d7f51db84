import type { PageMetaCopy } from "./types";

// The words of /book, its confirmation and its e-mails, in English (French: fr/booking.ts).

export const bookingMeta: PageMetaCopy = {
  title: "Book a Consultation",
  description: "Pick a free 30-minute slot for a call with our team about fractional IT leadership. No account needed.",
};

export const bookingPage = {
  title: "Book a Consultation",
  intro: "Pick a time for a short call with our team. We will talk about your needs and how a fractional CIO could help.",
  /** Says which zone the times are in: the zone's name and its IANA id. */
  zoneNote: (zoneName: string, timeZone: string) => `Times are in ${zoneName} (${timeZone}).`,
  /** JavaScript adds the visitor's own time beside each slot when their zone differs. */
  yourTime: "your time",
  daysHeading: "Free times",
  /** Opens the days after the first week, listed below it. */
  laterDays: (count: number) => (count === 1 ? "Show 1 more day" : `Show ${count} more days`),
  noSlots: "There are no free times in the coming weeks. Please send us a message instead.",
  messageInstead: "Prefer to write? Send us a message",
  chosen: (when: string) => `Your call: ${when}`,
  otherTime: "Choose another time",
  formHeading: "Your details",
  submit: "Book this call",
  sending: "Booking…",
  taken: "Sorry, someone has just booked that time. Here are the next free times: pick one and send the form again.",
  gone: "That time can no longer be booked. Here are the next free times: pick one and send the form again.",
  pickSlot: "Pick a time for your call.",
  nextSlots: "Next free times",
  alreadyBooked: (when: string) =>
    `This e-mail address already has a call booked for ${when}. To move or cancel it, use the link in its confirmation e-mail.`,
  requested: {
    title: "Thank you!",
    body: "If your booking went through, a confirmation is on its way to your inbox.",
  },
};

export const managePage = {
  metaTitle: "Your Call",
  bookedTitle: "Your call is booked",
  bookedBody:
    "We have e-mailed you a confirmation with a calendar invite. You can move or cancel the call below, or from the link in the e-mail.",
  title: "Your call",
  when: "When",
  withWhom: "With",
  team: "Our team",
  cancelHeading: "Cancel the call",
  cancel: "Cancel the call",
  cancelledTitle: "This call is cancelled",
  cancelledBody: "You will receive a cancellation for your calendar. You are welcome to book another time.",
  bookAgain: "Book another time",
  moveHeading: "Move the call",
  move: "Move to this time",
  movedTitle: "Your call has moved",
  movedBody: "We have e-mailed you an updated calendar invite.",
  past: "This call has already taken place.",
  invalidLink: "This link is not valid. Please use the link in your confirmation e-mail.",
  expiredLink: "This link has expired.",
  slotTaken: "Sorry, that time was just booked by someone else. Pick another one.",
};

export const bookingEmail = {
  subject: (when: string) => `Your call with Fractional CIO Canada: ${when}`,
  movedSubject: (when: string) => `Your call has moved: ${when}`,
  cancelledSubject: (when: string) => `Cancelled: your call of ${when}`,
  greeting: (name: string) => `Hello ${name},`,
  booked: (when: string) => `Your call with our team is booked for ${when}. The calendar invite is attached.`,
  moved: (when: string) => `Your call with our team now takes place ${when}. The updated calendar invite is attached.`,
  cancelledByVisitor: (when: string) => `Your call of ${when} is cancelled, as you asked.`,
  cancelledByTeam: (when: string) => `We are sorry: we have had to cancel your call of ${when}.`,
  reason: "Reason",
  manage: "Move or cancel the call",
  bookAgain: "Book another time",
  inviteSummary: "Consultation with Fractional CIO Canada",
  inviteDescription: (topic: string) => (topic ? `Topic: ${topic}` : "A call with our team."),
  organizer: "Fractional CIO Canada",
};

/** The team's e-mails, always in English. */
export const bookingTeamEmail = {
  bookedSubject: (name: string, when: string) => `New call booked: ${name}, ${when}`,
  movedSubject: (name: string, when: string) => `Call moved: ${name}, ${when}`,
  cancelledSubject: (name: string, when: string) => `Call cancelled: ${name}, ${when}`,
  booked: "A visitor booked a call through the site.",
  moved: "A visitor moved their call.",
  cancelled: "A call was cancelled.",
  adminLink: "Open the calls",
  rows: { when: "When", name: "Name", company: "Company", email: "Email", phone: "Phone", topic: "Topic", cancelledBy: "Cancelled by" },
};
