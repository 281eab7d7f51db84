-- The company form asks for the company's name and the contact's first and last names (decision 0051).
-- Rows stored before kept the company's name in first_name and never asked the contact's first name:
-- the name moves to company_name and the first name becomes '' (unknown).
DROP INDEX "applications_search_idx";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "company_name" text;--> statement-breakpoint
UPDATE "applications" SET "company_name" = "first_name", "first_name" = '' WHERE "type" = 'Company';--> statement-breakpoint
CREATE INDEX "applications_search_idx" ON "applications" USING gin ((coalesce("company_name", '') || ' ' || "first_name" || ' ' || "last_name" || ' ' || "email") gin_trgm_ops);
