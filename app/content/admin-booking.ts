import type { PageMetaCopy } from "./types";

// The admin's booking pages: /admin/availability and /admin/calls (English, like the rest of the workspace).

export const availabilityErrors = {
  hours: "Write opening hours like 09:00-12:00, 13:00-17:00, or leave the day empty when closed.",
  overlap: "These hours overlap: write each stretch of the day once.",
  number: (min: number, max: number) => `Enter a whole number from ${min} to ${max}.`,
  closedDates: "Write each closed date as YYYY-MM-DD, one per line.",
};

export const availabilityPage = {
  meta: { title: "Availability", description: "When visitors can book a call." } satisfies PageMetaCopy,
  title: "Availability",
  intro: (timeZone: string) =>
    `When visitors can book a call at /book. Hours are in ${timeZone}; a change applies to /book at once. Calls already booked are kept.`,
  weekdays: { 0: "Sunday", 1: "Monday", 2: "Tuesday", 3: "Wednesday", 4: "Thursday", 5: "Friday", 6: "Saturday" } as Record<number, string>,
  hoursHeading: "Opening hours",
  hoursHint: "For example 09:00-12:00, 13:00-17:00. Empty: closed.",
  labels: {
    slotMinutes: "Call length (minutes)",
    bufferMinutes: "Buffer between calls (minutes)",
    noticeHours: "Minimum notice (hours)",
    horizonDays: "How far ahead people can book (days)",
    closedDates: "Closed dates (statutory holidays), one YYYY-MM-DD per line",
  },
  save: "Save availability",
  saved: "Saved. /book shows the new availability now.",
  notSaved: "Nothing was saved: correct the boxes marked below.",
  lastSaved: (by: string, at: string) => `Last saved by ${by}, ${at}.`,
};

export const callsPage = {
  meta: { title: "Calls", description: "Calls booked through /book." } satisfies PageMetaCopy,
  title: "Calls",
  upcoming: "To come",
  past: "Past and cancelled",
  noneUpcoming: "No calls to come.",
  nonePast: "No past calls yet.",
  topic: "Topic",
  noTopic: "No topic given.",
  cancelled: (by: string, at: string) => `Cancelled by ${by}, ${at}`,
  /** A call the visitor has not confirmed from their e-mail yet: `until` is when its time is released. */
  unconfirmed: (until: string) => `Not confirmed by the visitor yet: the time is released at ${until} unless they confirm.`,
  reasonLabel: "Reason for cancelling (e-mailed to the visitor)",
  cancel: "Cancel the call",
  reasonMissing: "Give a reason: the visitor is told it.",
  notFound: "That call is not there any more, or it has already been cancelled.",
  cancelledNotice: "The call is cancelled and the visitor is being told by e-mail.",
  /** The visitor never confirmed the call from their e-mail, so nothing is sent to the address. */
  cancelledUnconfirmedNotice: "The call is cancelled. The visitor had not confirmed it, so nothing is e-mailed to them.",
};

export const bookingAdminNav = { calls: "Calls", availability: "Availability" };
