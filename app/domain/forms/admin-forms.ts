import { adminFormMessages, fieldMessages } from "~/content/forms";
import { isUuid } from "../ids";
import { plainText } from "./control-characters";
import { z } from "./zod";

// The admin's small forms, each checked by the server with its schema.

/**
 * Accept / Deny: which application, which decision, and whether the applicant is e-mailed. `notify`
 * is a checkbox, ticked by default: absent means the admin unticked it (a browser sends nothing then).
 */
export const decisionForm = z.object({
  id: z.string().trim().min(1),
  status: z.enum(["Accepted", "Denied"]),
  notify: z.literal("yes").optional(),
});

export const REOPEN_REASON_MAX_LENGTH = 1_000;

/** Reopening a decision needs a reason, kept in the history. */
export const reopenForm = z.object({
  reason: plainText("multi-line")
    .min(1, adminFormMessages.reopenReasonMissing)
    .max(REOPEN_REASON_MAX_LENGTH, fieldMessages.tooLong(REOPEN_REASON_MAX_LENGTH)),
});

export const NOTE_MAX_LENGTH = 5_000;

export const noteForm = z.object({
  body: plainText("multi-line").min(1, adminFormMessages.noteMissing).max(NOTE_MAX_LENGTH, fieldMessages.tooLong(NOTE_MAX_LENGTH)),
});

/** Editing a note: which one, and its new text, held to a new note's limits (control characters refused). */
export const noteEditForm = z.object({
  noteId: z.string().refine(isUuid),
  text: noteForm.shape.body,
});

/** Editing a reopening's reason, held to a new reason's limits. */
export const reasonEditForm = z.object({
  eventId: z.string().refine(isUuid),
  text: reopenForm.shape.reason,
});

/** 'Introduce' on a suggested pair; `confirmed` when the admin agreed to introduce them again. */
export const introduceForm = z.object({
  // An id, or the database would be asked for a row by something that cannot be one.
  otherId: z.string().trim().refine(isUuid),
  confirmed: z.literal("yes").optional(),
});
