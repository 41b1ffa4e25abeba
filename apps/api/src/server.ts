// Builds the HTTP server: JSON:API plumbing, OpenAPI, the API modules under the base path, and the web app.
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  type FastifyPluginAsyncZod,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Store } from './db/database';
import { registerAuth } from './http/auth';
import { errorObject, registerErrorHandling } from './http/errors';
import { registerImpersonationAudit } from './http/impersonation-audit';
import { JSON_API_MEDIA_TYPE, registerOpenApi } from './http/openapi';
import { serializerCompiler } from './http/response-serializer';
import { registerWebDelivery, serveWebApp } from './http/web-delivery';
import { createMailer, MAIL_OFF_NOTICE } from './mail/mailer';
import { agenciesRoutes, createAgenciesRepository, createAgenciesService } from './modules/agencies';
import {
  authRoutes,
  createAuthRepository,
  createAuthService,
  createImpersonationAuditRepository,
  createPasswordLinks,
  createPasswordTokensRepository,
  createSignInThrottle,
  createTokenSigner,
  createUserAccess,
  passwordRoutes,
} from './modules/auth';
import { charteringRoutes, createCharteringRepository, createCharteringService } from './modules/chartering';
import { createEventsRepository, createEventsService, eventsRoutes } from './modules/events';
import {
  createExportsService,
  createExportTasksRepository,
  createExportWorker,
  exportsRoutes,
} from './modules/exports';
import { createGeocoder, createGeoService, geoRoutes } from './modules/geo';
import { createHomepageRepository, createHomepageService, homepageRoutes } from './modules/homepage';
import {
  createImporters,
  createImportsRepository,
  createImportsService,
  createImportWorker,
  importsRoutes,
} from './modules/imports';
import { createChangeFeed, createLiveRepository, createStreamSlots, liveRoutes } from './modules/live';
import { mapRoutes } from './modules/map';
import {
  createMyNotificationsRepository,
  createMyNotificationsService,
  myNotificationsRoutes,
} from './modules/my-notifications';
import {
  createOrderBulkActions,
  createOrderTaggingRepository,
  orderBulkActionsRoutes,
} from './modules/order-bulk-actions';
import {
  createCancelOrder,
  createOrdersInRepository,
  createOrdersRepository,
  createOrdersService,
  createSaveOrder,
  ordersInRoutes,
  ordersRoutes,
} from './modules/orders';
import {
  createOrganizationsRepository,
  createOrganizationsService,
  organizationsRoutes,
} from './modules/organizations';
import { createPairingService, pairingRoutes } from './modules/pairing';
import { createPlacesRepository, createPlacesService, placesRoutes } from './modules/places';
import { createPortfoliosRepository, createPortfoliosService, portfoliosRoutes } from './modules/portfolios';
import {
  createPositionsRepository,
  createPositionsService,
  createTrackService,
  osmandRoutes,
  positionsRoutes,
  trackRoutes,
} from './modules/positions';
import {
  createLinkTokens,
  createPublicLinksRepository,
  createPublicLinksService,
  publicLinksRoutes,
  redactLinkTokens,
} from './modules/public-links';
import { createMeansRepository, createMeansService, meansRoutes } from './modules/resources';
import {
  createDeviceSessionsRepository,
  createDeviceSessionsService,
  deviceSessionsRoutes,
} from './modules/sessions';
import {
  createDuplicateSettings,
  createSettingsService,
  createSettingsStore,
  createWidgetsService,
  settingsRoutes,
  widgetsRoutes,
} from './modules/settings';
import { createOidcClients, createSsoRepository, createSsoService, ssoRoutes } from './modules/sso';
import { createHealthChecks, type HealthChecks, systemRoutes } from './modules/system';
import { createTagsRepository, createTagsService, tagsRoutes } from './modules/tags';
import { createTourMapRepository, createTourMapService, tourMapRoutes } from './modules/tour-map';
import { createToursRepository, createToursService, toursRoutes } from './modules/tours';
import type { IngestPressure } from './modules/tracking';
import {
  createUserProfilesRepository,
  createUserProfilesService,
  userProfilesRoutes,
} from './modules/user-profiles';
import {
  createNewUsersRepository,
  createSaveUser,
  createUsersAdminRepository,
  createUsersAdminService,
  createUsersRepository,
  createUsersService,
  usersAdminRoutes,
  usersRoutes,
} from './modules/users';

/**
 * `pressure`: the gauge this process's tracking workers watch (decision 0210); none counted without it.
 * `health`: the checks /api/health and /api/ready run, watching this process's workers (decision 0219).
 */
