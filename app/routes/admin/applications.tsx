import { Form, Link } from "react-router";
import { Container } from "~/components/page-section";
import { pageMeta } from "~/components/page-meta";
import { Pager } from "~/components/pager";
import { applicationsList as copy } from "~/content/admin";
import { adminPage } from "~/content/auth";
import { withdrawnStatus } from "~/content/privacy-requests";
import { adminContext } from "~/server/auth/admin-guard.server";
import { ActionButton } from "~/components/admin/admin-ui";
import { NotifyApplicant } from "~/components/admin/notify-applicant";
import { ApplicationFiltersForm } from "~/components/admin/application-filters-form";
import { type ApplicationFilters, filtersQuery } from "~/domain/application-filters";
import { applicationsPage, listAction } from "~/routes/admin/applications.server";
import type { ApplicationListRow } from "~/server/admin/applications.server";
import type { Route } from "./+types/applications";

export const meta: Route.MetaFunction = () => [...pageMeta(adminPage.meta), { name: "robots", content: "noindex" }];

export const loader = ({ request }: Route.LoaderArgs) => applicationsPage(request);

export const action = ({ request, context }: Route.ActionArgs) => listAction(request, context.get(adminContext).email);

/** One form per row: the 'notify' box applies to whichever button is pressed (its value is sent with it). */
function DecisionButtons({ row, page, filters }: { row: ApplicationListRow; page: number; filters: ApplicationFilters }) {
  const name = `${row.firstName} ${row.lastName}`;
  const button = (status: "Accepted" | "Denied", label: string, style: string) => (
    <button type="submit" name="status" value={status} className={`min-h-11 rounded-lg px-4 py-2 font-semibold ${style}`}>
      {label}
      <span className="sr-only"> {name}</span>
    </button>
  );
  return (
    <Form method="post" action={`/admin${filtersQuery(filters, page) || "?"}&index`} className="space-y-1">
      <input type="hidden" name="id" value={row.id} />
      <NotifyApplicant who={name} />
      <div className="flex flex-wrap gap-2">
        {button("Accepted", adminPage.accept, "bg-green-700 text-white hover:bg-green-800")}
        {button("Denied", adminPage.deny, "bg-white text-red-800 ring-1 ring-red-700 ring-inset hover:bg-red-50")}
      </div>
    </Form>
  );
}

export default function AdminApplications({ loaderData }: Route.ComponentProps) {
  const { rows, page, notice, filters } = loaderData;
  return (
    <Container className="py-10">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{adminPage.title}</h1>
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
      </div>
      <ApplicationFiltersForm filters={filters} />
      {rows.length === 0 ? (
        <p className="mt-6 text-lg text-slate-700">
          {filters.view === "list" && !filters.type && !filters.status && !filters.q ? adminPage.empty : copy.nothingMatches}
        </p>
      ) : (
        <div className="relative mt-6 overflow-x-auto rounded-xl ring-1 ring-slate-200">
          <table className="min-w-full divide-y divide-slate-200 text-left">
            <thead className="bg-slate-50 text-sm font-semibold text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-3">{adminPage.columns.name}</th>
                <th scope="col" className="px-4 py-3">{adminPage.columns.email}</th>
                <th scope="col" className="px-4 py-3">{adminPage.columns.message}</th>
                <th scope="col" className="px-4 py-3">{adminPage.columns.status}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 bg-white">
              {rows.map((row) => (
                <tr key={row.id} className="align-top">
                  <th scope="row" className="px-4 py-3 font-medium">
                    <Link to={`/admin/applications/${row.id}`} className="text-brand-700 underline">
                      {row.firstName} {row.lastName}
                    </Link>
                  </th>
                  <td className="px-4 py-3 break-all">
                    <a href={`mailto:${row.email}`} className="text-brand-700 underline">
                      {row.email}
                    </a>
                  </td>
                  <td className="max-w-md px-4 py-3 whitespace-pre-line text-slate-800">
                    {row.message ?? <span className="text-slate-600 italic">{adminPage.noMessage}</span>}
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">
                    {row.spamReason ? (
                      <div className="space-y-2">
                        <p className="text-sm text-slate-700">{copy.spam(row.spamReason)}</p>
                        <ActionButton intent="release" values={{ id: row.id }} style="quiet">
                          {copy.notSpam}
                          <span className="sr-only"> {row.firstName} {row.lastName}</span>
                        </ActionButton>
                      </div>
                    ) : row.status === "Accepted" ? (
                      adminPage.accepted
                    ) : row.status === "Denied" ? (
                      adminPage.denied
                    ) : row.status === "Withdrawn" ? (
                      withdrawnStatus
                    ) : (
                      <DecisionButtons row={row} page={page.page} filters={filters} />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} hrefFor={(number) => `/admin${filtersQuery(filters, number) || "?page=1"}`} label={copy.pagerLabel} />
    </Container>
  );
}
