import { Fragment } from "react";
import { Form, Link } from "react-router";
import {
  type ApplicationFilters,
  applicationsListHref,
  applicationsListPath,
  exportHref,
  filterStages,
  SEARCH_MAX_LENGTH,
} from "~/domain/application-filters";
import { listViews } from "~/content/admin-list-flow";
import { applicationsList } from "~/content/admin";
import { stageLabels } from "~/content/admin-pipeline";
import { ownerList } from "~/content/admin-owner";
import { buttonClass } from "./admin-ui";

const copy = applicationsList;

const selectClass = "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2";

function FilterSelect({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string | null;
  options: [value: string, label: string][];
}) {
  return (
    <div>
      <label htmlFor={`filter-${name}`} className="font-medium">
        {label}
      </label>
      <select id={`filter-${name}`} name={name} defaultValue={value ?? ""} className={selectClass}>
        <option value="">{copy.filters.all}</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Both kinds' stages, a company's first (Engaged, shared, among them), as the filter lists them. */
const stageOptions: [string, string][] = filterStages.map((stage) => [stage, stageLabels[stage]]);

/** Above the list: the Needs a reply / All / Spam views, filters by type, status, language and stage, a search, and the CSV of the view. */
export function ApplicationFiltersForm({ filters }: { filters: ApplicationFilters }) {
  const tab = (view: ApplicationFilters["view"], label: string) => (
    <Link
      to={applicationsListHref({ ...filters, view })}
      aria-current={filters.view === view ? "page" : undefined}
      className="rounded-lg px-4 py-2 font-semibold text-brand-700 ring-1 ring-slate-300 ring-inset aria-[current=page]:bg-brand-600 aria-[current=page]:text-white"
    >
      {label}
    </Link>
  );
  return (
    <div className="mt-6 space-y-4">
      <nav aria-label={copy.views.label} className="flex flex-wrap gap-2">
        {listViews.map(({ view, label }) => (
          <Fragment key={view}>{tab(view, label)}</Fragment>
        ))}
      </nav>
      <Form
        method="get"
        action={applicationsListPath}
        className="grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_1fr_1fr_2fr_auto_auto]"
      >
        {/* A search or filter from "Needs a reply" looks through everything (the address then implies All). */}
        {filters.view !== "reply" && <input type="hidden" name="view" value={filters.view === "spam" ? "spam" : "all"} />}
        <FilterSelect name="type" label={copy.filters.type} value={filters.type} options={Object.entries(copy.filters.types)} />
        <FilterSelect name="status" label={copy.filters.status} value={filters.status} options={Object.entries(copy.filters.statuses)} />
        <FilterSelect
          name="language"
          label={copy.filters.language}
          value={filters.language ?? null}
          options={Object.entries(copy.filters.languages)}
        />
        <FilterSelect name="stage" label={copy.filters.stage} value={filters.stage ?? null} options={stageOptions} />
        <FilterSelect name="owner" label={ownerList.filter} value={filters.mine ? "me" : null} options={[["me", ownerList.mine]]} />
        <div>
          <label htmlFor="filter-q" className="font-medium">
            {copy.filters.search}
          </label>
          <input id="filter-q" type="search" name="q" defaultValue={filters.q} maxLength={SEARCH_MAX_LENGTH} className={selectClass} />
        </div>
        <button type="submit" className={buttonClass("primary")}>
          {copy.filters.submit}
        </button>
        <a href={exportHref(filters)} className={buttonClass("quiet")} download>
          {copy.filters.exportCsv}
        </a>
      </Form>
    </div>
  );
}
