CREATE TABLE "camp_announcements" (
	"camp_id" uuid PRIMARY KEY NOT NULL,
	"donors" integer NOT NULL,
	"announced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "camp_announcements" ADD CONSTRAINT "camp_announcements_camp_id_camps_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."camps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "camps_upcoming_idx" ON "camps" USING btree ("camp_date","id") WHERE "camps"."status" = 'Accepted' and "camps"."active";