CREATE TABLE "morning_digests" (
	"day" date PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone NOT NULL,
	"counts" jsonb
);
