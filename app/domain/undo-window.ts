// An admin's Accept or Deny can be undone for a while (DECISION_UNDO_MINUTES): its e-mail to the
// applicant waits in the outbox until the window closes, and Undo cancels it while it still waits.

/** The longest window the configuration accepts: a day; longer, the applicant waits too long. */
export const DECISION_UNDO_MAX_MINUTES = 1440;

/** When a decision's e-mail may go out: the decision's moment plus the window. */
export function decisionEmailTime(decidedAt: Date, windowMs: number): Date {
  return new Date(decidedAt.getTime() + Math.max(0, windowMs));
}

/** Whether Undo is still on offer: the e-mail's time has not come. */
export function insideUndoWindow(emailAt: Date, now: Date): boolean {
  return now.getTime() < emailAt.getTime();
}
