// Over 300 lines on purpose: buildApp builds every module in its dependency order, read top to bottom in one place.
/** buildApp(config): the whole API and web server, migrated and ready, without listening. */
import path from 'node:path';
import { HEALTH_PATH, type OptionKey } from '@boothdeck/contract';
import { CURRENCY } from '@boothdeck/contract/constants';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig, TrustedProxies } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/database.ts';
import { checkMigrated, migrateToLatest } from './db/migrate.ts';
import { accountMailModule } from './modules/account-mail/index.ts';
import { accountSettingsModule } from './modules/account-settings/index.ts';
import { accountsModule } from './modules/accounts/index.ts';
import { analyticsModule } from './modules/analytics/index.ts';
import { boothModule } from './modules/booth/index.ts';
import { clientReportModule } from './modules/client-report/index.ts';
import { dashboardModule } from './modules/dashboard/index.ts';
import { dataRightsModule } from './modules/data-rights/index.ts';
import { deliveriesModule, deliveryJob } from './modules/deliveries/index.ts';
import { eventAccessOf, eventOwnershipOf, eventsModule } from './modules/events/index.ts';
import { fleetModule } from './modules/fleet/index.ts';
import { galleryModule } from './modules/gallery/index.ts';
import { registerHealth } from './modules/health/index.ts';
import { leadsModule } from './modules/leads/index.ts';
import { librariesModule, seedLibraries, serveLibraryAssets } from './modules/libraries/index.ts';
import {
  boothCaptureCountsOf,
  claimUploadFolder,
  eventOfCaptureOf,
  galleryFileLinksOf,
  guestCapturesOf,
  isPrivateMediaKey,
  mediaModule,
  organiserCapturesOf,
} from './modules/media/index.ts';
import { optionsModule, printSettingsOf } from './modules/options/index.ts';
import { createPlans, packagesModule, seedCatalogue } from './modules/packages/index.ts';
import { printedSheetsOf, printingModule } from './modules/printing/index.ts';
import { type PendingShareWait, publicGalleryModule, shareViewAddressOf } from './modules/public-gallery/index.ts';
import { sharingModule, smsCapsOf } from './modules/sharing/index.ts';
import { smsBillingModule } from './modules/sms-billing/index.ts';
import { ACTIVITY_TEXTS, teamModule } from './modules/team/index.ts';
import { vouchersModule } from './modules/vouchers/index.ts';
import { WEBHOOK_TIMEOUT_MS, webhookDeliveryJob, webhooksModule } from './modules/webhooks/index.ts';
import { authenticatePlugin, signedInAccount } from './platform/auth/authenticate.ts';
import { createPasswords, type PasswordHashCost } from './platform/auth/passwords.ts';
import { createJobQueue, type JobQueueSettings } from './platform/jobs/create-job-queue.ts';
import type { JobQueue } from './platform/jobs/job-queue.ts';
import { sendsOverdueBefore, sweepWhileRunning } from './platform/jobs/resume-sweep.ts';
import { createMailer } from './platform/mail/mailer.ts';
import { createCardPayments } from './platform/payments/card-payments.ts';
import { createCheckoutPayments } from './platform/payments/checkout-payments.ts';
import { registerCheckoutWebhook } from './platform/payments/checkout-webhook.routes.ts';
import { createPaymentGateway } from './platform/payments/create-gateway.ts';
import type { PaymentGateway } from './platform/payments/payment-gateway.ts';
import { openRateLimiter } from './platform/rate-limit/open-rate-limiter.ts';
import type { RateLimiter, RateLimitReplacement } from './platform/rate-limit/rate-limiter.ts';
import { openServerSecrets, type ServerSecrets } from './platform/sealed-secrets/open-server-secrets.ts';
import { createLinkSigner } from './platform/signed-links/signed-links.ts';
import { createSmsSender } from './platform/sms/sms-sender.ts';
import { mediaStorageOf } from './platform/storage/media-storage.ts';
import type { Storage } from './platform/storage/storage.ts';
import { enforceMinimumBodyRate } from './plugins/body-data-rate.ts';
import { registerBoothApp } from './plugins/booth-app.ts';
import { registerCompression } from './plugins/compression.ts';
import {
  CONNECTION_LIMITS,
  type ConnectionLimits,
  registerConnectionCap,
  serverTimeoutOptions,
} from './plugins/connection-limits.ts';
import { API_PREFIX, registerEndpoints } from './plugins/endpoints.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { measureJsonBodies } from './plugins/json-body.ts';
import { requestLogSerializerOf } from './plugins/log-serializers.ts';
import { METRICS_PATH, registerMetrics } from './plugins/metrics/metrics-routes.ts';
import { createServerMetrics, type ServerMetrics } from './plugins/metrics/server-metrics.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { ProbesAtDebug } from './plugins/probe-logging.ts';
import { createReplySerializerCompiler } from './plugins/reply-serializer.ts';
import { registerRequestIds, requestIdOf } from './plugins/request-id.ts';
import { requestValidatorCompiler } from './plugins/request-validator.ts';
import { createAddressRedactor } from './plugins/secret-addresses.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerShutdownGate } from './plugins/shutdown-gate.ts';
import { registerSpa } from './plugins/spa.ts';
import { nowIso } from './shared/clock.ts';
import { jobLogFields } from './shared/request-trail.ts';

