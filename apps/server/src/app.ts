/** buildApp(config): the whole API and web server, migrated and ready, without listening. */
import path from 'node:path';
import type { OptionKey } from '@boothdeck/contract';
import { CURRENCY } from '@boothdeck/contract/constants';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createAccountSettingsRepository } from './modules/account-settings/account-settings.repository.ts';
import { accountSettingsEndpoints } from './modules/account-settings/account-settings.routes.ts';
import { createAccountSettingsService } from './modules/account-settings/account-settings.service.ts';
import { createExitPin } from './modules/account-settings/exit-pin.ts';
import { createAccountsRepository } from './modules/accounts/accounts.repository.ts';
import { accountEndpoints } from './modules/accounts/accounts.routes.ts';
import { createAccountsService } from './modules/accounts/accounts.service.ts';
import { createAnalyticsRepository } from './modules/analytics/analytics.repository.ts';
import { analyticsEndpoints } from './modules/analytics/analytics.routes.ts';
import { createAnalyticsService } from './modules/analytics/analytics.service.ts';
import { createBoothRepository } from './modules/booth/booth.repository.ts';
import { boothEndpoints } from './modules/booth/booth.routes.ts';
import { createBoothService } from './modules/booth/booth.service.ts';
import { boothCaller } from './modules/booth/booth-caller.ts';
import { createDashboardRepository } from './modules/dashboard/dashboard.repository.ts';
import { dashboardEndpoints } from './modules/dashboard/dashboard.routes.ts';
import { createDashboardService } from './modules/dashboard/dashboard.service.ts';
import { createDeliveriesRepository } from './modules/deliveries/deliveries.repository.ts';
import { createDeliveryService } from './modules/deliveries/delivery.service.ts';
import { createEventOwnership } from './modules/events/event-ownership.ts';
import { createEventPaymentService } from './modules/events/event-payment.service.ts';
import { createEventsRepository } from './modules/events/events.repository.ts';
import { eventEndpoints } from './modules/events/events.routes.ts';
import { createEventsService } from './modules/events/events.service.ts';
import { createDownloadLinks } from './modules/gallery/download-links.ts';
import { createGalleryRepository } from './modules/gallery/gallery.repository.ts';
import { galleryEndpoints } from './modules/gallery/gallery.routes.ts';
import { createGalleryService } from './modules/gallery/gallery.service.ts';
import { createGalleryDownloads } from './modules/gallery/gallery-downloads.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createHealthService } from './modules/health/health.service.ts';
import { createDataCaptureService } from './modules/leads/data-capture.service.ts';
import { createLeadCaptureService } from './modules/leads/lead-capture.service.ts';
import { createLeadExport } from './modules/leads/lead-export.ts';
import { createLeadExportLinks } from './modules/leads/lead-export-links.ts';
import { createLeadMessageSendsRepository } from './modules/leads/lead-message-sends.repository.ts';
import { createLeadMessagesService } from './modules/leads/lead-messages.service.ts';
import { createLeadsRepository } from './modules/leads/leads.repository.ts';
import { leadEndpoints } from './modules/leads/leads.routes.ts';
import { createLibrariesRepository } from './modules/libraries/libraries.repository.ts';
import { libraryEndpoints } from './modules/libraries/libraries.routes.ts';
import { createLibrariesService } from './modules/libraries/libraries.service.ts';
import { serveLibraryAssets } from './modules/libraries/library-assets.ts';
import { seedLibraries } from './modules/libraries/library-seed.ts';
import { isPrivateMediaKey } from './modules/media/capture-files.ts';
import { emptyUploadFolder } from './modules/media/capture-upload.ts';
import { galleryFileLinksOf } from './modules/media/gallery-file-links.ts';
import { createMediaRepository } from './modules/media/media.repository.ts';
import { mediaEndpoints } from './modules/media/media.routes.ts';
import { createMediaService } from './modules/media/media.service.ts';
import { createOptionSettingsCopier } from './modules/options/copy-option-settings.ts';
import { createOptionSettingsSource } from './modules/options/event-option-settings.ts';
import { readPublicMicrosite } from './modules/options/microsite/microsite.service.ts';
import { createOptionsContext } from './modules/options/option-context.ts';
import { optionEndpoints } from './modules/options/option-steps.ts';
import { createShareTexts } from './modules/options/share-texts.ts';
import { seedCatalogue } from './modules/packages/catalogue-seed.ts';
import { createDataCaptureAddonService } from './modules/packages/data-capture-addon.service.ts';
import { createMembershipService } from './modules/packages/membership.service.ts';
import { createMembershipOf } from './modules/packages/membership-state.ts';
import { createPackagesRepository } from './modules/packages/packages.repository.ts';
import { packageEndpoints } from './modules/packages/packages.routes.ts';
import { createPlanGate } from './modules/packages/plan-gate.ts';
import { createGalleryAccess, GALLERY_GRANT_LIFETIME_MS } from './modules/public-gallery/gallery-access.ts';
import { createGalleryFileServer } from './modules/public-gallery/gallery-file-server.ts';
import { publicGalleryEndpoints } from './modules/public-gallery/public-gallery.routes.ts';
import { createLinkPreviews, createPublicGalleryService } from './modules/public-gallery/public-gallery.service.ts';
import { createSharingRepository } from './modules/sharing/sharing.repository.ts';
import { sharingRoutes } from './modules/sharing/sharing.routes.ts';
import { createSharingService } from './modules/sharing/sharing.service.ts';
import { createSmsBillingRepository } from './modules/sms-billing/sms-billing.repository.ts';
import { smsBillingEndpoints } from './modules/sms-billing/sms-billing.routes.ts';
import { createSmsBillingService } from './modules/sms-billing/sms-billing.service.ts';
import { createVouchersRepository } from './modules/vouchers/vouchers.repository.ts';
import { voucherEndpoints } from './modules/vouchers/vouchers.routes.ts';
import { createVouchersService } from './modules/vouchers/vouchers.service.ts';
import { authenticatePlugin, signedInAccount } from './platform/auth/authenticate.ts';
import { createPasswords, type PasswordHashCost } from './platform/auth/passwords.ts';
import { createInProcessJobQueue, type JobQueue } from './platform/jobs/job-queue.ts';
import { createMailer } from './platform/mail/mailer.ts';
import { createCardPayments } from './platform/payments/card-payments.ts';
import { createPaymentGateway } from './platform/payments/create-gateway.ts';
import type { PaymentGateway } from './platform/payments/payment-gateway.ts';
import { createRateLimiter, type RateLimitRule } from './platform/rate-limit/rate-limiter.ts';
import { createServerSecretsRepository } from './platform/signed-links/server-secrets.repository.ts';
import { createLinkSigner } from './platform/signed-links/signed-links.ts';
import { createSmsSender } from './platform/sms/sms-sender.ts';
import { createLocalStorage, serveLocalMedia } from './platform/storage/local-storage.ts';
import type { Storage } from './platform/storage/storage.ts';
import {
  CONNECTION_LIMITS,
  type ConnectionLimits,
  capConnectionsPerAddress,
  serverTimeoutOptions,
} from './plugins/connection-limits.ts';
import { registerEndpoints } from './plugins/endpoints.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { createReplySerializerCompiler } from './plugins/reply-serializer.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerSpa } from './plugins/spa.ts';

