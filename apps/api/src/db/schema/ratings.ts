import { index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { institutions } from './institutions.js';
import { people } from './people.js';

/** What people thought of an institution, or of a delivery it made (the two tabs of the detail page). */
export const institutionRatings = pgTable(
  'institution_ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['institution', 'delivery'] }).notNull(),
    personId: uuid('person_id').references(() => people.id, { onDelete: 'set null' }),
    /** 1 to 5 stars. */
    rating: smallint('rating').notNull(),
    comments: text('comments').notNull().default(''),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('institution_ratings_institution_idx').on(table.institutionId, table.kind, table.addedAt),
  ],
);

export type InstitutionRatingRow = typeof institutionRatings.$inferSelect;
