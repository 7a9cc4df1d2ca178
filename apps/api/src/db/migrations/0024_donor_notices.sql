CREATE TABLE "donor_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"camp_id" uuid,
	"state" text DEFAULT 'pending' NOT NULL,
	"by_mail" boolean DEFAULT false NOT NULL,
	"by_sms" boolean DEFAULT false NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "donation_records" ADD COLUMN "donation_id" uuid;--> statement-breakpoint
ALTER TABLE "donor_notices" ADD CONSTRAINT "donor_notices_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donor_notices" ADD CONSTRAINT "donor_notices_camp_id_camps_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."camps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "donor_notices_key" ON "donor_notices" USING btree ("person_id","kind","subject");--> statement-breakpoint
CREATE INDEX "donor_notices_pending_idx" ON "donor_notices" USING btree ("added_at","id") WHERE "donor_notices"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "donor_notices_camp_idx" ON "donor_notices" USING btree ("camp_id") WHERE "donor_notices"."camp_id" is not null;--> statement-breakpoint
CREATE INDEX "people_next_eligible_idx" ON "people" USING btree ("next_eligible_on") WHERE "people"."is_donor" and "people"."next_eligible_on" is not null;