import { formatIsoDay } from "~/content/format";
import { readFilters } from "~/domain/application-filters";
import { applicationsCsv } from "~/server/admin/applications-export.server";
import { services } from "~/server/services.server";
import type { Route } from "./+types/export-csv";

/** /admin/export.csv: the applications of the current view (same filters as the list), as a download; its bare address exports them all. */
export async function loader({ request }: Route.LoaderArgs) {
  const { database } = await services();
  const filters = readFilters(new URL(request.url).searchParams, "list");
  const date = formatIsoDay(new Date());
  return new Response(applicationsCsv(database.db, filters), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="applications-${filters.view === "spam" ? "spam-" : ""}${date}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
