CREATE TABLE "open_request_reach" (
	"institution_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"distance_m" double precision,
	"required_by" date,
	"added_at" timestamp with time zone NOT NULL,
	"blood_group" text NOT NULL,
	"component" text NOT NULL,
	"units" integer NOT NULL,
	"bulk" boolean DEFAULT false NOT NULL,
	CONSTRAINT "open_request_reach_institution_id_request_id_pk" PRIMARY KEY("institution_id","request_id")
);
--> statement-breakpoint
ALTER TABLE "open_request_reach" ADD CONSTRAINT "open_request_reach_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_request_reach" ADD CONSTRAINT "open_request_reach_request_id_blood_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."blood_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "open_request_reach_distance_idx" ON "open_request_reach" USING btree ("institution_id","distance_m","request_id");--> statement-breakpoint
CREATE INDEX "open_request_reach_required_idx" ON "open_request_reach" USING btree ("institution_id","required_by","request_id");--> statement-breakpoint
CREATE INDEX "open_request_reach_request_idx" ON "open_request_reach" USING btree ("request_id");
--> statement-breakpoint
-- NGOs are reached too (for deputation): the blood centres' spatial index leaves them out.
CREATE INDEX "institutions_fillers_earth_idx" ON "institutions" USING gist ("earth")
  WHERE "status" = 'Confirmed' AND "type" IN ('BloodBank', 'Both', 'NGO');--> statement-breakpoint
-- The institutions an open request reaches (docs/decisions/0045): its raiser, the centre it names, and — when it
-- names none — every blood centre and NGO within 50 km of its hospital. Kept in a fixed order so that two
-- statements opening requests wait for each other instead of deadlocking.
CREATE FUNCTION open_request_reach_of(opened uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO open_request_reach (institution_id, request_id, distance_m, required_by, added_at, blood_group, component, units, bulk)
  SELECT DISTINCT ON (institution_id, request_id) institution_id, request_id, distance_m, required_by, added_at, blood_group, component, units, bulk
  FROM (
    SELECT i.id AS institution_id, o.id AS request_id, earth_distance(i.earth, o.earth) AS distance_m, o.required_by,
      o.added_at, o.blood_group, o.component, o.units, o.sub_type IS NOT DISTINCT FROM 'Bulk' AS bulk
    FROM blood_requests o JOIN institutions i ON o.id = ANY(opened) AND i.id IN (o.institution_id, o.target_institution_id)
    UNION ALL
    SELECT i.id, o.id, earth_distance(i.earth, o.earth), o.required_by, o.added_at, o.blood_group, o.component, o.units,
      o.sub_type IS NOT DISTINCT FROM 'Bulk'
    FROM blood_requests o JOIN institutions i
      ON o.id = ANY(opened) AND o.target_institution_id IS NULL
      AND i.status = 'Confirmed' AND i.type IN ('BloodBank', 'Both', 'NGO')
      AND earth_box(o.earth, 50000) @> i.earth AND earth_distance(o.earth, i.earth) <= 50000
  ) AS reached
  ORDER BY institution_id, request_id
  ON CONFLICT DO NOTHING;
$$;--> statement-breakpoint
CREATE FUNCTION blood_requests_opened() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM open_request_reach_of(array(SELECT n.id FROM added n WHERE n.status = 2));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION blood_requests_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Filled, cancelled or otherwise closed: it reaches nobody any more.
  DELETE FROM open_request_reach o USING added n JOIN removed p ON p.id = n.id
    WHERE o.request_id = n.id AND p.status = 2 AND n.status <> 2;
  PERFORM open_request_reach_of(array(SELECT n.id FROM added n JOIN removed p ON p.id = n.id WHERE n.status = 2 AND p.status <> 2));
  RETURN NULL;
END $$;--> statement-breakpoint
SELECT open_request_reach_of(array(SELECT r.id FROM blood_requests r WHERE r.status = 2));--> statement-breakpoint
CREATE TRIGGER blood_requests_opened AFTER INSERT ON blood_requests
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION blood_requests_opened();--> statement-breakpoint
CREATE TRIGGER blood_requests_moved AFTER UPDATE ON blood_requests
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION blood_requests_moved();
