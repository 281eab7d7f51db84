-- application_counts was kept by a row trigger that picked a random shard for every row, so a
-- batch of submissions locked several counter rows in random order and two batches deadlocked
-- (PostgreSQL resolves that after deadlock_timeout, 1 s: the bench's p99). Now one upsert per
-- statement: one shard per statement, counter rows in (type, status) order.
-- Written by hand (drizzle-kit does not generate triggers); plain PL/pgSQL for PostgreSQL 15 and PGlite.
DROP TRIGGER "applications_counted" ON "applications";
--> statement-breakpoint
DROP FUNCTION "count_listed_applications"();
--> statement-breakpoint
CREATE FUNCTION "count_listed_applications"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  picked_shard integer := floor(random() * 16)::integer;
BEGIN
  -- Each trigger below names only the transition tables its event has; a branch that does not run
  -- is never planned, so it may name the others.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO application_counts AS c (type, status, shard, count)
      SELECT type, coalesce(status, 'pending'), picked_shard, count(*)::integer
      FROM added_rows WHERE spam_reason IS NULL
      GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (type, status, shard) DO UPDATE SET count = c.count + excluded.count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO application_counts AS c (type, status, shard, count)
      SELECT type, coalesce(status, 'pending'), picked_shard, -count(*)::integer
      FROM removed_rows WHERE spam_reason IS NULL
      GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (type, status, shard) DO UPDATE SET count = c.count + excluded.count;
  ELSE
    INSERT INTO application_counts AS c (type, status, shard, count)
      SELECT type, status, picked_shard, sum(change)::integer
      FROM (
        SELECT type, coalesce(status, 'pending') AS status, -1 AS change FROM removed_rows WHERE spam_reason IS NULL
        UNION ALL
        SELECT type, coalesce(status, 'pending'), 1 FROM added_rows WHERE spam_reason IS NULL
      ) AS changes
      GROUP BY 1, 2 HAVING sum(change) <> 0 ORDER BY 1, 2
      ON CONFLICT (type, status, shard) DO UPDATE SET count = c.count + excluded.count;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "applications_counted_insert" AFTER INSERT ON "applications"
  REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_listed_applications"();
--> statement-breakpoint
CREATE TRIGGER "applications_counted_delete" AFTER DELETE ON "applications"
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_listed_applications"();
--> statement-breakpoint
CREATE TRIGGER "applications_counted_update" AFTER UPDATE ON "applications"
  REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_listed_applications"();
