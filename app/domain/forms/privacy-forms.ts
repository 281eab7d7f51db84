import { adminFormMessages, fieldMessages } from "~/content/forms";
import { plainText } from "./control-characters";
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
export const deletionForm = z.object({
  reason: plainText("multi-line")
    .min(1, adminFormMessages.deletionReasonMissing)
    .max(REASON_MAX_LENGTH, fieldMessages.tooLong(REASON_MAX_LENGTH)),
  includeInquiries: z.literal("yes").optional(),
  confirmed: z.literal("yes").optional(),
});
