import { filterStages } from "./application-filters";
import { isUuid } from "./ids";
import { closeReasons } from "./pipeline";
import { hasControlCharacters } from "./forms/control-characters";
import { z } from "./forms/zod";

// The list's bulk actions (mark as spam, deny with one reason, assign, move to a stage), as pure
// rules: the form's one schema, and the notice's counts. Each record is then changed on its own,
// by the same code as a single action (server/pipeline/bulk-actions.server.ts).

/** The most records one bulk submission may name: more is refused whole, never cut short silently. */
export const MAX_BULK_IDS = 100;

/** The longest denial reason kept (as a note on each record). */
export const BULK_REASON_MAX_LENGTH = 1_000;

/**
 * The spam reason of a record an admin marked as spam from the list: it had its e-mails when it
 * came, so "Not spam" brings it back without sending them again.
 */
export const MARKED_SPAM_REASON = "marked as spam by an admin";

export const bulkActions = ["spam", "deny", "assign", "stage"] as const;
export type BulkAction = (typeof bulkActions)[number];

/** Why one record of a bulk action was left as it was. */
export type SkipReason =
  | "not-found"
  | "spam"
  | "already-decided"
  | "withdrawn"
  | "changed-meanwhile"
  | "same-owner"
  | "same-stage"
  /** A stage of the other kind of record (Contacted for a CIO, Screening for a company). */
  | "other-kind"
  | "needs-decision"
  | "needs-reason"
  | "not-in-network";

/** What the form's refusals say; the words live in content/admin-bulk.ts. */
export type BulkFormProblem =
  "no-action" | "no-ids" | "too-many" | "bad-id" | "no-reason" | "reason-too-long" | "no-stage" | "no-close-reason";

/**
 * The bulk form as posted. `ids` are the ticked rows, each once (a row ticked twice, or a forged
 * repeat, counts once); `shown` the stage and owner each row showed, so a row that changed since is
 * skipped and said so rather than changed over someone else's action.
 */
export const bulkForm = z
  .object({
    action: z.enum(bulkActions, { error: "no-action" }),
    ids: z
      .array(z.string())
      .min(1, { error: "no-ids" })
      .transform((ids) => [...new Set(ids)])
      .refine((ids) => ids.length <= MAX_BULK_IDS, { error: "too-many" })
      .refine((ids) => ids.every(isUuid), { error: "bad-id" })
      .transform((ids) => ids.map((id) => id.toLowerCase())),
    reason: z.string().trim().optional(),
    notify: z.literal("yes").optional(),
    owner: z.string().trim().max(254).optional(),
    stage: z.string().max(40).optional(),
    closeReason: z
      .string()
      .max(40)
      .optional()
      .transform((value) => value || null),
    shownStage: z.record(z.string(), z.string().max(40)),
    shownOwner: z.record(z.string(), z.string().max(254)),
  })
  .superRefine((form, context) => {
    const problem = (message: BulkFormProblem) => context.addIssue({ code: "custom", message });
    if (form.action === "deny") {
      if (!form.reason) problem("no-reason");
      else if (form.reason.length > BULK_REASON_MAX_LENGTH || hasControlCharacters(form.reason, "multi-line")) problem("reason-too-long");
    }
    if (form.action === "stage") {
      if (!(filterStages as readonly string[]).includes(form.stage ?? "")) problem("no-stage");
      else if (form.stage === "closed" && !(closeReasons as readonly string[]).includes(form.closeReason ?? "")) problem("no-close-reason");
    }
  });

export type BulkForm = z.output<typeof bulkForm>;

/** The fields of a posted bulk form, gathered for `bulkForm`: repeated ids, and the per-row fields by their prefix. */
export function bulkFields(entries: Iterable<[string, unknown]>): Record<string, unknown> {
  const fields: Record<string, unknown> = { ids: [], shownStage: {}, shownOwner: {} };
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  // A row's field is kept under its id only when that is an id (never `__proto__` or the like).
  const shown = (record: unknown, key: string, value: unknown) => {
    if (isUuid(key)) (record as Record<string, string>)[key.toLowerCase()] = text(value);
  };
  for (const [name, value] of entries) {
    if (name === "id") (fields.ids as string[]).push(text(value));
    else if (name.startsWith("shownStage.")) shown(fields.shownStage, name.slice("shownStage.".length), value);
    else if (name.startsWith("shownOwner.")) shown(fields.shownOwner, name.slice("shownOwner.".length), value);
    else if (["bulk", "reason", "notify", "owner", "stage", "closeReason"].includes(name))
      fields[name === "bulk" ? "action" : name] = text(value);
  }
  return fields;
}

/** The first problem of a refused bulk form, as one of its codes. */
export function bulkProblemOf(issues: readonly { message: string }[]): BulkFormProblem {
  const codes: readonly string[] = [
    "no-action",
    "no-ids",
    "too-many",
    "bad-id",
    "no-reason",
    "reason-too-long",
    "no-stage",
    "no-close-reason",
  ];
  const found = issues.find((issue) => codes.includes(issue.message));
  return (found?.message as BulkFormProblem | undefined) ?? "no-action";
}

/** One record's outcome in a bulk action. */
export type BulkOutcome = { id: string; name: string; changed: true } | { id: string; name: string; changed: false; reason: SkipReason };

/** The notice's figures: how many changed, and the skipped ones grouped by why, in the order first met. */
export function summarize(outcomes: readonly BulkOutcome[]): { changed: number; skipped: { reason: SkipReason; names: string[] }[] } {
  const skipped = new Map<SkipReason, string[]>();
  let changed = 0;
  for (const outcome of outcomes) {
    if (outcome.changed) changed += 1;
    else skipped.set(outcome.reason, [...(skipped.get(outcome.reason) ?? []), outcome.name]);
  }
  return { changed, skipped: [...skipped].map(([reason, names]) => ({ reason, names })) };
}

/** What the list shows after a bulk action: the notice's lines, and on a refusal what the admin had chosen. */
export type BulkResult = {
  tone: "success" | "warning";
  lines: string[];
  /** After a refusal: the rows that were ticked, and the reason typed, shown again. */
  kept?: { ids: string[]; reason: string };
};
