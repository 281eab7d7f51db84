/** A call as a record's page names it: still booked as first made, moved by the visitor, or cancelled (by anyone, or never confirmed). */
export type CallStatus = "booked" | "moved" | "cancelled";

export const callStatus = (call: { cancelledAt: Date | null; moves: number }): CallStatus =>
  call.cancelledAt ? "cancelled" : call.moves > 0 ? "moved" : "booked";

/** The records a call's address can have sent. */
export type CallRecordKind = "company" | "cio" | "inquiry";
