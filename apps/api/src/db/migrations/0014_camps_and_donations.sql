CREATE TABLE "camp_donors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"camp_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"assigned_by_id" uuid NOT NULL,
	"donation_status" smallint DEFAULT 0 NOT NULL,
	"donation_id" uuid,
	"unit_id" uuid,
	"deferral_reason" text,
	"added_by" uuid,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "camps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_id" uuid NOT NULL,
	"organiser_institution_id" uuid NOT NULL,
	"status" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"camp_name" text NOT NULL,
	"sponsored_by" text DEFAULT '' NOT NULL,
	"organiser" text DEFAULT '' NOT NULL,
	"no_of_beds" integer,
	"target_units" integer,
	"camp_date" date,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"camp_coordinator" jsonb NOT NULL,
	"blood_bank_coordinator" jsonb NOT NULL,
	"venue" text DEFAULT '' NOT NULL,
	"address_description" text DEFAULT '' NOT NULL,
	"city" text,
	"state" text,
	"comments" text DEFAULT '' NOT NULL,
	"bb_name" text DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"decline_comment" text,
	"answered_at" timestamp with time zone,
	"donors_count" integer DEFAULT 0 NOT NULL,
	"donated_count" integer DEFAULT 0 NOT NULL,
	"added_by" uuid,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "donations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"camp_id" uuid,
	"request_id" uuid,
	"kind" text NOT NULL,
	"outcome" text NOT NULL,
	"deferral_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"blood_group" text,
	"component" text NOT NULL,
	"height_cm" real NOT NULL,
	"weight_kg" real NOT NULL,
	"hb" real NOT NULL,
	"blood_pressure" text NOT NULL,
	"kit_number" text,
	"bag_id" text,
	"bag_type" text,
	"sample_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_time" text,
	"end_time" text,
	"volume_ml" integer,
	"bag_weight_g" real,
	"stored_in" text,
	"temperature_c" real,
	"data_post_by" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"unit_id" uuid,
	"donated_on" date NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"added_by" uuid
);
--> statement-breakpoint
CREATE TABLE "samples" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_id" uuid NOT NULL,
	"donation_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"donor_code" text NOT NULL,
	"bag_id" text NOT NULL,
	"unit_number" text,
	"sample_id_1" text NOT NULL,
	"sample_id_2" text NOT NULL,
	"sample_id_3" text NOT NULL,
	"collection_date" date NOT NULL,
	"received_from" text NOT NULL,
	"status" smallint DEFAULT 3 NOT NULL,
	"received_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_number_counters" (
	"institution_id" uuid NOT NULL,
	"year" smallint NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "unit_number_counters_institution_id_year_pk" PRIMARY KEY("institution_id","year")
);
--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "facility_code" text;--> statement-breakpoint
ALTER TABLE "camp_donors" ADD CONSTRAINT "camp_donors_camp_id_camps_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."camps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camp_donors" ADD CONSTRAINT "camp_donors_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camp_donors" ADD CONSTRAINT "camp_donors_assigned_by_id_institutions_id_fk" FOREIGN KEY ("assigned_by_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camps" ADD CONSTRAINT "camps_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camps" ADD CONSTRAINT "camps_organiser_institution_id_institutions_id_fk" FOREIGN KEY ("organiser_institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_camp_id_camps_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."camps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "samples" ADD CONSTRAINT "samples_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "samples" ADD CONSTRAINT "samples_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_number_counters" ADD CONSTRAINT "unit_number_counters_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "camp_donors_key" ON "camp_donors" USING btree ("camp_id","person_id");--> statement-breakpoint
CREATE INDEX "camps_runner_idx" ON "camps" USING btree ("institution_id","status","camp_date","id");--> statement-breakpoint
CREATE INDEX "camps_organiser_idx" ON "camps" USING btree ("organiser_institution_id","status","camp_date","id");--> statement-breakpoint
CREATE INDEX "donations_institution_idx" ON "donations" USING btree ("institution_id","started_at");--> statement-breakpoint
CREATE INDEX "donations_person_idx" ON "donations" USING btree ("person_id","started_at");--> statement-breakpoint
CREATE INDEX "donations_camp_idx" ON "donations" USING btree ("camp_id") WHERE "donations"."camp_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "donations_bag_key" ON "donations" USING btree ("institution_id",lower("bag_id")) WHERE "donations"."bag_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "samples_donation_key" ON "samples" USING btree ("donation_id");--> statement-breakpoint
CREATE INDEX "samples_received_idx" ON "samples" USING btree ("institution_id","received_on","id");--> statement-breakpoint
CREATE INDEX "samples_status_idx" ON "samples" USING btree ("institution_id","status","received_on");--> statement-breakpoint
CREATE INDEX "samples_sample_id_idx" ON "samples" USING btree ("institution_id",lower("sample_id_1") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "samples_bag_idx" ON "samples" USING btree ("institution_id",lower("bag_id") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "samples_donor_code_idx" ON "samples" USING btree ("institution_id",lower("donor_code") text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "institutions_facility_code_key" ON "institutions" USING btree ("facility_code") WHERE "institutions"."facility_code" is not null;--> statement-breakpoint
-- Facility codes of unit numbers are "RS" and this sequence in base 36 (docs/decisions/0012).
CREATE SEQUENCE IF NOT EXISTS "facility_code_seq" START 1;
