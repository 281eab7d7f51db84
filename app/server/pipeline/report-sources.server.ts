import { sql } from "drizzle-orm";
import { reportFigures as words } from "~/content/admin-reports";
import type { FigureTable } from "~/domain/reports";
import type { Database } from "../db/client.server";
import { receivedInPeriod, type ReportContext } from "./reports.server";

// Requests and engagements by where they came from (decision 0082's first touch). A record's source
// is its campaign's utm_source, else its partner code, else the referring site, else none: one
// label each, so every record is counted once. Case is folded: "LinkedIn" and "linkedin" are one.

type SourceRow = { source: string | null; partner: boolean; company: number | string; engaged: number | string; cio: number | string };

export async function bySource(db: Database, context: ReportContext): Promise<FigureTable> {
  const result = await db.execute(
    sql`select coalesce(lower(nullif(a.utm_source, '')), lower(nullif(a.ref_code, '')), lower(nullif(a.referrer_host, ''))) as source,
          (nullif(a.utm_source, '') is null and nullif(a.ref_code, '') is not null) as partner,
          count(*) filter (where a.type = 'Company') as company,
          count(*) filter (where a.type = 'Company' and a.stage = 'engaged') as engaged,
          count(*) filter (where a.type = 'CIO') as cio
        from applications a where ${receivedInPeriod(context)}
        group by 1, 2 order by count(*) desc, 1 nulls last`,
  );
  const rows = (result as unknown as { rows: SourceRow[] }).rows;
  const copy = words.sources;
  const label = (row: SourceRow) => (row.source === null ? copy.none : row.partner ? copy.partner(row.source) : row.source);
  const table = rows.map((row) => [label(row), Number(row.company), Number(row.engaged), Number(row.cio)]);
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
