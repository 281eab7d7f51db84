ALTER TABLE "applications" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "applications_listed_idx" ON "applications" USING btree ("created_at" DESC NULLS LAST,"id") WHERE "applications"."spam_reason" is null;