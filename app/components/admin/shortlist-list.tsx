import { Link } from "react-router";
import { shortlistList as words } from "~/content/admin-shortlists";
import { ActionButton } from "./admin-ui";
import { useFormatTime } from "./admin-time";
import type { ApplicationPageData, ApplicationProblem } from "./application-page-data";
import { CompanyLinkEntry } from "./shortlist-company-link";

type Shortlist = ApplicationPageData["shortlists"][number];
type Candidate = Shortlist["candidates"][number];

/** States in which the CIO's link still opens the invitation: the admin may revoke it. */
const live = new Set<Candidate["state"]>(["sent", "viewed", "interested", "not-for-me"]);
/** States in which the CIO has no working link: the admin may send a new one. */
const dead = new Set<Candidate["state"]>(["expired", "revoked"]);

/** One shortlisted CIO: state in words, dates, notes, and the link's buttons while the shortlist is open. */
function CandidateEntry({ candidate, open, onCompanyPage }: { candidate: Candidate; open: boolean; onCompanyPage: boolean }) {
  const formatTime = useFormatTime();
  const who = candidate.cioId ? candidate.cioName : words.deletedCio;
  return (
    <li id={`candidate-${candidate.candidateId}`} className="rounded-xl p-4 ring-1 ring-slate-200">
      <p className="flex flex-wrap items-baseline justify-between gap-2">
        {onCompanyPage &&
          (candidate.cioId ? (
            <Link to={`/admin/applications/${candidate.cioId}`} className="font-semibold break-words text-brand-700 underline">
              {candidate.cioName}
            </Link>
          ) : (
            <span className="font-semibold">{words.deletedCio}</span>
          ))}
        <span className="font-medium break-words text-slate-900" data-state={candidate.state}>
          {words.state(candidate.state, candidate.answerReason)}
        </span>
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {words.linkSent(formatTime(candidate.linkIssuedAt))}
        {candidate.remindedAt && `, ${words.reminded(formatTime(candidate.remindedAt))}`}
        {candidate.answeredAt && `, ${words.answered(formatTime(candidate.answeredAt))}`}
      </p>
      {candidate.noteForCio && (
        <p className="mt-2 break-words">
          <span className="font-medium">{words.noteForCio}: </span>
          {candidate.noteForCio}
        </p>
      )}
      {candidate.noteForCompany && (
        <p className="mt-2 break-words">
          <span className="font-medium">{words.noteForCompany}: </span>
          {candidate.noteForCompany}
        </p>
      )}
      {open && candidate.state === "expired" && <p className="mt-2 text-slate-800">{words.expiredHelp}</p>}
      {open && candidate.state === "revoked" && <p className="mt-2 text-slate-800">{words.revokedHelp}</p>}
      {open && candidate.cioId && (live.has(candidate.state) || dead.has(candidate.state)) && (
        <div className="mt-3 flex flex-wrap gap-3">
          {live.has(candidate.state) ? (
            <ActionButton intent="revoke-link" values={{ candidateId: candidate.candidateId }} style="deny" busyLabel={words.revoking}>
              {words.revoke}
              <span className="sr-only">{words.whose(who)}</span>
            </ActionButton>
          ) : (
            <ActionButton
              intent="resend-link"
              values={{ candidateId: candidate.candidateId, issuedAt: new Date(candidate.linkIssuedAt).toISOString() }}
              style="primary"
              busyLabel={words.resending}
            >
              {words.resend}
              <span className="sr-only">{words.whose(who)}</span>
            </ActionButton>
          )}
        </div>
      )}
    </li>
  );
}

/**
 * "Shortlists" on both records' pages: on a company request's page each of its shortlists with every
 * CIO on it; on a CIO's page each shortlist they are on, with the request it is for (linked).
 */
export function ShortlistList({ data, problem }: { data: ApplicationPageData; problem: ApplicationProblem }) {
  const formatTime = useFormatTime();
  const { application, shortlists } = data;
  const onCompanyPage = application.type === "Company";
  if (shortlists.length === 0) return <p>{words.none[application.type]}</p>;
  return (
    <>
      {problem?.errors.candidate && (
        <p role="alert" className="mb-4 rounded-lg border border-red-700 bg-red-50 p-3 font-medium text-red-800">
          {problem.errors.candidate}
        </p>
      )}
      <ol className="space-y-6">
        {shortlists.map((shortlist) => {
          const candidates = onCompanyPage ? shortlist.candidates : shortlist.candidates.filter((entry) => entry.cioId === application.id);
          return (
            <li key={shortlist.shortlistId}>
              <h3 id={`shortlist-${shortlist.shortlistId}`} className="font-semibold break-words text-brand-900">
                {words.heading(words.statuses[shortlist.status], formatTime(shortlist.createdAt), shortlist.createdBy)}
              </h3>
              {!onCompanyPage && (
                <p className="mt-1">
                  {words.forCompany}:{" "}
                  <Link to={`/admin/applications/${shortlist.companyId}`} className="break-words text-brand-700 underline">
                    {shortlist.companyName}
                  </Link>
                </p>
              )}
              {shortlist.reason && shortlist.status !== "none-fit" && (
                <p className="mt-1 break-words text-slate-800">{words.reason(shortlist.reason)}</p>
              )}
              {onCompanyPage && <CompanyLinkEntry shortlist={shortlist} />}
              <ul className="mt-3 space-y-3">
                {candidates.map((candidate) => (
                  <CandidateEntry
                    key={candidate.candidateId}
                    candidate={candidate}
                    open={shortlist.status === "open"}
                    onCompanyPage={onCompanyPage}
                  />
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
    </>
  );
}
