-- Distances between donors and institutions (docs/design.md, stack): cube + earthdistance, in PGlite and PostgreSQL.
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
CREATE TABLE "donation_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid NOT NULL,
	"institution_id" uuid NOT NULL,
	"donated_on" date NOT NULL,
	"component" text NOT NULL,
	"units" integer DEFAULT 1 NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "donor_lab_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid NOT NULL,
	"institution_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"blood_pressure" text,
	"weight_kg" real,
	"hb" real,
	"final_result" text NOT NULL,
	"results" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "donor_remarks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid NOT NULL,
	"institution_id" uuid NOT NULL,
	"doctor_name" text NOT NULL,
	"event" text NOT NULL,
	"comment" text NOT NULL,
	"added_by" uuid,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "institution_donors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"added_here" boolean DEFAULT true NOT NULL,
	"donor_type" text DEFAULT 'walkIn' NOT NULL,
	"verified_at" timestamp with time zone,
	"status" text DEFAULT 'Active' NOT NULL,
	"block_type" text,
	"block_reason" text,
	"block_comment" text,
	"block_until" date,
	"block_file" jsonb,
	"blocked_at" timestamp with time zone,
	"reffered_by" text,
	"notes" text,
	"protocol_explained" boolean DEFAULT false NOT NULL,
	"checklist" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"added_by" uuid,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medical_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid NOT NULL,
	"institution_id" uuid,
	"health_issue" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"condition" text DEFAULT '' NOT NULL,
	"medication" text DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patient_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"date" date NOT NULL,
	"case" text DEFAULT '' NOT NULL,
	"diagnosis" text DEFAULT '' NOT NULL,
	"condition" text DEFAULT '' NOT NULL,
	"treatment" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_id" uuid NOT NULL,
	"patient_code" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"gender" text NOT NULL,
	"email" text NOT NULL,
	"country_code" text DEFAULT '91' NOT NULL,
	"mobile_number" text,
	"date_of_birth" date,
	"age" integer,
	"aadhaar_hash" text,
	"aadhaar_last4" text,
	"height_cm" real,
	"weight_kg" real,
	"address_description" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"reffered_by" text,
	"notes" text,
	"blood_group" text,
	"checklist" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"added_by" uuid,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfusions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"blood_group" text NOT NULL,
	"component" text NOT NULL,
	"purpose" text DEFAULT '' NOT NULL,
	"issued_by" text NOT NULL,
	"bag_id" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expiry_date" date
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"donor_code" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"gender" text NOT NULL,
	"date_of_birth" date,
	"blood_group" text,
	"country_code" text DEFAULT '91' NOT NULL,
	"mobile_number" text,
	"email" text,
	"aadhaar_hash" text,
	"aadhaar_last4" text,
	"address_description" text DEFAULT '' NOT NULL,
	"landmark" text,
	"city" text,
	"state" text,
	"zipcode" text,
	"latitude" double precision,
	"longitude" double precision,
	"earth" cube GENERATED ALWAYS AS (ll_to_earth(latitude, longitude)) STORED,
	"height_cm" real,
	"weight_kg" real,
	"is_donor" boolean DEFAULT true NOT NULL,
	"available" boolean DEFAULT false NOT NULL,
	"last_donation_date" date,
	"last_donation_component" text,
	"last_donation_type" text,
	"next_eligible_on" date,
	"deferred_until" date,
	"deferral_reason" text,
	"questionnaire" jsonb,
	"questionnaire_at" timestamp with time zone,
	"photo" jsonb,
	"source" text DEFAULT 'institution' NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD COLUMN "institution_id" uuid;--> statement-breakpoint
ALTER TABLE "donation_records" ADD CONSTRAINT "donation_records_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_records" ADD CONSTRAINT "donation_records_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donor_lab_results" ADD CONSTRAINT "donor_lab_results_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donor_lab_results" ADD CONSTRAINT "donor_lab_results_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donor_remarks" ADD CONSTRAINT "donor_remarks_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donor_remarks" ADD CONSTRAINT "donor_remarks_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_donors" ADD CONSTRAINT "institution_donors_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_donors" ADD CONSTRAINT "institution_donors_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_reports" ADD CONSTRAINT "medical_reports_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_reports" ADD CONSTRAINT "medical_reports_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_history" ADD CONSTRAINT "patient_history_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfusions" ADD CONSTRAINT "transfusions_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfusions" ADD CONSTRAINT "transfusions_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donation_records_person_idx" ON "donation_records" USING btree ("person_id","donated_on");--> statement-breakpoint
CREATE INDEX "donor_lab_results_person_idx" ON "donor_lab_results" USING btree ("person_id","added_at");--> statement-breakpoint
CREATE INDEX "donor_remarks_person_idx" ON "donor_remarks" USING btree ("person_id","added_at");--> statement-breakpoint
CREATE UNIQUE INDEX "institution_donors_key" ON "institution_donors" USING btree ("institution_id","person_id");--> statement-breakpoint
CREATE INDEX "institution_donors_added_idx" ON "institution_donors" USING btree ("institution_id","added_at");--> statement-breakpoint
CREATE INDEX "institution_donors_person_idx" ON "institution_donors" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "medical_reports_person_idx" ON "medical_reports" USING btree ("person_id","added_at");--> statement-breakpoint
CREATE INDEX "patient_history_patient_idx" ON "patient_history" USING btree ("patient_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "patients_code_key" ON "patients" USING btree ("institution_id",lower("patient_code"));--> statement-breakpoint
CREATE INDEX "patients_added_idx" ON "patients" USING btree ("institution_id","added_at");--> statement-breakpoint
CREATE INDEX "transfusions_issued_idx" ON "transfusions" USING btree ("institution_id","issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "people_donor_code_key" ON "people" USING btree ("donor_code");--> statement-breakpoint
CREATE UNIQUE INDEX "people_mobile_key" ON "people" USING btree ("mobile_number") WHERE "people"."mobile_number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "people_email_key" ON "people" USING btree (lower("email")) WHERE "people"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "people_aadhaar_key" ON "people" USING btree ("aadhaar_hash") WHERE "people"."aadhaar_hash" is not null;--> statement-breakpoint
CREATE INDEX "people_earth_idx" ON "people" USING gist ("earth") WHERE "people"."is_donor";--> statement-breakpoint
CREATE INDEX "people_first_name_idx" ON "people" USING btree (lower("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "people_last_name_idx" ON "people" USING btree (lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "people_donor_code_prefix_idx" ON "people" USING btree ("donor_code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "people_mobile_prefix_idx" ON "people" USING btree ("mobile_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "people_email_prefix_idx" ON "people" USING btree (lower("email") text_pattern_ops);