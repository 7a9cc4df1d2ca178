import { sql } from 'drizzle-orm';
import { index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every mail, in the transaction of the change it announces (docs/decisions/0051). Without SMTP it is `kept`:
 * the outbox a developer or a super administrator reads. With SMTP it is `pending` until the delivery job
 * hands it to the server (`sent`) or gives up after its tries (`failed`).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    purpose: text('purpose').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    /** Kept by default: a row written by older code or by the SMS outbox is never mailed by surprise. */
    state: text('state', { enum: ['kept', 'pending', 'sent', 'failed'] })
      .notNull()
      .default('kept'),
    /** Tries so far, the one in progress included. */
    attempts: smallint('attempts').notNull().default(0),
    /** When a pending mail may next be tried; pushed forward while a process is sending it. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The SMTP server's last refusal, never the mail itself. */
    lastError: text('last_error'),
  },
  (table) => [
    index('mail_outbox_added_idx').on(table.addedAt),
    index('mail_outbox_due_idx').on(table.nextAttemptAt).where(sql`${table.state} = 'pending'`),
  ],
);

export type MailRow = typeof mailOutbox.$inferSelect;
