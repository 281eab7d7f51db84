ALTER TABLE "application_events" ADD COLUMN "stage" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "stage" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "close_reason" text;--> statement-breakpoint
-- Records stored before stages: the stage their decision, withdrawal, shortlist or introduction gave them.
UPDATE "applications" SET "stage" = CASE "status" WHEN 'Accepted' THEN 'in-network' WHEN 'Denied' THEN 'not-a-fit' ELSE 'withdrawn' END
WHERE "type" = 'CIO' AND "status" IS NOT NULL;--> statement-breakpoint
UPDATE "applications" SET "stage" = 'closed', "close_reason" = CASE "status" WHEN 'Denied' THEN 'no-fit' ELSE 'other' END
WHERE "type" = 'Company' AND "status" IN ('Denied', 'Withdrawn');--> statement-breakpoint
UPDATE "applications" a SET "stage" = CASE
    WHEN EXISTS (SELECT 1 FROM "application_events" e WHERE e."application_id" = a."id" AND e."kind" = 'introduced') THEN 'meeting'
    ELSE 'shortlist-sent' END
WHERE a."type" = 'Company' AND a."stage" IS NULL AND (
  EXISTS (SELECT 1 FROM "shortlists" s WHERE s."company_application_id" = a."id")
  OR EXISTS (SELECT 1 FROM "application_events" e WHERE e."application_id" = a."id" AND e."kind" = 'introduced'));
