import { bulkForm as copy } from "~/content/admin-bulk";
import { ownerList } from "~/content/admin-owner";
import { applicantName } from "~/domain/applicant-name";
import { stageOf } from "~/domain/pipeline";
import type { ApplicationListRow } from "~/server/admin/applications.server";
import { cardLabel } from "./admin-ui";
import { BULK_FORM_ID } from "./bulk-actions-form";

// A list row's parts for the bulk actions and owners: its checkbox (in the bulk form by the `form`
// attribute, with the stage and owner the row shows, so a record changed since is skipped), and its
// Owner cell. Cells are table cells from 640 px up, blocks of the row's card below.

const cell = "px-3 py-3 max-sm:p-0";

/** The ticked rows: every row of the page, or these ids. */
export type Selection = { all: boolean; ids: readonly string[] };

export function SelectHeader() {
  return (
    <th scope="col" className="px-3 py-3">
      <span className="sr-only">{copy.selectColumn}</span>
    </th>
  );
}

export function SelectCell({ row, selection }: { row: ApplicationListRow; selection: Selection }) {
  const name = applicantName(row);
  return (
    <td className={`${cell} max-sm:order-first`}>
      <label className="inline-flex min-h-11 min-w-11 cursor-pointer items-center">
        <input
          // Drawn anew when "Select all" or "Clear" is followed: a box the admin has touched keeps its own state otherwise.
          key={selection.all ? "all" : "some"}
          type="checkbox"
          form={BULK_FORM_ID}
          name="id"
          value={row.id}
          defaultChecked={selection.all || selection.ids.includes(row.id)}
          className="size-5 accent-brand-600"
        />
        <span className="sr-only">{copy.select(name)}</span>
      </label>
      <input type="hidden" form={BULK_FORM_ID} name={`shownStage.${row.id}`} value={stageOf(row.type, row.stage)} />
      <input type="hidden" form={BULK_FORM_ID} name={`shownOwner.${row.id}`} value={row.ownerEmail ?? ""} />
    </td>
  );
}

export function OwnerHeader() {
  return (
    <th scope="col" className="px-3 py-3">
      {ownerList.column}
    </th>
  );
}

export function OwnerCell({ row }: { row: ApplicationListRow }) {
  return (
    <td data-label={ownerList.column} className={`${cell} ${cardLabel} text-slate-800 max-sm:w-full`}>
      {row.ownerEmail ?? <span className="text-slate-600 italic">{ownerList.nobody}</span>}
    </td>
  );
}
