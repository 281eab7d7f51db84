// The admin's words for a decision inside its undo window (decision 0086): the pending state on the
// list, the record and the queue, the Undo button, what Undo answers, and its history line. The
// workspace is English only.

export const undoWords = {
  /** "Accepted — e-mail goes out at 2026-11-27 14:32 EST". */
  pending: (status: string, time: string) => `${status} — e-mail goes out at ${time}`,
  undo: "Undo",
  /** After "Undo", for screen readers: which decision on whom. */
  undoWhat: (status: string, name: string) => ` ${status} for ${name}`,
  undoing: "Undoing…",
  /** The queue's group. */
  queueTitle: "Decisions you can still undo",
  queueEmpty: "No decision is waiting to go out.",
  queueBy: (admin: string | null) => (admin ? `by ${admin}` : ""),
  /** After a successful Undo. */
  undoneOn: (name: string) => `${name}: the decision is undone and its e-mail was not sent. The record is undecided again.`,
  undoneHere: "The decision is undone and its e-mail was not sent. The record is undecided again.",
  history: (status: string) => `Decision undone (${status}): its e-mail was not sent`,
  errors: {
    tooLate: "Too late: the e-mail has gone (or is going out right now). Reopen the decision instead.",
    noEmail: "This decision was made without an e-mail, so there is nothing waiting to stop. Reopen it instead.",
    alreadyUndone: "Nothing to undo: this decision was already undone or reopened.",
    changed: (status: string, by: string | null) =>
      `Nothing was undone: the decision changed meanwhile. It is now ${status}${by ? ` (by ${by})` : ""}.`,
    badForm: "This Undo does not say which decision it undoes, or where to go back to. Reload the page and try again.",
  },
} as const;
