DROP TABLE "rate_limits" CASCADE;--> statement-breakpoint
DROP TABLE "auth_rate_limits" CASCADE;--> statement-breakpoint
CREATE TABLE "limit_counts" (
	"key" text NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "limit_counts_key_bucket_pk" PRIMARY KEY("key","bucket")
);
--> statement-breakpoint
CREATE INDEX "limit_counts_bucket_idx" ON "limit_counts" USING btree ("bucket");