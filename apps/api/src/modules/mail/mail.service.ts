import { desc } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  purpose: string;
}

export interface Mailer {
  /** 'outbox' keeps mail in the database and the log; 'smtp' hands it to the configured server. */
  readonly transport: 'outbox' | 'smtp';
  /**
   * Sends, or keeps, one mail. Inside a transaction pass it as `tx`: the outbox row then commits or rolls
   * back with the change the mail announces (and the embedded database, which has one connection, is not
   * asked for a second one while the transaction holds it).
   */
  send(mail: OutgoingMail, tx?: Db): Promise<void>;
}

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    transport: 'smtp',
    async send(mail) {
      await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}

/** Without SMTP nothing leaves the machine: every mail is stored, and printed so a newcomer sees codes. */
export function outboxMailer(db: Db, log: FastifyBaseLogger | undefined): Mailer {
  return {
    transport: 'outbox',
    async send(mail, tx = db) {
      await tx.insert(mailOutbox).values(mail);
      log?.info(
        { to: mail.to, subject: mail.subject },
        `mail kept in the outbox (no SMTP_URL):\n${mail.text}`,
      );
    },
  };
}

export async function listOutbox(db: Db, limit = 50) {
  const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.addedAt)).limit(limit);
  return rows.map((row) => ({
    _id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    purpose: row.purpose,
    addedAt: row.addedAt.toISOString(),
  }));
}
