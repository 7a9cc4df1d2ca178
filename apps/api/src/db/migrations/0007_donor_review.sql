ALTER TABLE "institution_donors" ADD COLUMN "review_status" text;--> statement-breakpoint
ALTER TABLE "institution_donors" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "institution_donors" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "institution_donors" ADD COLUMN "reviewed_submission_at" timestamp with time zone;