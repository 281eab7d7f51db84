ALTER TABLE "outbox" ALTER COLUMN "text_body" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "html_body" DROP NOT NULL;