import { formatDuration, formatNumber } from "./format";
import { site } from "./site";
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
  /** Above the list of days: a day's link shows its times. */
  pickDay: "Pick a day to see its free times.",
  /** A day's link in the list: how many free times it has. */
  freeTimes: (count: number) => (count === 1 ? "1 free time" : `${formatNumber(count)} free times`),
  /** Back from a day's times to the list of days (on a phone). */
  allDays: "All days",
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

/** What a booked call is: its length, how it happens, who hosts it, and what to prepare. */
export const callDetails = {
  heading: "About the call",
  /** The invite's first line: the call's time in words, in the team's zone. */
  when: "When",
  length: "Length",
  lengthValue: (minutes: number) => formatDuration(minutes, "minute", "en-CA"),
  how: "How",
  /** With MEETING_URL: a video call at that link. */
  video: "By video call, at",
  /** Without MEETING_URL: the team phones the visitor at the number they give. */
  phone: (phone: string) => `By phone. We will call you at ${phone}.`,
  /** Before the visitor has given a number (on /book). */
  phoneFromForm: "By phone. We will call you at the number you give in the form.",
  host: "Host",
  /** The host when TEAM_SIGNATURE_NAME is not set. */
  team: `The ${site.name} team`,
  prepare: "To prepare",
  prepareValue:
    "A few notes are enough: what your IT looks like today (systems, people, main vendors), the one or two problems you want solved first, and your timing and budget, if you know them.",
  /** The invite's LOCATION when the team phones the visitor. */
  phoneLocation: (phone: string) => `Phone: ${phone}`,
  topic: "Your topic",
  /** A label and its value on one line of the invite. */
  line: (label: string, value: string) => `${label}: ${value}`,
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
  cancelHeading: "Cancel the call",
  cancel: "Cancel the call",
  /** The second step before cancelling: nothing is cancelled until the visitor says so again. */
  cancelAskHeading: "Cancel this call?",
  cancelAsk: (when: string) => `Your call of ${when} will be cancelled and its time released for others.`,
  cancelYes: "Yes, cancel the call",
  cancelNo: "No, keep the call",
  /** Beside the team's time, in the visitor's own zone when their browser says it differs. */
  yourTime: "your time",
  cancelledTitle: "This call is cancelled",
  cancelledBody: "You will receive a cancellation for your calendar. You are welcome to book another time.",
  bookAgain: "Book another time",
  moveHeading: "Move the call",
  /** Above the free days, each opening its times. */
  moveLead: "Open a day to see its free times, pick one, then press the button.",
  move: "Move to this time",
  /** The move button was pressed without a time picked. */
  pickTime: "Pick the time to move the call to.",
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
  /** The calendar file attached for the team's own calendar (not an invitation to answer). */
  calendarNote: "The attached calendar file puts the call in your calendar.",
  /** The team's calendar entry: its title and description. */
  calendarSummary: (name: string, company: string) => `Call with ${name} (${company})`,
  /** How the call happens when there is no video link. */
  phoneCall: "We phone them at the number above.",
  calendarDescription: (lines: { phone: string; email: string; topic: string; how: string }) =>
    [`Phone: ${lines.phone}`, `E-mail: ${lines.email}`, `How: ${lines.how}`, ...(lines.topic ? [`Topic: ${lines.topic}`] : [])].join("\n"),
  rows: { when: "When", name: "Name", company: "Company", email: "Email", phone: "Phone", topic: "Topic", cancelledBy: "Cancelled by" },
};
