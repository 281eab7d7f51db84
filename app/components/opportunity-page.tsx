import { useLocation } from "react-router";
import type { OpportunityPageState, OpportunityView } from "~/routes/public/opportunity.server";
import { type OpportunityAnswer, OPPORTUNITY_REASON_MAX_LENGTH, opportunityAnswers } from "~/domain/forms/opportunity-form";
import { optionLabel } from "~/domain/options";
import { ContactLine, ErrorSummary, errorId, LinkProblemPage, ReasonField } from "./link-page";
import { Container, PageHeader } from "./page-section";
import { useWords } from "./use-words";

// A shortlisted CIO's opportunity page: the request as the CIO may see it (no company name, contact,
// address, website or city), why the team suggests them, the team's note, and their answer. Plain
// HTML: the form posts without JavaScript, and the server's answer shows the result.

type Words = ReturnType<typeof useWords>["opportunity"]["opportunityPage"];

const buttonClass =
  "inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-6 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-700";
const sectionTitle = "text-2xl font-bold tracking-tight text-brand-900";

/** The request's facts, each option code shown by its label in the page's language. */
function Details({ opportunity, copy }: { opportunity: OpportunityView; copy: Words }) {
  const options = useWords().options;
  const label = (code: string | null) => (code ? optionLabel(options, code) : copy.details.notSaid);
  const list = (codes: readonly string[]) =>
    codes.length > 0 ? codes.map((code) => optionLabel(options, code)).join(", ") : copy.details.notSaid;
  const d = copy.details;
  const rows: [string, string][] = [
    [d.industries, list(opportunity.industries)],
    [d.companySize, label(opportunity.companySize)],
    [d.province, label(opportunity.province)],
    [d.workModel, label(opportunity.workModel)],
    [d.contractDuration, label(opportunity.contractDuration)],
    [d.requiredExpertise, list(opportunity.requiredExpertise)],
    [d.workLanguage, label(opportunity.workLanguage)],
  ];
  return (
    <section aria-labelledby="opportunity-details" className="space-y-4">
      <h2 id="opportunity-details" className={sectionTitle}>
        {d.heading}
      </h2>
      <dl className="grid gap-x-8 gap-y-3 rounded-xl border border-slate-200 bg-white p-6 sm:grid-cols-[auto_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-slate-700">{term}</dt>
            <dd className="break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** After the post: the answer is saved, and what happens next. */
function Answered({ answer, copy }: { answer: OpportunityAnswer; copy: Words }) {
  return (
    <div role="status" className="rounded-xl border border-green-700 bg-green-50 p-6">
      <h2 className="text-2xl font-bold text-green-900">{copy.answered.title}</h2>
      <p className="mt-2 text-lg text-green-900">{copy.answered[answer]}</p>
    </div>
  );
}

/** The answer on record, and whether it may still change. */
function CurrentAnswer({ opportunity, copy }: { opportunity: OpportunityView & { answer: OpportunityAnswer }; copy: Words }) {
  return (
    <section aria-labelledby="opportunity-current" className="space-y-3">
      <h2 id="opportunity-current" className={sectionTitle}>
        {copy.current.heading}
      </h2>
      <dl className="grid gap-x-8 gap-y-3 rounded-xl border border-slate-200 bg-white p-6 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-slate-700">{copy.current.answer}</dt>
        <dd className="text-slate-900">{copy.answers[opportunity.answer]}</dd>
        {opportunity.answerReason && (
          <>
            <dt className="font-semibold text-slate-700">{copy.current.reason}</dt>
            <dd className="break-words whitespace-pre-line text-slate-900">{opportunity.answerReason}</dd>
          </>
        )}
      </dl>
      <p className="text-slate-700">{opportunity.canChange ? copy.current.canChange : copy.current.locked}</p>
    </section>
  );
}

/** The choice and the optional reason: native controls, errors tied to their field, posting back to this path. */
function AnswerForm({
  opportunity,
  errors,
  raw,
  retryAfterSeconds,
  copy,
}: {
  opportunity: OpportunityView;
  errors: Record<string, string>;
  raw: Record<string, string | string[]> | null;
  retryAfterSeconds: number | undefined;
  copy: Words;
}) {
  const self = useLocation().pathname;
  const chosen = raw ? String(raw.answer ?? "") : (opportunity.answer ?? "");
  const reason = raw ? String(raw.reason ?? "") : (opportunity.answerReason ?? "");
  const problems = Object.entries(errors).filter(([name]) => name === "answer" || name === "reason");
  const focusOf = (name: string) => (name === "answer" ? `field-answer-${opportunityAnswers[0]}` : "field-reason");
  return (
    <section aria-labelledby="opportunity-answer" className="space-y-4">
      <h2 id="opportunity-answer" className={sectionTitle}>
        {copy.form.heading}
      </h2>
      {retryAfterSeconds !== undefined && (
        <p role="alert" className="rounded-lg border border-red-700 bg-red-50 p-4 font-semibold text-red-800">
          {copy.errors.tooMany(retryAfterSeconds)}
        </p>
      )}
      <ErrorSummary title={copy.form.errorTitle} errors={problems} focusOf={focusOf} />
      <form method="post" action={self} className="space-y-6 rounded-xl border border-slate-200 bg-white p-6">
        <fieldset aria-describedby={errors.answer ? errorId("answer") : undefined}>
          <legend className="text-lg font-semibold text-slate-900">{copy.form.legend}</legend>
          {errors.answer && (
            <p id={errorId("answer")} className="mt-1 text-sm font-medium text-red-700">
              {errors.answer}
            </p>
          )}
          <div className="mt-3 space-y-3">
            {opportunityAnswers.map((answer) => {
              const id = `field-answer-${answer}`;
              return (
                <div key={answer} className="flex items-start gap-3">
                  <input
                    id={id}
                    type="radio"
                    name="answer"
                    value={answer}
                    required
                    defaultChecked={chosen === answer}
                    aria-describedby={`${id}-hint`}
                    className="mt-1 size-5 shrink-0 accent-brand-600"
                  />
                  <div>
                    <label htmlFor={id} className="font-medium text-slate-900">
                      {copy.answers[answer]}
                    </label>
                    <p id={`${id}-hint`} className="text-sm text-slate-600">
                      {copy.form.hints[answer]}
                    </p>
                  </div>
                </div>
              );
            })}
          </div>
        </fieldset>
        <ReasonField
          label={copy.form.reasonLabel}
          hint={copy.form.reasonHint}
          error={errors.reason}
          maxLength={OPPORTUNITY_REASON_MAX_LENGTH}
          defaultValue={reason}
        />
        <button type="submit" className={buttonClass}>
          {opportunity.answer ? copy.form.change : copy.form.submit}
        </button>
      </form>
    </section>
  );
}

/** The whole page for one state of the link. */
export function OpportunityPage({ view }: { view: OpportunityPageState }) {
  const copy = useWords().opportunity.opportunityPage;
  if (view.state === "problem") return <LinkProblemPage view={view} problems={copy.problems} />;
  const { opportunity } = view;
  const answer = opportunity.answer;
  return (
    <>
      <PageHeader title={copy.title} lead={copy.lead}>
        <p className="mt-4 text-lg font-medium text-slate-900">{copy.greeting(opportunity.cioFirstName)}</p>
      </PageHeader>
      <Container className="py-10">
        <div className="max-w-3xl space-y-10">
          {view.answered && answer && <Answered answer={answer} copy={copy} />}
          <Details opportunity={opportunity} copy={copy} />
          <section aria-labelledby="opportunity-reasons" className="space-y-4">
            <h2 id="opportunity-reasons" className={sectionTitle}>
              {copy.reasons.heading}
            </h2>
            {opportunity.reasons.length > 0 ? (
              <ul className="list-disc space-y-2 pl-6 text-lg text-slate-800">
                {opportunity.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            ) : (
              <p className="text-lg text-slate-800">{copy.reasons.none}</p>
            )}
          </section>
          {opportunity.note && (
            <section aria-labelledby="opportunity-note" className="space-y-4">
              <h2 id="opportunity-note" className={sectionTitle}>
                {copy.noteHeading}
              </h2>
              <p className="rounded-xl border border-slate-200 bg-slate-50 p-6 text-lg break-words whitespace-pre-line text-slate-800">
                {opportunity.note}
              </p>
            </section>
          )}
          {answer && <CurrentAnswer opportunity={{ ...opportunity, answer }} copy={copy} />}
          {opportunity.canChange && (
            <AnswerForm
              opportunity={opportunity}
              errors={view.errors}
              raw={view.raw}
              retryAfterSeconds={view.retryAfterSeconds}
              copy={copy}
            />
          )}
          <ContactLine problems={copy.problems} />
        </div>
      </Container>
    </>
  );
}
