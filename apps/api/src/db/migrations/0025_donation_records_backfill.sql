-- Donations taken on RaktSetu before donation_records.donation_id existed: link each record to the donation it
-- was written with (same donor, blood centre, day and component, in the same transaction), one to one, so the
-- donor's history offers their certificates too.
WITH pairs AS (
	SELECT r.id AS record_id, d.id AS donation_id,
		row_number() OVER (PARTITION BY r.id ORDER BY d.completed_at, d.id) AS record_rank,
		row_number() OVER (PARTITION BY d.id ORDER BY r.added_at, r.id) AS donation_rank
	FROM donation_records r
	JOIN donations d ON d.person_id = r.person_id AND d.institution_id = r.institution_id
		AND d.donated_on = r.donated_on AND d.component = r.component AND d.outcome = 'donated'
	WHERE r.donation_id IS NULL
)
UPDATE donation_records SET donation_id = pairs.donation_id
FROM pairs
WHERE donation_records.id = pairs.record_id AND pairs.record_rank = 1 AND pairs.donation_rank = 1;
