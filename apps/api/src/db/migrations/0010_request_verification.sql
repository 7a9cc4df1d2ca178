ALTER TABLE "blood_requests" ADD COLUMN "verifier_institution_id" uuid;--> statement-breakpoint
ALTER TABLE "blood_requests" ADD COLUMN "verified_by" uuid;--> statement-breakpoint
ALTER TABLE "blood_requests" ADD COLUMN "declined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blood_requests" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "blood_requests" ADD CONSTRAINT "blood_requests_verifier_institution_id_institutions_id_fk" FOREIGN KEY ("verifier_institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blood_requests_verifier_idx" ON "blood_requests" USING btree ("verifier_institution_id","status","added_at");