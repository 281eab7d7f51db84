import { busyLabels } from "~/content/admin";
import { buttonClass, TextAreaField } from "./admin-ui";
import { BusyButton, BusyForm } from "./busy-form";

type Copy = { summary: string; label: string; submit: string };

/**
 * 'Edit note' under a note, 'Edit reason' under a reopening: closed until asked for, open again
 * with the admin's text and the error after a refused edit. A plain form, so it works without
 * JavaScript.
 */
export function TextEdit({
  intent,
  idField,
  record,
  copy,
  maxLength,
  refused,
}: {
  intent: "edit-note" | "edit-reason";
  /** The hidden field that names the record. */
  idField: "noteId" | "eventId";
  record: { id: string; text: string };
  copy: Copy;
  maxLength: number;
  refused?: { text: string; error: string };
}) {
  return (
    <details open={refused ? true : undefined} className="mt-2">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-700 underline">{copy.summary}</summary>
      <BusyForm method="post" className="mt-2 max-w-xl space-y-3">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name={idField} value={record.id} />
        <TextAreaField
          id={`${intent}-${record.id}`}
          name="text"
          label={copy.label}
          defaultValue={refused?.text ?? record.text}
          error={refused?.error}
          maxLength={maxLength}
        />
        <BusyButton busyLabel={busyLabels.saving} className={buttonClass("primary")}>
          {copy.submit}
        </BusyButton>
      </BusyForm>
    </details>
  );
}
