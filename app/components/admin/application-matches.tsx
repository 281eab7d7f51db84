import { Link } from "react-router";
import { applicationPage as copy } from "~/content/admin";
import { ActionButton } from "./admin-ui";
import type { ApplicationPageData, ApplicationProblem } from "./application-page-data";

/** The other side's best fits, each with why it fits and a button to introduce the two. */
export function ApplicationMatches({ data, problem }: { data: ApplicationPageData; problem: ApplicationProblem }) {
  const words = copy.matches;
  if (data.application.spamReason) return <p>{words.spam}</p>;
  if (data.application.status === "Withdrawn") return <p>{words.withdrawn}</p>;
  if (data.suggestions.length === 0) return <p>{words.none[data.application.type]}</p>;
  return (
    <>
      {problem?.errors.introduce && (
        <p role="alert" className="mb-4 rounded-lg border border-red-700 bg-red-50 p-3 font-medium text-red-800">
          {problem.errors.introduce}
        </p>
      )}
      <ol className="space-y-4">
        {data.suggestions.map((suggestion) => (
          <li key={suggestion.id} className="rounded-xl p-4 ring-1 ring-slate-200">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <Link to={`/admin/applications/${suggestion.id}`} className="font-semibold text-brand-700 underline">
                {suggestion.name}
              </Link>
              <span className="text-slate-700">{words.fit(suggestion.fit.score)}</span>
            </div>
            {suggestion.fit.reasons.length > 0 ? (
              <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
                {suggestion.fit.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-slate-700">{words.nothingInCommon}</p>
            )}
            <div className="mt-3 flex flex-wrap items-center gap-3">
              {problem?.confirmIntroduction === suggestion.id ? (
                <div role="alert" className="flex flex-wrap items-center gap-3">
                  <span>{words.introducedBefore}</span>
                  <ActionButton intent="introduce" values={{ otherId: suggestion.id, confirmed: "yes" }} style="primary">
                    {words.introduceAgain}
                  </ActionButton>
                </div>
              ) : (
                <ActionButton intent="introduce" values={{ otherId: suggestion.id }} style="primary">
                  {words.introduce}
                  <span className="sr-only"> {suggestion.name}</span>
                </ActionButton>
              )}
              {suggestion.introductions > 0 && <span className="text-sm text-slate-700">{words.introducedTimes(suggestion.introductions)}</span>}
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}
