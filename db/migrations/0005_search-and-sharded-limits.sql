-- Trigrams let the admin search (ILIKE '%…%') use an index; pg_trgm is a trusted extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "rate_limits" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_limits" DROP CONSTRAINT "rate_limits_key_window_start_pk";--> statement-breakpoint
ALTER TABLE "rate_limits" ADD CONSTRAINT "rate_limits_key_window_start_shard_pk" PRIMARY KEY("key","window_start","shard");--> statement-breakpoint
CREATE INDEX "applications_search_idx" ON "applications" USING gin (("first_name" || ' ' || "last_name" || ' ' || "email") gin_trgm_ops);
