CREATE TABLE "unit_collection_tallies" (
	"institution_id" uuid NOT NULL,
	"collection_date" date NOT NULL,
	"units" integer NOT NULL,
	CONSTRAINT "unit_collection_tallies_institution_id_collection_date_pk" PRIMARY KEY("institution_id","collection_date")
);
--> statement-breakpoint
CREATE TABLE "request_deputations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"institution_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"donation_date" date NOT NULL,
	"added_by" uuid,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blood_requests" ADD COLUMN "earth" "cube" GENERATED ALWAYS AS (ll_to_earth(hospital_latitude, hospital_longitude)) STORED;--> statement-breakpoint
ALTER TABLE "unit_collection_tallies" ADD CONSTRAINT "unit_collection_tallies_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_deputations" ADD CONSTRAINT "request_deputations_request_id_blood_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."blood_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_deputations" ADD CONSTRAINT "request_deputations_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_deputations" ADD CONSTRAINT "request_deputations_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "request_deputations_request_person_key" ON "request_deputations" USING btree ("request_id","person_id");--> statement-breakpoint
CREATE INDEX "request_deputations_person_idx" ON "request_deputations" USING btree ("person_id","donation_date");--> statement-breakpoint
CREATE INDEX "blood_requests_open_earth_idx" ON "blood_requests" USING gist ("earth") WHERE "blood_requests"."status" = 2;--> statement-breakpoint
-- Units collected, not the components made from them (parent_id): a donation counts once. The tallies move
-- by whole statements (a 10 000-unit upload is one upsert per centre and day), taking
-- the tally rows in a fixed order so that two uploads wait for each other instead of deadlocking.
CREATE FUNCTION inventory_units_collection_tally() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO unit_collection_tallies AS t (institution_id, collection_date, units)
      SELECT origin_institution_id, collection_date, count(*) FROM added WHERE parent_id IS NULL GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (institution_id, collection_date) DO UPDATE SET units = t.units + EXCLUDED.units;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO unit_collection_tallies AS t (institution_id, collection_date, units)
      SELECT origin_institution_id, collection_date, -count(*) FROM removed WHERE parent_id IS NULL GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (institution_id, collection_date) DO UPDATE SET units = t.units + EXCLUDED.units;
  ELSE
    -- A corrected collection date moves the unit from one day to another.
    INSERT INTO unit_collection_tallies AS t (institution_id, collection_date, units)
      SELECT institution_id, day, sum(n) FROM (
        SELECT origin_institution_id AS institution_id, collection_date AS day, -1 AS n FROM removed WHERE parent_id IS NULL
        UNION ALL
        SELECT origin_institution_id, collection_date, 1 FROM added WHERE parent_id IS NULL
      ) AS moves GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
      ON CONFLICT (institution_id, collection_date) DO UPDATE SET units = t.units + EXCLUDED.units;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
INSERT INTO unit_collection_tallies (institution_id, collection_date, units)
  SELECT origin_institution_id, collection_date, count(*) FROM inventory_units WHERE parent_id IS NULL GROUP BY 1, 2;--> statement-breakpoint
CREATE TRIGGER inventory_units_collection_tally_insert AFTER INSERT ON inventory_units
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION inventory_units_collection_tally();--> statement-breakpoint
CREATE TRIGGER inventory_units_collection_tally_delete AFTER DELETE ON inventory_units
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION inventory_units_collection_tally();--> statement-breakpoint
CREATE TRIGGER inventory_units_collection_tally_update AFTER UPDATE ON inventory_units
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION inventory_units_collection_tally();
