import { date, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/**
 * The reports' counts (decision 0083), kept as records change (migration report-counts, with
 * report_count_changes): for each day and each month a record was received in (in the team's zone), one
 * count per figure and label the record adds to, such as ("furthest", "3") or ("reply", a bucket of
 * six business minutes). A report then reads a few hundred rows, whatever the tables hold.
 */
export const reportCounts = pgTable(
  "report_counts",
  {
    /** "day" or "month". */
    grain: text("grain").notNull(),
    /** The day, or the first day of the month. */
    starts: date("starts").notNull(),
    /** "Company", "CIO" or "Inquiry". */
    type: text("type").notNull(),
    figure: text("figure").notNull(),
    label: text("label").notNull(),
    count: integer("count").notNull(),
  },
  (table) => [primaryKey({ columns: [table.figure, table.grain, table.starts, table.type, table.label] })],
);

/**
 * What records' changes add to report_counts and the next report folds in: appended by the
 * triggers, so that submissions and actions at the same moment never wait on one count's row.
 */
export const reportCountChanges = pgTable("report_count_changes", {
  grain: text("grain").notNull(),
  starts: date("starts").notNull(),
  type: text("type").notNull(),
  figure: text("figure").notNull(),
  label: text("label").notNull(),
  delta: integer("delta").notNull(),
});

/** The zone the counts' days are in: when TIME_ZONE changes, the next start counts them again. */
export const reportSettings = pgTable("report_settings", {
  id: integer("id").primaryKey().default(1),
  timeZone: text("time_zone").notNull(),
});
