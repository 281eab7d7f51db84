import { applicantName } from "~/domain/applicant-name";
import { Link } from "react-router";
import { EmailAddress } from "~/components/email-address";
import { applicationsList as copy, busyLabels } from "~/content/admin";
import { stageWithReason } from "~/content/admin-stage-text";
import { adminPage } from "~/content/auth";
import { withdrawnStatus } from "~/content/privacy-requests";
import { type ApplicationFilters, applicationsListHref } from "~/domain/application-filters";
import type { ApplicationListRow } from "~/server/admin/applications.server";
import { recordHref } from "~/domain/list-order";
import { ActionButton, buttonClass, cardLabel } from "./admin-ui";
import { rowLinkAttribute } from "./keyboard-shortcuts";
import { useFormatTime } from "./admin-time";
import { BusyButton, BusyForm } from "./busy-form";
import { NotifyApplicant } from "./notify-applicant";
import { PendingDecisionNote, type PendingDecisionView } from "./pending-decision";
import { OwnerCell, OwnerHeader, SelectCell, SelectHeader, type Selection } from "./bulk-row";

// The applications list: a table from 640 px up; below, each row is a card (the same table, laid
// out as blocks) with the name, type, date, stage, status and buttons within the screen's width.

/** One form per row: the 'notify' box applies to whichever button is pressed (its value is sent with it). */
function DecisionButtons({ row, page, filters }: { row: ApplicationListRow; page: number; filters: ApplicationFilters }) {
  const name = applicantName(row);
  return (
    <BusyForm method="post" action={applicationsListHref(filters, page)} className="space-y-1">
      <input type="hidden" name="id" value={row.id} />
      <NotifyApplicant who={name} />
      <div className="flex flex-wrap gap-2">
        <BusyButton name="status" value="Accepted" busyLabel={busyLabels.accepting} className={buttonClass("accept")}>
          {adminPage.accept}
          <span className="sr-only"> {name}</span>
        </BusyButton>
        <BusyButton name="status" value="Denied" busyLabel={busyLabels.denying} className={buttonClass("deny")}>
          {adminPage.deny}
          <span className="sr-only"> {name}</span>
        </BusyButton>
      </div>
    </BusyForm>
  );
}

type Pending = Record<string, PendingDecisionView>;

function Status({
  row,
  page,
  filters,
  pending,
}: {
  row: ApplicationListRow;
  page: number;
  filters: ApplicationFilters;
  pending?: Pending;
}) {
  if (row.spamReason) {
    return (
      <div className="space-y-2">
        <p className="text-sm text-slate-700">{copy.spam(row.spamReason)}</p>
        <ActionButton intent="release" values={{ id: row.id }} style="quiet" busyLabel={busyLabels.moving}>
          {copy.notSpam}
          <span className="sr-only"> {applicantName(row)}</span>
        </ActionButton>
      </div>
    );
  }
  const waiting = pending?.[row.id];
  if (waiting)
    return (
      <>
        {row.status === "Accepted" ? adminPage.accepted : adminPage.denied}
        <PendingDecisionNote pending={waiting} back={applicationsListHref(filters, page)} />
      </>
    );
  if (row.status === "Accepted") return adminPage.accepted;
  if (row.status === "Denied") return adminPage.denied;
  if (row.status === "Withdrawn") return withdrawnStatus;
  return <DecisionButtons row={row} page={page} filters={filters} />;
}

// Cells are table cells from `sm` (640 px) up, and blocks of a card below it.
const cell = "px-3 py-3 max-sm:p-0";

export function ApplicationsTable({
  rows,
  page,
  filters,
  pending,
  selection,
}: {
  rows: ApplicationListRow[];
  page: number;
  filters: ApplicationFilters;
  /** Decisions inside their undo window, by record (decision 0086). */
  pending?: Pending;
  /** The rows' checkboxes for the bulk form, and which are ticked; none in the spam view. */
  selection?: Selection;
}) {
  const formatTime = useFormatTime();
  const columns = adminPage.columns;
  return (
    <div className="relative mt-6 overflow-x-auto rounded-xl ring-1 ring-slate-200">
      <table className="min-w-full divide-y divide-slate-200 text-left max-sm:block">
        <thead className="bg-slate-50 text-sm font-semibold text-slate-700 max-sm:sr-only">
          <tr>
            {selection && <SelectHeader />}
            <th scope="col" className="px-3 py-3">
              {columns.name}
            </th>
            <th scope="col" className="px-3 py-3">
              {copy.columns.type}
            </th>
            <th scope="col" className="px-3 py-3">
              {copy.columns.received}
            </th>
            <th scope="col" className="px-3 py-3">
              {columns.email}
            </th>
            <th scope="col" className="px-3 py-3">
              {columns.message}
            </th>
            <th scope="col" className="px-3 py-3">
              {copy.columns.stage}
            </th>
            <OwnerHeader />
            <th scope="col" className="px-3 py-3">
              {columns.status}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white max-sm:block">
          {rows.map((row) => (
            <tr key={row.id} className="align-top max-sm:flex max-sm:flex-wrap max-sm:gap-x-3 max-sm:gap-y-1 max-sm:p-4">
              {selection && <SelectCell row={row} selection={selection} />}
              <th scope="row" className={`${cell} font-medium max-sm:w-full`}>
                <Link to={recordHref(row.id, filters)} className="text-brand-700 underline" {...{ [rowLinkAttribute]: "" }}>
                  {applicantName(row)}
                </Link>
              </th>
              <td className={`${cell} whitespace-nowrap max-sm:font-semibold`}>{copy.filters.types[row.type]}</td>
              <td data-label={copy.columns.received} className={`${cell} ${cardLabel} text-slate-800`}>
                <time dateTime={new Date(row.createdAt).toISOString()}>{formatTime(row.createdAt)}</time>
              </td>
              <td className={`${cell} min-w-40 max-sm:w-full max-sm:min-w-0`}>
                <a href={`mailto:${row.email}`} className="text-brand-700 underline">
                  <EmailAddress email={row.email} />
                </a>
              </td>
              <td className={`${cell} max-w-xs whitespace-pre-line text-slate-800 max-sm:line-clamp-3 max-sm:w-full max-sm:max-w-none`}>
                {row.message ?? <span className="text-slate-600 italic">{adminPage.noMessage}</span>}
              </td>
              <td data-label={copy.columns.stage} className={`${cell} ${cardLabel} text-slate-800 max-sm:w-full`}>
                {stageWithReason(row)}
              </td>
              <OwnerCell row={row} />
              <td className={`${cell} whitespace-nowrap max-sm:w-full max-sm:pt-2`}>
                <Status row={row} page={page} filters={filters} pending={pending} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
