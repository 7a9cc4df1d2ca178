import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { camps } from './camps.js';
import { people } from './people.js';

export const DONOR_NOTICE_KINDS = ['eligibleAgain', 'campNearby'] as const;
export type DonorNoticeKind = (typeof DONOR_NOTICE_KINDS)[number];

/**
 * What the donor-notices job told a donor, or is about to (jobs/donor-notices.job.ts). One row per donor and
 * thing told — a day they may give again, a camp near them — so nobody is told the same thing twice, whichever
 * process runs the job. A row is claimed `pending` and turns `sent` in the same transaction that writes its mail
 * and text message into the outbox; `dropped` when what it announced no longer holds by the time it was to go.
 */
export const donorNotices = pgTable(
  'donor_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: DONOR_NOTICE_KINDS }).notNull(),
    /** eligibleAgain: the India day the donor may give again (YYYY-MM-DD); campNearby: the camp's id. */
    subject: text('subject').notNull(),
    campId: uuid('camp_id').references(() => camps.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['pending', 'sent', 'dropped'] })
      .notNull()
      .default('pending'),
    byMail: boolean('by_mail').notNull().default(false),
    bySms: boolean('by_sms').notNull().default(false),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('donor_notices_key').on(table.personId, table.kind, table.subject),
    // The job's send loop reads the few pending rows, oldest first, never the sent history.
    index('donor_notices_pending_idx').on(table.addedAt, table.id).where(sql`${table.state} = 'pending'`),
    index('donor_notices_camp_idx').on(table.campId).where(sql`${table.campId} is not null`),
  ],
);
export type DonorNoticeRow = typeof donorNotices.$inferSelect;

/**
 * A scheduled camp whose nearby donors the job has chosen (the `campNearby` notices written in the same
 * transaction): a camp is announced once, not looked at again every period until its day.
 */
export const campAnnouncements = pgTable('camp_announcements', {
  campId: uuid('camp_id')
    .primaryKey()
    .references(() => camps.id, { onDelete: 'cascade' }),
  /** How many donors were chosen to be told. */
  donors: integer('donors').notNull(),
  announcedAt: timestamp('announced_at', { withTimezone: true }).notNull().defaultNow(),
});
