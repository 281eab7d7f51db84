import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/server/db/client.server";
import { applicationEvents, inquiries } from "~/server/db/schema.server";
import { createAccount, request } from "../support/accounts";
import { decoded, sectionOf } from "../support/admin-http";
import { insertApplication } from "../support/applications";
import { databaseKinds } from "../support/database";
import { TEST_AUTH_SECRET } from "../support/lead-forms";
import { seededDatabase } from "../support/seeded-database";
import { type RunningServer, startServer } from "../support/server";

// The reports over HTTP, on PGlite and PostgreSQL: requests, applications, inquiries, stage moves,
// decisions and replies stored at known times in two October weeks in Toronto (opening hours the
// default, weekdays 9:00 to 17:00), then the page's tables and each figure's CSV checked against
// figures worked out by hand below. Records just outside the period, and spam, must not count.

const slowStart = 150_000;
const adminEmail = "reports.admin@example.ca";
const outsiderEmail = "reports.outsider@example.ca";
const password = "correct horse battery";
const period = "from=2026-10-05&to=2026-10-18";

/** An instant on Toronto's clock in October (UTC-4, before the clocks go back). */
const toronto = (local: string) => new Date(`${local}:00-04:00`);

type Event = { kind: "stage-moved" | "decided" | "withdrawn"; at: string; stage?: string; status?: "Accepted" | "Denied"; reason?: string };

async function record(
  db: Database,
  values: {
    type: "CIO" | "Company";
    at: string;
    stage?: string;
    closeReason?: string;
    status?: "Accepted" | "Denied" | "Withdrawn";
    spam?: boolean;
  },
  events: Event[] = [],
) {
  const row = await insertApplication(db, {
    type: values.type,
    firstName: `R${randomUUID().slice(0, 8)}`,
    companyName: values.type === "Company" ? "Firm" : null,
    stage: values.stage ?? null,
    closeReason: values.closeReason ?? null,
    status: values.status ?? null,
    spamReason: values.spam ? "honeypot" : null,
    createdAt: toronto(values.at),
  });
  for (const event of events) {
    await db.insert(applicationEvents).values({
      applicationId: row.id,
      kind: event.kind,
      stage: event.stage ?? null,
      status: event.status ?? null,
      reason: event.reason ?? null,
      actor: adminEmail,
      createdAt: toronto(event.at),
    });
  }
}

async function inquiry(db: Database, at: string, handledAt: string | null, spam = false) {
  await db.insert(inquiries).values({
    firstName: "Ina",
    lastName: "Quill",
    email: "ina@example.ca",
    phone: "4165550100",
    submissionKey: randomUUID(),
    spamReason: spam ? "honeypot" : null,
    handledBy: handledAt ? adminEmail : null,
    handledAt: handledAt ? toronto(handledAt) : null,
    createdAt: toronto(at),
  });
}

