CREATE TABLE "component_prices" (
	"component" text PRIMARY KEY NOT NULL,
	"best_price" integer NOT NULL,
	"north_east" integer NOT NULL,
	"union_territory" integer NOT NULL,
	"platelets" integer NOT NULL,
	"whole_blood" integer NOT NULL,
	"tlc" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_name" text NOT NULL,
	"description" text NOT NULL,
	"price" integer NOT NULL,
	"quantity" integer NOT NULL,
	"bonus_quantity" integer NOT NULL,
	"condition" text NOT NULL,
	"bonus_period" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"added_by" uuid,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"institution_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"request_id" uuid,
	"patient_code" text,
	"person_id" uuid,
	"plan_id" uuid,
	"units" integer DEFAULT 0 NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "institution_ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"person_id" uuid,
	"rating" smallint NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "block_type" text;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "block_reason" text;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "block_comment" text;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "block_until" date;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "block_file" jsonb;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_ratings" ADD CONSTRAINT "institution_ratings_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_ratings" ADD CONSTRAINT "institution_ratings_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_plans_added_idx" ON "subscription_plans" USING btree ("added_at");--> statement-breakpoint
CREATE INDEX "subscription_plans_name_idx" ON "subscription_plans" USING btree (lower("plan_name") text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_transaction_id_key" ON "transactions" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "transactions_kind_added_idx" ON "transactions" USING btree ("kind","added_at");--> statement-breakpoint
CREATE INDEX "transactions_institution_idx" ON "transactions" USING btree ("institution_id","kind","added_at");--> statement-breakpoint
CREATE INDEX "institution_ratings_institution_idx" ON "institution_ratings" USING btree ("institution_id","kind","added_at");--> statement-breakpoint
CREATE INDEX "people_added_idx" ON "people" USING btree ("added_at");--> statement-breakpoint
CREATE INDEX "people_group_added_idx" ON "people" USING btree ("blood_group","added_at");--> statement-breakpoint
CREATE INDEX "people_blocked_idx" ON "people" USING btree ("blocked_at") WHERE "people"."blocked_at" is not null;