CREATE TABLE "inventory_units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_id" uuid NOT NULL,
	"origin_institution_id" uuid NOT NULL,
	"bag_id" text NOT NULL,
	"unit_number" text,
	"donor_code" text,
	"person_id" uuid,
	"donation_id" uuid,
	"parent_id" uuid,
	"blood_group" text NOT NULL,
	"component" text NOT NULL,
	"volume_ml" integer NOT NULL,
	"mass_g" real,
	"stored_in" text NOT NULL,
	"collection_date" date NOT NULL,
	"expiry_date" date NOT NULL,
	"state" text NOT NULL,
	"screening" text NOT NULL,
	"transfer_to_id" uuid,
	"transfer_sent_at" timestamp with time zone,
	"transfer_delivery_type" text,
	"transfer_comments" text,
	"transfer_details" text,
	"received_from_id" uuid,
	"received_on" timestamp with time zone,
	"issued_request_id" uuid,
	"issued_at" timestamp with time zone,
	"delivery_type" text,
	"processing_plan" jsonb,
	"processing_since" timestamp with time zone,
	"processed_at" timestamp with time zone,
	"disposed_at" timestamp with time zone,
	"dispose_reason" text,
	"dispose_comment" text,
	"added_by" uuid,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_events" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"unit_id" uuid NOT NULL,
	"institution_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"from_state" text,
	"to_state" text,
	"reason" text,
	"request_id" uuid,
	"counterpart_id" uuid,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blood_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_id" uuid NOT NULL,
	"target_institution_id" uuid,
	"patient_id" uuid,
	"request_type" text DEFAULT 'BloodBank' NOT NULL,
	"sub_type" text,
	"status" integer DEFAULT 0 NOT NULL,
	"blood_group" text NOT NULL,
	"component" text NOT NULL,
	"units" integer NOT NULL,
	"units_received" integer DEFAULT 0 NOT NULL,
	"required_by" date,
	"comments" text DEFAULT '' NOT NULL,
	"condition" text DEFAULT '' NOT NULL,
	"reasons" text DEFAULT '' NOT NULL,
	"doctor_name" text DEFAULT '' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"patient_code" text DEFAULT '' NOT NULL,
	"country_code" text DEFAULT '91' NOT NULL,
	"mobile_number" text,
	"gender" text,
	"date_of_birth" date,
	"relation" text DEFAULT '' NOT NULL,
	"hospital_name" text DEFAULT '' NOT NULL,
	"hospital_address" text DEFAULT '' NOT NULL,
	"hospital_latitude" double precision,
	"hospital_longitude" double precision,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"verified_at" timestamp with time zone,
	"added_by" uuid,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "earth" "cube" GENERATED ALWAYS AS (ll_to_earth(latitude, longitude)) STORED;--> statement-breakpoint
