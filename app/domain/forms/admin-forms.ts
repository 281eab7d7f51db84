import { isUuid } from "../ids";
import { MAX_CANDIDATES, MAX_NOTE_LENGTH } from "../shortlists";
import { plainText } from "./control-characters";
import { oncePerWords } from "./fields";
import { z } from "./zod";

// The admin's small forms, each checked by the server with its schema.

/** What the admin's forms say (app/content/forms.ts's adminFormWords: the workspace is English only). */
export type AdminFormWords = {
  reopenReasonMissing: string;
  noteMissing: string;
  deletionReasonMissing: string;
  tooLong: (maxLength: number) => string;
  controlCharacter: string;
};

/**
 * Accept / Deny: which application, which decision, and whether the applicant is e-mailed. `notify`
 * is a checkbox, ticked by default: absent means the admin unticked it (a browser sends nothing then).
 */
export const decisionForm = z.object({
  id: z.string().trim().min(1),
  status: z.enum(["Accepted", "Denied"]),
  notify: z.literal("yes").optional(),
});

/**
 * "Move to" a stage: the stage the page showed, the one chosen, and a close reason. Which moves are
 * allowed is the pipeline's rule (domain/pipeline.ts), checked against the stored record.
 */
export const stageMoveForm = z.object({
  from: z.string().max(40),
  stage: z.string().max(40),
  closeReason: z
    .string()
    .max(40)
    .optional()
    .transform((value) => value || null),
});

/**
 * "Send a new link": the issue time of the link the page showed, as the page wrote it (ISO 8601,
 * UTC); absent from forms that do not carry it.
 */
export const shownIssueTimeField = z.iso.datetime().optional();

export const REOPEN_REASON_MAX_LENGTH = 1_000;

export const NOTE_MAX_LENGTH = 5_000;

/** The forms that take the admin's text: a reopening's reason, a note, and their edits. */
export const adminForms = oncePerWords((words: AdminFormWords) => {
  const lines = plainText("multi-line", words.controlCharacter);
  /** Reopening a decision needs a reason, kept in the history. */
  const reopenForm = z.object({
    reason: lines.min(1, words.reopenReasonMissing).max(REOPEN_REASON_MAX_LENGTH, words.tooLong(REOPEN_REASON_MAX_LENGTH)),
  });
  const noteForm = z.object({
    body: lines.min(1, words.noteMissing).max(NOTE_MAX_LENGTH, words.tooLong(NOTE_MAX_LENGTH)),
  });
  return {
    reopenForm,
    noteForm,
    /** Editing a note: which one, and its new text, held to a new note's limits (control characters refused). */
    noteEditForm: z.object({ noteId: z.string().refine(isUuid), text: noteForm.shape.body }),
    /** Editing a reopening's reason, held to a new reason's limits. */
    reasonEditForm: z.object({ eventId: z.string().refine(isUuid), text: reopenForm.shape.reason }),
  };
});

/**
 * 'Introduce directly' on a suggested pair: without `previewed`, it shows both e-mails; with it (the
 * preview's button) it sends them. `confirmed` when the admin agreed to introduce them again.
 */
export const introduceForm = z.object({
  // An id, or the database would be asked for a row by something that cannot be one.
  otherId: z.string().trim().refine(isUuid),
  previewed: z.literal("yes").optional(),
  confirmed: z.literal("yes").optional(),
});

/** The most CIOs one shortlist suggests, and the longest note for either side (decision 0075). */
export { MAX_CANDIDATES as SHORTLIST_MAX_PICKS, MAX_NOTE_LENGTH as SHORTLIST_NOTE_MAX_LENGTH };

/** What the shortlist form says (app/content/admin-shortlists.ts's shortlistErrors and the forms' words). */
export type ShortlistFormWords = {
  choosePicks: string;
  notACio: string;
  tooLong: (maxLength: number) => string;
  controlCharacter: string;
};

/**
 * "Shortlist CIOs" (Preview and Send): 1–3 different CIOs, each with two optional notes, trimmed and
 * held to plain text. Whether each CIO may be shortlisted is the shortlists module's to say.
 */
export const shortlistForm = oncePerWords((words: ShortlistFormWords) => {
  const note = plainText("multi-line", words.controlCharacter).max(MAX_NOTE_LENGTH, words.tooLong(MAX_NOTE_LENGTH));
  return z.object({
    picks: z
      .array(
        z.object({
          // An id, or the database would be asked for a row by something that cannot be one.
          cioId: z.string().trim().refine(isUuid, words.notACio),
          noteForCio: note,
          noteForCompany: note,
        }),
      )
      .min(1, words.choosePicks)
      .max(MAX_CANDIDATES, words.choosePicks)
      .refine((picks) => new Set(picks.map((pick) => pick.cioId)).size === picks.length, words.choosePicks),
  });
});
