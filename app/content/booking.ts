import { formatNumber } from "./format";
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
  /** Opened from a company request's booking link: its form is filled in from the request. */
  fromRequest: "Your details from your request are filled in for you; you can still change them.",
  submit: "Book this call",
  sending: "Booking…",
  taken: "Sorry, someone has just booked that time. Here are the next free times: pick one and send the form again.",
  gone: "That time can no longer be booked. Here are the next free times: pick one and send the form again.",
  pickSlot: "Pick a time for your call.",
  nextSlots: "Next free times",
  alreadyBooked: (when: string) =>
    `This e-mail address already has a call booked for ${when}. To move or cancel it, use the link in its confirmation e-mail.`,
  /** Refused: the visitor's network (IP address, or IPv6 /64) already holds as many calls to come as it may. */
  networkFull:
    "Several calls are already booked from your network, so this one could not be. To book it, cancel one of them first, or send us a message instead.",
  requested: {
    title: "Thank you!",
    body: "If your booking went through, an e-mail is on its way to your inbox: confirm the call from it within 2 hours, or the time is released.",
  },
};

export const managePage = {
  metaTitle: "Your Call",
  bookedTitle: "One more step: confirm your call by e-mail",
  /** Right after booking: `by` is the time the slot is released unless confirmed. */
  bookedBody: (by: string) =>
    `We have e-mailed you a link to confirm the call. Open it and confirm by ${by} (within 2 hours); otherwise the time is released for others. You can move or cancel the call below.`,
  /** On the page of a booking still awaiting confirmation. */
  unconfirmed: (by: string) =>
    `Not confirmed yet: confirm the call with the link in our e-mail by ${by}, or the time is released for others.`,
  confirmHeading: "Confirm your call",
  confirmLead: "Press the button to confirm that you want this call. We will then e-mail you the calendar invite.",
  confirm: "Confirm the call",
  confirmedTitle: "Your call is confirmed",
  confirmedBody: "We have e-mailed you a calendar invite. You can move or cancel the call below, or from the link in the e-mail.",
  lapsed: "This call was not confirmed within 2 hours, so its time was released for others.",
  cancelledUnconfirmedBody: "The time is free again for others. You are welcome to book another time.",
  movedUnconfirmedBody: "Your call now takes place at the new time. Remember to confirm it with the link in our e-mail.",
  /** The call has used all its moves (`count`). */
  noMoreMoves: (count: number) =>
    `This call has been moved ${count} times and can no longer be moved. You can still cancel it, or send us a message if you need another time.`,
  writeToUs: "Send us a message",
  /** Too many changes in a short time: nothing was changed; when to try again, in whole minutes. */
  tooMany: (retryAfterSeconds: number) => {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    return `You have made several changes in a short time, so nothing was changed. Please try again in ${formatNumber(minutes)} minute${minutes === 1 ? "" : "s"}.`;
  },
  slotGone: "That time can no longer be booked. Pick another one.",
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
  /** The first e-mail, asking the visitor to confirm the call they booked. */
  requestedSubject: (when: string) => `Please confirm your call: ${when}`,
  requested: (when: string, deadline: string) =>
    `You booked a call with our team for ${when}. Please confirm it with the link below by ${deadline} (within 2 hours); otherwise the time is released for others. Once you confirm, we e-mail you the calendar invite.`,
  confirm: "Confirm the call",
  notYou: "If you did not book this call, ignore this e-mail: the time will be released and you will hear nothing more about it.",
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
