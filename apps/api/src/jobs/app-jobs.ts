import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { mailDeliveryJob } from '../modules/mail/mail-delivery.js';
import { housekeepingJob } from './housekeeping.job.js';
import { type Job, type JobLog, type Scheduler, startScheduler } from './scheduler.js';

/** The jobs an api process runs: housekeeping always, mail delivery when mail is sent over SMTP. */
export function appJobs(config: AppConfig, database: Database, log: JobLog): Job[] {
  const { db } = database;
  const jobs: Job[] = [housekeepingJob({ db, log, periodMs: config.jobPeriods.housekeeping })];
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
