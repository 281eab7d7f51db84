import { Container } from "~/components/page-section";
import { pageMeta } from "~/components/page-meta";
import { Pager } from "~/components/pager";
import { applicationsList as copy } from "~/content/admin";
import { adminPage } from "~/content/auth";
import { adminContext } from "~/server/auth/admin-guard.server";
import { ApplicationsTable } from "~/components/admin/applications-table";
import { ApplicationFiltersForm } from "~/components/admin/application-filters-form";
import { applicationsListHref, filtersQuery, narrowed } from "~/domain/application-filters";
import { KeyboardShortcuts } from "~/components/admin/keyboard-shortcuts";
import { nothingWaiting } from "~/content/admin-list-flow";
import { applicationsPage, listAction } from "~/routes/admin/applications.server";
import { BulkActionsForm } from "~/components/admin/bulk-actions-form";
import { BulkNotice } from "~/components/admin/bulk-notice";
import type { Route } from "./+types/applications";

export const meta: Route.MetaFunction = () => [...pageMeta(adminPage.meta), { name: "robots", content: "noindex" }];

export const loader = ({ request, context }: Route.LoaderArgs) => applicationsPage(request, context.get(adminContext).email);

export const action = ({ request, context }: Route.ActionArgs) => listAction(request, context.get(adminContext).email);

export default function AdminApplications({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, page, notice, filters, pending } = loaderData;
  const bulk = actionData && "bulk" in actionData ? actionData.bulk : undefined;
  // The bulk actions are for real records (not the spam view).
  const selection = filters.view !== "spam" ? { all: loaderData.selectAll, ids: bulk?.kept?.ids ?? [] } : undefined;
  return (
    <Container className="py-10">
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900">{adminPage.title}</h1>
        <KeyboardShortcuts page="list" />
      </div>
      <div aria-live="polite" className="mt-4">
        {notice && (
          <div
            className={`rounded-lg border p-3 ${
              notice.tone === "success" ? "border-green-700 bg-green-50 text-green-900" : "border-amber-600 bg-amber-50 text-amber-950"
            }`}
          >
            <p>{notice.text}</p>
            {notice.more && <p className="mt-1">{notice.more}</p>}
          </div>
        )}
        {bulk && <BulkNotice result={bulk} />}
      </div>
      <ApplicationFiltersForm filters={filters} />
      {selection && rows.length > 0 && (
        <BulkActionsForm
          filters={filters}
          page={page.page}
          admins={loaderData.admins}
          selectAll={loaderData.selectAll}
          done={bulk && !bulk.kept ? bulk : null}
          keptReason={bulk?.kept?.reason ?? ""}
        />
      )}
      {rows.length === 0 ? (
        <p className="mt-6 text-lg text-slate-700">
          {narrowed(filters) || filters.view === "spam" ? copy.nothingMatches : filters.view === "reply" ? nothingWaiting : adminPage.empty}
        </p>
      ) : (
        <ApplicationsTable rows={rows} page={page.page} filters={filters} pending={pending} selection={selection} />
      )}
      <Pager
        page={page}
        hrefFor={(number) => applicationsListHref(filters, number) + (number === 1 && !filtersQuery(filters) ? "?page=1" : "")}
        label={copy.pagerLabel}
      />
    </Container>
  );
}
