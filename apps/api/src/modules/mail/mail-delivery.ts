import { and, eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';
import type { Job, JobLog } from '../../jobs/scheduler.js';

/** How often queued mail is looked for: a reset code waits a few seconds at most before it leaves. */
export const MAIL_DELIVERY_EVERY_MS = 5_000;

export interface DeliveryLimits {
  /** Mails claimed at a time. */
  batch: number;
  /** Tries before a mail is given up (the first included). */
  maxAttempts: number;
  /** The wait after the first failure; it doubles after each further one, up to `longestRetryMs`. */
  firstRetryMs: number;
  longestRetryMs: number;
  /**
   * How long a claimed mail is not offered to anyone else. A process that dies while sending leaves its mails
   * to be tried again after this; it must outlast the slowest batch (the SMTP timeouts below).
   */
  claimMs: number;
  /** A run stops claiming new batches after this long, so one backlog does not hold the job forever. */
  runBudgetMs: number;
}

/**
 * Ten tries over about three hours (30 s, 1, 2, 4, 8, 16, 32 min, then hourly): a relay down for an afternoon
 * loses nothing, and a mail that could not leave is reported rather than retried for ever.
 */
export const DELIVERY_LIMITS: DeliveryLimits = {
  batch: 10,
  maxAttempts: 10,
  firstRetryMs: 30_000,
  longestRetryMs: 3_600_000,
  claimMs: 10 * 60_000,
  runBudgetMs: 60_000,
};

/** The SMTP peer's patience: ten mails at these limits take far less than `claimMs`. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

interface ClaimedMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  purpose: string;
  attempts: number;
}

/** A refusal that a later try cannot change: the server rejected the recipient for good (5xx). */
function refusedForGood(error: unknown): boolean {
  const { code, responseCode } = error as { code?: string; responseCode?: number };
  return code === 'EENVELOPE' && typeof responseCode === 'number' && responseCode >= 500;
}

/** Why a try failed, as the server said it; never the mail, which may hold a code or a link. */
function reasonOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

function domainOf(from: string): string {
  return from.match(/@([^>\s]+)/)?.[1] ?? 'raktsetu.in';
}

/**
 * Takes due mail from the outbox for this process. One statement: the rows are locked with `skip locked`, so
 * two processes claiming at once take different mails, and the claim (one more try, not offered again before
 * `claimMs`) commits at once — no transaction stays open while SMTP talks.
 */
async function claimDue(db: Db, limits: DeliveryLimits): Promise<ClaimedMail[]> {
  const result = await db.execute(sql`
    update mail_outbox
    set attempts = attempts + 1,
        next_attempt_at = now() + ${limits.claimMs}::numeric * interval '1 millisecond'
    where id in (
      select id from mail_outbox
      where state = 'pending' and next_attempt_at <= now()
      order by next_attempt_at
      limit ${limits.batch}
      for update skip locked)
    returning id, "to", subject, text, html, purpose, attempts`);
  return (result as unknown as { rows: ClaimedMail[] }).rows;
}

/**
 * The job that sends queued mail over SMTP (docs/decisions/0051). Each mail is sent once: claimed by one
 * process, marked sent as soon as the server accepted it. A refusal is tried again later with a growing
 * wait, and given up after `maxAttempts` tries or at once when the server refuses the recipient for good.
 *
 * One window remains: a process that dies after the server accepted a mail and before it marked it sent
 * leaves the mail claimed, and it is sent again once the claim lapses. A second copy of a code or a link
 * is harmless where a lost one locks a person out, so the mail is sent at least once rather than at most
 * once; its Message-ID is the row's id, so the second copy is the same message to mail clients that notice.
 */
export function mailDeliveryJob(deps: {
  db: Db;
  smtpUrl: string;
  from: string;
  log: JobLog;
  periodMs?: number;
  limits?: Partial<DeliveryLimits>;
}): Job {
  const limits = { ...DELIVERY_LIMITS, ...deps.limits };
  const { db, log } = deps;
  const transporter = nodemailer.createTransport({ url: deps.smtpUrl, pool: true, ...SMTP_TIMEOUTS });
  const messageDomain = domainOf(deps.from);

  const retryDelayMs = (attempts: number) =>
    Math.min(limits.firstRetryMs * 2 ** (attempts - 1), limits.longestRetryMs);

  async function deliver(mail: ClaimedMail): Promise<void> {
    try {
      await transporter.sendMail({
        from: deps.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        messageId: `<${mail.id}@${messageDomain}>`,
      });
    } catch (error) {
      const reason = reasonOf(error);
      const details = {
        mailId: mail.id,
        purpose: mail.purpose,
        to: mail.to,
        attempts: mail.attempts,
        reason,
      };
      if (refusedForGood(error) || mail.attempts >= limits.maxAttempts) {
        await db
          .update(mailOutbox)
          .set({ state: 'failed', nextAttemptAt: null, lastError: reason })
          .where(eq(mailOutbox.id, mail.id));
        log.error(details, 'a mail could not be delivered and was given up');
      } else {
        const waitMs = retryDelayMs(mail.attempts);
        await db
          .update(mailOutbox)
          .set({
            nextAttemptAt: sql`now() + ${waitMs}::numeric * interval '1 millisecond'`,
            lastError: reason,
          })
          .where(eq(mailOutbox.id, mail.id));
        log.warn(
          { ...details, retryInMs: waitMs },
          'a mail could not be delivered yet; it will be tried again',
        );
      }
      return;
    }
    await db
      .update(mailOutbox)
      .set({ state: 'sent', sentAt: new Date(), nextAttemptAt: null, lastError: null })
      .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.state, 'pending')));
  }

  return {
    name: 'mail-delivery',
    periodMs: deps.periodMs ?? MAIL_DELIVERY_EVERY_MS,
    // Two runs at once would be harmless (each claims other mails), so the lease need not outlast a slow last
    // batch: it ends with the run's budget. A process killed mid-run then holds up everyone's mail for a minute,
    // not for the eleven that budget and claim add up to — longer than a reset code lives.
    leaseMs: limits.runBudgetMs,
    async run(signal) {
      const started = Date.now();
      while (!signal.aborted && Date.now() - started < limits.runBudgetMs) {
        const due = await claimDue(db, limits);
        // The pool sends a batch over a few connections at once.
        await Promise.all(due.map(deliver));
        if (due.length < limits.batch) return;
      }
    },
    close() {
      transporter.close();
    },
  };
}