export type Platform = {
  database: DatabaseHandle;
  jobs: JobQueue;
  storage: Storage;
  /** The secrets box and the shared keys, sealed with the install's secrets key. */
  secrets: ServerSecrets;
  /** The shared attempt counts (tests stand in for many clients through it). */
  rateLimiter: RateLimiter;
};

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
    /** This process's metrics; main.ts serves them on METRICS_PORT when it is set. */
    metrics: ServerMetrics;
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
  /** Waits between a webhook delivery's attempts, in place of the production ones (tests). */
  webhookRetryDelaysMs?: readonly number[];
  /** How long a webhook attempt waits for the endpoint's answer, in place of the production wait (tests). */
  webhookTimeoutMs?: number;
  /** Lock and stalled-check timings of the Redis job queue, in place of the production ones (tests). */
  jobTimings?: JobQueueSettings['timings'];
  /** argon2 cost of new password, PIN and gallery password hashes, in place of the production one (tests). */
  passwordHashCost?: PasswordHashCost;
  /** Rate-limit rules in place of the production rules of the same names (tests count to smaller limits). */
  rateLimitRules?: readonly RateLimitReplacement[];
  /** Where this app's rate-limit keys start in Redis, in place of the production prefix (tests). */
  rateLimitKeyPrefix?: string;
  /** How often queued rows are looked for and overdue sends settled, in place of every minute (tests). */
  resumeSweepMs?: number;
  /** How long a pending share's long poll is held and how often it looks, in place of the production ones (tests). */
  pendingShareWait?: Partial<PendingShareWait>;
};

