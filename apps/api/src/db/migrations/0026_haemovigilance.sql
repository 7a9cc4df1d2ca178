CREATE TABLE "donor_reactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_id" uuid NOT NULL,
	"donation_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"type" text NOT NULL,
	"other_type" text DEFAULT '' NOT NULL,
	"severity" text NOT NULL,
	"outcome" text NOT NULL,
	"onset_at" timestamp with time zone NOT NULL,
	"actions" text NOT NULL,
	"recorded_by" uuid,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfusion_reaction_units" (
	"reaction_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"issuer_institution_id" uuid NOT NULL,
	"onset_at" timestamp with time zone NOT NULL,
	CONSTRAINT "transfusion_reaction_units_reaction_id_unit_id_pk" PRIMARY KEY("reaction_id","unit_id")
);
--> statement-breakpoint
CREATE TABLE "transfusion_reactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_id" uuid NOT NULL,
	"patient_id" uuid,
	"request_id" uuid NOT NULL,
	"patient_name" text NOT NULL,
	"patient_code" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"other_type" text DEFAULT '' NOT NULL,
	"severity" text NOT NULL,
	"outcome" text NOT NULL,
	"onset_at" timestamp with time zone NOT NULL,
	"actions" text NOT NULL,
	"recorded_by" uuid,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "donor_reactions" ADD CONSTRAINT "donor_reactions_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donor_reactions" ADD CONSTRAINT "donor_reactions_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donor_reactions" ADD CONSTRAINT "donor_reactions_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfusion_reaction_units" ADD CONSTRAINT "transfusion_reaction_units_reaction_id_transfusion_reactions_id_fk" FOREIGN KEY ("reaction_id") REFERENCES "public"."transfusion_reactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfusion_reaction_units" ADD CONSTRAINT "transfusion_reaction_units_unit_id_inventory_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."inventory_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfusion_reaction_units" ADD CONSTRAINT "transfusion_reaction_units_issuer_institution_id_institutions_id_fk" FOREIGN KEY ("issuer_institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfusion_reactions" ADD CONSTRAINT "transfusion_reactions_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfusion_reactions" ADD CONSTRAINT "transfusion_reactions_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfusion_reactions" ADD CONSTRAINT "transfusion_reactions_request_id_blood_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."blood_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donor_reactions_institution_onset_idx" ON "donor_reactions" USING btree ("institution_id","onset_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "donor_reactions_once_key" ON "donor_reactions" USING btree ("donation_id","type","onset_at");--> statement-breakpoint
CREATE INDEX "transfusion_reaction_units_issuer_idx" ON "transfusion_reaction_units" USING btree ("issuer_institution_id","onset_at","reaction_id");--> statement-breakpoint
CREATE INDEX "transfusion_reaction_units_unit_idx" ON "transfusion_reaction_units" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "transfusion_reactions_institution_onset_idx" ON "transfusion_reactions" USING btree ("institution_id","onset_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "transfusion_reactions_once_key" ON "transfusion_reactions" USING btree ("institution_id",coalesce("patient_id", "request_id"),"type","onset_at");