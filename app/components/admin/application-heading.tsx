import { applicantName } from "~/domain/applicant-name";
import { applicationsListHref } from "~/domain/application-filters";
import { recordHref } from "~/domain/list-order";
import { Link } from "react-router";
import { recordNavigation as navCopy, viewLabel } from "~/content/admin-list-flow";
import { KeyboardShortcuts } from "./keyboard-shortcuts";
import { applicationPage as copy, recordLanguage } from "~/content/admin";
import { useFormatTime } from "./admin-time";
import type { ApplicationPageData } from "./application-page-data";

const navLink = "inline-flex min-h-11 items-center text-brand-700 underline";

/**
 * The way back to the page of the list this record was opened from, and on to the records either
 * side of it in that list's order (its view, filters and search kept); plain links, so they work
 * without JavaScript. The keyboard shortcuts find them by their data-shortcut.
 */
function RecordNavigation({ list }: { list: ApplicationPageData["list"] }) {
  const { filters, place } = list;
  const step = (id: string | null | undefined, shortcut: string, text: string, label: string, none: string) =>
    id ? (
      <Link to={recordHref(id, filters)} data-shortcut={shortcut} aria-label={label} className={navLink}>
        {text}
      </Link>
    ) : (
      <span className="inline-flex min-h-11 items-center text-slate-600" title={none}>
        {text}
        <span className="sr-only"> ({none})</span>
      </span>
    );
  return (
    <nav aria-label={navCopy.label} className="flex flex-wrap items-center gap-x-4">
      <Link to={applicationsListHref(filters, place?.page)} data-shortcut="back-to-list" className={navLink}>
        ← {navCopy.backToList}
      </Link>
      <span className="text-slate-700">{navCopy.inView(viewLabel(filters.view))}</span>
      {step(place?.previous, "previous-record", `← ${navCopy.previous}`, navCopy.previousRecord, navCopy.first)}
      {step(place?.next, "next-record", `${navCopy.next} →`, navCopy.nextRecord, navCopy.last)}
    </nav>
  );
}

/** The way back to the list, whose application this is, earlier ones by the same person, and the last action's notice. */
export function ApplicationHeading({ data }: { data: ApplicationPageData }) {
  const { application } = data;
  const formatTime = useFormatTime();
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-x-6">
        <RecordNavigation list={data.list} />
        <KeyboardShortcuts page="record" />
      </div>
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
