import { bookingTeamEmail } from "~/content/booking";
import { words } from "~/content/words";
import { formatSlot } from "~/content/format";
import { bookingPaths, languageTags, type Locale } from "~/domain/locale";
import { callDetailsOf, type CallDetails, inviteTextOf, meansText } from "~/domain/booking/call-details";
import { confirmDeadline } from "~/domain/booking/holds";
import { writeInvite } from "~/domain/booking/ics";
import type { Config } from "../config.server";
import type { bookings } from "../db/schema.server";
import { paragraphs, render, type Block } from "../mail/render.server";
import { signature, teamSignature } from "../mail/signature.server";
import { mailLocale } from "../mail/mail-words.server";

// A booking's e-mails: the visitor's, with the calendar invite (.ics) in their language, and the
// team's, with an entry for the team's own calendar (METHOD:PUBLISH, decision 0094). They are
// written when queued: unlike a submission's, their invite must say the booking as it was at that
// moment (a later move sends its own).

export type BookingRow = typeof bookings.$inferSelect;
/** "requested": the booking was made and awaits the visitor's confirmation; "booked": they confirmed it. */
export type BookingEvent = "requested" | "booked" | "moved" | "cancelled";

export type BookingMailConfig = Pick<Config, "notifyEmails" | "baseUrl" | "mailFrom" | "timeZone" | "meetingUrl">;

/** The call as the configuration sets it up: its video link, and its host, who signs the e-mails. */
const setupOf = (config: BookingMailConfig) => ({ meetingUrl: config.meetingUrl, teamSignature: teamSignature() });

const minutesOf = (booking: BookingRow) => Math.round((booking.endsAt.getTime() - booking.startsAt.getTime()) / 60_000);

/** The call as the visitor reads of it, in their language, with the phone number they gave. */
export function callOf(booking: BookingRow, config: BookingMailConfig): CallDetails {
  const copy = words(mailLocale(booking.locale)).booking.callDetails;
  return callDetailsOf(copy, setupOf(config), minutesOf(booking), booking.phone);
}

const uidOf = (booking: BookingRow, config: BookingMailConfig) => `${booking.id}@${new URL(config.baseUrl).hostname}`;

/**
 * The visitor's invite of the booking as it stands after `event`, in their language: a cancellation
 * says CANCEL, the rest REQUEST; where and how the call happens in LOCATION (and URL for a video link).
 */
export function inviteOf(booking: BookingRow, event: BookingEvent, config: BookingMailConfig, now: Date): string {
  const language = words(mailLocale(booking.locale)).booking;
  const copy = language.bookingEmail;
  const organizer = teamAddress(config);
  const when = formatSlot(booking.startsAt, languageTags[mailLocale(booking.locale)], config.timeZone);
  const { location, url, description } = inviteTextOf(callOf(booking, config), language.callDetails, booking.topic, when);
  return writeInvite({
    method: event === "cancelled" ? "CANCEL" : "REQUEST",
    uid: uidOf(booking, config),
    sequence: booking.sequence,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    stamp: now,
    summary: copy.inviteSummary,
    description,
    location,
    url,
    organizer: { email: organizer, name: copy.organizer },
    attendees: [
      { email: booking.email, name: booking.name },
      ...config.notifyEmails.filter((email) => email !== organizer).map((email) => ({ email, name: email })),
    ],
  });
}

/**
 * The team's calendar entry of the same call (same UID and SEQUENCE), in English: a PUBLISH, since
 * the team organizes the call and is not asked to answer its own invitation; a cancellation is the
 * entry marked cancelled.
 */
export function teamCalendarOf(booking: BookingRow, event: BookingEvent, config: BookingMailConfig, now: Date): string {
  const team = bookingTeamEmail;
  const call = callDetailsOf(words("en").booking.callDetails, setupOf(config), minutesOf(booking), booking.phone);
  const { location, url } = inviteTextOf(call, words("en").booking.callDetails, "");
  return writeInvite({
    method: "PUBLISH",
    cancelled: event === "cancelled",
    uid: uidOf(booking, config),
    sequence: booking.sequence,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    stamp: now,
    summary: team.calendarSummary(booking.name, booking.company),
    description: team.calendarDescription({
      phone: booking.phone,
      email: booking.email,
      topic: booking.topic,
      how: "video" in call.means ? call.means.video : team.phoneCall,
    }),
    location,
    url,
    organizer: { email: teamAddress(config), name: words("en").booking.bookingEmail.organizer },
    attendees: [],
  });
}

/**
 * Where a visitor's calendar answer and e-mail reply go: the team's first NOTIFY_EMAILS address,
 * or MAIL_FROM when none is set (often a no-reply address, so set one).
 */
const teamAddress = (config: BookingMailConfig) => config.notifyEmails[0] ?? config.mailFrom.address;

/**
 * The visitor's one e-mail while a booking awaits confirmation: the time, and the link to confirm it
 * within two hours. No invite (nothing should land in a calendar the address never asked for), and
 * nothing to the team yet.
 */
