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

/** Reopening a decision needs a reason, kept in the history. */
export const reopenForm = z.object({
  reason: z.string().trim().min(1, "Say why the decision is reopened.").max(1_000, "Use at most 1,000 characters."),
});

export const noteForm = z.object({
  body: z.string().trim().min(1, "Write the note first.").max(5_000, "Use at most 5,000 characters."),
});

/** 'Introduce' on a suggested pair; `confirmed` when the admin agreed to introduce them again. */
export const introduceForm = z.object({
  otherId: z.string().trim().min(1),
  confirmed: z.literal("yes").optional(),
});