/** Fastify's form of TRUST_PROXY: a number of hops is trusted as that many hops from the server. */
const trustProxyOption = (trusted: TrustedProxies) =>
  typeof trusted === 'number' ? (_address: string, hop: number) => hop < trusted : trusted;

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const limits = { ...CONNECTION_LIMITS, ...options.connectionLimits };
  const addresses = createAddressRedactor();
  const app = Fastify({
    ...serverTimeoutOptions(limits),
    logger: {
      level: config.logLevel,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      serializers: { req: requestLogSerializerOf(addresses.redact) },
      // A job's lines name the request that added it.
      mixin: jobLogFields,
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    genReqId: requestIdOf,
    logController: new ProbesAtDebug(new Set([HEALTH_PATH, METRICS_PATH])),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: trustProxyOption(config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();
  registerRequestIds(app);
  const metrics = createServerMetrics({
    hasProcessMetrics: config.metricsToken !== undefined || config.metricsPort !== undefined,
  });
  app.decorate('metrics', metrics);
  registerMetrics(app, metrics, config.metricsToken);
  if (config.trustProxy === false) registerConnectionCap(app, limits);
  enforceMinimumBodyRate(app.server, limits);
  app.addHook('onRoute', (route) => addresses.addRoute(route.url));
  measureJsonBodies(app);
  app.setValidatorCompiler(requestValidatorCompiler);
  app.setSerializerCompiler(createReplySerializerCompiler({ checkReplies: config.checkReplies }));

  const database = openDatabase({
    ...config,
    onConnectionError: (error) => app.log.error({ err: error }, 'database connection lost'),
  });
  // MIGRATE=false: `npm run migrate` ran before the rollout, and this process only checks.
  await (config.migrate === false ? checkMigrated(database) : migrateToLatest(database)).catch(
    async (error: unknown) => {
      await database.db.destroy();
      throw error;
    },
  );
  await seedCatalogue(database.db);
  await seedLibraries(database.db);
  // A process with another secrets key than the database's stops here (main.ts says why).
  const serverSecrets = await openServerSecrets({
    db: database.db,
    configuredKey: config.secretsKey,
    dataDir: config.dataDir,
  }).catch(async (error: unknown) => {
    await database.db.destroy();
    throw error;
  });
  const { box: secretsBox, serverSecrets: secrets } = serverSecrets;
  // The job types whose retries the build options may shorten; each module exports its own job
  // types (`jobTypes`), and start() checks that each has exactly one handler.
  const deliveryJobType = deliveryJob(options.deliveryRetryDelaysMs);
  const webhookDeliveryJobType = webhookDeliveryJob(options.webhookRetryDelaysMs);
  const jobs = createJobQueue(
    {
      redisUrl: config.redisUrl,
      redisPrefix: config.redisPrefix,
      timings: { lockDurationMs: config.jobLockMs, stalledIntervalMs: config.jobLockMs, ...options.jobTimings },
    },
    app.log,
    metrics.jobFailed,
  );
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir });
  const rateLimits = await openRateLimiter({
    db: database.db,
    redisUrl: config.redisUrl,
    redisKeyPrefix: options.rateLimitKeyPrefix ?? `${config.redisPrefix}:rate-limit:`,
    replacements: options.rateLimitRules,
    log: app.log,
  });
  const rateLimiter = rateLimits.limiter;
  const passwords = createPasswords(options.passwordHashCost);
  const mediaStorage = mediaStorageOf(config);
  const { storage } = mediaStorage;
  // What a crash cut short: files half written and uploads half received (by processes that are gone).
  await storage.sweepUnfinished();
  const uploadFolder = await claimUploadFolder(path.join(config.dataDir, 'uploads-in-progress'));
  app.decorate('platform', { database, jobs, storage, secrets: serverSecrets, rateLimiter });
  app.addHook('onClose', async () => {
    await jobs.stop();
    mailer.close();
    await rateLimits.close();
    await database.db.destroy();
  });

  await registerCompression(app);
  registerErrorHandler(app);
  registerShutdownGate(app);
  registerSecurityHeaders(app);
  await registerOpenApi(app);

  const { db, dialect } = database;
  const { appUrl } = config;
  const paymentGateway = options.paymentGateway ?? createPaymentGateway(config);
  const allowSimulatedPayments = config.allowSimulatedPayments ?? true;
  if (paymentGateway.simulated && config.nodeEnv !== 'development' && config.nodeEnv !== 'test') {
    app.log.warn(
      allowSimulatedPayments
        ? 'PAYMENT_GATEWAY is test in production: payments are simulated and paid packages are given away (set PAYMENT_GATEWAY=stripe, or ALLOW_SIMULATED_PAYMENTS=false to refuse them)'
        : 'PAYMENT_GATEWAY is test in production: paid packages are refused until a real gateway is configured',
    );
  }
  const cardPayments = createCardPayments({
    db,
    gateway: paymentGateway,
    currency: CURRENCY,
    allowSimulated: allowSimulatedPayments,
  });
  const checkoutPayments = createCheckoutPayments({ db, gateway: paymentGateway, currency: CURRENCY, log: app.log });
  // One key signs every link and grant; each grant names its route and subject.
  const signerFor = (lifetimeMs?: number) =>
    createLinkSigner({ secrets, keyName: DOWNLOAD_LINK_KEY, ...(lifetimeMs ? { lifetimeMs } : {}) });
  const fileLinks = galleryFileLinksOf(secrets, DOWNLOAD_LINK_KEY);

  // Each module is built from the platform services and the parts of other modules it uses, after
  // the modules it uses. Where two use each other, one hands the other a part made before both:
  // the plans (packages; every plan-dependent call is held to them) and the events as the other
  // modules read them (the organiser's own event, a booth's or guest's event).
  const plans = createPlans({ db });
  const eventAccess = eventAccessOf({ db, dialect });
  const guestCaptures = guestCapturesOf({ db });
  const webhooks = webhooksModule({
    db,
    jobs,
    rateLimiter,
    secretsBox,
    log: app.log,
    deliveryJob: webhookDeliveryJobType,
    sendSettings: {
      allowPrivateAddresses: config.webhooksAllowPrivateAddresses,
      timeoutMs: options.webhookTimeoutMs ?? WEBHOOK_TIMEOUT_MS,
    },
    shareViewAddress: (uuid, mediaId) => shareViewAddressOf(appUrl, uuid, mediaId),
    events: eventAccess,
  });
  // Endpoints added before secrets were sealed get theirs sealed now.
  await webhooks.sealStoredSecrets();
  const emitWebhook = webhooks.emit;
  const accountMail = accountMailModule({ db, mailer, jobs, log: app.log });
  const accounts = accountsModule({
    db,
    accountMail,
    rateLimiter,
    passwords,
    appUrl,
    membershipOf: plans.membershipOf,
  });
  const accountSettings = accountSettingsModule({
    db,
    accountMail,
    rateLimiter,
    passwords,
    appUrl,
    accounts: accounts.records,
    describe: accounts.describe,
  });
  const packages = packagesModule({
    db,
    plans,
    cardPayments,
    checkoutPayments,
    gateway: {
      gateway: paymentGateway.simulated ? 'test' : 'stripe',
      simulated: paymentGateway.simulated,
      paid_packages: !paymentGateway.simulated || allowSimulatedPayments,
      checkout: checkoutPayments.available,
    },
    accountMail,
    appUrl,
    describeUser: accounts.describeById,
  });
  const optionSteps = optionsModule({ db, storage, passwords, ownership: eventOwnershipOf({ db, dialect }) });
  const media = mediaModule({
    db,
    storage,
    membershipOf: plans.membershipOf,
    fileLinks,
    uploadFolder,
    shareViewAddress: (uuid, mediaId) => shareViewAddressOf(appUrl, uuid, mediaId),
    emitWebhook,
    events: eventAccess,
  });
  const events = eventsModule({
    db,
    dialect,
    storage,
    cardPayments,
    checkoutPayments,
    appUrl,
    planGate: plans.planGate,
    optionSettings: optionSteps.optionSettings,
    copyOptionSettings: optionSteps.copyOptionSettings,
    mediaFilesOf: media.filesOf,
  });
  const dashboard = dashboardModule({ db, events: eventAccess, membershipOf: plans.membershipOf });
  const smsCaps = smsCapsOf(db, eventAccess, optionSteps.shareTexts.smsCountriesOf, config.smsDailyCaps);
  const analytics = analyticsModule({
    db,
    signerFor,
    events: eventAccess,
    fileLinks,
    smsLimitReached: smsCaps.reached,
  });
  const clientReport = clientReportModule({
    db,
    signerFor,
    figures: analytics.figures,
    printedSheets: printedSheetsOf({ db }),
    events: eventAccess,
    accountOf: accounts.records.findUserById,
    chromiumPath: config.pdfChromiumPath,
  });
  const libraries = librariesModule({ db });
  const gallery = galleryModule({ db, storage, signerFor, fileLinks, events: eventAccess });
  const publicGallery = publicGalleryModule({
    storage,
    rateLimiter,
    passwords,
    signerFor,
    appUrl,
    gallery: gallery.reads,
    downloadLinks: gallery.downloadLinks,
    fileLinks,
    readMicrosite: optionSteps.readPublicMicrosite,
    recordView: analytics.recordView,
    captures: guestCaptures,
    captureOf: media.captureOf,
    stopping: app.stopping,
    ...(options.pendingShareWait ? { pendingShareWait: options.pendingShareWait } : {}),
  });
  const sms = createSmsSender(config.sms, config.dataDir);
  const delivery = deliveriesModule({
    db,
    appUrl,
    mailer,
    jobs,
    sms,
    smsConfig: config.sms,
    log: app.log,
    job: deliveryJobType,
    emitWebhook,
    checkSmsRecipient: smsCaps.checkRecipient,
    events: eventAccess,
  });
  const deliveries = delivery.service;
  const booth = boothModule({
    db,
    rateLimiter,
    appUrl,
    readEvent: events.readEvent,
    exitPin: accountSettings.exitPin,
    requirePackage: (userId: number) => plans.planGate.requirePackage(userId),
    events: eventAccess,
  });
  const fleet = fleetModule({
    db,
    jobs,
    log: app.log,
    events: eventAccess,
    sessions: booth.sessions,
    captureCounts: boothCaptureCountsOf({ db }),
    emitWebhook,
    sendMail: accountMail.send,
    organiserOf: accounts.records.findUserById,
    appUrl,
    minuteMs: config.fleetMinuteMs,
  });
  const leads = leadsModule({ db, signerFor, planGate: plans.planGate, deliveries, emitWebhook, events: eventAccess });
  const sharing = sharingModule({
    db,
    rateLimiter,
    appUrl,
    texts: optionSteps.shareTexts,
    deliveries,
    requireGalleryAccess: publicGallery.requireAccessToEvent,
    ownCaptureKey: publicGallery.ownCaptureKey,
    smsCaps,
    shareViewAddress: (uuid, mediaId) => shareViewAddressOf(appUrl, uuid, mediaId),
    emitWebhook,
    events: eventAccess,
    captures: guestCaptures,
  });
  const team = teamModule({
    db,
    appUrl,
    rateLimiter,
    accounts: accounts.records,
    logins: accounts.logins,
    accountMail,
    events: eventAccess,
  });
  const printing = printingModule({
    db,
    storage,
    events: eventAccess,
    captures: organiserCapturesOf({ db }),
    printSettingsOf: printSettingsOf({ db }),
  });
  const smsBilling = smsBillingModule({ db, segmentPrice: plans.smsSegmentPrice, events: eventAccess });
  const vouchers = vouchersModule({
    db,
    rateLimiter,
    appUrl,
    deliveries,
    emitWebhook,
    smsRecipientOf: smsCaps.recipientOf,
    events: eventAccess,
  });
  const dataRights = dataRightsModule({
    db,
    storage,
    mailer,
    jobs,
    rateLimiter,
    signerFor,
    appUrl,
    sms,
    events: eventAccess,
    accountMail,
    describeUser: accounts.describeById,
    log: app.log,
  });

  // Every module: their endpoints are registered, their job types checked at start.
  const modules = [
    accounts,
    accountSettings,
    packages,
    events,
    dashboard,
    analytics,
    clientReport,
    libraries,
    optionSteps,
    gallery,
    publicGallery,
    booth,
    fleet,
    media,
    leads,
    delivery,
    sharing,
    printing,
    smsBilling,
    vouchers,
    webhooks,
    accountMail,
    team,
    dataRights,
  ];

  await app.register(authenticatePlugin, { findUserByTokenHash: accounts.findUserByLiveToken, teamOf: team.teamOf });
  const boothCaller = booth.caller(app);

  await registerHealth(app, database, jobs, config.metricsToken);
  metrics.readFrom({
    jobs,
    liveBooths: booth.liveBooths,
    uploadsInProgress: media.resumableUploads.inProgress,
  });
  await delivery.registerReceipts(app);
  await registerCheckoutWebhook(app, checkoutPayments);
  await media.resumableUploads.register(app, boothCaller);
  const resumableSweep = media.resumableUploads.sweepRegularly((error) =>
    app.log.error({ err: error }, 'removing old resumable uploads failed'),
  );
  app.addHook('onClose', async () => resumableSweep.stop());
  await app.register(
    async (api) => {
      await registerEndpoints(
        api,
        modules.flatMap((module) => ('endpoints' in module ? module.endpoints : [])),
        {
          callers: {
            organiser: { check: api.authenticate, identify: signedInAccount, security: [{ bearer: [] }] },
            booth: boothCaller,
            anyone: { identify: () => undefined },
          },
          // Bound: the gate's methods call each other through `this`.
          requireOption: (userId: number, option: OptionKey) => plans.planGate.requireOption(userId, option),
          requirePackage: (userId: number) => plans.planGate.requirePackage(userId),
          eventOfCapture: eventOfCaptureOf({ db }),
          activity: { record: team.recordActivity, texts: ACTIVITY_TEXTS },
        },
      );
    },
    { prefix: API_PREFIX },
  );

  await mediaStorage.serve(app, isPrivateMediaKey);
  await serveLibraryAssets(app);
  await registerBoothApp(app, config.boothDistDir);
  await registerSpa(app, config.webDistDir, publicGallery.linkPreviews);
  await app.ready();
  const work = config.role !== 'api';
  await jobs.start({ work, types: modules.flatMap((module) => ('jobTypes' in module ? module.jobTypes : [])) });
  if (work) {
    const settleInterrupted = async (claimedBefore: string) => {
      await deliveries.settleInterrupted(claimedBefore);
      await accountMail.settleInterrupted(claimedBefore);
    };
    // In memory, a send a stop caught is over at start; on Redis another worker's may be running.
    await settleInterrupted(jobs.kind === 'in-process' ? nowIso() : sendsOverdueBefore());
    const resume = async () => {
      await settleInterrupted(sendsOverdueBefore());
      await deliveries.resumeQueued();
      await accountMail.resumeQueued();
      await webhooks.resumeQueued();
      await dataRights.resumeDue();
    };
    await resume();
    sweepWhileRunning(jobs, resume, app.log, options.resumeSweepMs);
    fleet.sweepWhileRunning();
  }
  return app;
}
