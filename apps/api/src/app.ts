import path from 'node:path';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import { MAX_FILE_BYTES } from '@raktsetu/contract';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import { type AttemptCounter, memoryAttemptCounter, redisAttemptCounter } from './lib/attempt-counter.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { createInstitutionReviewRepository } from './modules/admin/institution-review.repository.js';
import { createInstitutionReviewService } from './modules/admin/institution-review.service.js';
import { createAdministratorsRepository } from './modules/administrators/administrators.repository.js';
import { administratorsRoutes } from './modules/administrators/administrators.routes.js';
import { createAdministratorsService } from './modules/administrators/administrators.service.js';
import { createAuditLogService } from './modules/administrators/audit-log.service.js';
import { createAuthRepository } from './modules/auth/auth.repository.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { createOneTimeCodes } from './modules/auth/one-time-codes.js';
import { passwordRoutes } from './modules/auth/password.routes.js';
import { createPasswordService } from './modules/auth/password.service.js';
import { createSessionsRepository } from './modules/auth/sessions.repository.js';
import { availabilityRoutes } from './modules/availability/availability.routes.js';
import { createAvailabilityService } from './modules/availability/availability.service.js';
import { billingRoutes, createBillingServices } from './modules/billing/billing.routes.js';
import { createCampDonorsService } from './modules/camps/camp-donors.service.js';
import { campsRoutes } from './modules/camps/camps.routes.js';
import { createCampsService } from './modules/camps/camps.service.js';
import { createDonationsService } from './modules/camps/donations.service.js';
import { certificatesRoutes } from './modules/certificates/certificates.routes.js';
import { createCertificatesService } from './modules/certificates/certificates.service.js';
import { chatRoutes } from './modules/chat/chat.routes.js';
import { createChatService } from './modules/chat/chat.service.js';
import { registerChatSocket } from './modules/chat/chat.socket.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { createDashboardService } from './modules/dashboard/dashboard.service.js';
import { createDonorsRepository } from './modules/donors/donors.repository.js';
import { donorsRoutes } from './modules/donors/donors.routes.js';
import { createDonorsService } from './modules/donors/donors.service.js';
import { createListHandlers, exportsRoutes } from './modules/exports/exports.routes.js';
import { filesRoutes } from './modules/files/files.routes.js';
import { createFilesService } from './modules/files/files.service.js';
import { createHaemovigilanceRepository } from './modules/haemovigilance/haemovigilance.repository.js';
import { haemovigilanceRoutes } from './modules/haemovigilance/haemovigilance.routes.js';
import { createHaemovigilanceService } from './modules/haemovigilance/haemovigilance.service.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { createDirectoryRepository } from './modules/institutions/directory.repository.js';
import { createDirectoryService } from './modules/institutions/directory.service.js';
import { createInstitutionsRepository } from './modules/institutions/institutions.repository.js';
import { institutionsRoutes } from './modules/institutions/institutions.routes.js';
import { createInstitutionsService } from './modules/institutions/institutions.service.js';
import { registrationRoutes } from './modules/institutions/registration.routes.js';
import { createRegistrationService } from './modules/institutions/registration.service.js';
import { createInventoryRepository } from './modules/inventory/inventory.repository.js';
import { inventoryRoutes } from './modules/inventory/inventory.routes.js';
import { createInventoryService } from './modules/inventory/inventory.service.js';
import { labRoutes } from './modules/lab/lab.routes.js';
import { createLabService } from './modules/lab/lab.service.js';
import { outboxRoutes } from './modules/mail/mail.routes.js';
import { type Mailer, outboxMailer, queueMailer } from './modules/mail/mail.service.js';
import { type Notifier, noNotifier, outboxNotifier, webhookNotifier } from './modules/mail/notifier.js';
import { mobileRoutes } from './modules/mobile/mobile.routes.js';
import { createMobileService } from './modules/mobile/mobile.service.js';
import { mobileRequestsRoutes } from './modules/mobile/mobile-requests.routes.js';
import { createMobileRequestsService } from './modules/mobile/mobile-requests.service.js';
import { patientsRoutes } from './modules/patients/patients.routes.js';
import { createPatientsService } from './modules/patients/patients.service.js';
import { platformDashboardRoutes } from './modules/platform-dashboard/platform-dashboard.routes.js';
import { createPlatformDashboardService } from './modules/platform-dashboard/platform-dashboard.service.js';
import { createPlatformUsersRepository } from './modules/platform-users/platform-users.repository.js';
import { platformUsersRoutes } from './modules/platform-users/platform-users.routes.js';
import { createPlatformUsersService } from './modules/platform-users/platform-users.service.js';
import { reportsRoutes } from './modules/reports/reports.routes.js';
import { createReportsService } from './modules/reports/reports.service.js';
import { createDeputationService } from './modules/requests/deputation.service.js';
import { requestsRoutes } from './modules/requests/requests.routes.js';
import { createRequestsService } from './modules/requests/requests.service.js';
import { createLabMembersService } from './modules/settings/lab-members.service.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { uploadRoutes } from './modules/upload/upload.routes.js';
import { createUploadService } from './modules/upload/upload.service.js';
import { registerAnswerLanguage } from './plugins/answer-language.js';
import { createRoute, requireDefinitions } from './plugins/endpoints.js';
import { answerFrameworkError, errorForLog, registerErrorHandling } from './plugins/errors.js';
import { registerFloodGuard } from './plugins/flood-guard.js';
import { registerOpenApi } from './plugins/openapi.js';
import { bearerToken, createTokenAuthenticator } from './plugins/request-context.js';
import { registerSocketServer } from './plugins/socket.js';
import { registerWebApp } from './plugins/web-static.js';

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp({ config, database, logger = false }: BuildAppOptions) {
  const app = Fastify({
    // Errors are logged without the values they carry (plugins/errors.ts).
    logger:
      logger && typeof logger === 'object'
        ? { ...logger, serializers: { ...logger.serializers, err: errorForLog } }
        : logger,
    // Proxy headers decide the client address only for the proxies TRUST_PROXY names.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    forceCloseConnections: true,
    bodyLimit: 2 * 1024 * 1024,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('ctx', null);
  registerErrorHandling(app);
  registerAnswerLanguage(app);
  requireDefinitions(app);

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
        // A certificate PDF is previewed in a frame from an object URL of the bytes fetched with the token.
        'frame-src': ["'self'", 'blob:'],
        'upgrade-insecure-requests': null,
      },
    },
  });
  // Answers of the API are about people and blood; no browser or proxy keeps a copy.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !request.url.startsWith('/api/docs'))
      reply.header('cache-control', 'no-store');
  });
  await registerFloodGuard(app, { ...config.rateLimit, jwtSecret: config.jwtSecret, redis });
  await app.register(multipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 5 },
    throwFileSizeLimit: true,
  });
  await registerOpenApi(app);

  const db = database.db;
  const sessions = createSessionsRepository(db);
  const authenticateToken = createTokenAuthenticator({ sessions, jwtSecret: config.jwtSecret });
  const lists = createListHandlers();
  const route = lists.record(
    createRoute(app, {
      authenticate: (request) => authenticateToken(bearerToken(request)),
      demo: config.outbox === 'demo',
    }),
  );
  const authRepository = createAuthRepository(db);
  // With SMTP, mail is queued in the caller's transaction and sent by the mail-delivery job (jobs/app-jobs.ts).
  // Only the demo prints kept mail (codes and links) to the log; an administrators-only outbox stays theirs.
  const mailer: Mailer = config.smtpUrl
    ? queueMailer(db)
    : outboxMailer(db, config.outbox === 'demo' ? app.log : undefined);
  const notifier: Notifier = config.smsWebhookUrl
    ? webhookNotifier(config.smsWebhookUrl, app.log)
    : config.outbox !== 'off'
      ? outboxNotifier(db)
      : noNotifier;
  const codes = createOneTimeCodes(config.jwtSecret);
  const files = createFilesService(db, path.join(config.dataDir, 'uploads'));
  const directoryRepository = createDirectoryRepository(db);

  healthRoutes(route, { database });
  availabilityRoutes(route, { availability: createAvailabilityService({ db }) });
  haemovigilanceRoutes(route, {
    haemovigilance: createHaemovigilanceService({ db, repository: createHaemovigilanceRepository(db) }),
  });
  reportsRoutes(route, { reports: createReportsService({ db }) });
  authRoutes(route, {
    auth: createAuthService({
      repository: authRepository,
      sessions,
      attempts,
      jwtSecret: config.jwtSecret,
      tokenTtlSeconds: config.tokenTtlSeconds,
    }),
  });
  passwordRoutes(route, {
    passwords: createPasswordService({ db, repository: authRepository, sessions, codes, mailer, attempts }),
  });
  institutionsRoutes(route, {
    institutions: createInstitutionsService({ db, repository: createInstitutionsRepository(db), files }),
  });
  settingsRoutes(route, {
    db,
    labMembers: createLabMembersService({ db, codes, mailer, sessions, publicUrl: config.publicUrl }),
  });
  registrationRoutes(route, {
    directory: createDirectoryService(directoryRepository),
    registration: createRegistrationService({
      db,
      directory: directoryRepository,
      files,
      mailer,
      attempts,
      publicUrl: config.publicUrl,
    }),
  });
  filesRoutes(route, { files });
  billingRoutes(route, createBillingServices(db));
  adminRoutes(route, {
    review: createInstitutionReviewService({
      db,
      repository: createInstitutionReviewRepository(db),
      codes,
      mailer,
      sessions,
      files,
      publicUrl: config.publicUrl,
    }),
  });
  administratorsRoutes(route, {
    administrators: createAdministratorsService({
      db,
      repository: createAdministratorsRepository(db),
      codes,
      mailer,
      sessions,
      publicUrl: config.publicUrl,
    }),
    auditLog: createAuditLogService({ db }),
  });
  platformDashboardRoutes(route, { dashboard: createPlatformDashboardService({ db }) });
  platformUsersRoutes(route, {
    users: createPlatformUsersService({
      db,
      repository: createPlatformUsersRepository(db),
      sessions,
      files,
    }),
  });
  const donors = createDonorsService({
    db,
    repository: createDonorsRepository(db),
    codes,
    mailer,
    notifier,
    files,
    attempts,
    pepper: config.jwtSecret,
  });
  const inventory = createInventoryService({ db, repository: createInventoryRepository(db) });
  const donations = createDonationsService({ db, pepper: config.jwtSecret });
  donorsRoutes(route, { donors });
  labRoutes(route, { lab: createLabService({ db }), donors });
  uploadRoutes(route, { upload: createUploadService({ db }) });
  patientsRoutes(route, { patients: createPatientsService({ db, pepper: config.jwtSecret }) });
  inventoryRoutes(route, { inventory });
  dashboardRoutes(route, { dashboard: createDashboardService({ db, inventory, donors }) });
  const campDonors = createCampDonorsService({ db, donations, notifier });
  campsRoutes(route, {
    camps: createCampsService({ db, mailer, publicUrl: config.publicUrl }),
    campDonors,
    donations,
  });
  requestsRoutes(route, {
    requests: createRequestsService({ db, notifier }),
    deputation: createDeputationService({ db, notifier }),
    campDonors,
  });
  mobileRoutes(route, {
    mobile: createMobileService({
      db,
      codes,
      notifier,
      sessions,
      attempts,
      jwtSecret: config.jwtSecret,
      tokenTtlSeconds: config.tokenTtlSeconds,
    }),
  });
  mobileRequestsRoutes(route, { requests: createMobileRequestsService({ db }) });
  certificatesRoutes(route, { certificates: createCertificatesService({ db }) });
  const chat = createChatService({ db });
  chatRoutes(route, { chat });
  const io = registerSocketServer(app, { authenticateToken, redisUrl: config.redisUrl ?? null });
  registerChatSocket(io, { chat, authenticateToken, log: app.log });
  exportsRoutes(route, { db, lists });
  // The outbox exists only while mail is kept instead of sent.
  if (config.outbox !== 'off') outboxRoutes(route, { db });
  await registerWebApp(app, config.webDist);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
