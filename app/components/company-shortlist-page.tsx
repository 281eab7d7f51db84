import type { CompanyShortlistPageState, CompanyShortlistView } from "~/routes/public/company-shortlist.server";
import { CandidateCard, type CompanyShortlistWords, sectionTitle } from "./company-shortlist-card";
import { NoneFitForm, PickForm } from "./company-shortlist-forms";
import { ContactLine, LinkProblemPage } from "./link-page";
import { Container, PageHeader } from "./page-section";
import { useWords } from "./use-words";

// A company's shortlist page: the CIOs who said they are interested, as the company may see them
// before a pick, and its choice. Once the company answered, the page shows the outcome and no form.
// Plain HTML: the forms post without JavaScript, and the server's answer shows the result.

/** The company's answer on record: whom it picked and what happens next, or that none fit. */
function Outcome({ shortlist, justNow, copy }: { shortlist: CompanyShortlistView; justNow: boolean; copy: CompanyShortlistWords }) {
  const a = copy.answered;
  if (shortlist.status === "picked") {
    const picked = new Set(shortlist.picked ?? []);
    const names = shortlist.candidates.filter((cio) => picked.has(cio.candidateId) && cio.displayName).map((cio) => cio.displayName);
    return (
      <div role={justNow ? "status" : undefined} className="rounded-xl border border-green-700 bg-green-50 p-6">
        <h2 className="text-2xl font-bold text-green-900">{a.pickedTitle}</h2>
        <p className="mt-2 text-lg text-green-900">{a.picked(names.join(", "))}</p>
      </div>
    );
  }
  return (
    <div role={justNow ? "status" : undefined} className="rounded-xl border border-green-700 bg-green-50 p-6">
      <h2 className="text-2xl font-bold text-green-900">{a.noneFitTitle}</h2>
      <p className="mt-2 text-lg text-green-900">{a.noneFit}</p>
      {shortlist.reason && (
        <dl className="mt-3">
          <dt className="font-semibold text-green-900">{a.noneFitReason}</dt>
          <dd className="break-words whitespace-pre-line text-green-900">{shortlist.reason}</dd>
        </dl>
      )}
    </div>
  );
}

/** The whole page for one state of the link. */
export function CompanyShortlistPage({ view }: { view: CompanyShortlistPageState }) {
  const copy = useWords().companyShortlist.companyShortlistPage;
  if (view.state === "problem") return <LinkProblemPage view={view} problems={copy.problems} />;
  const { shortlist } = view;
  const answered = shortlist.status === "picked" || shortlist.status === "none-fit";
  const picked = new Set(shortlist.picked ?? []);
  const available = shortlist.candidates.filter((cio) => cio.available);
  const errorsOf = (intent: "pick" | "none-fit") => (view.intent === intent ? view.errors : {});
  const rawOf = (intent: "pick" | "none-fit") => (view.intent === intent ? view.raw : null);
  return (
    <>
      <PageHeader title={copy.title} lead={copy.lead}>
        <p className="mt-4 text-lg font-medium text-slate-900">{copy.greeting(shortlist.contactFirstName)}</p>
      </PageHeader>
      <Container className="py-10">
        <div className="max-w-3xl space-y-10">
          {view.alreadyAnswered && (
            <p role="alert" className="rounded-lg border border-amber-700 bg-amber-50 p-4 font-semibold text-amber-900">
              {copy.errors.alreadyAnswered}
            </p>
          )}
          {answered && <Outcome shortlist={shortlist} justNow={view.answered} copy={copy} />}
          <section aria-labelledby="shortlist-candidates" className="space-y-4">
            <h2 id="shortlist-candidates" className={sectionTitle}>
              {copy.candidates.heading}
            </h2>
            {shortlist.candidates.map((cio) => (
              <CandidateCard key={cio.candidateId} cio={cio} picked={picked.has(cio.candidateId)} copy={copy} />
            ))}
          </section>
          {shortlist.canPick && view.retryAfterSeconds !== undefined && (
            <p role="alert" className="rounded-lg border border-red-700 bg-red-50 p-4 font-semibold text-red-800">
              {copy.errors.tooMany(view.retryAfterSeconds)}
            </p>
          )}
          {shortlist.canPick && available.length > 0 && (
            <PickForm candidates={available} errors={errorsOf("pick")} raw={rawOf("pick")} copy={copy} />
          )}
          {shortlist.canPick && <NoneFitForm errors={errorsOf("none-fit")} raw={rawOf("none-fit")} copy={copy} />}
          <ContactLine problems={copy.problems} />
        </div>
      </Container>
    </>
  );
}
