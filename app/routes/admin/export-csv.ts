import { formatIsoDay } from "~/content/format";
import { readFilters } from "~/domain/application-filters";
import { applicationsCsv } from "~/server/admin/applications-export.server";
import { adminContext } from "~/server/auth/admin-guard.server";
import { services } from "~/server/services.server";
import type { Route } from "./+types/export-csv";

/** /admin/export.csv: the applications of the current view (same filters as the list), as a download; its bare address exports them all. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { database } = await services();
  // "Mine" is the signed-in admin's records, as on the list.
  const filters = readFilters(new URL(request.url).searchParams, { viewer: context.get(adminContext).email, unfiltered: "list" });
  const date = formatIsoDay(new Date());
  return new Response(applicationsCsv(database.db, filters), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="applications-${filters.view === "spam" ? "spam-" : ""}${date}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
