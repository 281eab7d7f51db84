import { Link } from "react-router";
import { undoWords } from "~/content/admin-undo";
import { useFormatTime } from "./admin-time";
import { type PendingDecisionView, UndoDecisionButton } from "./pending-decision";

// The queue's group of decisions inside their undo window (decision 0087), soonest e-mail first,
// each with Undo. The rows come from listPendingDecisions (app/server/admin/pending-decisions.server.ts).

export type PendingDecisionRow = PendingDecisionView & { decidedBy: string | null };

export function PendingDecisions({ rows, back = "/admin" }: { rows: PendingDecisionRow[]; back?: string }) {
  const formatTime = useFormatTime();
  if (rows.length === 0) return <p className="text-slate-700">{undoWords.queueEmpty}</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200">
      {rows.map((row) => {
        const emailAt = new Date(row.emailAt);
        return (
          <li key={row.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div>
              <Link to={`/admin/applications/${row.id}`} className="font-medium text-brand-700 underline">
                {row.name}
              </Link>{" "}
              <span className="text-slate-700">{undoWords.queueBy(row.decidedBy)}</span>
              <p className="text-sm text-amber-900">
                {undoWords.pending(row.status, "")}
                <time dateTime={emailAt.toISOString()}>{formatTime(emailAt)}</time>
              </p>
            </div>
            <UndoDecisionButton pending={row} back={back} />
          </li>
        );
      })}
    </ul>
  );
}
