import { applicantName } from "~/domain/applicant-name";
import { applicationsListPath } from "~/domain/application-filters";
import { Link } from "react-router";
import { applicationPage as copy, recordLanguage } from "~/content/admin";
import { adminPage } from "~/content/auth";
import { useFormatTime } from "./admin-time";
import type { ApplicationPageData } from "./application-page-data";

/** The way back to the list, whose application this is, earlier ones by the same person, and the last action's notice. */
export function ApplicationHeading({ data }: { data: ApplicationPageData }) {
  const { application } = data;
  const formatTime = useFormatTime();
  return (
    <>
      <p>
        <Link to={applicationsListPath} className="text-brand-700 underline">
          ← {adminPage.title}
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight break-words text-brand-900">{applicantName(application)}</h1>
      <p className="mt-2 text-slate-700">
        {copy.kind[application.type]}
        {copy.received(formatTime(application.createdAt))}
      </p>
      <p className="mt-1 text-slate-700">{recordLanguage.line(application.locale)}</p>
      {data.duplicates.length > 0 && (
        <p className="mt-3 flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-950">{copy.appliedBefore}</span>
          {data.duplicates.map((duplicate) => (
            <Link key={duplicate.id} to={`/admin/applications/${duplicate.id}`} className="text-brand-700 underline">
              {copy.earlierApplication(duplicate.type, formatTime(duplicate.createdAt))}
            </Link>
          ))}
        </p>
      )}
      <div aria-live="polite" className="mt-4">
        {data.notice && <p className="rounded-lg border border-green-700 bg-green-50 p-3 text-green-900">{data.notice}</p>}
      </div>
    </>
  );
}
