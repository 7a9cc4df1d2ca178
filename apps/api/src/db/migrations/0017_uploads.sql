CREATE TABLE "upload_rows" (
	"upload_id" uuid NOT NULL,
	"row_no" integer NOT NULL,
	"part" integer NOT NULL,
	"value" jsonb,
	"reasons" jsonb,
	CONSTRAINT "upload_rows_upload_id_row_no_pk" PRIMARY KEY("upload_id","row_no")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"institution_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"parts" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stored_at" timestamp with time zone,
	"result" jsonb
);
--> statement-breakpoint
ALTER TABLE "upload_rows" ADD CONSTRAINT "upload_rows_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_institution_idx" ON "uploads" USING btree ("institution_id","started_at");--> statement-breakpoint
CREATE INDEX "uploads_unfinished_idx" ON "uploads" USING btree ("started_at") WHERE "uploads"."stored_at" is null;