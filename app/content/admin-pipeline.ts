// The admin's words for the pipeline (decision 0080): each record's stage, the move form, and the
// history line of a move. The workspace is English only.
import type { CioStage, CloseReason, CompanyStage, MoveProblem } from "~/domain/pipeline";

export const stageLabels: Record<CompanyStage | CioStage, string> = {
  new: "New",
  contacted: "Contacted",
  "shortlist-sent": "Shortlist sent",
  meeting: "Meeting",
  engaged: "Engaged",
  closed: "Closed",
  applied: "Applied",
  screening: "Screening",
  "in-network": "In network",
  "not-a-fit": "Not a fit",
  withdrawn: "Withdrawn",
};

export const closeReasonLabels: Record<CloseReason, string> = {
  "no-fit": "No fit",
  "no-budget": "No budget",
  "went-elsewhere": "Went elsewhere",
  "no-answer": "No answer",
  other: "Other",
};

export const stageSection = {
  title: "Stage",
  now: (stage: string) => `Now: ${stage}`,
  closedBecause: (reason: string) => ` (${reason})`,
  moveTo: "Move to",
  closeReason: "Reason for closing",
  closeReasonHint: "Only when moving to Closed.",
  chooseReason: "Choose a reason",
  move: "Move",
  decisionsMove:
    "Accept puts a CIO in the network and Deny marks them Not a fit; by hand a CIO moves between Applied and Screening, and between In network and Engaged.",
  withdrawnNote: "Withdrawn by the person: the stage no longer moves.",
  moved: "The stage is moved.",
};

/** Why a move was refused, tied to the "Move to" field. */
export const stageErrors: Record<MoveProblem | "withdrawn", string> & { changed: (stage: string) => string } = {
  "unknown-stage": "Choose one of the stages listed.",
  "same-stage": "It is already at that stage.",
  "needs-decision": "That stage comes with a decision: use Accept or Deny above.",
  "needs-reason": "Choose why the request is closed.",
  "not-in-network": "Only a CIO in the network can be engaged.",
  withdrawn: "It was withdrawn by the person: the stage no longer moves.",
  changed: (stage) => `Someone moved it to ${stage} meanwhile. Nothing was changed; look again and move it if you still need to.`,
};

/** The history's line for a move. */
export const stageHistory = (stage: string, closeReason: string | null) =>
  closeReason ? `Moved to ${stage} (${closeReason})` : `Moved to ${stage}`;
