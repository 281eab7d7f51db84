import { Link } from "react-router";
import { applicationPage as copy, busyLabels } from "~/content/admin";
import { ActionButton, buttonClass } from "./admin-ui";
import type { ActionProblem } from "~/routes/admin/application-action-data";

const words = copy.matches;

/**
 * 'Introduce directly' asks first: both e-mails as they will be queued, then the button that sends
 * them (or, for a pair introduced before, introduces them again). Cancel reloads the page as it was.
 */
export function IntroductionPreview({
  preview,
  applicationId,
  name,
}: {
  preview: NonNullable<ActionProblem["introductionPreview"]>;
  applicationId: string;
  name: string;
}) {
  const again = preview.introducedBefore > 0;
  const values = { otherId: preview.otherId, previewed: "yes", ...(again ? { confirmed: "yes" } : {}) };
  return (
    <section aria-labelledby="introduction-preview" className="mt-3 w-full rounded-xl bg-slate-50 p-4 ring-1 ring-slate-300">
      <h3 id="introduction-preview" className="text-lg font-bold text-brand-900">
        {words.preview.title}
      </h3>
      <p className="mt-1 text-slate-800">{words.preview.intro}</p>
      {again && (
        <p role="alert" className="mt-2 font-medium text-slate-900">
          {words.introducedBefore}
        </p>
      )}
      {preview.messages.map((message) => (
        <article
          key={message.to}
          aria-label={`${words.preview.to} ${message.to}`}
          className="mt-4 rounded-lg bg-white p-4 ring-1 ring-slate-200"
        >
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="font-medium">{words.preview.to}</dt>
            <dd className="break-all">{message.to}</dd>
            <dt className="font-medium">{words.preview.subject}</dt>
            <dd className="break-words">{message.subject}</dd>
          </dl>
          <pre className="mt-3 overflow-x-auto rounded-md bg-slate-100 p-3 font-sans text-sm break-words whitespace-pre-wrap text-slate-900">
            {message.textBody}
          </pre>
        </article>
      ))}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <ActionButton intent="introduce" values={values} style="primary" busyLabel={busyLabels.introducing}>
          {again ? words.introduceAgain : words.preview.confirm}
          <span className="sr-only"> {name}</span>
        </ActionButton>
        <Link to={`/admin/applications/${applicationId}#matches`} className={buttonClass("quiet")}>
          {words.preview.cancel}
        </Link>
      </div>
    </section>
  );
}
