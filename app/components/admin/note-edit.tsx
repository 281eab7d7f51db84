import { Form } from "react-router";
import { noteEditing as copy } from "~/content/privacy-requests";
import { NOTE_MAX_LENGTH } from "~/domain/forms/admin-forms";
import { buttonClass, TextAreaField } from "./admin-ui";

/**
 * 'Edit note' under a note: closed until asked for, open again with the admin's text and the error
 * after a refused edit. A plain form, so it works without JavaScript.
 */
export function NoteEdit({ note, refused }: { note: { id: string; body: string }; refused?: { body: string; error: string } }) {
  return (
    <details open={refused ? true : undefined} className="mt-2">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-700 underline">{copy.summary}</summary>
      <Form method="post" className="mt-2 max-w-xl space-y-3">
        <input type="hidden" name="intent" value="edit-note" />
        <input type="hidden" name="noteId" value={note.id} />
        <TextAreaField
          id={`note-${note.id}-body`}
          name="body"
          label={copy.label}
          defaultValue={refused?.body ?? note.body}
          error={refused?.error}
          maxLength={NOTE_MAX_LENGTH}
        />
        <button type="submit" className={buttonClass("primary")}>
          {copy.submit}
        </button>
      </Form>
    </details>
  );
}
