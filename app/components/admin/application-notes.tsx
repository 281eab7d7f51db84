import { Form } from "react-router";
import { applicationPage as copy } from "~/content/admin";
import { formatUtcMinute } from "~/content/format";
import { noteEditing } from "~/content/privacy-requests";
import { NOTE_MAX_LENGTH } from "~/domain/forms/admin-forms";
import { buttonClass, TextAreaField } from "./admin-ui";
import { type ApplicationPageData, type ApplicationProblem, refusedEdit } from "./application-page-data";
import { TextEdit } from "./text-edit";

/** The admins' notes, each editable, and the form to add one. */
export function ApplicationNotes({ notes, problem }: { notes: ApplicationPageData["notes"]; problem: ApplicationProblem }) {
  return (
    <>
      {notes.length > 0 && (
        <ul className="mb-6 space-y-4">
          {notes.map((note) => (
            <li key={note.id} id={`note-${note.id}`} className="rounded-lg bg-slate-50 p-4">
              <p className="break-words whitespace-pre-line">{note.body}</p>
              <p className="mt-2 text-sm text-slate-700">
                {note.author}, {formatUtcMinute(note.createdAt)}
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
      <Form method="post" className="max-w-xl space-y-3">
        <input type="hidden" name="intent" value="note" />
        <TextAreaField name="body" label={copy.notes.add} error={problem?.errors.body} />
        <button type="submit" className={buttonClass("primary")}>
          {copy.notes.save}
        </button>
      </Form>
    </>
  );
}
