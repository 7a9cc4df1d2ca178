CREATE TABLE "platform_city_tallies" (
	"metric" text NOT NULL,
	"state" text NOT NULL,
	"city" text NOT NULL,
	"n" bigint NOT NULL,
	"seconds" double precision NOT NULL,
	CONSTRAINT "platform_city_tallies_metric_state_city_pk" PRIMARY KEY("metric","state","city")
);
--> statement-breakpoint
CREATE TABLE "platform_daily_tallies" (
	"metric" text NOT NULL,
	"state" text NOT NULL,
	"day" date NOT NULL,
	"n" bigint NOT NULL,
	"seconds" double precision NOT NULL,
	CONSTRAINT "platform_daily_tallies_metric_state_day_pk" PRIMARY KEY("metric","state","day")
);
--> statement-breakpoint
-- The India day of a moment (IST has no daylight saving: a fixed 5 h 30 min ahead of UTC).
CREATE FUNCTION india_day(at timestamptz) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT ((at AT TIME ZONE 'UTC') + interval '330 minutes')::date
$$;--> statement-breakpoint
-- Adds moves (metric, state, city, day, n, seconds) to both tallies, in key order so that two statements that
-- move the same rows wait for each other instead of deadlocking.
CREATE FUNCTION platform_tally(moves jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO platform_daily_tallies AS t (metric, state, day, n, seconds)
    SELECT m.metric, m.state, m.day, sum(m.n), sum(m.seconds)
      FROM jsonb_to_recordset(moves) AS m(metric text, state text, city text, day date, n bigint, seconds double precision)
      GROUP BY 1, 2, 3 HAVING sum(m.n) <> 0 OR sum(m.seconds) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (metric, state, day) DO UPDATE SET n = t.n + EXCLUDED.n, seconds = t.seconds + EXCLUDED.seconds;
  INSERT INTO platform_city_tallies AS t (metric, state, city, n, seconds)
    SELECT m.metric, m.state, m.city, sum(m.n), sum(m.seconds)
      FROM jsonb_to_recordset(moves) AS m(metric text, state text, city text, day date, n bigint, seconds double precision)
      GROUP BY 1, 2, 3 HAVING sum(m.n) <> 0 OR sum(m.seconds) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (metric, state, city) DO UPDATE SET n = t.n + EXCLUDED.n, seconds = t.seconds + EXCLUDED.seconds;
$$;--> statement-breakpoint
-- Units collected (a donation counts once, not the components made from it) by the collecting centre's place
-- and the collection day; units on a shelf (stock) by the holder's place, moved on the day they come or go.
CREATE FUNCTION inventory_units_platform_tally() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM platform_tally(coalesce((SELECT jsonb_agg(m) FROM (
      SELECT 'donation' AS metric, coalesce(i.state, '') AS state, coalesce(i.city, '') AS city, a.collection_date AS day, count(*) AS n, 0 AS seconds
        FROM added a JOIN institutions i ON i.id = a.origin_institution_id WHERE a.parent_id IS NULL GROUP BY 2, 3, 4
      UNION ALL
      SELECT 'stock', coalesce(i.state, ''), coalesce(i.city, ''), india_day(now()), count(*), 0
        FROM added a JOIN institutions i ON i.id = a.institution_id
        WHERE a.state IN ('quarantined', 'available', 'reserved') GROUP BY 2, 3
    ) m), '[]'));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM platform_tally(coalesce((SELECT jsonb_agg(m) FROM (
      SELECT 'donation' AS metric, coalesce(i.state, '') AS state, coalesce(i.city, '') AS city, r.collection_date AS day, -count(*) AS n, 0 AS seconds
        FROM removed r JOIN institutions i ON i.id = r.origin_institution_id WHERE r.parent_id IS NULL GROUP BY 2, 3, 4
      UNION ALL
      SELECT 'stock', coalesce(i.state, ''), coalesce(i.city, ''), india_day(now()), -count(*), 0
        FROM removed r JOIN institutions i ON i.id = r.institution_id
        WHERE r.state IN ('quarantined', 'available', 'reserved') GROUP BY 2, 3
    ) m), '[]'));
  ELSE
    PERFORM platform_tally(coalesce((SELECT jsonb_agg(m) FROM (
      SELECT 'donation' AS metric, coalesce(i.state, '') AS state, coalesce(i.city, '') AS city, day, sum(n) AS n, 0 AS seconds FROM (
        SELECT r.origin_institution_id AS institution_id, r.collection_date AS day, -1 AS n
          FROM removed r JOIN added a ON a.id = r.id
          WHERE r.parent_id IS NULL AND (r.collection_date, r.origin_institution_id) IS DISTINCT FROM (a.collection_date, a.origin_institution_id)
        UNION ALL
        SELECT a.origin_institution_id, a.collection_date, 1
          FROM removed r JOIN added a ON a.id = r.id
          WHERE a.parent_id IS NULL AND (r.collection_date, r.origin_institution_id) IS DISTINCT FROM (a.collection_date, a.origin_institution_id)
      ) AS moves JOIN institutions i ON i.id = moves.institution_id GROUP BY 2, 3, 4
      UNION ALL
      SELECT 'stock', coalesce(i.state, ''), coalesce(i.city, ''), india_day(now()), sum(n), 0 FROM (
        SELECT r.institution_id, -1 AS n FROM removed r JOIN added a ON a.id = r.id
          WHERE r.state IN ('quarantined', 'available', 'reserved')
            AND (a.state NOT IN ('quarantined', 'available', 'reserved') OR a.institution_id <> r.institution_id)
        UNION ALL
        SELECT a.institution_id, 1 FROM removed r JOIN added a ON a.id = r.id
          WHERE a.state IN ('quarantined', 'available', 'reserved')
            AND (r.state NOT IN ('quarantined', 'available', 'reserved') OR a.institution_id <> r.institution_id)
      ) AS moves JOIN institutions i ON i.id = moves.institution_id GROUP BY 2, 3
    ) m), '[]'));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER inventory_units_platform_tally_insert AFTER INSERT ON inventory_units
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION inventory_units_platform_tally();--> statement-breakpoint
CREATE TRIGGER inventory_units_platform_tally_delete AFTER DELETE ON inventory_units
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION inventory_units_platform_tally();--> statement-breakpoint
CREATE TRIGGER inventory_units_platform_tally_update AFTER UPDATE ON inventory_units
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION inventory_units_platform_tally();--> statement-breakpoint
-- Units issued to patients (consumed), disposed, and sent to another centre, by where it happened.
CREATE FUNCTION unit_events_platform_tally() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM platform_tally(coalesce((SELECT jsonb_agg(m) FROM (
    SELECT CASE e.action WHEN 'issued' THEN 'consumed' WHEN 'disposed' THEN 'disposed' ELSE 'transferred' END AS metric,
        coalesce(i.state, '') AS state, coalesce(i.city, '') AS city, india_day(e.at) AS day, count(*) AS n, 0 AS seconds
      FROM added e JOIN institutions i ON i.id = e.institution_id
      WHERE e.action IN ('issued', 'disposed', 'transfer-sent') GROUP BY 1, 2, 3, 4
  ) m), '[]'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER unit_events_platform_tally AFTER INSERT ON unit_events
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION unit_events_platform_tally();--> statement-breakpoint
-- Units requested (demand), by the raising institution's place or else the person's; requests filled, with
-- the time from raising to filling, and those needed the day they were raised (emergencies).
CREATE FUNCTION blood_requests_platform_tally() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM platform_tally(coalesce((SELECT jsonb_agg(m) FROM (
      SELECT 'demand' AS metric, coalesce(i.state, p.state, '') AS state, coalesce(i.city, p.city, '') AS city,
          india_day(a.added_at) AS day, sum(a.units) AS n, 0 AS seconds
        FROM added a
        LEFT JOIN institutions i ON i.id = coalesce(a.institution_id, a.target_institution_id)
        LEFT JOIN people p ON p.id = a.raised_by_person_id
        GROUP BY 2, 3, 4
      UNION ALL
      -- A request written already filled (an import, the demo) counts as filled when it was last changed.
      SELECT kinds.metric, coalesce(i.state, p.state, ''), coalesce(i.city, p.city, ''), india_day(a.updated_at), count(*),
          sum(extract(epoch FROM a.updated_at - a.added_at))
        FROM added a
        CROSS JOIN LATERAL (VALUES ('fulfilled'), (CASE WHEN a.required_by <= india_day(a.added_at) THEN 'emergency' END)) AS kinds(metric)
        LEFT JOIN institutions i ON i.id = coalesce(a.institution_id, a.target_institution_id)
        LEFT JOIN people p ON p.id = a.raised_by_person_id
        WHERE a.status = 3 AND kinds.metric IS NOT NULL
        GROUP BY 1, 2, 3, 4
    ) m), '[]'));
  ELSE
    PERFORM platform_tally(coalesce((SELECT jsonb_agg(m) FROM (
      SELECT metric, coalesce(i.state, p.state, '') AS state, coalesce(i.city, p.city, '') AS city,
          india_day(now()) AS day, count(*) AS n, sum(extract(epoch FROM now() - a.added_at)) AS seconds
        FROM removed r JOIN added a ON a.id = r.id
        CROSS JOIN LATERAL (VALUES ('fulfilled'), (CASE WHEN a.required_by <= india_day(a.added_at) THEN 'emergency' END)) AS kinds(metric)
        LEFT JOIN institutions i ON i.id = coalesce(a.institution_id, a.target_institution_id)
        LEFT JOIN people p ON p.id = a.raised_by_person_id
        WHERE r.status <> 3 AND a.status = 3 AND metric IS NOT NULL
        GROUP BY 1, 2, 3
    ) m), '[]'));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER blood_requests_platform_tally_insert AFTER INSERT ON blood_requests
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION blood_requests_platform_tally();--> statement-breakpoint
CREATE TRIGGER blood_requests_platform_tally_update AFTER UPDATE ON blood_requests
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION blood_requests_platform_tally();--> statement-breakpoint
-- The first donor deputed for a request, with the time it took to find one.
CREATE FUNCTION request_deputations_platform_tally() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM platform_tally(coalesce((SELECT jsonb_agg(m) FROM (
    SELECT 'donor-found' AS metric, coalesce(i.state, p.state, '') AS state, coalesce(i.city, p.city, '') AS city,
        india_day(now()) AS day, count(*) AS n, sum(extract(epoch FROM now() - q.added_at)) AS seconds
      FROM (SELECT DISTINCT request_id FROM added) d
      JOIN blood_requests q ON q.id = d.request_id
      LEFT JOIN institutions i ON i.id = coalesce(q.institution_id, q.target_institution_id)
      LEFT JOIN people p ON p.id = q.raised_by_person_id
      WHERE NOT EXISTS (
        SELECT 1 FROM request_deputations x WHERE x.request_id = d.request_id AND x.id NOT IN (SELECT id FROM added)
      )
      GROUP BY 2, 3
  ) m), '[]'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER request_deputations_platform_tally AFTER INSERT ON request_deputations
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION request_deputations_platform_tally();--> statement-breakpoint
-- Accepted camps (donation drives), by the camp's own place and day.
CREATE FUNCTION camps_platform_tally() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM platform_tally(coalesce((SELECT jsonb_agg(m) FROM (
      SELECT 'camp' AS metric, coalesce(a.state, '') AS state, coalesce(a.city, '') AS city, a.camp_date AS day, count(*) AS n, 0 AS seconds
        FROM added a WHERE a.status = 'Accepted' AND a.camp_date IS NOT NULL GROUP BY 2, 3, 4
    ) m), '[]'));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM platform_tally(coalesce((SELECT jsonb_agg(m) FROM (
      SELECT 'camp' AS metric, coalesce(r.state, '') AS state, coalesce(r.city, '') AS city, r.camp_date AS day, -count(*) AS n, 0 AS seconds
        FROM removed r WHERE r.status = 'Accepted' AND r.camp_date IS NOT NULL GROUP BY 2, 3, 4
    ) m), '[]'));
  ELSE
    PERFORM platform_tally(coalesce((SELECT jsonb_agg(m) FROM (
      SELECT 'camp' AS metric, state, city, day, sum(n) AS n, 0 AS seconds FROM (
        SELECT coalesce(r.state, '') AS state, coalesce(r.city, '') AS city, r.camp_date AS day, -1 AS n
          FROM removed r JOIN added a ON a.id = r.id
          WHERE r.status = 'Accepted' AND r.camp_date IS NOT NULL
            AND (r.status, r.camp_date, r.state, r.city) IS DISTINCT FROM (a.status, a.camp_date, a.state, a.city)
        UNION ALL
        SELECT coalesce(a.state, ''), coalesce(a.city, ''), a.camp_date, 1
          FROM removed r JOIN added a ON a.id = r.id
          WHERE a.status = 'Accepted' AND a.camp_date IS NOT NULL
            AND (r.status, r.camp_date, r.state, r.city) IS DISTINCT FROM (a.status, a.camp_date, a.state, a.city)
      ) AS moves GROUP BY 2, 3, 4
    ) m), '[]'));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER camps_platform_tally_insert AFTER INSERT ON camps
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION camps_platform_tally();--> statement-breakpoint
CREATE TRIGGER camps_platform_tally_delete AFTER DELETE ON camps
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION camps_platform_tally();--> statement-breakpoint
CREATE TRIGGER camps_platform_tally_update AFTER UPDATE ON camps
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION camps_platform_tally();--> statement-breakpoint
-- Donors deferred at screening, and each reason given, by the collecting centre's place.
CREATE FUNCTION donations_platform_tally_moves(deferred jsonb) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT coalesce(jsonb_agg(m), '[]') FROM (
    SELECT metric, coalesce(i.state, '') AS state, coalesce(i.city, '') AS city, d.donated_on AS day, count(*) AS n, 0 AS seconds
      FROM jsonb_to_recordset(deferred) AS d(institution_id uuid, donated_on date, deferral_reasons jsonb)
      JOIN institutions i ON i.id = d.institution_id
      CROSS JOIN LATERAL (
        SELECT 'deferral' UNION ALL SELECT 'deferral-reason:' || reason FROM jsonb_array_elements_text(d.deferral_reasons) AS reason
      ) AS kinds(metric)
      GROUP BY 1, 2, 3, 4
  ) m
$$;--> statement-breakpoint
CREATE FUNCTION donations_platform_tally() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM platform_tally(donations_platform_tally_moves(coalesce((
      SELECT jsonb_agg(jsonb_build_object('institution_id', a.institution_id, 'donated_on', a.donated_on, 'deferral_reasons', a.deferral_reasons))
        FROM added a WHERE a.outcome = 'deferred'), '[]')));
  ELSE
    PERFORM platform_tally(donations_platform_tally_moves(coalesce((
      SELECT jsonb_agg(jsonb_build_object('institution_id', a.institution_id, 'donated_on', a.donated_on, 'deferral_reasons', a.deferral_reasons))
        FROM removed r JOIN added a ON a.id = r.id WHERE a.outcome = 'deferred' AND r.outcome <> 'deferred'), '[]')));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER donations_platform_tally_insert AFTER INSERT ON donations
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION donations_platform_tally();--> statement-breakpoint
CREATE TRIGGER donations_platform_tally_update AFTER UPDATE ON donations
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION donations_platform_tally();--> statement-breakpoint
-- People on the platform, by where they live and the day they joined.
CREATE FUNCTION people_platform_tally() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM platform_tally(coalesce((SELECT jsonb_agg(m) FROM (
      SELECT 'user' AS metric, coalesce(a.state, '') AS state, coalesce(a.city, '') AS city, india_day(a.added_at) AS day, count(*) AS n, 0 AS seconds
        FROM added a GROUP BY 2, 3, 4
    ) m), '[]'));
  ELSE
    PERFORM platform_tally(coalesce((SELECT jsonb_agg(m) FROM (
      SELECT 'user' AS metric, coalesce(r.state, '') AS state, coalesce(r.city, '') AS city, india_day(r.added_at) AS day, -count(*) AS n, 0 AS seconds
        FROM removed r GROUP BY 2, 3, 4
    ) m), '[]'));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER people_platform_tally_insert AFTER INSERT ON people
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION people_platform_tally();--> statement-breakpoint
CREATE TRIGGER people_platform_tally_delete AFTER DELETE ON people
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION people_platform_tally();--> statement-breakpoint
-- What happened before this migration, counted once.
SELECT platform_tally(coalesce((SELECT jsonb_agg(m) FROM (
  SELECT 'donation' AS metric, coalesce(i.state, '') AS state, coalesce(i.city, '') AS city, u.collection_date AS day, count(*) AS n, 0 AS seconds
    FROM inventory_units u JOIN institutions i ON i.id = u.origin_institution_id WHERE u.parent_id IS NULL GROUP BY 2, 3, 4
  UNION ALL
  SELECT 'stock', coalesce(i.state, ''), coalesce(i.city, ''), india_day(now()), count(*), 0
    FROM inventory_units u JOIN institutions i ON i.id = u.institution_id
    WHERE u.state IN ('quarantined', 'available', 'reserved') GROUP BY 2, 3
  UNION ALL
  SELECT CASE e.action WHEN 'issued' THEN 'consumed' WHEN 'disposed' THEN 'disposed' ELSE 'transferred' END,
      coalesce(i.state, ''), coalesce(i.city, ''), india_day(e.at), count(*), 0
    FROM unit_events e JOIN institutions i ON i.id = e.institution_id
    WHERE e.action IN ('issued', 'disposed', 'transfer-sent') GROUP BY 1, 2, 3, 4
  UNION ALL
  SELECT 'demand', coalesce(i.state, p.state, ''), coalesce(i.city, p.city, ''), india_day(q.added_at), sum(q.units), 0
    FROM blood_requests q
    LEFT JOIN institutions i ON i.id = coalesce(q.institution_id, q.target_institution_id)
    LEFT JOIN people p ON p.id = q.raised_by_person_id
    GROUP BY 2, 3, 4
  UNION ALL
  SELECT kinds.metric, coalesce(i.state, p.state, ''), coalesce(i.city, p.city, ''), india_day(q.updated_at), count(*),
      sum(extract(epoch FROM q.updated_at - q.added_at))
    FROM blood_requests q
    CROSS JOIN LATERAL (VALUES ('fulfilled'), (CASE WHEN q.required_by <= india_day(q.added_at) THEN 'emergency' END)) AS kinds(metric)
    LEFT JOIN institutions i ON i.id = coalesce(q.institution_id, q.target_institution_id)
    LEFT JOIN people p ON p.id = q.raised_by_person_id
    WHERE q.status = 3 AND kinds.metric IS NOT NULL
    GROUP BY 1, 2, 3, 4
  UNION ALL
  SELECT 'donor-found', coalesce(i.state, p.state, ''), coalesce(i.city, p.city, ''), india_day(d.first_at), count(*),
      sum(extract(epoch FROM d.first_at - q.added_at))
    FROM (SELECT request_id, min(added_at) AS first_at FROM request_deputations GROUP BY 1) d
    JOIN blood_requests q ON q.id = d.request_id
    LEFT JOIN institutions i ON i.id = coalesce(q.institution_id, q.target_institution_id)
    LEFT JOIN people p ON p.id = q.raised_by_person_id
    GROUP BY 2, 3, 4
  UNION ALL
  SELECT 'camp', coalesce(c.state, ''), coalesce(c.city, ''), c.camp_date, count(*), 0
    FROM camps c WHERE c.status = 'Accepted' AND c.camp_date IS NOT NULL GROUP BY 2, 3, 4
  UNION ALL
  SELECT 'user', coalesce(p.state, ''), coalesce(p.city, ''), india_day(p.added_at), count(*), 0
    FROM people p GROUP BY 2, 3, 4
) m), '[]'));--> statement-breakpoint
SELECT platform_tally(donations_platform_tally_moves(coalesce((
  SELECT jsonb_agg(jsonb_build_object('institution_id', d.institution_id, 'donated_on', d.donated_on, 'deferral_reasons', d.deferral_reasons))
    FROM donations d WHERE d.outcome = 'deferred'), '[]')));
