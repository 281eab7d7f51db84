-- An e-mail's bodies are written once and read once, by the mail worker: kept as they are rather
-- than compressed, which cost more time at each submission than the disk it saved is worth.
ALTER TABLE "outbox" ALTER COLUMN "text_body" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "html_body" SET STORAGE EXTERNAL;
