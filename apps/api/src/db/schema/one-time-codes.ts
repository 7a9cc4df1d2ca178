import { index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Six-digit reset codes and set-password links. Only a keyed hash of the secret is stored; the row's id is
 * what the client carries between screens.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** ForgotOTP and the links of accounts; DonorOTP verifies a donor for an institution; MobileOTP signs into the app. */
    purpose: text('purpose', {
      enum: ['ForgotOTP', 'keymember', 'admin', 'user', 'DonorOTP', 'MobileOTP'],
    }).notNull(),
    subjectKind: text('subject_kind', { enum: ['user', 'admin', 'person'] }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    secretHash: text('secret_hash').notNull(),
    /** For DonorOTP: the institution the donor is verified for. */
    institutionId: uuid('institution_id'),
    /** For MobileOTP: the mobile number the code was sent to (a new number has no person yet). */
    sentTo: text('sent_to'),
    failedTries: smallint('failed_tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('one_time_codes_secret_idx').on(table.secretHash),
    index('one_time_codes_subject_idx').on(table.subjectKind, table.subjectId),
    // Housekeeping deletes codes and links long past their expiry (docs/decisions/0051).
    index('one_time_codes_expires_idx').on(table.expiresAt),
  ],
);

export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect;
