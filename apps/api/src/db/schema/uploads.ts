import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { institutions } from './institutions.js';
import { users } from './users.js';

/**
 * A spreadsheet upload (docs/decisions/0049): its id is made by the browser, which sends the file's rows in
 * parts; nothing reaches the stock or the donors until the last part arrives and every valid row is stored
 * in one transaction. `result` answers a repeated last part without storing twice.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['inventory', 'donors'] }).notNull(),
    parts: integer('parts').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    storedAt: timestamp('stored_at', { withTimezone: true }),
    result: jsonb('result').$type<{ added: number; linked: number; refused: number }>(),
  },
  (table) => [
    index('uploads_institution_idx').on(table.institutionId, table.startedAt),
    // Parts of uploads never finished are swept after a day.
    index('uploads_unfinished_idx').on(table.startedAt).where(sql`${table.storedAt} is null`),
  ],
);

/**
 * An upload's parts as they arrived, each row checked: its value, or why it is refused. One row per part (a
 * jsonb array), so keeping 2 000 rows aside is one small write.
 */
export const uploadParts = pgTable(
  'upload_parts',
  {
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    part: integer('part').notNull(),
    rows: jsonb('rows')
      .$type<{ row: number; value: Record<string, unknown> | null; reasons: string[] | null }[]>()
      .notNull(),
  },
  (table) => [primaryKey({ columns: [table.uploadId, table.part] })],
);