function confirmationRequest(booking: BookingRow, input: { config: BookingMailConfig; now: Date; confirmUrl: string }) {
  const locale: Locale = mailLocale(booking.locale);
  const copy = words(locale).booking.bookingEmail;
  const when = formatSlot(booking.startsAt, languageTags[locale], input.config.timeZone);
  const deadline = formatSlot(confirmDeadline(booking.createdAt), languageTags[locale], input.config.timeZone);
  return render({
    kind: "booking-requested",
    recipients: [booking.email],
    replyTo: input.config.notifyEmails[0],
    subject: copy.requestedSubject(when),
    locale,
    blocks: () => [
      { paragraph: copy.greeting(booking.name) },
      { paragraph: copy.requested(when, deadline) },
      { link: { label: copy.confirm, href: input.confirmUrl } },
      { paragraph: copy.notYou },
      ...signature(locale),
    ],
  });
}

/**
 * The messages of one event of a booking, written, with the invite: the visitor's in their language
 * with their link (`manageUrl`, none once cancelled), the team's in English. Before the visitor has
 * confirmed, only the confirmation request is sent: a move or cancellation then e-mails nobody.
 */
export function bookingMessages(
  booking: BookingRow,
  event: BookingEvent,
  input: { config: BookingMailConfig; now: Date; manageUrl: string; confirmUrl: string; byTeam?: boolean },
) {
  if (event === "requested") return [confirmationRequest(booking, input)];
  if (!booking.confirmedAt) return [];
  const { config, now } = input;
  const locale: Locale = mailLocale(booking.locale);
  const copy = words(locale).booking.bookingEmail;
  const when = formatSlot(booking.startsAt, languageTags[locale], config.timeZone);
  const calendar = inviteOf(booking, event, config, now);
  const call = words(locale).booking.callDetails;
  const details = callOf(booking, config);
  const callRows: Block[] =
    event === "cancelled"
      ? []
      : [
          {
            rows: [
              { label: call.length, value: details.length },
              { label: call.how, value: meansText(details.means, call) },
              { label: call.host, value: details.host },
              { label: call.prepare, value: details.prepare },
            ],
          },
        ];
  const reason = event === "cancelled" && booking.cancelReason ? [{ rows: [{ label: copy.reason, value: booking.cancelReason }] }] : [];
  const visitorBlocks: Block[] = [
    { paragraph: copy.greeting(booking.name) },
    {
      paragraph:
        event === "booked"
          ? copy.booked(when)
          : event === "moved"
            ? copy.moved(when)
            : input.byTeam
              ? copy.cancelledByTeam(when)
              : copy.cancelledByVisitor(when),
    },
    ...callRows,
    ...reason,
    event === "cancelled"
      ? { link: { label: copy.bookAgain, href: `${config.baseUrl}${bookingPaths[locale]}` } }
      : { link: { label: copy.manage, href: input.manageUrl } },
    ...signature(locale),
  ];
  const subject = event === "booked" ? copy.subject(when) : event === "moved" ? copy.movedSubject(when) : copy.cancelledSubject(when);
  const visitor = render({
    kind: `booking-${event}`,
    recipients: [booking.email],
    replyTo: config.notifyEmails[0],
    subject,
    locale,
    blocks: () => visitorBlocks,
  });
  const visitorMessage = { ...visitor, calendar };

  const team = bookingTeamEmail;
  const teamWhen = formatSlot(booking.startsAt, languageTags.en, config.timeZone);
  const teamSubject = event === "booked" ? team.bookedSubject : event === "moved" ? team.movedSubject : team.cancelledSubject;
  const teamBlocks: Block[] = [
    ...paragraphs([event === "booked" ? team.booked : event === "moved" ? team.moved : team.cancelled, team.calendarNote]),
    {
      rows: [
        { label: team.rows.when, value: teamWhen },
        { label: team.rows.name, value: booking.name },
        { label: team.rows.company, value: booking.company },
        { label: team.rows.email, value: booking.email },
        { label: team.rows.phone, value: booking.phone },
        { label: team.rows.topic, value: booking.topic || "-" },
        ...(event === "cancelled" ? [{ label: team.rows.cancelledBy, value: booking.cancelledBy ?? "" }] : []),
      ],
    },
    ...(event === "cancelled" && booking.cancelReason ? [{ rows: [{ label: copy.reason, value: booking.cancelReason }] }] : []),
    { link: { label: team.adminLink, href: `${config.baseUrl}/admin/calls` } },
  ];
  const teamMessage =
    config.notifyEmails.length > 0
      ? [
          {
            ...render({
              kind: `booking-${event}-team`,
              recipients: config.notifyEmails,
              replyTo: booking.email,
              subject: teamSubject(booking.name, teamWhen),
              blocks: () => teamBlocks,
            }),
            calendar: teamCalendarOf(booking, event, config, now),
          },
        ]
      : [];
  return [visitorMessage, ...teamMessage];
}
