import { z } from "zod";

/** The Accept / Deny buttons of the admin list: which application, which decision. */
export const decisionForm = z.object({
  id: z.string().trim().min(1),
  status: z.enum(["Accepted", "Denied"]),
});

export type DecisionValues = z.output<typeof decisionForm>;
