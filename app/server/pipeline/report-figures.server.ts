import { reportFigures as words, type ReportFigureName } from "~/content/admin-reports";
import { stageLabels } from "~/content/admin-pipeline";
import { closeReasonText } from "~/content/admin-stage-text";
import { cioStages, closeReasons, companyStages } from "~/domain/pipeline";
import { wallTimeOf } from "~/domain/booking/zoned-time";
import {
  countsByWeek,
  type FigureTable,
  funnel,
  hoursOf,
  type PeriodProblem,
  readPeriod,
  type ReplySummary,
  weeksOf,
} from "~/domain/reports";
import { currentAvailability } from "../booking/availability.server";
import type { Database } from "../db/client.server";
import { bySource } from "./report-sources.server";
import { replyFigures, settleReplies } from "./report-replies.server";
import { closingCounts, furthestStages, bringCountsUpToDate, type ReportContext, weeklyCounts } from "./reports.server";

// The report's figures, each one query (reports.server.ts) made into a table with its words: the
// page draws each as a chart and its table, and /admin/reports.csv writes the one asked for. A new
// figure is one more entry here, with its query, and its name in ReportFigureName.

type FigureDefinition = (db: Database, context: ReportContext) => Promise<FigureTable>;

const shortDay = new Intl.DateTimeFormat("en-CA", { month: "short", day: "numeric", timeZone: "UTC" });

async function weekly(db: Database, context: ReportContext): Promise<FigureTable> {
  const weeks = weeksOf(context.period);
  const rows = await weeklyCounts(db, context);
  const company = countsByWeek(
    weeks,
    rows.filter((row) => row.type === "Company"),
  );
  const cio = countsByWeek(
    weeks,
    rows.filter((row) => row.type === "CIO"),
  );
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return {
    name: "weekly",
    title: words.weekly.title,
    chartLabel: words.weekly.chart(sum(company) + sum(cio), sum(company), sum(cio), weeks.length),
    columns: [{ header: words.weekly.week }, { header: words.weekly.company }, { header: words.weekly.cio }],
    rows: weeks.map((week, index) => [week, company[index]!, cio[index]!]),
    bars: [1, 2],
    barLabels: weeks.map((week) => shortDay.format(new Date(`${week}T12:00:00Z`))),
  };
}

function funnelFigure(type: "CIO" | "Company"): FigureDefinition {
  const stages = type === "CIO" ? cioStages.slice(0, 4) : companyStages.slice(0, 5);
  const copy = type === "CIO" ? words.cioFunnel : words.companyFunnel;
  return async (db, context) => {
    const steps = funnel(stages, await furthestStages(db, context, type));
    return {
      name: type === "CIO" ? "cio-funnel" : "company-funnel",
      title: copy.title,
      chartLabel: copy.chart(steps[0]!.reached, steps.at(-1)!.reached),
      columns: [{ header: copy.stage }, { header: copy.reached }, { header: copy.toNext, unit: "percent" }],
      rows: steps.map((step) => [stageLabels[step.stage as keyof typeof stageLabels], step.reached, step.toNext]),
      bars: [1],
    };
  };
}

async function replies(db: Database, context: ReportContext): Promise<FigureTable> {
  const figures = await replyFigures(db, context);
  const copy = words.replies;
  const groups = (["company", "cio", "inquiry"] as const).map((group) => [copy.groups[group], figures[group]] as const);
  const row = (label: string, summary: ReplySummary) => [
    label,
    summary.received,
    summary.answered,
    summary.unansweredOverdue,
    summary.stillInTime,
    hoursOf(summary.medianMinutes),
    hoursOf(summary.p90Minutes),
    summary.withinDayShare,
  ];
  return {
    name: "replies",
    title: copy.title,
    chartLabel: copy.chart(
      groups
        .map(([label, summary]) => copy.chartPart(label, summary.withinDayShare === null ? "—" : `${summary.withinDayShare}%`))
        .join(", "),
    ),
    columns: [
      { header: copy.group },
      { header: copy.received },
      { header: copy.answered },
      { header: copy.unansweredOverdue },
      { header: copy.stillInTime },
      { header: copy.median, unit: "hours" },
      { header: copy.p90, unit: "hours" },
      { header: copy.withinDay, unit: "percent" },
    ],
    rows: groups.map(([label, summary]) => row(label, summary)),
    bars: [7],
    note: copy.note,
  };
}

async function closing(db: Database, context: ReportContext): Promise<FigureTable> {
  const rows = await closingCounts(db, context);
  const copy = words.closing;
  const count = (match: (row: (typeof rows)[number]) => boolean) => rows.filter(match).reduce((total, row) => total + row.count, 0);
  const closed = rows.filter((row) => row.type === "Company" && row.stage === "closed");
  // Every reason in its usual order, zero or not; a reason stored outside the list (none is written) after them.
  const others = [...new Set(closed.map((row) => row.closeReason))].filter(
    (reason) => !(closeReasons as readonly (string | null)[]).includes(reason),
  );
  const table: [string, number][] = [
    ...[...closeReasons, ...others].map((reason): [string, number] => [
      copy.companyClosed(closeReasonText(reason) ?? copy.noReason),
      count((row) => row.type === "Company" && row.stage === "closed" && row.closeReason === reason),
    ]),
    [copy.cioNotAFit, count((row) => row.type === "CIO" && row.stage === "not-a-fit")],
    [copy.cioWithdrawn, count((row) => row.type === "CIO" && row.stage === "withdrawn")],
  ];
  return {
    name: "closing",
    title: copy.title,
    chartLabel: copy.chart(table.reduce((total, [, value]) => total + value, 0)),
    columns: [{ header: copy.reason }, { header: copy.count }],
    rows: table,
    bars: [1],
  };
}

/** The figures in the page's order, by their name in the CSV's address. */
export const reportFigureDefinitions: Record<ReportFigureName, FigureDefinition> = {
  weekly,
  "company-funnel": funnelFigure("Company"),
  "cio-funnel": funnelFigure("CIO"),
  replies,
  sources: bySource,
  closing,
};

export const isReportFigureName = (name: string): name is ReportFigureName => Object.hasOwn(reportFigureDefinitions, name);

/** Every figure of the period, read side by side. */
export async function readReport(db: Database, context: ReportContext): Promise<FigureTable[]> {
  return Promise.all(Object.values(reportFigureDefinitions).map((figure) => figure(db, context)));
}

/**
 * What a report is asked for: the period of the address's from and to (the default, with the
 * problem named, when they are not a period), the team's opening hours, now, and the zone.
 */
export async function reportContextFor(
  db: Database,
  params: URLSearchParams,
  now: Date,
  timeZone: string,
): Promise<{ context: ReportContext; problem: PeriodProblem | null }> {
  const { period, problem } = readPeriod(params.get("from"), params.get("to"), wallTimeOf(now, timeZone).day);
  const context = { period, timeZone, hours: await currentAvailability(db), now };
  // The replies made since the last report are counted first, so a recount after a change of
  // zone (or the first report) finds them counted rather than counting each one again.
  await settleReplies(db, context);
  await bringCountsUpToDate(db, timeZone);
  return { context, problem };
}
