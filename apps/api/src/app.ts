import path from 'node:path';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import { type AttemptCounter, memoryAttemptCounter, redisAttemptCounter } from './lib/attempt-counter.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { createInstitutionReviewRepository } from './modules/admin/institution-review.repository.js';
import { institutionReviewRoutes } from './modules/admin/institution-review.routes.js';
import { createInstitutionReviewService } from './modules/admin/institution-review.service.js';
import { createAuthRepository } from './modules/auth/auth.repository.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { createOneTimeCodes } from './modules/auth/one-time-codes.js';
import { passwordRoutes } from './modules/auth/password.routes.js';
import { createPasswordService } from './modules/auth/password.service.js';
import { filesRoutes } from './modules/files/files.routes.js';
import { createFilesService } from './modules/files/files.service.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { createDirectoryRepository } from './modules/institutions/directory.repository.js';
import { createDirectoryService } from './modules/institutions/directory.service.js';
import { createInstitutionsRepository } from './modules/institutions/institutions.repository.js';
import { institutionsRoutes } from './modules/institutions/institutions.routes.js';
import { createInstitutionsService } from './modules/institutions/institutions.service.js';
import { registrationRoutes } from './modules/institutions/registration.routes.js';
import { createRegistrationService } from './modules/institutions/registration.service.js';
import { outboxRoutes } from './modules/mail/mail.routes.js';
import { type Mailer, outboxMailer, smtpMailer } from './modules/mail/mail.service.js';
import { registerErrorHandling } from './plugins/errors.js';
import { registerOpenApi } from './plugins/openapi.js';
import { createGuards } from './plugins/request-context.js';
import { registerWebApp } from './plugins/web-static.js';

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp({ config, database, logger = false }: BuildAppOptions) {
  const app = Fastify({
    logger,
    trustProxy: true,
    forceCloseConnections: true,
    bodyLimit: 2 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('ctx', null);
  registerErrorHandling(app);

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : null;
  app.addHook('onClose', async () => {
    await redis?.quit();
  });
  const attempts: AttemptCounter = redis ? redisAttemptCounter(redis) : memoryAttemptCounter();

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        // Mantine writes its theme variables into a <style> tag.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'upgrade-insecure-requests': null,
      },
    },
  });
  // A flood guard per address for the whole API; sign-in has its own stricter failure counters.
  await app.register(rateLimit, {
    global: true,
    max: 600,
    timeWindow: '1 minute',
    ...(redis ? { redis } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 429,
      message: `Too many requests, please try again in ${Math.ceil(context.ttl / 1000)} seconds`,
      content: {},
    }),
  });
  await registerOpenApi(app);

  const db = database.db;
  const authRepository = createAuthRepository(db);
  const guard = createGuards({ repository: authRepository, jwtSecret: config.jwtSecret });
  const auth = createAuthService({
    repository: authRepository,
    attempts,
    jwtSecret: config.jwtSecret,
    tokenTtlSeconds: config.tokenTtlSeconds,
  });
  const mailer: Mailer = config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.mailFrom)
    : outboxMailer(db, app.log);
  const codes = createOneTimeCodes(config.jwtSecret);
  const institutions = createInstitutionsService(createInstitutionsRepository(db));
  const directoryRepository = createDirectoryRepository(db);
  const passwords = createPasswordService({ db, repository: authRepository, codes, mailer, attempts });
  const review = createInstitutionReviewService({
    db,
    repository: createInstitutionReviewRepository(db),
    codes,
    mailer,
    publicUrl: config.publicUrl,
  });

  await app.register(healthRoutes, { database });
  await app.register(authRoutes, { auth });
  await app.register(passwordRoutes, { guard, passwords });
  await app.register(institutionsRoutes, { guard, institutions });
  await app.register(registrationRoutes, {
    directory: createDirectoryService(directoryRepository),
    registration: createRegistrationService({ db, directory: directoryRepository, mailer }),
  });
  await app.register(filesRoutes, {
    guard,
    files: createFilesService(db, path.join(config.dataDir, 'uploads')),
  });
  await app.register(adminRoutes, { guard });
  await app.register(institutionReviewRoutes, { guard, review });
  // The outbox exists only while mail is kept instead of sent.
  if (mailer.transport === 'outbox') await app.register(outboxRoutes, { db });
  await registerWebApp(app, config.webDist);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
