import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  purpose: string;
}

export interface Mailer {
  /** 'outbox' keeps mail for people to read in /dev/outbox; 'smtp' queues it for the delivery job. */
  readonly transport: 'outbox' | 'smtp';
  /**
   * Writes one mail into mail_outbox. Inside a transaction pass it as `tx`: the mail then commits or rolls
   * back with the change it announces, and nothing leaves the machine before that (docs/decisions/0051). The
   * embedded database, which has one connection, is not asked for a second one while the transaction holds it.
   */
  send(mail: OutgoingMail, tx?: Db): Promise<void>;
}

/**
 * With SMTP: the mail waits in the outbox as `pending` until the delivery job (mail-delivery.ts) hands it to
 * the server. A slow or failing SMTP server therefore never slows or fails the call that sent the mail, and
 * a change that rolls back sends nothing.
 */
export function queueMailer(db: Db): Mailer {
  return {
    transport: 'smtp',
    async send(mail, tx = db) {
      await tx.insert(mailOutbox).values({ ...mail, state: 'pending', nextAttemptAt: sql`now()` });
    },
  };
}

/** Without SMTP nothing leaves the machine: every mail is kept, and printed so a newcomer sees codes. */
export function outboxMailer(db: Db, log: FastifyBaseLogger | undefined): Mailer {
  return {
    transport: 'outbox',
    async send(mail, tx = db) {
      await tx.insert(mailOutbox).values({ ...mail, state: 'kept' });
      log?.info(
        { to: mail.to, subject: mail.subject },
        `mail kept in the outbox (no SMTP_URL):\n${mail.text}`,
      );
    },
  };
}

export async function listOutbox(db: Db, limit = 50) {
  // Only kept mail: what a site sent over SMTP before it switched to an outbox is not for reading here.
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.state, 'kept'))
    .orderBy(desc(mailOutbox.addedAt))
    .limit(limit);
  return rows.map((row) => ({
    _id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    purpose: row.purpose,
    addedAt: row.addedAt.toISOString(),
  }));
}
