// A record's stage and close reason as the admin's pages name them, for the list, the CSV and the
// personal-data export (the words are admin-pipeline.ts's). A stored value the pipeline does not
// know (none is written, but a row may predate a rename) is shown as stored rather than lost.
import { type RecordType, stageOf } from "~/domain/pipeline";
import { closeReasonLabels, stageLabels, stageSection } from "./admin-pipeline";

/** The record's stage by its label: its first stage's when none is stored. */
export const stageText = (type: RecordType, stored: string | null): string => stageLabels[stageOf(type, stored)];

/** A stored stage by its label (a history entry's), or as stored. */
export const storedStageText = (stored: string | null): string | null =>
  stored !== null && Object.hasOwn(stageLabels, stored) ? stageLabels[stored as keyof typeof stageLabels] : stored;

/** A close reason by its label, or as stored; null stays null. */
export const closeReasonText = (reason: string | null): string | null =>
  reason !== null && Object.hasOwn(closeReasonLabels, reason) ? closeReasonLabels[reason as keyof typeof closeReasonLabels] : reason;

/** "Closed (No budget)" for a closed request, else the stage alone: the list's Stage column. */
export function stageWithReason(row: { type: RecordType; stage: string | null; closeReason: string | null }): string {
  const stage = stageOf(row.type, row.stage);
  const reason = stage === "closed" ? closeReasonText(row.closeReason) : null;
  return `${stageLabels[stage]}${reason ? stageSection.closedBecause(reason) : ""}`;
}
