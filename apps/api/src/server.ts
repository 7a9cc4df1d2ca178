import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { tidyEmbeddedDatabase } from './db/housekeeping.js';
import { prepareDatabase } from './db/prepare.js';
import { demoAccountsText } from './db/seed/demo-seed.js';
import { startAppJobs } from './jobs/app-jobs.js';

const config = loadConfig();
const database = await openDatabase(config);
const seeded = await prepareDatabase(database, config);

const app = await buildApp({
  config,
  database,
  logger: {
    level: config.logLevel,
    // Tokens and passwords never reach a log line.
    redact: ['req.headers.authorization', 'req.headers.cookie'],
  },
});
const housekeeping = tidyEmbeddedDatabase(database, app.log);
let jobs: ReturnType<typeof startAppJobs> | undefined;
app.addHook('onClose', async () => {
  housekeeping.stop();
  await Promise.all([housekeeping.done, jobs?.stop()]);
  await database.close();
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal} received, shutting down`);
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

if (config.databaseUrl && !process.env.PUBLIC_URL) {
  app.log.warn(`PUBLIC_URL is not set: links in mails will point at ${config.publicUrl}`);
}
await app.listen({ port: config.port, host: config.host });
// Every process runs the scheduler; each period of a job runs in one of them (docs/decisions/0051).
jobs = startAppJobs(config, database, app.log);
const where = database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL';
console.log(`\nRaktSetu is running at http://localhost:${config.port} (database: ${where})`);
if (!config.webDist) console.log('The web app is not built; run `npm run build` to serve it.');
if (config.seedDemo) {
  console.log(seeded ? 'Demo accounts were created.' : 'Demo accounts already exist.');
  console.log(demoAccountsText());
}
if (config.outbox === 'demo') {
  console.log(
    `Mail is not sent: it is kept in an outbox that anyone can read at http://localhost:${config.port}/dev/outbox.\n` +
      'That is for this demo only; with DATABASE_URL, set SMTP_URL (or MAIL_OUTBOX=true for an admins-only outbox).',
  );
} else if (config.outbox === 'admins') {
  console.log('Mail is not sent: it is kept in an outbox only super administrators can read (/dev/outbox).');
}
console.log(`API documentation: http://localhost:${config.port}/api/docs\n`);
