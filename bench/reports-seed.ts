// The records the reports benchmark (bench/reports.ts) reads, written by SQL in a few statements so
// that 100,000 of them take seconds rather than minutes.
import { sql } from "drizzle-orm";
import { currentAvailability } from "../app/server/booking/availability.server";
import type { Database } from "../app/server/db/client.server";
import { settleReplies } from "../app/server/pipeline/report-replies.server";
import { bringCountsUpToDate } from "../app/server/pipeline/reports.server";

const DAY_MS = 86_400_000;

/**
 * `count` records received over the two years up to `now` (one company request in three), and a
 * fifth as many inquiries. Two in a hundred are still waiting for a first reply; the others were
 * answered 0 to 48 hours after arrival (a stage move), and many went further: more moves, a
 * decision for the CIOs, a close reason for the companies that stopped.
 */
export async function seedReportRecords(db: Database, count: number, now: number) {
  const spanMs = 730 * DAY_MS;
  const at = (index: string) => sql.raw(`to_timestamp((${now} - (${index})::bigint * ${spanMs} / ${count}) / 1000.0)`);
  await db.execute(sql`
    insert into applications (type, company_name, first_name, last_name, email, phone, city, province, submission_key, stage, close_reason, status, decided_at, created_at)
    select t.type, case when t.type = 'Company' then 'Bench Co ' || t.i end, 'Bench', 'Person ' || t.i, 'bench.' || t.i || '@example.ca',
      '4165550000', 'Toronto', 'ON', 'bench-' || t.i, t.stage,
      case when t.stage = 'closed' then (array['no-fit', 'no-budget', 'went-elsewhere', 'no-answer', 'other'])[1 + t.i % 5] end,
      t.status, case when t.status is not null then t.created_at + interval '2 days' end, t.created_at
    from (
      select i, r, type, created_at,
        case when r < 2 then null
          when type = 'Company' then case when r < 30 then 'contacted' when r < 50 then 'shortlist-sent' when r < 60 then 'meeting' when r < 70 then 'engaged' else 'closed' end
          else case when r < 40 then 'screening' when r < 80 then 'in-network' when r < 90 then 'not-a-fit' else 'withdrawn' end end as stage,
        case when type = 'CIO' and r >= 2 and r < 80 and r >= 40 then 'Accepted' when type = 'CIO' and r >= 80 and r < 90 then 'Denied' end as status
      from (select i, (i * 37) % 100 as r, case when i % 3 = 0 then 'Company' else 'CIO' end as type, ${at("i")} as created_at
            from generate_series(0, ${count - 1}) as i) as s
    ) as t`);
  // The first reply: marked contacted (or screening) 0 to 48 hours after arrival.
  const delay = sql.raw(`((extract(epoch from a.created_at)::bigint / 60 * 7919) % 2880) * interval '1 minute'`);
  await db.execute(sql`
    insert into application_events (application_id, kind, stage, actor, created_at)
    select a.id, 'stage-moved', case when a.type = 'Company' then 'contacted' else 'screening' end, 'bench@example.ca', a.created_at + ${delay}
    from applications a where a.stage is not null`);
  await db.execute(sql`
    insert into application_events (application_id, kind, status, actor, created_at)
    select a.id, 'decided', a.status, 'bench@example.ca', a.created_at + ${delay} + interval '2 days'
    from applications a where a.status is not null`);
  await db.execute(sql`
    insert into application_events (application_id, kind, stage, reason, actor, created_at)
    select a.id, 'stage-moved', a.stage, a.close_reason, 'bench@example.ca', a.created_at + ${delay} + interval '3 days'
    from applications a where a.stage not in ('contacted', 'screening', 'in-network', 'not-a-fit')`);
  const inquiries = Math.max(1, Math.round(count / 5));
  await db.execute(sql`
    insert into inquiries (first_name, last_name, email, phone, message, submission_key, handled_by, handled_at, created_at)
    select 'Bench', 'Asker ' || i, 'asker.' || i || '@example.ca', '4165550000', 'A question.', 'bench-inquiry-' || i,
      case when i % 50 <> 0 then 'bench@example.ca' end,
      case when i % 50 <> 0 then c + ((i * 7919) % 2880) * interval '1 minute' end, c
    from (select i, to_timestamp((${now} - i::bigint * ${spanMs} / ${inquiries}) / 1000.0) as c from generate_series(0, ${inquiries - 1}) as i) as s`);
  // As two years of use would have left them: each reply's minutes counted by the reports viewed
  // meanwhile, and the counts kept (in the server's default zone). The server's start vacuums.
  const timeZone = "America/Toronto";
  await settleReplies(db, { hours: await currentAvailability(db), timeZone, now: new Date(now) });
  await bringCountsUpToDate(db, timeZone);
  await db.execute(sql`analyze`);
}
