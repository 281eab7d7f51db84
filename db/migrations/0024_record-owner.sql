ALTER TABLE "application_events" ADD COLUMN "owner" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "owner_email" text;--> statement-breakpoint
CREATE INDEX "applications_owner_listed_idx" ON "applications" USING btree ("owner_email","created_at" DESC NULLS LAST,"id") WHERE "applications"."spam_reason" is null;