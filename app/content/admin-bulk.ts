import type { BulkAction, BulkFormProblem, SkipReason } from "~/domain/bulk-actions";
import { MAX_BULK_IDS } from "~/domain/bulk-actions";

// The admin's words for the list's bulk actions: the form above the rows, each row's checkbox,
// the refusals, and the notice after. The workspace is English only.

export const bulkForm = {
  title: "With the selected rows",
  select: (name: string) => `Select ${name}`,
  selectColumn: "Select",
  selectAll: "Select all on this page",
  clearSelection: "Clear the selection",
  hint: `Tick rows, then choose an action. At most ${MAX_BULK_IDS} at once.`,
  spam: "Mark as spam",
  denyReason: "Reason for denying",
  denyReasonHint: "Kept as a note on each record.",
  deny: "Deny",
  assignTo: "Assign to",
  nobody: "Nobody",
  assign: "Assign",
  moveTo: "Move to",
  closeReason: "Reason for closing",
  closeReasonHint: "Only when moving to Closed.",
  chooseReason: "Choose a reason",
  move: "Move",
  working: "Working…",
};

export const bulkErrors: Record<BulkFormProblem | "not-an-admin", string> = {
  "no-action": "Choose one of the actions.",
  "no-ids": "Select at least one row first.",
  "too-many": `Select at most ${MAX_BULK_IDS} rows at once. Nothing was changed.`,
  "bad-id": "Some selected rows are not records of this list. Nothing was changed.",
  "no-reason": "Say why they are denied.",
  "reason-too-long": "The reason must be plain text of at most 1,000 characters.",
  "no-stage": "Choose one of the stages listed.",
  "no-close-reason": "Choose why the requests are closed.",
  "not-an-admin": "Choose one of the admins listed, or Nobody.",
};

const done: Record<BulkAction, string> = {
  spam: "marked as spam",
  deny: "denied",
  assign: "assigned",
  stage: "moved",
};

const why: Record<SkipReason, string> = {
  "not-found": "no longer exists",
  spam: "is in spam",
  "already-decided": "already has a decision",
  withdrawn: "was withdrawn by the person",
  "changed-meanwhile": "changed meanwhile",
  "same-owner": "already had that owner",
  "same-stage": "was already at that stage",
  "other-kind": "has no such stage",
  "needs-decision": "reaches that stage only by Accept or Deny",
  "needs-reason": "needs a reason to close",
  "not-in-network": "is not in the network",
};

const records = (count: number) => (count === 1 ? "1 record" : `${count} records`);

/** "3 records denied." and, per reason, "Skipped: Ana Tremblay, Bo Li (already has a decision)." */
export const bulkNotice = {
  changed: (action: BulkAction, count: number) => `${records(count)} ${done[action]}.`,
  skipped: (reason: SkipReason, names: readonly string[]) => `Skipped: ${names.join(", ")} (${why[reason]}).`,
};
