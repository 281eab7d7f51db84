ALTER TABLE "applications" ADD COLUMN "news_consent" boolean;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "consent_version" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "consent_form" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "news_consent" boolean;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "consent_version" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "consent_form" text;