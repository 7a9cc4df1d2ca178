import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { outboxMailer, queueMailer } from '../modules/mail/mail.service.js';
import { mailDeliveryJob } from '../modules/mail/mail-delivery.js';
import { noNotifier, outboxNotifier, webhookNotifier } from '../modules/mail/notifier.js';
import { donorNoticesJob } from './donor-notices.job.js';
import { housekeepingJob } from './housekeeping.job.js';
import { type Job, type JobLog, type Scheduler, startScheduler } from './scheduler.js';

/** The jobs an api process runs: housekeeping and donor notices always, mail delivery when mail is sent over SMTP. */
export function appJobs(config: AppConfig, database: Database, log: JobLog): Job[] {
  const { db } = database;
  const jobs: Job[] = [housekeepingJob({ db, log, periodMs: config.jobPeriods.housekeeping })];
  // Mail and texts to donors go where the app's own do (app.ts): queued for SMTP, or kept in the outbox.
  jobs.push(
    donorNoticesJob({
      db,
      mailer: config.smtpUrl ? queueMailer(db) : outboxMailer(db, undefined),
      notifier: config.smsWebhookUrl
        ? webhookNotifier(config.smsWebhookUrl, undefined)
        : config.outbox !== 'off'
          ? outboxNotifier(db)
          : noNotifier,
      log,
      periodMs: config.jobPeriods['donor-notices'],
    }),
  );
  if (config.smtpUrl)
    jobs.push(
      mailDeliveryJob({
        db,
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        log,
        periodMs: config.jobPeriods['mail-delivery'],
      }),
    );
  return jobs;
}

export function startAppJobs(config: AppConfig, database: Database, log: JobLog): Scheduler {
  return startScheduler({ db: database.db, jobs: appJobs(config, database, log), log });
}
