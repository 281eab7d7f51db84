import { Link } from "react-router";
import { applicationPage as copy, busyLabels } from "~/content/admin";
import { canBeIntroduced, FITS_SHOWN_FIRST } from "~/domain/matching";
import { ActionButton } from "./admin-ui";
import { IntroductionPreview } from "./introduction-preview";
import type { ApplicationPageData, ApplicationProblem } from "./application-page-data";

type Suggestion = ApplicationPageData["suggestions"][number];
const words = copy.matches;

/** One fit: why it fits, and (when the two can be introduced) a button to introduce them. */
function Match({
  suggestion,
  introducible,
  confirming,
  preview,
  applicationId,
}: {
  suggestion: Suggestion;
  introducible: boolean;
  confirming: boolean;
  preview?: NonNullable<ApplicationProblem>["introductionPreview"];
  applicationId: string;
}) {
  return (
    <li className="rounded-xl p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Link to={`/admin/applications/${suggestion.id}`} className="font-semibold break-words text-brand-700 underline">
          {suggestion.name}
        </Link>
        <span className="text-slate-700">{words.fit(suggestion.fit.score)}</span>
      </div>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
        {suggestion.fit.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {introducible &&
          (confirming ? (
            <div role="alert" className="flex flex-wrap items-center gap-3">
              <span>{words.introducedBefore}</span>
              <ActionButton
                intent="introduce"
                values={{ otherId: suggestion.id, previewed: "yes", confirmed: "yes" }}
                style="primary"
                busyLabel={busyLabels.introducing}
              >
                {words.introduceAgain}
              </ActionButton>
            </div>
          ) : (
            <ActionButton intent="introduce" values={{ otherId: suggestion.id }} style="primary" busyLabel={busyLabels.introducing}>
              {words.introduce}
              <span className="sr-only"> {suggestion.name}</span>
            </ActionButton>
          ))}
        {suggestion.introductions > 0 && <span className="text-sm text-slate-700">{words.introducedTimes(suggestion.introductions)}</span>}
      </div>
      {introducible && preview && <IntroductionPreview preview={preview} applicationId={applicationId} name={suggestion.name} />}
    </li>
  );
}

/**
 * The other side's best fits (only those with something in common), each with why it fits; the first
 * five, then the rest behind 'Show N more' (a <details>, so it opens without JavaScript too).
 */
export function ApplicationMatches({ data, problem }: { data: ApplicationPageData; problem: ApplicationProblem }) {
  const { application, suggestions } = data;
  if (application.spamReason) return <p>{words.spam}</p>;
  if (application.status === "Withdrawn") return <p>{words.withdrawn}</p>;
  if (application.status === "Denied") return <p>{words.denied}</p>;
  if (suggestions.length === 0) return <p>{words.none[application.type]}</p>;
  const introducible = canBeIntroduced(application);
  const match = (suggestion: Suggestion) => (
    <Match
      key={suggestion.id}
      suggestion={suggestion}
      introducible={introducible}
      confirming={problem?.confirmIntroduction === suggestion.id}
      preview={problem?.introductionPreview?.otherId === suggestion.id ? problem.introductionPreview : undefined}
      applicationId={application.id}
    />
  );
  const more = suggestions.slice(FITS_SHOWN_FIRST);
  // A confirmation asked for a fit further down keeps the rest open.
  const confirmingMore = more.some(
    (suggestion) => suggestion.id === problem?.confirmIntroduction || suggestion.id === problem?.introductionPreview?.otherId,
  );
  return (
    <>
      {problem?.errors.introduce && (
        <p role="alert" className="mb-4 rounded-lg border border-red-700 bg-red-50 p-3 font-medium text-red-800">
          {problem.errors.introduce}
        </p>
      )}
      {!introducible && <p className="mb-4 text-slate-800">{words.acceptFirst}</p>}
      <ol className="space-y-4">{suggestions.slice(0, FITS_SHOWN_FIRST).map(match)}</ol>
      {more.length > 0 && (
        <details open={confirmingMore || undefined} className="mt-4">
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-700 underline">
            {words.showMore(more.length)}
          </summary>
          <ol start={FITS_SHOWN_FIRST + 1} className="mt-2 space-y-4">
            {more.map(match)}
          </ol>
        </details>
      )}
    </>
  );
}