export async function buildServer(
  config: Config,
  store: Store,
  pressure?: IngestPressure,
  health: HealthChecks = createHealthChecks(store, { stallAfterSeconds: config.trackingStallSeconds }),
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logger
      ? {
          level: 'info',
          // Tracking links carry their secret in the URL (decision 0105): the log keeps everything else.
          serializers: {
            req: (request: { method: string; url: string; ip?: string }) => ({
              method: request.method,
              url: redactLinkTokens(request.url),
              remoteAddress: request.ip,
            }),
          },
        }
      : false,
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addContentTypeParser(
    JSON_API_MEDIA_TYPE,
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  );
  registerErrorHandling(app);
  await registerWebDelivery(app, config);
  await registerOpenApi(app, { basePath: config.apiBasePath, version: config.version });

  const signer = createTokenSigner(config.jwtSecret, config.accessTokenTtlSeconds);
  const impersonationAudit = createImpersonationAuditRepository(store.db);
  const userAccess = createUserAccess({ db: store.db, listen: store.listen });
  await userAccess.start();
  app.addHook('onClose', async () => userAccess.stop());
  const auth = createAuthService({
    repository: createAuthRepository(store.db),
    signer,
    refreshTtlSeconds: config.refreshTokenTtlSeconds,
    throttle: createSignInThrottle(store.db, {
      failuresPerUser: config.signInFailuresPerUser,
      failuresPerIp: config.signInFailuresPerIp,
      windowSeconds: config.signInWindowSeconds,
    }),
    audit: impersonationAudit,
  });
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom });
  if (!mailer.enabled) app.log.warn(MAIL_OFF_NOTICE);
  const passwordLinks = createPasswordLinks({
    repository: createPasswordTokensRepository(store.db),
    mailer,
    publicUrl: config.publicUrl,
    log: (message, error) => (error ? app.log.error({ err: error }, message) : app.log.warn(message)),
  });
  const usersRepository = createUsersRepository(store.db);
  const portfolios = createPortfoliosService(createPortfoliosRepository(store.db));
  const usersAdminRepository = createUsersAdminRepository(store.db);
  const settingsStore = createSettingsStore(store.db);
  const orders = createOrdersService(createOrdersRepository(store.db));
  const ordersIn = createOrdersInRepository(store.db);
  const cancelOrder = createCancelOrder(ordersIn);
  const tagsRepository = createTagsRepository(store.db);
  const charteringRepository = createCharteringRepository(store.db);
  const chartering = createCharteringService(charteringRepository);
  const geo = createGeoService(createGeocoder({ geocoderUrl: config.geocoderUrl, version: config.version }));
  const exportTasks = createExportTasksRepository(store.db);
  const exportWorker = createExportWorker({
    repository: exportTasks,
    orders,
    exportDir: config.exportDir,
    retentionHours: config.exportRetentionHours,
    log: (message, error) => app.log.error({ err: error }, message),
  });
  app.addHook('onReady', async () => exportWorker.start());
  app.addHook('onClose', async () => exportWorker.stop());
  const positionsRepository = createPositionsRepository(store.db, store.withConnection);
  const positions = createPositionsService(positionsRepository, Date.now, pressure);
  const places = createPlacesService(createPlacesRepository(store.db), geo);
  const importsRepository = createImportsRepository(store.db);
  const importers = createImporters(store.db, places, passwordLinks);
  const importWorker = createImportWorker({
    db: store.db,
    repository: importsRepository,
    importers,
    batchSize: config.importBatchSize,
    pollMs: config.importPollMs,
    onError: (error) => app.log.error({ err: error }, 'import task failed'),
  });
  if (config.importWorker) {
    app.addHook('onReady', async () => importWorker.start());
    // Before the store closes: the running batch ends and its task is given back for the next start.
    app.addHook('onClose', async () => importWorker.stop());
  }
  const changeFeed = createChangeFeed({
    store,
    repository: createLiveRepository(store.db),
    onError: (error) => app.log.error({ err: error }, 'live feed failed'),
  });
  app.addHook('onClose', async () => changeFeed.close());
  const modules: FastifyPluginAsyncZod[] = [
    systemRoutes(health, store.engine, config.version),
    authRoutes(auth),
    passwordRoutes(passwordLinks),
    usersRoutes(createUsersService(usersRepository)),
    usersAdminRoutes({
      service: createUsersAdminService(usersAdminRepository, userAccess),
      saveUser: createSaveUser({
        repository: usersAdminRepository,
        newUsers: createNewUsersRepository(store.db),
        passwordLinks,
        access: userAccess,
      }),
      users: usersRepository,
      portfolios,
    }),
    deviceSessionsRoutes(createDeviceSessionsService(createDeviceSessionsRepository(store.db))),
    myNotificationsRoutes(createMyNotificationsService(createMyNotificationsRepository(store.db))),
    ssoRoutes(
      createSsoService({
        repository: createSsoRepository(store.db),
        auth,
        clients: createOidcClients(),
        serverSecret: config.jwtSecret,
        log: (message, error) => app.log.warn({ err: error }, message),
      }),
      { apiBasePath: config.apiBasePath },
    ),
    settingsRoutes(createSettingsService(settingsStore)),
    widgetsRoutes(
      createWidgetsService(settingsStore),
      createDuplicateSettings(settingsStore, usersAdminRepository),
    ),
    ordersRoutes(orders),
    exportsRoutes(createExportsService(exportTasks, { onQueued: exportWorker.wake })),
    toursRoutes(createToursService(createToursRepository(store.db))),
    ordersInRoutes({
      saveOrder: createSaveOrder(ordersIn, geo),
      cancelOrder,
      orders,
    }),
    orderBulkActionsRoutes(
      createOrderBulkActions({
        orders,
        ordersIn,
        cancelOrder,
        tagging: createOrderTaggingRepository(store.db),
      }),
    ),
    tagsRoutes(createTagsService(tagsRepository)),
    agenciesRoutes(createAgenciesService(createAgenciesRepository(store.db), geo)),
    organizationsRoutes(
      createOrganizationsService(createOrganizationsRepository(store.db), geo, portfolios),
      portfolios,
    ),
    portfoliosRoutes(portfolios),
    userProfilesRoutes(createUserProfilesService(createUserProfilesRepository(store.db))),
    meansRoutes(createMeansService(createMeansRepository(store.db))),
    geoRoutes(geo),
    placesRoutes(places),
    importsRoutes(
      createImportsService({
        repository: importsRepository,
        importers,
        maxFileBytes: config.importMaxFileBytes,
        onCreated: () => importWorker.kick(),
      }),
    ),
    mapRoutes({ styleUrl: config.mapStyleUrl, pmtilesFile: config.mapPmtiles }),
    // Pairing before chartering: the documented examples pair a tour the shipper runs itself, then charter
    // it (request-examples.test.ts runs them in the document's order).
    pairingRoutes(createPairingService(charteringRepository, chartering.runStep), chartering),
    charteringRoutes(chartering),
    positionsRoutes(positions),
    eventsRoutes(createEventsService(createEventsRepository(store.db))),
    trackRoutes(createTrackService(positionsRepository)),
    publicLinksRoutes(
      createPublicLinksService(createPublicLinksRepository(store.db), createLinkTokens(config.jwtSecret)),
      { perMinute: config.publicLinkRateLimit },
    ),
    homepageRoutes(createHomepageService(createHomepageRepository(store.db))),
    tourMapRoutes(
      createTourMapService(createTourMapRepository(store.db, createToursRepository(store.db).matching)),
    ),
    liveRoutes({
      feed: changeFeed,
      slots: createStreamSlots(config.eventStreamsPerUser),
      heartbeatMs: config.eventHeartbeatSeconds * 1000,
      lifetimeMs: config.accessTokenTtlSeconds * 1000,
    }),
  ];

  await app.register(
    async (api) => {
      registerAuth(api, signer, userAccess);
      registerImpersonationAudit(api, impersonationAudit, (message, error) =>
        app.log.error({ err: error }, message),
      );
      api.addHook('onSend', async (_request, reply, payload) => {
        if (String(reply.getHeader('content-type') ?? '').startsWith('application/json'))
          reply.type(JSON_API_MEDIA_TYPE);
        return payload;
      });
      for (const module of modules) await api.register(module);
    },
    { prefix: config.apiBasePath },
  );

  // OsmAnd devices report without signing in (decision 0062), beside the API rather than under it.
  await app.register(osmandRoutes(positions, { anyPath: false }), { prefix: '/osmand' });

  app.get('/version.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain').send(`${config.version}\n`),
  );

  const webDist = await serveWebApp(app, config);

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith(config.apiBasePath);
    // Client-side routes of the web app (e.g. /orders/abc) load the app shell; the router takes it from there.
    if (!isApi && webDist && request.method === 'GET' && !path.extname(request.url.split('?')[0] ?? '')) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply
      .code(404)
      .type(JSON_API_MEDIA_TYPE)
      .send({
        jsonapi: { version: '1.1' },
        errors: [
          errorObject('http.not_found', {
            detail: `No route ${request.method} ${request.url.split('?')[0]}`,
          }),
        ],
      });
  });

  return app;
}
