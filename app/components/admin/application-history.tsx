import { applicationPage as copy } from "~/content/admin";
import { ownerHistory } from "~/content/admin-owner";
import { closeReasonLabels, stageHistory, stageLabels } from "~/content/admin-pipeline";
import { shortlistHistory } from "~/content/admin-shortlists";
import { undoWords } from "~/content/admin-undo";
import { decisionNotice } from "~/content/decision-emails";
import { reasonEditing } from "~/content/privacy-requests";
import { REOPEN_REASON_MAX_LENGTH } from "~/domain/forms/admin-forms";
import { DIRECT_INTRODUCTION } from "~/domain/matching";
import { useFormatTime } from "./admin-time";
import { type ApplicationPageData, type ApplicationProblem, refusedEdit } from "./application-page-data";
import { TextEdit } from "./text-edit";

type Event = ApplicationPageData["events"][number];

type ShortlistKind = keyof typeof shortlistHistory.company;

const isShortlistKind = (kind: string): kind is ShortlistKind => Object.hasOwn(shortlistHistory.company, kind);

/** A shortlist's step (decision 0075), worded for the record whose page this is. */
function shortlistText(kind: ShortlistKind, event: Event, onCompanyPage: boolean): string {
  const other = event.otherName ?? (onCompanyPage ? shortlistHistory.deletedCio : shortlistHistory.deletedCompany);
  return (onCompanyPage ? shortlistHistory.company : shortlistHistory.cio)[kind](other, event.reason);
}

/** A stored code's label; the code itself if it is not one (never `__proto__`'s value). */
const labelOf = (labels: Record<string, string>, code: string | null) =>
  code && Object.hasOwn(labels, code) ? labels[code]! : (code ?? "");

function eventText(event: Event, onCompanyPage: boolean): string {
  const words = copy.history;
  if (isShortlistKind(event.kind)) return shortlistText(event.kind, event, onCompanyPage);
  switch (event.kind) {
    case "decided":
      return `${event.status}`;
    case "reopened":
      return words.reopened(event.reason ?? "");
    case "introduced":
      return words.introduced(event.otherName, event.reason === DIRECT_INTRODUCTION);
    case "released-from-spam":
      return words.released;
    case "withdrawn":
      return words.withdrawn;
    case "applicant-notified":
      return decisionNotice.history.notified;
    case "applicant-not-notified":
      return decisionNotice.history.notNotified;
    case "decision-email-cancelled":
      return decisionNotice.history.cancelled(event.status ?? words.cancelledFallback);
    case "decision-undone":
      return undoWords.history(event.status ?? words.cancelledFallback);
    case "stage-moved":
      return stageHistory(labelOf(stageLabels, event.stage), event.reason ? labelOf(closeReasonLabels, event.reason) : null);
    case "assigned":
      return ownerHistory(event.owner, event.actor);
    case "marked-spam":
      return words.markedSpam;
  }
}

/** What happened to the application, by whom and when; a reopening's reason can be edited. */
export function ApplicationHistory({
  events,
  problem,
  recordType,
}: {
  events: Event[];
  problem: ApplicationProblem;
  recordType: "CIO" | "Company";
}) {
  const formatTime = useFormatTime();
  if (events.length === 0) return <p>{copy.history.empty}</p>;
  return (
    <ol className="space-y-2">
      {events.map((event) => (
        <li key={event.id} id={`event-${event.id}`} className="break-words">
          <span className="font-medium">{eventText(event, recordType === "Company")}</span>{" "}
          <span className="text-slate-700">
            — {event.kind === "assigned" ? "" : `${event.actor}, `}
            {formatTime(event.createdAt)}
          </span>
          {event.kind === "reopened" && (
            <TextEdit
              intent="edit-reason"
              idField="eventId"
              record={{ id: event.id, text: event.reason ?? "" }}
              copy={reasonEditing}
              maxLength={REOPEN_REASON_MAX_LENGTH}
              refused={refusedEdit(problem, event.id)}
            />
          )}
        </li>
      ))}
    </ol>
  );
}