async function seed(db: Database) {
  const moved = (stage: string, at: string, reason?: string): Event => ({ kind: "stage-moved", stage, at, reason });
  // Company requests. Monday 10:00, answered at 12:00 (2 business hours), then all the way to Engaged.
  await record(db, { type: "Company", at: "2026-10-05T10:00", stage: "engaged" }, [
    moved("contacted", "2026-10-05T12:00"),
    moved("shortlist-sent", "2026-10-07T10:00"),
    moved("meeting", "2026-10-09T10:00"),
    moved("engaged", "2026-10-12T10:00"),
  ]);
  // Tuesday 16:00, answered Wednesday 15:00 (1 + 6 hours, on time), then closed for its budget.
  await record(db, { type: "Company", at: "2026-10-06T16:00", stage: "closed", closeReason: "no-budget" }, [
    moved("contacted", "2026-10-07T15:00"),
    moved("closed", "2026-10-08T10:00", "no-budget"),
  ]);
  // Friday 16:00, answered Tuesday 10:00 (1 + 8 + 1 hours: late, it was due Monday 16:00); at
  // Meeting now with no move recorded past Contacted: its stage now counts.
  await record(db, { type: "Company", at: "2026-10-09T16:00", stage: "meeting" }, [moved("contacted", "2026-10-13T10:00")]);
  // Monday 9:30, never answered: overdue.
  await record(db, { type: "Company", at: "2026-10-12T09:30" });
  // Wednesday 11:00, closed at 11:30 (a reply after 30 minutes) as gone elsewhere.
  await record(db, { type: "Company", at: "2026-10-14T11:00", stage: "closed", closeReason: "went-elsewhere" }, [
    moved("closed", "2026-10-14T11:30", "went-elsewhere"),
  ]);
  // Sunday 23:30, the period's last half hour; denied Monday 10:00 (one business hour, on time).
  await record(db, { type: "Company", at: "2026-10-18T23:30", stage: "closed", closeReason: "no-fit", status: "Denied" }, [
    { kind: "decided", status: "Denied", at: "2026-10-19T10:00" },
  ]);
  // Outside the period or spam: none of these counts anywhere.
  await record(db, { type: "Company", at: "2026-10-19T00:30", stage: "closed", closeReason: "no-answer" });
  await record(db, { type: "Company", at: "2026-10-04T23:30", stage: "engaged" });
  await record(db, { type: "Company", at: "2026-10-06T10:00", spam: true, stage: "closed", closeReason: "other" });
  await record(db, { type: "CIO", at: "2026-10-07T10:00", spam: true });

  // CIO applications. Monday 9:00, to Screening at 9:45, accepted, then Engaged.
  await record(db, { type: "CIO", at: "2026-10-05T09:00", stage: "engaged", status: "Accepted" }, [
    moved("screening", "2026-10-05T09:45"),
    { kind: "decided", status: "Accepted", at: "2026-10-06T10:00" },
    moved("engaged", "2026-10-08T10:00"),
  ]);
  // Tuesday 14:00, accepted Wednesday 10:00 (3 + 1 hours), later denied: it reached In network.
  await record(db, { type: "CIO", at: "2026-10-13T14:00", stage: "not-a-fit", status: "Denied" }, [
    { kind: "decided", status: "Accepted", at: "2026-10-14T10:00" },
    { kind: "decided", status: "Denied", at: "2026-10-15T10:00" },
  ]);
  // Thursday 10:00, withdrawn by the person before anyone answered: a withdrawal is not a reply.
  await record(db, { type: "CIO", at: "2026-10-15T10:00", stage: "withdrawn", status: "Withdrawn" }, [
    { kind: "withdrawn", at: "2026-10-16T10:00" },
  ]);

  // Inquiries: handled after 15 minutes; Friday 16:30 handled Monday 9:30 (one hour); never handled; spam.
  await inquiry(db, "2026-10-05T11:00", "2026-10-05T11:15");
  await inquiry(db, "2026-10-16T16:30", "2026-10-19T09:30");
  await inquiry(db, "2026-10-07T10:00", null);
  await inquiry(db, "2026-10-08T10:00", null, true);
}

// The figures, worked out by hand from the records above.
const expected = {
  weekly: [
    ["Week starting", "Company requests", "CIO applications"],
    ["2026-10-05", "3", "1"],
    ["2026-10-12", "3", "2"],
  ],
  "company-funnel": [
    ["Stage", "Reached", "Went on to the next stage (%)"],
    ["New", "6", "50"],
    ["Contacted", "3", "66.7"],
    ["Shortlist sent", "2", "100"],
    ["Meeting", "2", "50"],
    ["Engaged", "1", ""],
  ],
  "cio-funnel": [
    ["Stage", "Reached", "Went on to the next stage (%)"],
    ["Applied", "3", "66.7"],
    ["Screening", "2", "100"],
    ["In network", "2", "50"],
    ["Engaged", "1", ""],
  ],
  // Company: 30, 60, 120, 420, 600 minutes, 4 on time of 5 answered and 1 overdue. CIO: 45 and 240
  // minutes, 1 overdue. Inquiries: 15 and 60 minutes, 1 overdue.
  replies: [
    [
      "Kind of record",
      "Received",
      "Answered",
      "Unanswered, overdue",
      "Unanswered, still in time",
      "Median (hours)",
      "90th percentile (hours)",
      "Answered within one business day (%)",
    ],
    ["Company requests", "6", "5", "1", "0", "2", "10", "66.7"],
    ["CIO applications", "3", "2", "1", "0", "0.8", "4", "66.7"],
    ["Inquiries", "3", "2", "1", "0", "0.3", "1", "66.7"],
  ],
  closing: [
    ["Reason", "Records"],
    ["Company request closed: No fit", "1"],
    ["Company request closed: No budget", "1"],
    ["Company request closed: Went elsewhere", "1"],
    ["Company request closed: No answer", "0"],
    ["Company request closed: Other", "0"],
    ["CIO application: Not a fit", "1"],
    ["CIO application: Withdrawn", "1"],
  ],
};

/** A CSV's cells, its BOM taken off: a cell is quoted when it holds a comma (none holds a quote or a line break). */
const csvCells = (text: string) =>
  text
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .filter((line) => line !== "")
    .map((line) =>
      [...line.matchAll(/"([^"]*)"|([^,]*)/g)]
        .filter((match) => match.index === 0 || line[match.index - 1] === ",")
        .map((match) => match[1] ?? match[2]!),
    );

