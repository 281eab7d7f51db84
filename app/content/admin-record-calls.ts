// The admin's words for calls joined to people: a record's "Calls" section (an application's page,
// each inquiry) and, on /admin/calls, the records from a call's address. English only, like the workspace.
import type { CallRecordKind, CallStatus } from "~/domain/booking/call-status";

export const recordCalls = {
  title: "Calls",
  /** What the list of a record's calls is called for screen readers. */
  listLabel: "Calls booked from this address",
  none: "No call booked from this address.",
  statuses: { booked: "Booked", moved: "Moved", cancelled: "Cancelled" } satisfies Record<CallStatus, string>,
  /** The link to the call on /admin/calls; `when` names it for screen readers. */
  open: "See on the Calls page",
  openFor: (when: string) => ` (the call of ${when})`,
};

export const callRecords = {
  label: "Records from this address",
  none: "No request, application or inquiry from this address.",
  kinds: {
    company: (name: string) => `Company request: ${name}`,
    cio: (name: string) => `CIO application: ${name}`,
    inquiry: (name: string) => (name === "" ? "Inquiry" : `Inquiry: ${name}`),
  } satisfies Record<CallRecordKind, (name: string) => string>,
};
