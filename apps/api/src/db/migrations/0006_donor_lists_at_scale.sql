-- Donor lists at 200 000 donors (docs/decisions/0042): the group beside the point in the nearby index
-- (btree_gist); the person's group and searched fields copied onto each institution's link, so that its
-- list is read from its own index ranges; and per-institution tallies of donors by group.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "institution_donor_tallies" (
	"institution_id" uuid NOT NULL,
	"blood_group" text NOT NULL,
	"donors" integer NOT NULL,
	CONSTRAINT "institution_donor_tallies_institution_id_blood_group_pk" PRIMARY KEY("institution_id","blood_group")
);
--> statement-breakpoint
ALTER TABLE "institution_donors" ADD COLUMN "blood_group" text;--> statement-breakpoint
ALTER TABLE "institution_donors" ADD COLUMN "first_name" text;--> statement-breakpoint
ALTER TABLE "institution_donors" ADD COLUMN "last_name" text;--> statement-breakpoint
ALTER TABLE "institution_donors" ADD COLUMN "donor_code" text;--> statement-breakpoint
ALTER TABLE "institution_donors" ADD COLUMN "mobile_number" text;--> statement-breakpoint
ALTER TABLE "institution_donors" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "institution_donor_tallies" ADD CONSTRAINT "institution_donor_tallies_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "people_earth_group_idx" ON "people" USING gist ("earth","blood_group") WHERE "people"."is_donor";--> statement-breakpoint
UPDATE "institution_donors" AS d
  SET "blood_group" = p."blood_group", "first_name" = p."first_name", "last_name" = p."last_name",
      "donor_code" = p."donor_code", "mobile_number" = p."mobile_number", "email" = p."email"
  FROM "people" AS p WHERE p."id" = d."person_id";--> statement-breakpoint
CREATE INDEX "institution_donors_group_added_idx" ON "institution_donors" USING btree ("institution_id","blood_group","added_at");--> statement-breakpoint
CREATE INDEX "institution_donors_first_name_idx" ON "institution_donors" USING btree ("institution_id",lower("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "institution_donors_last_name_idx" ON "institution_donors" USING btree ("institution_id",lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "institution_donors_donor_code_idx" ON "institution_donors" USING btree ("institution_id","donor_code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "institution_donors_mobile_idx" ON "institution_donors" USING btree ("institution_id","mobile_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "institution_donors_email_idx" ON "institution_donors" USING btree ("institution_id",lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "institution_donors_blocked_idx" ON "institution_donors" USING btree ("institution_id","blood_group") WHERE "institution_donors"."status" = 'Blocked';--> statement-breakpoint
INSERT INTO "institution_donor_tallies" ("institution_id", "blood_group", "donors")
  SELECT "institution_id", coalesce("blood_group", ''), count(*) FROM "institution_donors" GROUP BY 1, 2;--> statement-breakpoint
-- A link always carries its person's copied fields: taken when the link is made...
CREATE FUNCTION institution_donors_copy_person() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT blood_group, first_name, last_name, donor_code, mobile_number, email
    INTO NEW.blood_group, NEW.first_name, NEW.last_name, NEW.donor_code, NEW.mobile_number, NEW.email
    FROM people WHERE id = NEW.person_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER institution_donors_copy_person BEFORE INSERT OR UPDATE OF person_id ON institution_donors
  FOR EACH ROW EXECUTE FUNCTION institution_donors_copy_person();--> statement-breakpoint
-- ...and again whenever the person's group, name, donor ID, number or e-mail is set or corrected.
CREATE FUNCTION people_copy_to_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE institution_donors
    SET blood_group = NEW.blood_group, first_name = NEW.first_name, last_name = NEW.last_name,
        donor_code = NEW.donor_code, mobile_number = NEW.mobile_number, email = NEW.email
    WHERE person_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER people_copy_to_links AFTER UPDATE OF blood_group, first_name, last_name, donor_code, mobile_number, email
  ON people FOR EACH ROW
  WHEN ((OLD.blood_group, OLD.first_name, OLD.last_name, OLD.donor_code, OLD.mobile_number, OLD.email)
    IS DISTINCT FROM (NEW.blood_group, NEW.first_name, NEW.last_name, NEW.donor_code, NEW.mobile_number, NEW.email))
  EXECUTE FUNCTION people_copy_to_links();--> statement-breakpoint
-- The tallies move by whole statements (a 1 000-row upload is one upsert per group), taking the tally rows in
-- a fixed order so that two uploads into one institution wait for each other instead of deadlocking.
CREATE FUNCTION institution_donors_tally() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO institution_donor_tallies AS t (institution_id, blood_group, donors)
      SELECT institution_id, coalesce(blood_group, ''), count(*) FROM added GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (institution_id, blood_group) DO UPDATE SET donors = t.donors + EXCLUDED.donors;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO institution_donor_tallies AS t (institution_id, blood_group, donors)
      SELECT institution_id, coalesce(blood_group, ''), -count(*) FROM removed GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (institution_id, blood_group) DO UPDATE SET donors = t.donors + EXCLUDED.donors;
  ELSE
    -- A change of group moves a donor from one tally to another.
    INSERT INTO institution_donor_tallies AS t (institution_id, blood_group, donors)
      SELECT institution_id, g, sum(n) FROM (
        SELECT institution_id, coalesce(blood_group, '') AS g, -1 AS n FROM removed
        UNION ALL
        SELECT institution_id, coalesce(blood_group, '') AS g, 1 AS n FROM added
      ) AS moves GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
      ON CONFLICT (institution_id, blood_group) DO UPDATE SET donors = t.donors + EXCLUDED.donors;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER institution_donors_tally_insert AFTER INSERT ON institution_donors
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION institution_donors_tally();--> statement-breakpoint
CREATE TRIGGER institution_donors_tally_delete AFTER DELETE ON institution_donors
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION institution_donors_tally();--> statement-breakpoint
CREATE TRIGGER institution_donors_tally_update AFTER UPDATE ON institution_donors
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION institution_donors_tally();
