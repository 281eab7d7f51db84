// Where each company request and CIO application stands in the team's work (decision 0080). The
// stage is the pipeline; a CIO's decision (Accepted, Denied) and a withdrawal still have their own
// column, because e-mails and the network hang on them, and they move the stage with them.

export const companyStages = ["new", "contacted", "shortlist-sent", "meeting", "engaged", "closed"] as const;
export const cioStages = ["applied", "screening", "in-network", "engaged", "not-a-fit", "withdrawn"] as const;
export const closeReasons = ["no-fit", "no-budget", "went-elsewhere", "no-answer", "other"] as const;

export type CompanyStage = (typeof companyStages)[number];
export type CioStage = (typeof cioStages)[number];
export type Stage = CompanyStage | CioStage;
export type CloseReason = (typeof closeReasons)[number];
export type RecordType = "CIO" | "Company";
export type Decision = "Accepted" | "Denied" | "Withdrawn";

export const stagesOf = (type: RecordType): readonly Stage[] => (type === "CIO" ? cioStages : companyStages);

/** The stage a record starts in. */
export const firstStage = (type: RecordType): Stage => (type === "CIO" ? "applied" : "new");

/** A record's stage: the stored one, or the first when none is stored yet. */
export function stageOf(type: RecordType, stored: string | null): Stage {
  return stored !== null && (stagesOf(type) as readonly string[]).includes(stored) ? (stored as Stage) : firstStage(type);
}

/** A CIO's stages that only a decision or the person's own withdrawal reaches. */
const cioDecided: readonly CioStage[] = ["in-network", "not-a-fit", "withdrawn"];

/**
 * The stage a decision or withdrawal puts a record in. A company request that is denied or
 * withdrawn is closed; one accepted stays where it is (accepting it lets the team shortlist).
 */
export function stageAfterDecision(type: RecordType, current: Stage, decision: Decision): { stage: Stage; closeReason?: CloseReason } {
  if (type === "CIO") {
    if (decision === "Accepted") return { stage: current === "engaged" ? "engaged" : "in-network" };
    return { stage: decision === "Denied" ? "not-a-fit" : "withdrawn" };
  }
  if (decision === "Accepted") return { stage: current };
  return { stage: "closed", closeReason: decision === "Denied" ? "no-fit" : "other" };
}

/**
 * The stage a reopened decision leaves: a CIO goes back to Screening; a company request closed by
 * its denial goes back to Contacted, and one that was still open stays where it was.
 */
export function stageAfterReopen(type: RecordType, current: Stage): Stage {
  if (type === "CIO") return "screening";
  return current === "closed" ? "contacted" : current;
}

export type MoveProblem = "unknown-stage" | "same-stage" | "needs-decision" | "needs-reason" | "not-in-network";

/**
 * Whether the admin may move a record from one stage to another by hand. A company request moves
 * freely (the team may skip or go back a step), and closing it asks for a reason. A CIO's decisions
 * stay with Accept and Deny: by hand they move between Applied and Screening, and between In network
 * and Engaged.
 */
export function checkMove(type: RecordType, from: Stage, to: string, closeReason?: string | null): MoveProblem | null {
  if (!(stagesOf(type) as readonly string[]).includes(to)) return "unknown-stage";
  if (from === to) return "same-stage";
  if (type === "Company") {
    if (to === "closed" && !(closeReasons as readonly string[]).includes(closeReason ?? "")) return "needs-reason";
    return null;
  }
  // Back from Engaged to In network is the one way into a decided stage by hand: both are accepted.
  if (to === "in-network" && from === "engaged") return null;
  if (cioDecided.includes(to as CioStage)) return "needs-decision";
  if (to === "engaged" && from !== "in-network") return "not-in-network";
  if ((to === "applied" || to === "screening") && cioDecided.includes(from as CioStage)) return "needs-decision";
  return null;
}

/**
 * Stages the introductions flow reaches by itself: a shortlist sent, then an introduction made.
 * Never a step back: a request already further on stays where the team put it.
 */
export function stageAfterFlow(current: CompanyStage, step: "shortlist-sent" | "introduced"): CompanyStage {
  const target: CompanyStage = step === "shortlist-sent" ? "shortlist-sent" : "meeting";
  if (current === "closed") return current;
  return companyStages.indexOf(target) > companyStages.indexOf(current) ? target : current;
}
