import { BarChart, ChartLegend, FigureData } from "~/components/admin/bar-chart";
import { AdminSection } from "~/components/admin/admin-ui";
import { pageMeta } from "~/components/page-meta";
import { Container } from "~/components/page-section";
import { reportsPage as copy } from "~/content/admin-reports";
import { config } from "~/server/config.server";
import { readReport, reportContextFor } from "~/server/pipeline/report-figures.server";
import { services } from "~/server/services.server";
import type { Route } from "./+types/reports";

export const meta: Route.MetaFunction = () => [...pageMeta(copy.meta), { name: "robots", content: "noindex" }];

/** /admin/reports: every figure of the period in the address (the last twelve weeks by default). */
export async function loader({ request }: Route.LoaderArgs) {
  const { database } = await services();
  const { context, problem } = await reportContextFor(database.db, new URL(request.url).searchParams, new Date(), config().timeZone);
  return { period: context.period, problem, figures: await readReport(database.db, context) };
}

const inputClass = "mt-1 block w-full rounded-lg border border-slate-400 px-3 py-2 sm:w-44";

export default function AdminReports({ loaderData }: Route.ComponentProps) {
  const { period, problem, figures } = loaderData;
  const query = new URLSearchParams({ from: period.from, to: period.to });
  return (
    <Container className="py-10">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{copy.title}</h1>
      <p className="mt-3 max-w-3xl text-slate-700">{copy.intro}</p>
      {/* A GET form: the period is in the address, so a report can be bookmarked and works without script. */}
      <form method="get" className="mt-6">
        <fieldset className="flex flex-wrap items-end gap-4">
          <legend className="mb-2 font-semibold text-slate-900">{copy.periodLegend}</legend>
          <div>
            <label htmlFor="report-from" className="block font-medium text-slate-900">
              {copy.from}
            </label>
            <input id="report-from" name="from" type="date" defaultValue={period.from} className={inputClass} />
          </div>
          <div>
            <label htmlFor="report-to" className="block font-medium text-slate-900">
              {copy.to}
            </label>
            <input id="report-to" name="to" type="date" defaultValue={period.to} className={inputClass} />
          </div>
          <button
            type="submit"
            className="inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
          >
            {copy.show}
          </button>
        </fieldset>
      </form>
      {problem && (
        <p role="alert" className="mt-4 font-medium text-red-800">
          {copy.problems[problem]}
        </p>
      )}
      <p className="mt-4 text-slate-700">{copy.periodShown(period.from, period.to)}</p>
      {figures.map((figure) => (
        <AdminSection key={figure.name} title={figure.title} id={`figure-${figure.name}`}>
          <BarChart figure={figure} />
          <ChartLegend figure={figure} />
          {figure.note && <p className="mt-3 max-w-3xl text-sm text-slate-700">{figure.note}</p>}
          <FigureData figure={figure} />
          <a
            href={`/admin/reports.csv?figure=${figure.name}&${query.toString()}`}
            download
            className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          >
            {copy.download}
            <span className="sr-only">{copy.downloadFor(figure.title)}</span>
          </a>
        </AdminSection>
      ))}
    </Container>
  );
}
