import { reportsPage as copy } from "~/content/admin-reports";
import type { FigureCell, FigureTable } from "~/domain/reports";

// A figure of the reports drawn on the server: a horizontal bar chart in SVG (no script, no chart
// library), one group of bars per row of the figure's table, and the table itself under it. The
// chart is one image to a screen reader, named by a sentence of its figures; the table holds every
// figure as text. Drawn 360 units wide, so its words stay readable on a 390 px phone, and no wider
// than a column on a desk, where the words would grow too big. Each row's label sits above its
// bars, so a long label is never cut at a phone's width.

const width = 360;
const valueWidth = 56;
const labelHeight = 18;
const barHeight = 16;
const barGap = 3;
const rowGap = 12;
const barArea = width - valueWidth;
/** One fill per series, told apart by shade and by the legend in words. */
const seriesFills = ["fill-brand-600", "fill-amber-600"];
const seriesSwatches = ["bg-brand-600", "bg-amber-600"];

/** A cell as the table and the chart's value show it: a share with %, hours with h, nothing as a dash. */
export function formatCell(value: FigureCell, unit?: "percent" | "hours"): string {
  if (value === null) return copy.none;
  if (typeof value === "string") return value;
  return unit === "percent" ? `${value}%` : unit === "hours" ? `${value} h` : String(value);
}

const numberOf = (value: FigureCell) => (typeof value === "number" ? value : 0);

export function BarChart({ figure }: { figure: FigureTable }) {
  const { rows, bars, columns } = figure;
  const percent = bars.every((column) => columns[column]?.unit === "percent");
  const max = percent ? 100 : Math.max(1, ...rows.flatMap((row) => bars.map((column) => numberOf(row[column] ?? null))));
  const groupHeight = labelHeight + bars.length * (barHeight + barGap) - barGap;
  const height = rows.length * (groupHeight + rowGap);
  return (
    <svg
      role="img"
      aria-label={figure.chartLabel}
      viewBox={`0 0 ${width} ${height}`}
      className="block h-auto w-full max-w-lg"
      xmlns="http://www.w3.org/2000/svg"
    >
      {rows.map((row, index) => {
        // Each row's label on a line of its own above its bars, so a long one is never cut.
        const top = index * (groupHeight + rowGap);
        const label = figure.barLabels?.[index] ?? formatCell(row[0] ?? null);
        return (
          <g key={index}>
            <text x={0} y={top + 13} className="fill-slate-900 text-[13px] font-medium">
              {label}
            </text>
            {bars.map((column, series) => {
              const value = row[column] ?? null;
              const length = Math.round((numberOf(value) / max) * barArea);
              const y = top + labelHeight + series * (barHeight + barGap);
              return (
                <g key={column}>
                  <rect x={0} y={y} width={length} height={barHeight} className={seriesFills[series % seriesFills.length]} />
                  <text x={length + 4} y={y + 12} className="fill-slate-900 text-[13px]">
                    {formatCell(value, columns[column]?.unit)}
                  </text>
                </g>
              );
            })}
          </g>
        );
      })}
    </svg>
  );
}

/** What each colour of bars stands for, when there is more than one. */
export function ChartLegend({ figure }: { figure: FigureTable }) {
  if (figure.bars.length < 2) return null;
  return (
    <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
      <span>{copy.legend}</span>
      {figure.bars.map((column, series) => (
        <span key={column} className="inline-flex items-center gap-1">
          <span aria-hidden="true" className={`inline-block size-3 ${seriesSwatches[series % seriesSwatches.length]}`} />
          {figure.columns[column]?.header}
        </span>
      ))}
    </p>
  );
}

/** The figure's numbers as a table, scrolled sideways on a phone when it has many columns. */
export function FigureData({ figure }: { figure: FigureTable }) {
  const caption = copy.tableCaption(figure.title);
  return (
    <div role="region" aria-label={caption} tabIndex={0} className="mt-4 max-w-full overflow-x-auto">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            {figure.columns.map((column, index) => (
              <th key={index} scope="col" className={`px-2 py-2 font-semibold text-slate-900 ${index > 0 ? "text-right" : ""}`}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {figure.rows.map((row, rowIndex) => (
            <tr key={rowIndex} className="border-b border-slate-200">
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row" className="px-2 py-2 font-medium text-slate-900">
                    {formatCell(cell)}
                  </th>
                ) : (
                  <td key={index} className="px-2 py-2 text-right text-slate-900 tabular-nums">
                    {formatCell(cell, figure.columns[index]?.unit)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