/** A section's table as the page shows it, cell by cell. */
const tableOf = (section: string) =>
  [...section.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...row[1]!.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) => decoded(cell[1]!.replace(/<[^>]+>/g, "")).trim()),
  );

/** The page's cells carry their units: a share with %, hours with h, nothing as a dash. */
function onPage(figure: keyof typeof expected): string[][] {
  const [header, ...rows] = expected[figure];
  const units = header!.map((column) => (column.endsWith("(%)") ? "%" : column.endsWith("(hours)") ? " h" : ""));
  return [header!, ...rows.map((row) => row.map((cell, index) => (index === 0 ? cell : cell === "" ? "—" : `${cell}${units[index]}`)))];
}

describe.each(databaseKinds)("the reports on %s", (kind) => {
  let server: RunningServer;
  let admin: string;
  let outsider: string;
  let dropPostgres: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const seeded = await seededDatabase(kind, seed);
    dropPostgres = seeded.drop;
    server = await startServer(
      { AUTH_SECRET: TEST_AUTH_SECRET, ADMIN_EMAILS: adminEmail, TIME_ZONE: "America/Toronto", ...seeded.env },
      slowStart,
    );
    admin = (await createAccount(server, adminEmail, password, { verify: true }))!;
    outsider = (await createAccount(server, outsiderEmail, password, { verify: true }))!;
  }, 240_000);

  afterAll(async () => {
    if (server) expect(await server.stop()).toBe(0);
    await dropPostgres?.();
  });

  it("shows every figure of the period, as a chart named in words and as a table", async () => {
    const response = await request(`${server.url}/admin/reports?${period}`, admin);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const html = await response.text();
    expect(decoded(html)).toContain("From 2026-10-05 to 2026-10-18, both included.");
    for (const figure of Object.keys(expected) as (keyof typeof expected)[]) {
      const section = sectionOf(html, `figure-${figure}`);
      expect(tableOf(section), figure).toEqual(onPage(figure));
      expect(section, figure).toMatch(/<svg role="img" aria-label="[^"]+"/);
      expect(section, figure).toContain(`href="/admin/reports.csv?figure=${figure}&amp;${period.replace("&", "&amp;")}"`);
    }
    const weekly = sectionOf(html, "figure-weekly");
    expect(decoded(weekly)).toContain('aria-label="Bar chart over 2 weeks: 6 company requests and 3 CIO applications, 9 in all.');
  });

  it("gives each figure as CSV, numbers as numbers", async () => {
    for (const figure of Object.keys(expected) as (keyof typeof expected)[]) {
      const response = await request(`${server.url}/admin/reports.csv?figure=${figure}&${period}`, admin);
      expect(response.status, figure).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(response.headers.get("content-disposition")).toBe(`attachment; filename="report-${figure}-2026-10-05-to-2026-10-18.csv"`);
      expect(csvCells(await response.text()), figure).toEqual(expected[figure]);
    }
    expect((await request(`${server.url}/admin/reports.csv?figure=nonsense&${period}`, admin)).status).toBe(404);
  });

  it("shows the last twelve weeks, with the problem named, for dates that are not a period", async () => {
    for (const [query, message] of [
      ["from=2026-02-30&to=2026-03-01", "A date was not a calendar day"],
      ["from=2026-10-18&to=2026-10-05", "The end came before the start."],
      ["from=2020-01-01&to=2026-10-05", "A period can be two years at most."],
      ["from=%00%3Cscript%3E&to=", "A date was not a calendar day"],
    ]) {
      const response = await request(`${server.url}/admin/reports?${query}`, admin);
      expect(response.status, query).toBe(200);
      const html = decoded(await response.text());
      expect(html, query).toContain(message);
      expect(html, query).toMatch(/From \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}, both included\./);
      expect(html, query).not.toContain("<script>");
    }
    const plain = decoded(await (await request(`${server.url}/admin/reports`, admin)).text());
    expect(plain).not.toContain("Showing the last 12 weeks instead");
    expect(tableOf(sectionOf(await (await request(`${server.url}/admin/reports`, admin)).text(), "figure-weekly"))).toHaveLength(13);
  });

  it("sends anyone but an admin to sign in, with no figures", async () => {
    for (const path of [`/admin/reports?${period}`, `/admin/reports.csv?figure=weekly&${period}`]) {
      for (const cookie of [null, outsider]) {
        const response = await request(`${server.url}${path}`, cookie);
        expect(response.status, path).toBe(302);
        expect(response.headers.get("location"), path).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
        expect(await response.text(), path).not.toContain("Company requests");
      }
    }
  });
});
