CREATE TABLE "report_count_changes" (
	"grain" text NOT NULL,
	"starts" date NOT NULL,
	"type" text NOT NULL,
	"figure" text NOT NULL,
	"label" text NOT NULL,
	"delta" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_counts" (
	"grain" text NOT NULL,
	"starts" date NOT NULL,
	"type" text NOT NULL,
	"figure" text NOT NULL,
	"label" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "report_counts_figure_grain_starts_type_label_pk" PRIMARY KEY("figure","grain","starts","type","label")
);
--> statement-breakpoint
CREATE TABLE "report_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"time_zone" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "first_reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "first_reply_minutes" integer;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "first_reply_late" boolean;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "furthest_stage" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "first_reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "first_reply_minutes" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "first_reply_late" boolean;--> statement-breakpoint
CREATE INDEX "inquiries_reply_unsettled_idx" ON "inquiries" USING btree ("created_at") WHERE "inquiries"."spam_reason" is null and "inquiries"."first_reply_at" is not null and "inquiries"."first_reply_minutes" is null;--> statement-breakpoint
CREATE INDEX "inquiries_reply_awaited_idx" ON "inquiries" USING btree ("created_at") WHERE "inquiries"."spam_reason" is null and "inquiries"."first_reply_at" is null;--> statement-breakpoint
CREATE INDEX "applications_reply_unsettled_idx" ON "applications" USING btree ("created_at") WHERE "applications"."spam_reason" is null and "applications"."first_reply_at" is not null and "applications"."first_reply_minutes" is null;--> statement-breakpoint
CREATE INDEX "applications_reply_awaited_idx" ON "applications" USING btree ("created_at") WHERE "applications"."spam_reason" is null and "applications"."first_reply_at" is null;