export type Platform = { database: DatabaseHandle; jobs: JobQueue; storage: Storage };

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
  }
}

/**
 * Never logged: credentials, tokens and card data in headers, bodies and errors. Paths are
 * spelled out rather than wildcards ('*.password'): pino runs a wildcard redactor over the
 * bindings of every request's child logger, which cost more than the rest of the logging.
 */
const SECRET_FIELDS = ['password', 'cardNumber', 'cvvNumber'];
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...['', 'body.', 'req.body.', 'card.', 'body.card.', 'err.'].flatMap((parent) =>
    SECRET_FIELDS.map((field) => `${parent}${field}`),
  ),
];

/** The `server_secrets` row whose key signs download links. */
export const DOWNLOAD_LINK_KEY = 'download-links';

export type BuildOptions = {
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: NodeJS.WritableStream;
  /** The card processor to use instead of the one PAYMENT_GATEWAY names (tests pass a slow one). */
  paymentGateway?: PaymentGateway;
  /** Timeouts and the per-address connection cap, in place of the production ones (tests). */
  connectionLimits?: Partial<ConnectionLimits>;
  /** Waits between a message's delivery attempts, in place of the production ones (tests). */
  deliveryRetryDelaysMs?: readonly number[];
  /** argon2 cost of new password, PIN and gallery password hashes, in place of the production one (tests). */
  passwordHashCost?: PasswordHashCost;
  /** Rate-limit rules in place of the production rules of the same names (tests count to smaller limits). */
  rateLimitRules?: readonly RateLimitRule[];
};

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const limits = { ...CONNECTION_LIMITS, ...options.connectionLimits };
  const app = Fastify({
    ...serverTimeoutOptions(limits),
    logger: {
      level: config.logLevel,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  if (!config.trustProxy) capConnectionsPerAddress(app.server, limits.connectionsPerAddress);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createReplySerializerCompiler({ checkReplies: config.checkReplies }));

  const database = openDatabase(config);
  await migrateToLatest(database);
  await seedCatalogue(database.db);
  await seedLibraries(database.db);
  const jobs = createInProcessJobQueue((name, error) =>
    app.log.error({ err: error, job: name }, 'background job failed'),
  );
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir });
  const rateLimiter = createRateLimiter(database.db, options.rateLimitRules);
  const passwords = createPasswords(options.passwordHashCost);
  const mediaRoot = path.join(config.dataDir, 'media');
  const storage = createLocalStorage(mediaRoot);
  // What a crash cut short: files half written and uploads half received.
  await storage.sweepUnfinished();
  const uploadFolder = path.join(config.dataDir, 'uploads-in-progress');
  await emptyUploadFolder(uploadFolder);
  app.decorate('platform', { database, jobs, storage });
  app.addHook('onClose', async () => {
    await jobs.drain();
    mailer.close();
    await database.db.destroy();
  });

  registerErrorHandler(app);
  registerSecurityHeaders(app);
  await registerOpenApi(app);

  const packagesRepository = createPackagesRepository(database.db);
  const membershipOf = createMembershipOf(packagesRepository);
  /** Handed to every module whose calls depend on the plan (event options, data capture). */
  const planGate = createPlanGate(membershipOf);
  const accountsRepository = createAccountsRepository(database.db);
  const accountsService = createAccountsService({
    repository: accountsRepository,
    mailer,
    jobs,
    rateLimiter,
    passwords,
    appUrl: config.appUrl,
    membershipOf,
  });
  const accountSettingsRepository = createAccountSettingsRepository(database.db);
  const accountSettingsService = createAccountSettingsService({
    accounts: accountsRepository,
    repository: accountSettingsRepository,
    describe: accountsService.describe,
    mailer,
    jobs,
    rateLimiter,
    passwords,
    appUrl: config.appUrl,
  });
  const cardPayments = createCardPayments({
    db: database.db,
    gateway: options.paymentGateway ?? createPaymentGateway(config.paymentGateway),
    currency: CURRENCY,
  });
  const membershipService = createMembershipService({
    repository: packagesRepository,
    cardPayments,
    describeUser: accountsService.describeById,
    mailer,
    jobs,
    appUrl: config.appUrl,
  });
  const eventsRepository = createEventsRepository(database.db, database.dialect);
  const optionsContext = createOptionsContext({
    db: database.db,
    storage,
    ownership: createEventOwnership(eventsRepository),
    passwords,
  });
  const secrets = createServerSecretsRepository(database.db);
  // One key signs every link and grant; each grant names its route and subject.
  const signerFor = (lifetimeMs?: number) =>
    createLinkSigner({ secrets, keyName: DOWNLOAD_LINK_KEY, ...(lifetimeMs ? { lifetimeMs } : {}) });
  const fileLinks = galleryFileLinksOf(secrets, DOWNLOAD_LINK_KEY);
  const mediaService = createMediaService({
    repository: createMediaRepository(database.db),
    storage,
    membershipOf,
    fileLinks,
  });
  const eventsService = createEventsService({
    repository: eventsRepository,
    planGate,
    storage,
    appUrl: config.appUrl,
    optionSettings: createOptionSettingsSource(optionsContext),
    copyOptionSettings: createOptionSettingsCopier(optionsContext.images),
    mediaFilesOf: mediaService.filesOf,
  });
  const eventPaymentService = createEventPaymentService({ repository: eventsRepository, cardPayments, planGate });
  const galleryRepository = createGalleryRepository(database.db);
  const downloadLinks = createDownloadLinks(signerFor());
  const galleryAccess = createGalleryAccess({ signer: signerFor(GALLERY_GRANT_LIFETIME_MS), rateLimiter, passwords });
  const readGallerySettings = (eventId: number) => readPublicMicrosite(optionsContext, eventId);
  const analyticsService = createAnalyticsService({
    repository: createAnalyticsRepository(database.db),
    fileLinks,
  });
  const publicGallery = createPublicGalleryService({
    repository: galleryRepository,
    recordView: analyticsService.recordView,
    access: galleryAccess,
    links: downloadLinks,
    fileLinks,
    readMicrosite: readGallerySettings,
  });
  const deliveries = createDeliveryService({
    repository: createDeliveriesRepository(database.db),
    mailer,
    sms: createSmsSender(config.sms, config.dataDir),
    jobs,
    log: app.log,
    ...(options.deliveryRetryDelaysMs ? { retryDelaysMs: options.deliveryRetryDelaysMs } : {}),
  });
  const sharingService = createSharingService({
    repository: createSharingRepository(database.db),
    texts: createShareTexts(optionsContext),
    deliveries,
    rateLimiter,
    appUrl: config.appUrl,
  });
  const boothService = createBoothService({
    repository: createBoothRepository(database.db),
    rateLimiter,
    readEvent: (userId, eventId) => eventsService.show(userId, eventId),
    exitPin: createExitPin(accountSettingsRepository),
    appUrl: config.appUrl,
  });
  const vouchersService = createVouchersService({
    repository: createVouchersRepository(database.db),
    rateLimiter,
    appUrl: config.appUrl,
    deliveries,
  });
  const leadsRepository = createLeadsRepository(database.db);
  const leadExportLinks = createLeadExportLinks(signerFor());
  const dataCapture = createDataCaptureService({ repository: leadsRepository, planGate, links: leadExportLinks });
  await app.register(authenticatePlugin, { findUserByTokenHash: accountsRepository.findUserByLiveToken });
  const booth = boothCaller(app, boothService);

  await app.register(healthRoutes, { prefix: '/api', health: createHealthService(database) });
  await app.register(
    async (api) => {
      await registerEndpoints(
        api,
        [
          ...accountEndpoints(accountsService),
          ...accountSettingsEndpoints(accountSettingsService),
          ...packageEndpoints({
            membership: membershipService,
            dataCaptureAddon: createDataCaptureAddonService({
              repository: packagesRepository,
              cardPayments,
              membershipOf,
              describeUser: accountsService.describeById,
              mailer,
              jobs,
              appUrl: config.appUrl,
            }),
          }),
          ...eventEndpoints({ events: eventsService, payments: eventPaymentService }),
          ...dashboardEndpoints(createDashboardService({ repository: createDashboardRepository(database.db) })),
          ...analyticsEndpoints(analyticsService),
          ...libraryEndpoints(createLibrariesService({ repository: createLibrariesRepository(database.db) })),
          ...optionEndpoints(optionsContext),
          ...galleryEndpoints({
            gallery: createGalleryService({ repository: galleryRepository, fileLinks, links: downloadLinks }),
            downloads: createGalleryDownloads({ repository: galleryRepository, storage, links: downloadLinks }),
          }),
          ...publicGalleryEndpoints({
            gallery: publicGallery,
            files: createGalleryFileServer({
              repository: galleryRepository,
              storage,
              access: galleryAccess,
              fileLinks,
              readMicrosite: readGallerySettings,
            }),
          }),
          ...boothEndpoints(boothService),
          ...mediaEndpoints(mediaService, uploadFolder),
          ...leadEndpoints({
            capture: createLeadCaptureService({ repository: leadsRepository, planGate }),
            dataCapture,
            exports: createLeadExport({ repository: leadsRepository, links: leadExportLinks }),
            messages: createLeadMessagesService({
              repository: leadsRepository,
              sends: createLeadMessageSendsRepository(database.db),
              dataCapture,
              deliveries,
            }),
          }),
          ...sharingRoutes(sharingService, publicGallery.requireAccessToEvent),
          ...smsBillingEndpoints(
            createSmsBillingService({
              repository: createSmsBillingRepository(database.db),
              segmentPrice: () => packagesRepository.cataloguePrice('sms_segment'),
            }),
          ),
          ...voucherEndpoints(vouchersService),
        ],
        {
          callers: {
            organiser: { check: api.authenticate, identify: signedInAccount, security: [{ bearer: [] }] },
            booth,
            anyone: { identify: () => undefined },
          },
          // Bound: the gate's methods call each other through `this`.
          requireOption: (userId: number, option: OptionKey) => planGate.requireOption(userId, option),
        },
      );
    },
    { prefix: '/api/v1' },
  );

  await serveLocalMedia(app, mediaRoot, isPrivateMediaKey);
  await serveLibraryAssets(app);
  await registerSpa(app, config.webDistDir, createLinkPreviews(publicGallery, galleryRepository, config.appUrl));
  await app.ready();
  await deliveries.resumeQueued();
  return app;
}
