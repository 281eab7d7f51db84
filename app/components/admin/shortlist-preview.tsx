import { shortlistPreview as words } from "~/content/admin-shortlists";
import type { InvitationPreview } from "~/routes/admin/application-action-data";

/**
 * What "Send" would queue, exactly: each CIO's e-mail (recipient, subject, text body) and the note
 * the company will read. Nothing is stored or sent by a preview.
 */
export function ShortlistPreview({ preview }: { preview: InvitationPreview[] }) {
  return (
    <section aria-labelledby="shortlist-preview" className="mt-6 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-300">
      <h3 id="shortlist-preview" className="text-lg font-bold text-brand-900">
        {words.title}
      </h3>
      <p className="mt-1 text-slate-800">{words.intro}</p>
      {preview.map((invitation) => (
        <article
          key={invitation.cioId}
          aria-labelledby={`preview-${invitation.cioId}`}
          className="mt-4 rounded-lg bg-white p-4 ring-1 ring-slate-200"
        >
          <h4 id={`preview-${invitation.cioId}`} className="font-semibold break-words text-brand-900">
            {words.forCio(invitation.name)}
          </h4>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="font-medium">{words.to}</dt>
            <dd className="break-all">{invitation.to}</dd>
            <dt className="font-medium">{words.subject}</dt>
            <dd className="break-words">{invitation.subject}</dd>
          </dl>
          <p className="mt-3 font-medium">{words.text}</p>
          <pre className="mt-1 overflow-x-auto rounded-md bg-slate-100 p-3 font-sans text-sm break-words whitespace-pre-wrap text-slate-900">
            {invitation.textBody}
          </pre>
          <p className="mt-3 break-words">
            <span className="font-medium">{words.companyNote}: </span>
            {invitation.noteForCompany || words.noCompanyNote}
          </p>
        </article>
      ))}
    </section>
  );
}
