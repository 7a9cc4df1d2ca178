ALTER TABLE "samples" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "samples" ADD COLUMN "accepted_by" uuid;--> statement-breakpoint
ALTER TABLE "donor_lab_results" ADD COLUMN "sample_id" uuid;--> statement-breakpoint
ALTER TABLE "donor_lab_results" ADD COLUMN "donation_id" uuid;--> statement-breakpoint
ALTER TABLE "donor_lab_results" ADD COLUMN "unit_id" uuid;--> statement-breakpoint
ALTER TABLE "donor_lab_results" ADD COLUMN "report_no" text;--> statement-breakpoint
ALTER TABLE "donor_lab_results" ADD COLUMN "laboratory" text;--> statement-breakpoint
ALTER TABLE "donor_lab_results" ADD COLUMN "tested_by" text;--> statement-breakpoint
ALTER TABLE "donor_lab_results" ADD COLUMN "blood_group" text;--> statement-breakpoint
ALTER TABLE "donor_lab_results" ADD COLUMN "screening" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "donor_lab_results" ADD COLUMN "comments" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "donor_lab_results" ADD COLUMN "conditional_reason" text;--> statement-breakpoint
ALTER TABLE "donor_lab_results" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "donor_lab_results" ADD COLUMN "outcome_note" text;--> statement-breakpoint
ALTER TABLE "donor_lab_results" ADD COLUMN "recorded_by" uuid;--> statement-breakpoint
ALTER TABLE "donor_lab_results" ADD COLUMN "recorded_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "donor_lab_results" ADD COLUMN "corrects_id" uuid;--> statement-breakpoint
ALTER TABLE "donor_lab_results" ADD COLUMN "correction_reason" text;--> statement-breakpoint
ALTER TABLE "donor_lab_results" ADD COLUMN "superseded_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "donor_lab_results_sample_key" ON "donor_lab_results" USING btree ("sample_id") WHERE "donor_lab_results"."sample_id" is not null and "donor_lab_results"."superseded_at" is null;--> statement-breakpoint
CREATE INDEX "donor_lab_results_register_idx" ON "donor_lab_results" USING btree ("institution_id","added_at","recorded_at","id") WHERE "donor_lab_results"."sample_id" is not null and "donor_lab_results"."superseded_at" is null;--> statement-breakpoint
CREATE INDEX "donor_lab_results_register_report_idx" ON "donor_lab_results" USING btree ("institution_id","report_no","id") WHERE "donor_lab_results"."sample_id" is not null and "donor_lab_results"."superseded_at" is null;--> statement-breakpoint
CREATE INDEX "donor_lab_results_report_search_idx" ON "donor_lab_results" USING btree ("institution_id",lower("report_no") text_pattern_ops) WHERE "donor_lab_results"."sample_id" is not null and "donor_lab_results"."superseded_at" is null;--> statement-breakpoint
CREATE INDEX "donor_lab_results_register_group_idx" ON "donor_lab_results" USING btree ("institution_id","blood_group","added_at","recorded_at","id") WHERE "donor_lab_results"."sample_id" is not null and "donor_lab_results"."superseded_at" is null;