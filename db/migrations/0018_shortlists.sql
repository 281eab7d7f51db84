CREATE TABLE "shortlist_candidates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shortlist_id" uuid NOT NULL,
	"cio_application_id" uuid,
	"note_for_cio" text,
	"note_for_company" text,
	"link_issued_at" timestamp with time zone NOT NULL,
	"link_revoked_at" timestamp with time zone,
	"viewed_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"answer" text,
	"answer_reason" text,
	"answered_at" timestamp with time zone,
	"outcome" text
);
--> statement-breakpoint
CREATE TABLE "shortlists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_application_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"company_link_issued_at" timestamp with time zone,
	"company_link_revoked_at" timestamp with time zone,
	"company_viewed_at" timestamp with time zone,
	"company_reminded_at" timestamp with time zone,
	"company_answered_at" timestamp with time zone,
	"reason" text
);
--> statement-breakpoint
ALTER TABLE "shortlist_candidates" ADD CONSTRAINT "shortlist_candidates_shortlist_id_shortlists_id_fk" FOREIGN KEY ("shortlist_id") REFERENCES "public"."shortlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_candidates" ADD CONSTRAINT "shortlist_candidates_cio_application_id_applications_id_fk" FOREIGN KEY ("cio_application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlists" ADD CONSTRAINT "shortlists_company_application_id_applications_id_fk" FOREIGN KEY ("company_application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shortlist_candidates_pair_idx" ON "shortlist_candidates" USING btree ("shortlist_id","cio_application_id");--> statement-breakpoint
CREATE INDEX "shortlist_candidates_cio_idx" ON "shortlist_candidates" USING btree ("cio_application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shortlists_one_open_idx" ON "shortlists" USING btree ("company_application_id") WHERE status = 'open';