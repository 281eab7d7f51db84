import { describe, expect, it } from "vitest";
import { defaultAvailability } from "~/domain/booking/slots";
import { bySource } from "~/server/pipeline/report-sources.server";
import { bringCountsUpToDate } from "~/server/pipeline/reports.server";
import { insertApplication } from "../support/applications";
import { databaseKinds } from "../support/database";
import { suiteDatabase } from "../support/suite-database";

// The reports' "by source" figure, without HTTP, on PGlite and PostgreSQL: each record counted once
// under its utm_source, else its partner code, else the referring site, else none; case folded;
// engaged company requests and CIO applications beside; spam and records outside the period left out.

const at = (local: string) => new Date(`${local}:00-04:00`);
const context = {
  period: { from: "2026-10-05", to: "2026-10-18" },
  timeZone: "America/Toronto",
  hours: defaultAvailability,
  now: at("2026-10-20T12:00"),
};

describe.each(databaseKinds)("requests and engagements by source on %s", (kind) => {
  const db = suiteDatabase(kind);
  let serial = 0;
  const record = (values: Omit<Parameters<typeof insertApplication>[1], "firstName">) =>
    insertApplication(db(), { ...values, firstName: `Source${(serial += 1)}` });

  it("counts each record once under its first-touch source", async () => {
    const inPeriod = at("2026-10-07T10:00");
    await record({ type: "Company", companyName: "A", utmSource: "LinkedIn", refCode: "partner1", stage: "engaged", createdAt: inPeriod });
    await record({ type: "Company", companyName: "B", utmSource: "linkedin", createdAt: inPeriod });
    await record({ type: "CIO", utmSource: "linkedin", createdAt: inPeriod });
    await record({ type: "Company", companyName: "C", refCode: "partner1", stage: "engaged", createdAt: inPeriod });
    await record({ type: "Company", companyName: "D", referrerHost: "news.example.com", createdAt: inPeriod });
    await record({ type: "CIO", createdAt: inPeriod });
    // Not counted: spam, and a record before the period.
    await record({ type: "Company", companyName: "E", utmSource: "linkedin", spamReason: "honeypot", createdAt: inPeriod });
    await record({ type: "Company", companyName: "F", utmSource: "linkedin", createdAt: at("2026-10-04T23:30") });

    await bringCountsUpToDate(db(), context.timeZone);
    const figure = await bySource(db(), context);
    expect(figure.name).toBe("sources");
    expect(figure.columns.map((column) => column.header)).toEqual(["Source", "Company requests", "Engaged", "CIO applications"]);
    expect(figure.rows).toEqual([
      ["linkedin", 2, 1, 1],
      ["news.example.com", 1, 0, 0],
      ["Partner partner1", 1, 1, 0],
      ["None recorded", 0, 0, 1],
    ]);
    expect(figure.chartLabel).toContain("4 company requests, 2 engaged, and 2 CIO applications across 4 sources");
  });
});
