import { applicationPage as copy } from "~/content/admin";
import { decisionNotice } from "~/content/decision-emails";
import { reasonEditing } from "~/content/privacy-requests";
import { REOPEN_REASON_MAX_LENGTH } from "~/domain/forms/admin-forms";
import { useFormatTime } from "./admin-time";
import { type ApplicationPageData, type ApplicationProblem, refusedEdit } from "./application-page-data";
import { TextEdit } from "./text-edit";

type Event = ApplicationPageData["events"][number];

function eventText(event: Event): string {
  const words = copy.history;
  switch (event.kind) {
    case "decided":
      return `${event.status}`;
    case "reopened":
      return words.reopened(event.reason ?? "");
    case "introduced":
      return words.introduced(event.otherName);
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
  }
  // A shortlist's steps (decision 0075) until this page words them: the kind as stored.
  return event.kind;
}

/** What happened to the application, by whom and when; a reopening's reason can be edited. */
export function ApplicationHistory({ events, problem }: { events: Event[]; problem: ApplicationProblem }) {
  const formatTime = useFormatTime();
  if (events.length === 0) return <p>{copy.history.empty}</p>;
  return (
    <ol className="space-y-2">
      {events.map((event) => (
        <li key={event.id} id={`event-${event.id}`} className="break-words">
          <span className="font-medium">{eventText(event)}</span>{" "}
          <span className="text-slate-700">
            — {event.actor}, {formatTime(event.createdAt)}
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
