import { useEffect } from "react";
import { Link } from "react-router";
import { bulkForm as copy } from "~/content/admin-bulk";
import { closeReasonLabels, stageLabels } from "~/content/admin-pipeline";
import { type ApplicationFilters, applicationsListHref, filterStages } from "~/domain/application-filters";
import { BULK_REASON_MAX_LENGTH } from "~/domain/bulk-actions";
import { closeReasons } from "~/domain/pipeline";
import { buttonClass, fieldControlClass } from "./admin-ui";
import { BusyButton, BusyForm } from "./busy-form";
import { NotifyApplicant } from "./notify-applicant";

// The list's bulk actions, without JavaScript: one POST form above the table, whose rows' checkboxes
// join it by the `form` attribute (a form cannot hold the rows' own Accept and Deny forms). Each
// action is a submit button named "bulk" with the fields it reads beside it.

/** The id the rows' checkboxes name in their `form` attribute. */
export const BULK_FORM_ID = "bulk-actions";

const groupClass = "flex flex-col gap-2 rounded-lg p-3 ring-1 ring-slate-200";

/** The list's address with every row of the page ticked, or none. */
function selectionHref(filters: ApplicationFilters, page: number, all: boolean) {
  const href = applicationsListHref(filters, page);
  if (!all) return href;
  return `${href}${href.includes("?") ? "&" : "?"}select=all`;
}

export function BulkActionsForm({
  filters,
  page,
  admins,
  selectAll,
  done,
  keptReason,
}: {
  filters: ApplicationFilters;
  page: number;
  admins: readonly string[];
  selectAll: boolean;
  /** Set after a bulk action that went through: the ticks and the reason are cleared (with JavaScript, the page stays). */
  done: unknown;
  keptReason: string;
}) {
  useEffect(() => {
    if (done) (document.getElementById(BULK_FORM_ID) as HTMLFormElement | null)?.reset();
  }, [done]);
  return (
    <section aria-labelledby="bulk-title" className="mt-6 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <h2 id="bulk-title" className="text-lg font-bold text-brand-900">
        {copy.title}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{copy.hint}</p>
      <p className="mt-2">
        <Link to={selectionHref(filters, page, !selectAll)} className="text-brand-700 underline">
          {selectAll ? copy.clearSelection : copy.selectAll}
        </Link>
      </p>
      <BusyForm
        id={BULK_FORM_ID}
        method="post"
        action={applicationsListHref(filters, page)}
        className="mt-3 grid gap-3 md:grid-cols-2 xl:grid-cols-4"
      >
        <div className={groupClass}>
          <label htmlFor="bulk-reason" className="font-medium">
            {copy.denyReason}
          </label>
          <p id="bulk-reason-hint" className="text-sm text-slate-700">
            {copy.denyReasonHint}
          </p>
          <textarea
            id="bulk-reason"
            name="reason"
            rows={2}
            maxLength={BULK_REASON_MAX_LENGTH}
            defaultValue={keptReason}
            aria-describedby="bulk-reason-hint"
            className={fieldControlClass}
          />
          <NotifyApplicant />
          <BusyButton name="bulk" value="deny" busyLabel={copy.working} className={buttonClass("deny")}>
            {copy.deny}
          </BusyButton>
        </div>
        <div className={groupClass}>
          <label htmlFor="bulk-owner" className="font-medium">
            {copy.assignTo}
          </label>
          <select id="bulk-owner" name="owner" className={fieldControlClass}>
            <option value="">{copy.nobody}</option>
            {admins.map((admin) => (
              <option key={admin} value={admin}>
                {admin}
              </option>
            ))}
          </select>
          <BusyButton name="bulk" value="assign" busyLabel={copy.working} className={buttonClass("quiet")}>
            {copy.assign}
          </BusyButton>
        </div>
        <div className={groupClass}>
          <label htmlFor="bulk-stage" className="font-medium">
            {copy.moveTo}
          </label>
          <select id="bulk-stage" name="stage" className={fieldControlClass}>
            {filterStages.map((stage) => (
              <option key={stage} value={stage}>
                {stageLabels[stage]}
              </option>
            ))}
          </select>
          <label htmlFor="bulk-close-reason" className="font-medium">
            {copy.closeReason}
          </label>
          <p id="bulk-close-reason-hint" className="text-sm text-slate-700">
            {copy.closeReasonHint}
          </p>
          <select id="bulk-close-reason" name="closeReason" aria-describedby="bulk-close-reason-hint" className={fieldControlClass}>
            <option value="">{copy.chooseReason}</option>
            {closeReasons.map((reason) => (
              <option key={reason} value={reason}>
                {closeReasonLabels[reason]}
              </option>
            ))}
          </select>
          <BusyButton name="bulk" value="stage" busyLabel={copy.working} className={buttonClass("quiet")}>
            {copy.move}
          </BusyButton>
        </div>
        <div className={groupClass}>
          <BusyButton name="bulk" value="spam" busyLabel={copy.working} className={buttonClass("quiet")}>
            {copy.spam}
          </BusyButton>
        </div>
      </BusyForm>
    </section>
  );
}
