import { reportFigures as words } from "~/content/admin-reports";
import type { FigureTable } from "~/domain/reports";
import type { Database } from "../db/client.server";
import { periodCounts, type ReportContext } from "./reports.server";

// Requests and engagements by where they came from (decision 0082's first touch). A record's source
// is its campaign's utm_source, else its partner code, else the referring site, else none: one
// label each, so every record is counted once. Case is folded: "LinkedIn" and "linkedin" are one.

type SourceRow = { source: string | null; partner: boolean; company: number; engaged: number; cio: number };

export async function bySource(db: Database, context: ReportContext): Promise<FigureTable> {
  const counts = await periodCounts(db, context.period, ["source", "partner", "source-engaged", "partner-engaged"]);
  const bySourceKey = new Map<string, SourceRow>();
  for (const count of counts) {
    const partner = count.figure.startsWith("partner");
    const key = `${partner ? "partner" : "source"} ${count.label}`;
    const row = bySourceKey.get(key) ?? { source: count.label === "" ? null : count.label, partner, company: 0, engaged: 0, cio: 0 };
    if (count.figure.endsWith("-engaged")) row.engaged += count.count;
    else if (count.type === "Company") row.company += count.count;
    else row.cio += count.count;
    bySourceKey.set(key, row);
  }
  // The most records first; among equals by name, the records of no known source last.
  const rows = [...bySourceKey.values()].sort(
    (a, b) =>
      b.company + b.cio - (a.company + a.cio) ||
      (a.source === null ? 1 : 0) - (b.source === null ? 1 : 0) ||
      (a.source ?? "").localeCompare(b.source ?? ""),
  );
  const copy = words.sources;
  const label = (row: SourceRow) => (row.source === null ? copy.none : row.partner ? copy.partner(row.source) : row.source);
  const table = rows.map((row) => [label(row), row.company, row.engaged, row.cio]);
  const total = (column: 1 | 2 | 3) => table.reduce((sum, row) => sum + (row[column] as number), 0);
  return {
    name: "sources",
    title: copy.title,
    chartLabel: copy.chart(table.length, total(1), total(2), total(3)),
    columns: [{ header: copy.source }, { header: copy.company }, { header: copy.engaged }, { header: copy.cio }],
    rows: table,
    bars: [1, 2, 3],
    note: copy.note,
  };
}
