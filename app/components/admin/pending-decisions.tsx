import { Link } from "react-router";
import { undoWords } from "~/content/admin-undo";
import { useFormatTime } from "./admin-time";
import { type PendingDecisionView, UndoDecisionButton } from "./pending-decision";
import { QueueGroup, QueueItem } from "./queue-group";

// The queue's group of decisions inside their undo window (decision 0086), soonest e-mail first,
// each with Undo. The rows come from listPendingDecisions (app/server/admin/pending-decisions.server.ts).

export type PendingDecisionRow = PendingDecisionView & { decidedBy: string | null };

export function PendingDecisions({ rows }: { rows: PendingDecisionRow[] }) {
  const formatTime = useFormatTime();
  return (
    <QueueGroup
      id="pending-decisions"
      title={undoWords.queueTitle}
      total={rows.length}
      shown={rows.length}
      empty={undoWords.queueEmpty}
      seeAll={[]}
    >
      {rows.map((row) => {
        const emailAt = new Date(row.emailAt);
        return (
          <QueueItem
            key={row.id}
            id={`pending-${row.id}`}
            heading={
              <Link to={`/admin/applications/${row.id}`} className="text-brand-700 underline">
                {row.name}
              </Link>
            }
            action={<UndoDecisionButton pending={row} back="/admin" />}
          >
            <span className="text-amber-900">
              {undoWords.pending(row.status, "")}
              <time dateTime={emailAt.toISOString()}>{formatTime(emailAt)}</time>
            </span>
            {row.decidedBy && <span>{undoWords.queueBy(row.decidedBy)}</span>}
          </QueueItem>
        );
      })}
    </QueueGroup>
  );
}
