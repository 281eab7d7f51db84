import { useLocation } from "react-router";
import type { ShortlistedCio } from "~/server/shortlists/shortlists.server";
import { COMPANY_REASON_MAX_LENGTH } from "~/domain/forms/company-shortlist-form";
import type { RawValues } from "~/domain/forms/parse-form";
import { type CompanyShortlistWords, sectionTitle } from "./company-shortlist-card";
import { ErrorSummary, errorId, ReasonField } from "./link-page";

// The company's two forms: the pick (a checkbox per available CIO) and "None of these fit" (an
// optional reason). Native controls posting back to this path, so they work without JavaScript;
// a refused post's errors sit at their field, tied by aria-describedby, and in a summary above.

const buttonClass =
  "inline-flex min-h-11 items-center justify-center rounded-lg px-6 py-2.5 font-semibold shadow-sm focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-900";
const primary = `${buttonClass} bg-brand-600 text-white hover:bg-brand-700`;
const secondary = `${buttonClass} border border-slate-400 bg-white text-slate-900 hover:bg-slate-50`;

type FormProps = { errors: Record<string, string>; raw: RawValues | null; copy: CompanyShortlistWords };

export function PickForm({ candidates, errors, raw, copy }: FormProps & { candidates: ShortlistedCio[] }) {
  const self = useLocation().pathname;
  const chosen = new Set(raw ? [raw.candidate ?? []].flat().map(String) : []);
  const idOf = (cio: ShortlistedCio) => `field-candidate-${cio.candidateId}`;
  const problems = Object.entries(errors).filter(([name]) => name === "candidate" || name === "intent");
  return (
    <section aria-labelledby="shortlist-pick" className="space-y-4">
      <h2 id="shortlist-pick" className={sectionTitle}>
        {copy.pick.heading}
      </h2>
      <ErrorSummary title={copy.pick.errorTitle} errors={problems} focusOf={() => idOf(candidates[0]!)} />
      <form method="post" action={self} className="space-y-6 rounded-xl border border-slate-200 bg-white p-6">
        <input type="hidden" name="intent" value="pick" />
        <fieldset aria-describedby={errors.candidate ? `field-candidate-hint ${errorId("candidate")}` : "field-candidate-hint"}>
          <legend className="text-lg font-semibold text-slate-900">{copy.pick.legend}</legend>
          <p id="field-candidate-hint" className="mt-1 text-sm text-slate-600">
            {copy.pick.hint}
          </p>
          {errors.candidate && (
            <p id={errorId("candidate")} className="mt-1 text-sm font-medium text-red-700">
              {errors.candidate}
            </p>
          )}
          <div className="mt-3 space-y-3">
            {candidates.map((cio) => (
              <div key={cio.candidateId} className="flex items-center gap-3">
                <input
                  id={idOf(cio)}
                  type="checkbox"
                  name="candidate"
                  value={cio.candidateId}
                  defaultChecked={chosen.has(cio.candidateId)}
                  aria-invalid={errors.candidate ? true : undefined}
                  className="size-5 shrink-0 accent-brand-600 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-900"
                />
                <label htmlFor={idOf(cio)} className="font-medium text-slate-900">
                  {copy.pick.option(cio.displayName)}
                </label>
              </div>
            ))}
          </div>
        </fieldset>
        <button type="submit" className={primary}>
          {copy.pick.submit}
        </button>
      </form>
    </section>
  );
}

export function NoneFitForm({ errors, raw, copy }: FormProps) {
  const self = useLocation().pathname;
  const reason = raw ? String(raw.reason ?? "") : "";
  const problems = Object.entries(errors).filter(([name]) => name === "reason");
  return (
    <section aria-labelledby="shortlist-none-fit" className="space-y-4">
      <h2 id="shortlist-none-fit" className={sectionTitle}>
        {copy.noneFit.heading}
      </h2>
      <p className="text-lg text-slate-800">{copy.noneFit.intro}</p>
      <ErrorSummary title={copy.noneFit.errorTitle} errors={problems} focusOf={() => "field-reason"} />
      <form method="post" action={self} className="space-y-6 rounded-xl border border-slate-200 bg-white p-6">
        <input type="hidden" name="intent" value="none-fit" />
        <ReasonField
          label={copy.noneFit.reasonLabel}
          hint={copy.noneFit.reasonHint}
          error={errors.reason}
          maxLength={COMPANY_REASON_MAX_LENGTH}
          defaultValue={reason}
        />
        <button type="submit" className={secondary}>
          {copy.noneFit.submit}
        </button>
      </form>
    </section>
  );
}
