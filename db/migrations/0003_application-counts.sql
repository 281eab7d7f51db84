CREATE TABLE "application_counts" (
	"type" text NOT NULL,
	"status" text NOT NULL,
	"shard" integer NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "application_counts_type_status_shard_pk" PRIMARY KEY("type","status","shard")
);
--> statement-breakpoint
-- Keeps application_counts in step with every insert, update and delete of an application.
-- Written by hand (drizzle-kit does not generate triggers); plain PL/pgSQL for PostgreSQL 15 and PGlite.
CREATE FUNCTION "count_listed_applications"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  picked_shard integer := floor(random() * 16)::integer;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.spam_reason IS NULL THEN
    INSERT INTO application_counts AS c (type, status, shard, count)
      VALUES (OLD.type, coalesce(OLD.status, 'pending'), picked_shard, -1)
      ON CONFLICT (type, status, shard) DO UPDATE SET count = c.count - 1;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.spam_reason IS NULL THEN
    INSERT INTO application_counts AS c (type, status, shard, count)
      VALUES (NEW.type, coalesce(NEW.status, 'pending'), picked_shard, 1)
      ON CONFLICT (type, status, shard) DO UPDATE SET count = c.count + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "applications_counted"
  AFTER INSERT OR DELETE OR UPDATE OF type, status, spam_reason ON "applications"
  FOR EACH ROW EXECUTE FUNCTION "count_listed_applications"();
--> statement-breakpoint
INSERT INTO "application_counts" (type, status, shard, count)
  SELECT type, coalesce(status, 'pending'), 0, count(*)::integer FROM "applications"
  WHERE spam_reason IS NULL GROUP BY 1, 2;
