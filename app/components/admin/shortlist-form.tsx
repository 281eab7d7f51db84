import { shortlistForm as words } from "~/content/admin-shortlists";
import { SHORTLIST_NOTE_MAX_LENGTH } from "~/domain/forms/admin-forms";
import type { ShortlistDraft } from "~/routes/admin/application-action-data";
import { buttonClass, fieldControlClass, LabelledField } from "./admin-ui";
import { BusyButton, BusyForm } from "./busy-form";
import type { ApplicationPageData, ApplicationProblem } from "./application-page-data";
import { ShortlistPreview } from "./shortlist-preview";

type Offer = NonNullable<ApplicationPageData["offer"]>;
type Eligible = Offer["eligible"][number];

const alertClass = "rounded-lg border border-red-700 bg-red-50 p-3 font-medium text-red-800";

/** One optional note for one CIO: its label names the CIO for a screen reader, as every CIO has the same two. */
function Note({ name, cio, label, value, error }: { name: string; cio: Eligible; label: string; value: string; error?: string }) {
  const id = `${name}-${cio.id}`;
  return (
    <LabelledField id={id} label={label} hint={words.noteHint} error={error}>
      {(aria) => (
        <textarea
          id={id}
          name={`${name}.${cio.id}`}
          rows={2}
          defaultValue={value}
          maxLength={SHORTLIST_NOTE_MAX_LENGTH}
          aria-label={`${label}, ${cio.name}`}
          {...aria}
          className={fieldControlClass}
        />
      )}
    </LabelledField>
  );
}

/** An eligible CIO: a checkbox, why they fit, and the two notes (folded until used). */
function Pick({ cio, draft, errors }: { cio: Eligible; draft?: ShortlistDraft; errors: Record<string, string> }) {
  const notes = draft?.notes[cio.id] ?? { noteForCio: "", noteForCompany: "" };
  const noteErrors = { cio: errors[`noteForCio.${cio.id}`], company: errors[`noteForCompany.${cio.id}`] };
  const open = Boolean(notes.noteForCio || notes.noteForCompany || noteErrors.cio || noteErrors.company);
  return (
    <li className="rounded-xl p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label className="flex min-h-11 items-center gap-3 font-semibold break-words text-brand-900">
          <input
            type="checkbox"
            name="pick"
            value={cio.id}
            defaultChecked={draft?.picks.includes(cio.id)}
            className="size-5 shrink-0 accent-brand-600"
          />
          {cio.name}
        </label>
        <span className="text-slate-700">{words.fit(cio.fit.score)}</span>
      </div>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
        {cio.fit.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-slate-700">{words.language(cio.language)}</p>
      <details open={open || undefined} className="mt-3">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-700 underline">{words.notes}</summary>
        <div className="mt-2 space-y-3">
          <Note name="noteForCio" cio={cio} label={words.noteForCio} value={notes.noteForCio} error={noteErrors.cio} />
          <Note name="noteForCompany" cio={cio} label={words.noteForCompany} value={notes.noteForCompany} error={noteErrors.company} />
        </div>
      </details>
    </li>
  );
}

/**
 * "Shortlist CIOs" on a company request's page: the eligible CIOs, best fit first, each with a
 * checkbox and two notes; Preview shows each e-mail and keeps the choices, Send sends. One plain
 * POST form, so it works without JavaScript; a refusal comes back with the choices as they were.
 */
export function ShortlistPicker({ offer, problem }: { offer: Offer; problem: ApplicationProblem }) {
  if (offer.blocked) return <p>{words.notOffered[offer.blocked]}</p>;
  const outcome = problem?.shortlist;
  const errors = outcome?.errors ?? {};
  return (
    <>
      {errors.section && (
        <p role="alert" className={`mb-4 ${alertClass}`}>
          {errors.section}
        </p>
      )}
      <p className="text-slate-800">{words.intro}</p>
      {offer.needsFrench && <p className="mt-2 font-medium text-slate-900">{words.needsFrench}</p>}
      <BusyForm method="post" className="mt-4">
        <fieldset aria-describedby={errors.picks ? "shortlist-picks-error" : undefined}>
          <legend className="font-semibold text-slate-900">{words.choose}</legend>
          {errors.picks && (
            <p id="shortlist-picks-error" role="alert" className={`mt-2 ${alertClass}`}>
              {errors.picks}
            </p>
          )}
          <ol className="mt-3 space-y-4">
            {offer.eligible.map((cio) => (
              <Pick key={cio.id} cio={cio} draft={outcome?.draft} errors={errors} />
            ))}
          </ol>
        </fieldset>
        {outcome?.preview && <ShortlistPreview preview={outcome.preview} />}
        <div className="mt-4 flex flex-wrap gap-3">
          <BusyButton name="intent" value="shortlist-preview" busyLabel={words.previewing} className={buttonClass("quiet")}>
            {words.preview}
          </BusyButton>
          <BusyButton name="intent" value="shortlist-send" busyLabel={words.sending} className={buttonClass("primary")}>
            {words.send}
          </BusyButton>
        </div>
      </BusyForm>
    </>
  );
}
