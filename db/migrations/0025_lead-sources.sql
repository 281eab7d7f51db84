ALTER TABLE "inquiries" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "referrer_host" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "ref_code" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "referrer_host" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "ref_code" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "referrer_host" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "ref_code" text;