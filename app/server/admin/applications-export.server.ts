import { and, eq, gt, lt, or, sql } from "drizzle-orm";
import { words } from "~/content/words";
import { leadFormsIn } from "~/domain/forms/lead-forms";
import { csvHeaders, recordLanguage } from "~/content/admin";
import { ownerCsvHeader } from "~/content/admin-owner";
import { closeReasonText, stageText } from "~/content/admin-stage-text";
import { leadSourceCsvHeaders } from "~/content/admin-lead-source";
import { sourceFieldNames } from "~/domain/forms/lead-source";
import type { ApplicationFilters } from "~/domain/application-filters";
import { applicantName } from "~/domain/applicant-name";
import { describeConsent } from "~/domain/consent";
import { consentEvidence } from "~/content/forms";
import { csvRow, UTF8_BOM } from "~/domain/csv";
import { applicationCsvColumns, type CsvCell } from "~/domain/forms/record";
import { filterCondition, newestFirst } from "./applications.server";
import type { Database } from "../db/client.server";
import { applications } from "../db/schema.server";

const BATCH = 500;

type Row = typeof applications.$inferSelect;

/**
 * Every column of an application, in this order: the record's own (id, type, decision) first, then
 * the forms' fields as the map from field to record lists them (app/domain/forms/record.ts), then
 * the spam reason and the consent evidence; columns added later come last, after the language.
 */
const columns: [string, (row: Row) => string | Date | readonly string[] | null][] = [
  [csvHeaders.id, (row) => row.id],
  [csvHeaders.type, (row) => row.type],
  [csvHeaders.name, (row) => applicantName(row)],
  [csvHeaders.received, (row) => row.createdAt],
  [csvHeaders.status, (row) => row.status],
  [csvHeaders.decidedBy, (row) => row.decidedBy],
  [csvHeaders.decidedAt, (row) => row.decidedAt],
  ...applicationCsvColumns(leadFormsIn(words("en"))).map(({ header, value }): [string, (row: Row) => CsvCell] => [header, value]),
  [csvHeaders.spamReason, (row) => row.spamReason],
  // The news e-mail box (CASL evidence); empty on rows stored before it was recorded.
  [csvHeaders.newsConsent, (row) => (row.newsConsent === null ? null : describeConsent(row, consentEvidence).answer)],
  [csvHeaders.consentVersion, (row) => row.consentVersion],
  [csvHeaders.consentAt, (row) => row.consentAt],
  [csvHeaders.consentForm, (row) => describeConsent(row, consentEvidence).form],
  // Last, so the columns before it keep their places for whoever reads the file by position.
  [csvHeaders.language, (row) => recordLanguage.name(row.locale)],
  // After it, for the same reason: where it stands in the team's work, and why it was closed.
  [csvHeaders.stage, (row) => stageText(row.type, row.stage)],
  [csvHeaders.closeReason, (row) => closeReasonText(row.closeReason)],
  // Where it came from (decision 0082): text as sent, made safe by csvRow like any other cell.
  ...sourceFieldNames.map((name): [string, (row: Row) => string | null] => [leadSourceCsvHeaders[name], (row) => row[name]]),
  // Last: the admin the record is assigned to, empty for nobody.
  [ownerCsvHeader, (row) => row.ownerEmail],
];

/**
 * The applications of a view as CSV, streamed: a batch of rows is read only when the previous
 * one has been sent, so 100,000 rows never sit in memory at once. Pages by the list's own order
 * (newest first, then id) from where the last batch stopped, which stays fast however deep it goes.
 */
export function applicationsCsv(db: Database, filters: ApplicationFilters): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let afterId: string | null = null;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(UTF8_BOM + csvRow(columns.map(([name]) => name))));
        return;
      }
      // The last row's time is read back in SQL: PostgreSQL keeps microseconds, a JavaScript Date only milliseconds.
      const afterTime = sql`(select created_at from applications where id = ${afterId})`;
      const cursor = afterId
        ? or(lt(applications.createdAt, afterTime), and(eq(applications.createdAt, afterTime), gt(applications.id, afterId)))
        : undefined;
      const rows = await db
        .select()
        .from(applications)
        .where(and(filterCondition(filters), cursor))
        .orderBy(...newestFirst)
        .limit(BATCH);
      if (rows.length > 0) {
        controller.enqueue(encoder.encode(rows.map((row) => csvRow(columns.map(([, value]) => value(row)))).join("")));
        afterId = rows.at(-1)!.id;
      }
      if (rows.length < BATCH) controller.close();
    },
  });
}
