CREATE TABLE "daily_jobs" (
	"job" text PRIMARY KEY NOT NULL,
	"last_run_on" date NOT NULL,
	"last_run_at" timestamp with time zone NOT NULL,
	"last_result" jsonb
);
--> statement-breakpoint
CREATE TABLE "personal_data_deletions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor" text NOT NULL,
	"reason" text NOT NULL,
	"counts" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "withdrawn_at" timestamp with time zone;