--> statement-breakpoint
-- Written by hand from here (drizzle-kit does not generate functions or triggers); plain SQL and
-- PL/pgSQL that PostgreSQL 15 and PGlite both run. The funnel of each type, as
-- app/domain/pipeline.ts orders it (its first four or five stages).
CREATE FUNCTION "report_funnel"(record_type text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN record_type = 'CIO' THEN array['applied', 'screening', 'in-network', 'engaged']
    ELSE array['new', 'contacted', 'shortlist-sent', 'meeting', 'engaged'] END
$$;
--> statement-breakpoint
-- Every answering history entry, whichever code writes it, keeps its record's first reply and
-- furthest stage in the same transaction. An earlier entry replaces the first reply (its minutes
-- are counted again by the next report). Nothing clears them: an undo or a reopening leaves the
-- reply made and the stage reached.
CREATE FUNCTION "keep_report_columns"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  reached text := CASE WHEN NEW.kind = 'stage-moved' THEN NEW.stage WHEN NEW.status = 'Accepted' THEN 'in-network' END;
BEGIN
  UPDATE applications AS a SET
    first_reply_at = least(a.first_reply_at, NEW.created_at),
    first_reply_minutes = CASE WHEN a.first_reply_at <= NEW.created_at THEN a.first_reply_minutes END,
    first_reply_late = CASE WHEN a.first_reply_at <= NEW.created_at THEN a.first_reply_late END,
    furthest_stage = CASE
      WHEN coalesce(array_position(report_funnel(a.type), reached), 0) > coalesce(array_position(report_funnel(a.type), a.furthest_stage), 0)
      THEN reached ELSE a.furthest_stage END
  WHERE a.id = NEW.application_id
    AND (a.first_reply_at IS NULL OR NEW.created_at < a.first_reply_at
      OR coalesce(array_position(report_funnel(a.type), reached), 0) > coalesce(array_position(report_funnel(a.type), a.furthest_stage), 0));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "application_events_keep_report_columns" AFTER INSERT ON "application_events"
  FOR EACH ROW WHEN (NEW.kind IN ('stage-moved', 'decided')) EXECUTE FUNCTION "keep_report_columns"();
--> statement-breakpoint
-- An inquiry's first reply is the first time it is marked handled, kept when it is reopened.
CREATE FUNCTION "keep_inquiry_first_reply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.first_reply_at := coalesce(NEW.first_reply_at, NEW.handled_at);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "inquiries_keep_first_reply" BEFORE INSERT OR UPDATE OF "handled_at" ON "inquiries"
  FOR EACH ROW EXECUTE FUNCTION "keep_inquiry_first_reply"();
--> statement-breakpoint
-- What one request or application adds to the reports' counts: a spam one adds nothing. Its source
-- is its campaign's utm_source, else its partner code, else the referring site (decision 0082),
-- case folded; its reply is bucketed by six business minutes, a tenth of an hour as reports show it.
CREATE FUNCTION "report_keys"(a applications) RETURNS TABLE(type text, figure text, label text) LANGUAGE sql IMMUTABLE AS $$
  SELECT a.type, k.figure, k.label FROM (VALUES
    ('received', ''),
    ('furthest', greatest(
      coalesce(array_position(report_funnel(a.type), coalesce(a.stage, (report_funnel(a.type))[1])), 1),
      coalesce(array_position(report_funnel(a.type), a.furthest_stage), 1))::text),
    (CASE WHEN a.stage IN ('closed', 'not-a-fit', 'withdrawn') THEN 'closing' END, a.stage || ' ' || coalesce(a.close_reason, '')),
    (CASE WHEN nullif(a.utm_source, '') IS NULL AND nullif(a.ref_code, '') IS NOT NULL THEN 'partner' ELSE 'source' END,
      coalesce(lower(nullif(a.utm_source, '')), lower(nullif(a.ref_code, '')), lower(nullif(a.referrer_host, '')), '')),
    (CASE WHEN a.stage = 'engaged' THEN
      CASE WHEN nullif(a.utm_source, '') IS NULL AND nullif(a.ref_code, '') IS NOT NULL THEN 'partner-engaged' ELSE 'source-engaged' END END,
      coalesce(lower(nullif(a.utm_source, '')), lower(nullif(a.ref_code, '')), lower(nullif(a.referrer_host, '')), '')),
    (CASE WHEN a.first_reply_minutes IS NOT NULL THEN 'reply' END, round(a.first_reply_minutes / 6.0)::text),
    (CASE WHEN a.first_reply_late = false THEN 'on-time' END, '')
  ) AS k(figure, label)
  WHERE a.spam_reason IS NULL AND a.id IS NOT NULL AND k.figure IS NOT NULL
$$;
--> statement-breakpoint
-- What one inquiry adds: its arrival and its first reply.
CREATE FUNCTION "report_keys"(i inquiries) RETURNS TABLE(type text, figure text, label text) LANGUAGE sql IMMUTABLE AS $$
  SELECT 'Inquiry', k.figure, k.label FROM (VALUES
    ('received', ''),
    (CASE WHEN i.first_reply_minutes IS NOT NULL THEN 'reply' END, round(i.first_reply_minutes / 6.0)::text),
    (CASE WHEN i.first_reply_late = false THEN 'on-time' END, '')
  ) AS k(figure, label)
  WHERE i.spam_reason IS NULL AND i.id IS NOT NULL AND k.figure IS NOT NULL
$$;
--> statement-breakpoint
-- The day and the month an instant falls in, in a zone.
CREATE FUNCTION "report_grains"(at timestamptz, zone text) RETURNS TABLE(grain text, starts date) LANGUAGE sql STABLE AS $$
  VALUES ('day', (at AT TIME ZONE zone)::date), ('month', date_trunc('month', at AT TIME ZONE zone)::date)
$$;
--> statement-breakpoint
-- A record's change moves its counts: what it added before comes off, what it adds now goes on,
-- appended in its transaction for the next report to fold in. Nothing is counted before the first
-- report has set the zone (and counted all).
CREATE FUNCTION "keep_report_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text := (SELECT time_zone FROM report_settings WHERE id = 1);
BEGIN
  IF zone IS NULL THEN RETURN NULL; END IF;
  INSERT INTO report_count_changes (grain, starts, type, figure, label, delta)
  SELECT g.grain, g.starts, n.type, n.figure, n.label, n.delta
  FROM (
    SELECT changes.at, changes.type, changes.figure, changes.label, sum(changes.delta)::integer AS delta FROM (
      SELECT OLD.created_at AS at, k.type, k.figure, k.label, -1 AS delta FROM report_keys(OLD) AS k WHERE TG_OP <> 'INSERT'
      UNION ALL
      SELECT NEW.created_at, k.type, k.figure, k.label, 1 FROM report_keys(NEW) AS k WHERE TG_OP <> 'DELETE'
    ) AS changes GROUP BY 1, 2, 3, 4 HAVING sum(changes.delta) <> 0
  ) AS n, LATERAL report_grains(n.at, zone) AS g;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "applications_keep_report_counts" AFTER INSERT OR UPDATE OR DELETE ON "applications"
  FOR EACH ROW EXECUTE FUNCTION "keep_report_counts"();
--> statement-breakpoint
CREATE TRIGGER "inquiries_keep_report_counts" AFTER INSERT OR UPDATE OR DELETE ON "inquiries"
  FOR EACH ROW EXECUTE FUNCTION "keep_report_counts"();
--> statement-breakpoint
-- Every count again, in a zone: at the first start and when TIME_ZONE changes.
CREATE FUNCTION "recount_reports"(zone text) RETURNS void LANGUAGE sql AS $$
  DELETE FROM report_count_changes;
  DELETE FROM report_counts;
  INSERT INTO report_counts (grain, starts, type, figure, label, count)
  SELECT g.grain, g.starts, k.type, k.figure, k.label, count(*)::integer
  FROM (
    SELECT a.created_at, k.* FROM applications AS a, LATERAL report_keys(a) AS k
    UNION ALL
    SELECT i.created_at, k.* FROM inquiries AS i, LATERAL report_keys(i) AS k
  ) AS k, LATERAL report_grains(k.created_at, zone) AS g
  GROUP BY 1, 2, 3, 4, 5;
$$;
--> statement-breakpoint
-- The records already answered: their first reply and furthest stage from their history now (the
-- minutes are counted by the first report after this migration).
UPDATE applications AS a SET first_reply_at = r.first_at, furthest_stage = (report_funnel(a.type))[r.furthest]
FROM (
  SELECT e.application_id, min(e.created_at) AS first_at,
    max(array_position(report_funnel(x.type), CASE WHEN e.kind = 'stage-moved' THEN e.stage WHEN e.status = 'Accepted' THEN 'in-network' END)) AS furthest
  FROM application_events AS e JOIN applications AS x ON x.id = e.application_id
  WHERE e.kind IN ('stage-moved', 'decided')
  GROUP BY e.application_id, x.type
) AS r
WHERE r.application_id = a.id;
--> statement-breakpoint
UPDATE inquiries SET first_reply_at = handled_at WHERE handled_at IS NOT NULL;
