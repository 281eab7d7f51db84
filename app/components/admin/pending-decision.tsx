import { undoWords } from "~/content/admin-undo";
import type { PendingDecision } from "~/server/admin/pending-decisions.server";
import { buttonClass } from "./admin-ui";
import { useFormatTime } from "./admin-time";
import { BusyButton, BusyForm } from "./busy-form";

// A decision inside its undo window (decision 0086): what was decided, when its e-mail goes out, and
// Undo. A plain POST to the record's page, so it works without JavaScript from the list, the record
// and the queue; `back` brings the admin back where they pressed it.

/** The fields of a pending decision Undo needs (loader data: dates may arrive as strings). */
export type PendingDecisionView = Pick<PendingDecision, "id" | "name" | "status"> & {
  decidedAt: Date | string;
  emailAt: Date | string;
};

export function UndoDecisionButton({ pending, back }: { pending: PendingDecisionView; back?: string }) {
  return (
    <BusyForm method="post" action={`/admin/applications/${pending.id}`}>
      <input type="hidden" name="intent" value="undo-decision" />
      <input type="hidden" name="decidedAt" value={new Date(pending.decidedAt).toISOString()} />
      {back && <input type="hidden" name="back" value={back} />}
      <BusyButton busyLabel={undoWords.undoing} className={buttonClass("quiet")}>
        {undoWords.undo}
        <span className="sr-only">{undoWords.undoWhat(pending.status, pending.name)}</span>
      </BusyButton>
    </BusyForm>
  );
}

/** "Accepted — e-mail goes out at …" and Undo, beside the decision's usual wording. */
export function PendingDecisionNote({ pending, back }: { pending: PendingDecisionView; back?: string }) {
  const formatTime = useFormatTime();
  const emailAt = new Date(pending.emailAt);
  return (
    <div className="mt-1 space-y-2 whitespace-normal">
      <p className="text-sm text-amber-900">
        {undoWords.pending(pending.status, "")}
        <time dateTime={emailAt.toISOString()}>{formatTime(emailAt)}</time>
      </p>
      <UndoDecisionButton pending={pending} back={back} />
    </div>
  );
}
