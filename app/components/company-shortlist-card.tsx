import type { ShortlistedCio } from "~/server/shortlists/shortlists.server";
import { optionLabel } from "~/domain/options";
import { useWords } from "./use-words";

// One interested CIO as the company's page shows them: display name ("Marie T."), the profile's
// facts by their labels in the page's language, why they fit and the team's note. Never an
// e-mail, phone, LinkedIn, last name or city: the module gives none, and this shows only these.

export type CompanyShortlistWords = ReturnType<typeof useWords>["companyShortlist"]["companyShortlistPage"];

export const sectionTitle = "text-2xl font-bold tracking-tight text-brand-900";

export function CandidateCard({ cio, picked, copy }: { cio: ShortlistedCio; picked: boolean; copy: CompanyShortlistWords }) {
  const options = useWords().options;
  const c = copy.candidates;
  const headingId = `candidate-${cio.candidateId}`;
  if (!cio.available) {
    return (
      <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-slate-50 p-6">
        <h3 id={headingId} className="text-xl font-bold text-slate-700">
          {cio.displayName ? `${cio.displayName} · ${c.unavailable}` : c.unavailable}
        </h3>
        <p className="mt-2 text-slate-700">{c.unavailableBody}</p>
      </article>
    );
  }
  const label = (code: string | null) => (code ? optionLabel(options, code) : c.notSaid);
  const list = (codes: readonly string[]) => (codes.length > 0 ? codes.map((code) => optionLabel(options, code)).join(", ") : c.notSaid);
  const rows: [string, string][] = [
    [c.yearsOfExperience, label(cio.experience)],
    [c.industries, list(cio.industries)],
    [c.expertise, list(cio.areasOfExpertise)],
    [c.province, label(cio.province)],
    [c.workModel, label(cio.workModel)],
    [c.availability, label(cio.availability)],
    [c.workLanguage, label(cio.workLanguage)],
  ];
  return (
    <article aria-labelledby={headingId} className="space-y-4 rounded-xl border border-slate-200 bg-white p-6">
      <h3 id={headingId} className="text-xl font-bold text-slate-900">
        {cio.displayName}
      </h3>
      {picked && <p className="font-semibold text-green-800">{c.picked}</p>}
      <dl className="grid gap-x-8 gap-y-2 sm:grid-cols-[auto_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-slate-700">{term}</dt>
            <dd className="break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <h4 className="text-lg font-semibold text-slate-900">{c.reasonsHeading}</h4>
        {cio.reasons.length > 0 ? (
          <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-800">
            {cio.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-slate-800">{c.noReasons}</p>
        )}
      </div>
      {cio.noteForCompany && (
        <div>
          <h4 className="text-lg font-semibold text-slate-900">{c.noteHeading}</h4>
          <p className="mt-2 rounded-lg bg-slate-50 p-4 break-words whitespace-pre-line text-slate-800">{cio.noteForCompany}</p>
        </div>
      )}
    </article>
  );
}