ALTER TABLE "inventory_units" ADD CONSTRAINT "inventory_units_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_units" ADD CONSTRAINT "inventory_units_origin_institution_id_institutions_id_fk" FOREIGN KEY ("origin_institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_units" ADD CONSTRAINT "inventory_units_transfer_to_id_institutions_id_fk" FOREIGN KEY ("transfer_to_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_units" ADD CONSTRAINT "inventory_units_received_from_id_institutions_id_fk" FOREIGN KEY ("received_from_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_units" ADD CONSTRAINT "inventory_units_issued_request_id_blood_requests_id_fk" FOREIGN KEY ("issued_request_id") REFERENCES "public"."blood_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blood_requests" ADD CONSTRAINT "blood_requests_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blood_requests" ADD CONSTRAINT "blood_requests_target_institution_id_institutions_id_fk" FOREIGN KEY ("target_institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blood_requests" ADD CONSTRAINT "blood_requests_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_units_bag_key" ON "inventory_units" USING btree ("origin_institution_id",lower("bag_id"));--> statement-breakpoint
CREATE INDEX "inventory_units_unit_number_idx" ON "inventory_units" USING btree ("unit_number") WHERE "inventory_units"."unit_number" is not null;--> statement-breakpoint
CREATE INDEX "inventory_units_bag_idx" ON "inventory_units" USING btree (lower("bag_id"));--> statement-breakpoint
CREATE INDEX "inventory_units_stock_idx" ON "inventory_units" USING btree ("institution_id","component","blood_group","state","expiry_date") WHERE state in ('quarantined', 'available', 'reserved');--> statement-breakpoint
CREATE INDEX "inventory_units_held_expiry_idx" ON "inventory_units" USING btree ("institution_id","expiry_date","id") WHERE state in ('quarantined', 'available', 'reserved', 'inTransfer', 'unsafe');--> statement-breakpoint
CREATE INDEX "inventory_units_held_cell_idx" ON "inventory_units" USING btree ("institution_id","component","blood_group","expiry_date","id") WHERE state in ('quarantined', 'available', 'reserved', 'inTransfer', 'unsafe');--> statement-breakpoint
CREATE INDEX "inventory_units_held_collected_idx" ON "inventory_units" USING btree ("institution_id","collection_date","id") WHERE state in ('quarantined', 'available', 'reserved', 'inTransfer', 'unsafe');--> statement-breakpoint
CREATE INDEX "inventory_units_processing_idx" ON "inventory_units" USING btree ("institution_id","expiry_date","id") WHERE state = 'inProcessing';--> statement-breakpoint
CREATE INDEX "inventory_units_issued_idx" ON "inventory_units" USING btree ("institution_id","issued_at","id") WHERE state = 'issued';--> statement-breakpoint
CREATE INDEX "inventory_units_disposed_idx" ON "inventory_units" USING btree ("institution_id","disposed_at","id") WHERE state = 'disposed';--> statement-breakpoint
CREATE INDEX "inventory_units_received_idx" ON "inventory_units" USING btree ("institution_id","received_on","id") WHERE "inventory_units"."received_on" is not null;--> statement-breakpoint
CREATE INDEX "inventory_units_incoming_idx" ON "inventory_units" USING btree ("transfer_to_id","transfer_sent_at","id") WHERE state = 'inTransfer';--> statement-breakpoint
CREATE INDEX "inventory_units_parent_idx" ON "inventory_units" USING btree ("parent_id") WHERE "inventory_units"."parent_id" is not null;--> statement-breakpoint
CREATE INDEX "inventory_units_request_idx" ON "inventory_units" USING btree ("issued_request_id") WHERE "inventory_units"."issued_request_id" is not null;--> statement-breakpoint
CREATE INDEX "unit_events_unit_idx" ON "unit_events" USING btree ("unit_id","seq");--> statement-breakpoint
CREATE INDEX "unit_events_unit_institution_idx" ON "unit_events" USING btree ("unit_id","institution_id");--> statement-breakpoint
CREATE INDEX "blood_requests_institution_idx" ON "blood_requests" USING btree ("institution_id","status","added_at");--> statement-breakpoint
CREATE INDEX "blood_requests_target_idx" ON "blood_requests" USING btree ("target_institution_id","status","added_at");--> statement-breakpoint
CREATE INDEX "institutions_blood_centre_earth_idx" ON "institutions" USING gist ("earth") WHERE "institutions"."status" = 'Confirmed' and "institutions"."type" in ('BloodBank', 'Both');--> statement-breakpoint
ALTER TABLE "inventory_units" ADD CONSTRAINT "inventory_units_state_check" CHECK (state in ('quarantined', 'available', 'reserved', 'inTransfer', 'inProcessing', 'issued', 'disposed', 'processed', 'unsafe'));--> statement-breakpoint
ALTER TABLE "inventory_units" ADD CONSTRAINT "inventory_units_screening_check" CHECK (screening in ('pending', 'declared', 'released', 'reactive'));--> statement-breakpoint
-- A reactive unit is unsafe until the bin: it can never be on the shelf as available (docs/decisions/0044).
ALTER TABLE "inventory_units" ADD CONSTRAINT "inventory_units_reactive_check" CHECK (screening <> 'reactive' OR state in ('unsafe', 'disposed'));--> statement-breakpoint
ALTER TABLE "blood_requests" ADD CONSTRAINT "blood_requests_units_check" CHECK (units_received >= 0 AND units_received <= units);--> statement-breakpoint
-- The history of a unit is appended and never changed, whatever role asks (docs/decisions/0044).
CREATE FUNCTION unit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'unit_events is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER unit_events_no_update BEFORE UPDATE OR DELETE ON unit_events
  FOR EACH ROW EXECUTE FUNCTION unit_events_append_only();--> statement-breakpoint
CREATE TRIGGER unit_events_no_truncate BEFORE TRUNCATE ON unit_events
  FOR EACH STATEMENT EXECUTE FUNCTION unit_events_append_only();
