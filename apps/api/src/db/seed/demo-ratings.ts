import { asc } from 'drizzle-orm';
import type { Db } from '../client.js';
import { institutionRatings, people } from '../schema/index.js';

/** What people wrote of a blood centre or hospital and of a delivery it made: stars, comment, days ago. */
const INSTITUTION_REVIEWS: [number, string, number][] = [
  [5, 'Staff were patient with a first-time donor and explained every step.', 3],
  [4, 'Clean donor hall; the wait before screening was about 20 minutes.', 9],
  [5, 'They called me back within an hour when my father needed O- blood.', 17],
  [3, 'Good care, but parking near the centre is difficult in the evening.', 26],
  [4, 'Donation certificate was mailed the same day.', 41],
];
const DELIVERY_REVIEWS: [number, string, number][] = [
  [5, 'Two units of PRBC reached the ICU 40 minutes after the request.', 5],
  [4, 'Cold box arrived sealed with the temperature log; the driver waited for our signature.', 14],
  [3, 'Delivered on time but the cross-match report came separately an hour later.', 33],
];

const DAY_MS = 86_400_000;

/** Ratings for the detail page of each demo institution, from people of the demo population. */
export async function seedDemoRatings(tx: Db, options: { today: string; institutionIds: string[] }) {
  const raters = await tx.select({ id: people.id }).from(people).orderBy(asc(people.donorCode)).limit(40);
  const noon = Date.parse(`${options.today}T06:30:00Z`);
  const rows = options.institutionIds.flatMap((institutionId, index) => {
    // Each institution gets a different share of the reviews, so the averages differ.
    const own = INSTITUTION_REVIEWS.slice(index % 2, INSTITUTION_REVIEWS.length - (index % 3));
    const deliveries = DELIVERY_REVIEWS.slice(0, 1 + (index % DELIVERY_REVIEWS.length));
    return [
      ...own.map(([rating, comments, daysAgo], n) => ({
        kind: 'institution' as const,
        rating,
        comments,
        daysAgo,
        n,
      })),
      ...deliveries.map(([rating, comments, daysAgo], n) => ({
        kind: 'delivery' as const,
        rating,
        comments,
        daysAgo,
        n,
      })),
    ].map(({ kind, rating, comments, daysAgo, n }) => ({
      institutionId,
      kind,
      rating,
      comments,
      personId:
        raters[(index * 7 + n * 3 + (kind === 'delivery' ? 1 : 0)) % Math.max(1, raters.length)]?.id ?? null,
      addedAt: new Date(noon - daysAgo * DAY_MS - index * 3_600_000),
    }));
  });
  if (rows.length > 0) await tx.insert(institutionRatings).values(rows);
}
