CREATE TABLE "blood_request_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"blood_group" text NOT NULL,
	"component" text NOT NULL,
	"units" integer NOT NULL,
	"units_received" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "blood_request_items_received" CHECK ("blood_request_items"."units_received" between 0 and "blood_request_items"."units")
);
--> statement-breakpoint
ALTER TABLE "blood_requests" ALTER COLUMN "institution_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "blood_requests" ADD COLUMN "raised_by_person_id" uuid;--> statement-breakpoint
ALTER TABLE "blood_requests" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "request_deputations" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "request_deputations" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blood_request_items" ADD CONSTRAINT "blood_request_items_request_id_blood_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."blood_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blood_request_items_request_position_key" ON "blood_request_items" USING btree ("request_id","position");--> statement-breakpoint
ALTER TABLE "blood_requests" ADD CONSTRAINT "blood_requests_raised_by_person_id_people_id_fk" FOREIGN KEY ("raised_by_person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blood_requests_person_idx" ON "blood_requests" USING btree ("raised_by_person_id","added_at") WHERE "blood_requests"."raised_by_person_id" is not null;--> statement-breakpoint
ALTER TABLE "blood_requests" ADD CONSTRAINT "blood_requests_raised_by" CHECK ("blood_requests"."institution_id" is not null or "blood_requests"."raised_by_person_id" is not null);