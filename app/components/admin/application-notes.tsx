import { applicationPage as copy, busyLabels } from "~/content/admin";
import { noteEditing } from "~/content/privacy-requests";
import { NOTE_MAX_LENGTH } from "~/domain/forms/admin-forms";
import { buttonClass, TextAreaField } from "./admin-ui";
import { useFormatTime } from "./admin-time";
import { type ApplicationPageData, type ApplicationProblem, refusedEdit } from "./application-page-data";
import { BusyButton, BusyForm } from "./busy-form";
import { TextEdit } from "./text-edit";

/** The admins' notes, each editable, and the form to add one. */
export function ApplicationNotes({ notes, problem }: { notes: ApplicationPageData["notes"]; problem: ApplicationProblem }) {
  const formatTime = useFormatTime();
  return (
    <>
      {notes.length > 0 && (
        <ul className="mb-6 space-y-4">
          {notes.map((note) => (
            <li key={note.id} id={`note-${note.id}`} className="rounded-lg bg-slate-50 p-4">
              <p className="break-words whitespace-pre-line">{note.body}</p>
              <p className="mt-2 text-sm text-slate-700">
                {note.author}, {formatTime(note.createdAt)}
              </p>
              <TextEdit
                intent="edit-note"
                idField="noteId"
                record={{ id: note.id, text: note.body }}
                copy={noteEditing}
                maxLength={NOTE_MAX_LENGTH}
                refused={refusedEdit(problem, note.id)}
              />
            </li>
          ))}
        </ul>
      )}
      <BusyForm method="post" className="max-w-xl space-y-3">
        <input type="hidden" name="intent" value="note" />
        <TextAreaField name="body" label={copy.notes.add} error={problem?.errors.body} />
        <BusyButton busyLabel={busyLabels.saving} className={buttonClass("primary")}>
          {copy.notes.save}
        </BusyButton>
      </BusyForm>
    </>
  );
}
