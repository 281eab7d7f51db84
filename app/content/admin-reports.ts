// The admin's words for /admin/reports: the period form, each figure's title, what its chart says
// to a screen reader, its table's headers, and the CSV's file name. English only, like the workspace.
import type { PageMetaCopy } from "./types";
import type { PeriodProblem } from "~/domain/reports";

export const reportsPage = {
  meta: { title: "Reports", description: "The team's funnel, reply times and reasons for closing." } satisfies PageMetaCopy,
  title: "Reports",
  intro:
    "Each figure counts the company requests, CIO applications and inquiries received in the period (spam left out), and what has happened to them since. Weeks start on Monday.",
  periodLegend: "Period",
  from: "From",
  to: "To",
  dateHint: "YYYY-MM-DD",
  show: "Show",
  periodShown: (from: string, to: string) => `From ${from} to ${to}, both included.`,
  problems: {
    "invalid-date": "A date was not a calendar day written as YYYY-MM-DD (years 2000 to 2100). Showing the last 12 weeks instead.",
    reversed: "The end came before the start. Showing the last 12 weeks instead.",
    "too-long": "A period can be two years at most. Showing the last 12 weeks instead.",
  } satisfies Record<PeriodProblem, string>,
  download: "Download as CSV",
  downloadFor: (title: string) => ` (${title})`,
  tableCaption: (title: string) => `${title}: the figures`,
  none: "—",
  legend: "Bars:",
};

/** The figures, by their name in the CSV's address. */
export const reportFigures = {
  weekly: {
    title: "New requests and applications per week",
    week: "Week starting",
    company: "Company requests",
    cio: "CIO applications",
    chart: (total: number, company: number, cio: number, weeks: number) =>
      `Bar chart over ${weeks} weeks: ${company} company requests and ${cio} CIO applications, ${total} in all. The table below gives each week.`,
  },
  companyFunnel: {
    title: "Company requests: conversion between stages",
    stage: "Stage",
    reached: "Reached",
    toNext: "Went on to the next stage (%)",
    chart: (first: number, last: number) =>
      `Bar chart: of ${first} company requests, ${last} reached Engaged. The table below gives each stage.`,
  },
  cioFunnel: {
    title: "CIO applications: conversion between stages",
    stage: "Stage",
    reached: "Reached",
    toNext: "Went on to the next stage (%)",
    chart: (first: number, last: number) =>
      `Bar chart: of ${first} CIO applications, ${last} reached Engaged. The table below gives each stage.`,
  },
  replies: {
    title: "Time to first reply, in business hours",
    group: "Kind of record",
    received: "Received",
    answered: "Answered",
    unansweredOverdue: "Unanswered, overdue",
    stillInTime: "Unanswered, still in time",
    median: "Median (hours)",
    p90: "90th percentile (hours)",
    withinDay: "Answered within one business day (%)",
    groups: { company: "Company requests", cio: "CIO applications", inquiry: "Inquiries" },
    note: "Business hours are the opening hours of /book. A request still unanswered after one business day counts as not answered within it; one still in time is left out of the share. An inquiry's reply is its being marked handled.",
    chart: (parts: string) => `Bar chart of the share answered within one business day: ${parts}. The table below gives every figure.`,
    chartPart: (group: string, share: string) => `${group} ${share}`,
  },
  sources: {
    title: "Requests and engagements by source",
    source: "Source",
    company: "Company requests",
    engaged: "Engaged",
    cio: "CIO applications",
    none: "None recorded",
    partner: (code: string) => `Partner ${code}`,
    note: "A record's source is the utm_source of the link it arrived by, else its partner code, else the site that referred it. Visitors without JavaScript, and those who came straight to the site, have none recorded. Engaged counts the company requests of the period that are Engaged now.",
    chart: (sources: number, company: number, engaged: number, cio: number) =>
      `Bar chart of ${company} company requests, ${engaged} engaged, and ${cio} CIO applications across ${sources} sources. The table below gives each count.`,
  },
  closing: {
    title: "Reasons for closing",
    reason: "Reason",
    count: "Records",
    companyClosed: (reason: string) => `Company request closed: ${reason}`,
    cioNotAFit: "CIO application: Not a fit",
    cioWithdrawn: "CIO application: Withdrawn",
    noReason: "no reason stored",
    chart: (total: number) => `Bar chart of ${total} closed requests and applications by reason. The table below gives each count.`,
  },
};

export type ReportFigureName = "weekly" | "company-funnel" | "cio-funnel" | "replies" | "sources" | "closing";

/** The CSV's file name: the figure and the period. */
export const reportCsvName = (figure: string, from: string, to: string) => `report-${figure}-${from}-to-${to}.csv`;
