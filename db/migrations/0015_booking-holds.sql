-- Bookings hold slots only as long as they should (decisions 0058, 0059): the address as the per-address
-- limits count it (lower case, without a +tag), how often the call was moved, when the visitor
-- confirmed it, and a keyed hash of the network it came from. Bookings stored before the rule count
-- as confirmed; their address key is worked out here as submissionLimitKey() does in the app.
ALTER TABLE "bookings" ADD COLUMN "email_key" text;--> statement-breakpoint
UPDATE "bookings" SET "email_key" = regexp_replace(lower(trim("email")), '^([^+]*)\+.*(@[^@]*)$', '\1\2');--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "email_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "moves" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "bookings" SET "confirmed_at" = "created_at";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "network_key" text;--> statement-breakpoint
CREATE INDEX "bookings_email_key_idx" ON "bookings" USING btree ("email_key");--> statement-breakpoint
CREATE INDEX "bookings_network_key_idx" ON "bookings" USING btree ("network_key");
