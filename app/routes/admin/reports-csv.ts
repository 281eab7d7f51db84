import { data } from "react-router";
import { reportCsvName } from "~/content/admin-reports";
import { csvRow, UTF8_BOM } from "~/domain/csv";
import { config } from "~/server/config.server";
import { isReportFigureName, reportContextFor, reportFigureDefinitions } from "~/server/pipeline/report-figures.server";
import { services } from "~/server/services.server";
import type { Route } from "./+types/reports-csv";

/**
 * /admin/reports.csv?figure=<name>&from=…&to=…: one figure of the report as a download, its table's
 * headers and rows, numbers as numbers. Cells are made safe for spreadsheets as the export's are.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const name = params.get("figure") ?? "";
  if (!isReportFigureName(name)) throw data("No such figure.", { status: 404 });
  const { database } = await services();
  // A period that is not one is the page's default, as on the page: the file is named by the period it holds.
  const { context } = await reportContextFor(database.db, params, new Date(), config().timeZone);
  const figure = await reportFigureDefinitions[name](database.db, context);
  const body = UTF8_BOM + csvRow(figure.columns.map((column) => column.header)) + figure.rows.map((row) => csvRow(row)).join("");
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${reportCsvName(name, context.period.from, context.period.to)}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
