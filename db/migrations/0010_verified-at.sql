ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
-- Addresses verified before this column existed count as proved now: every session made before
-- this migration stops counting for admin rights, a stranger's included (decision 0033).
UPDATE "users" SET "email_verified_at" = now() WHERE "email_verified";
--> statement-breakpoint
-- Only a confirmed address can sign in from now on: end the sessions of unconfirmed ones.
DELETE FROM "sessions" WHERE "user_id" IN (SELECT "id" FROM "users" WHERE NOT "email_verified");
