import { plainText } from "./control-characters";
import type { AdminFormWords } from "./admin-forms";
import { oncePerWords } from "./fields";
import { z } from "./zod";

// The forms of the privacy controls (the applicant's withdrawal, the admin's requests), each checked
// by the server with its schema.

/** The applicant's withdrawal page: withdraw (optionally deleting now), or delete after withdrawing. */
export const withdrawalForm = z.object({
  intent: z.enum(["withdraw", "delete"]),
  deleteData: z.literal("yes").optional(),
});

export const REASON_MAX_LENGTH = 1_000;

/** An admin's 'Delete personal data': a reason, optionally the inquiries too, and the confirmation step. */
export const deletionForm = oncePerWords((words: AdminFormWords) =>
  z.object({
    reason: plainText("multi-line", words.controlCharacter)
      .min(1, words.deletionReasonMissing)
      .max(REASON_MAX_LENGTH, words.tooLong(REASON_MAX_LENGTH)),
    includeInquiries: z.literal("yes").optional(),
    confirmed: z.literal("yes").optional(),
  }),
);
