import { isUuid } from "../ids";
import { plainText } from "./control-characters";
import { z } from "./zod";

// The admin's small forms, each checked by the server with its schema.

/** Accept / Deny: which application, which decision. */
export const decisionForm = z.object({
  id: z.string().trim().min(1),
  status: z.enum(["Accepted", "Denied"]),
});

/** Reopening a decision needs a reason, kept in the history. */
export const reopenForm = z.object({
  reason: plainText("multi-line").min(1, "Say why the decision is reopened.").max(1_000, "Use at most 1,000 characters."),
});

export const noteForm = z.object({
  body: plainText("multi-line").min(1, "Write the note first.").max(5_000, "Use at most 5,000 characters."),
});

/** 'Introduce' on a suggested pair; `confirmed` when the admin agreed to introduce them again. */
export const introduceForm = z.object({
  // An id, or the database would be asked for a row by something that cannot be one.
  otherId: z.string().trim().refine(isUuid),
  confirmed: z.literal("yes").optional(),
});
