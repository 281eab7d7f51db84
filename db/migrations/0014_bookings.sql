-- Calls booked at /book and the team's availability (issue 23, decision 0056). The partial unique
-- index keeps two bookings not cancelled out of one slot, across every server on one database;
-- outbox rows gain the booking they are about and the calendar invite they carry.
CREATE TABLE "booking_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"availability" jsonb NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"company" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"topic" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"cancel_reason" text,
	"submission_key" text NOT NULL,
	"news_consent" boolean,
	"consent_version" text,
	"consent_at" timestamp with time zone,
	"consent_form" text,
	"locale" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_submission_key_unique" UNIQUE("submission_key")
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "calendar" text;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_slot_idx" ON "bookings" USING btree ("starts_at") WHERE "bookings"."cancelled_at" IS NULL;--> statement-breakpoint
CREATE INDEX "bookings_email_idx" ON "bookings" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;