// Builds the HTTP server: JSON:API plumbing, OpenAPI, the shared kernel, every module's registration under the
// API's base path (decision 0221), the OsmAnd route beside it, and the web app.
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Store } from './db/database';
import { registerAuth } from './http/auth';
import { errorObject, registerErrorHandling } from './http/errors';
import { registerImpersonationAudit } from './http/impersonation-audit';
import type { ModuleRegistration, RoutesInstance, ServerBasics } from './http/module-registration';
import { JSON_API_MEDIA_TYPE, registerOpenApi } from './http/openapi';
import { serializerCompiler } from './http/response-serializer';
import { registerWebDelivery, serveWebApp } from './http/web-delivery';
import { createMailer, MAIL_OFF_NOTICE } from './mail/mailer';
import { agenciesModule } from './modules/agencies';
import {
  type AuthService,
  authModule,
  createAuthRepository,
  createAuthService,
  createImpersonationAuditRepository,
  createPasswordLinks,
  createPasswordTokensRepository,
  createSignInThrottle,
  createTokenSigner,
  createUserAccess,
  type ImpersonationAuditRepository,
  type PasswordLinks,
  type TokenSigner,
  type UserAccess,
} from './modules/auth';
import { charteringModule } from './modules/chartering';
import { eventsModule } from './modules/events';
import { exportsModule } from './modules/exports';
import { createGeocoder, createGeoService, type GeoService, geoModule } from './modules/geo';
import { homepageModule } from './modules/homepage';
import { importsModule } from './modules/imports';
import { liveModule } from './modules/live';
import { mapModule } from './modules/map';
import { myNotificationsModule } from './modules/my-notifications';
import { orderBulkActionsModule } from './modules/order-bulk-actions';
import { ordersInModule, ordersModule } from './modules/orders';
import { organizationsModule } from './modules/organizations';
import { pairingModule } from './modules/pairing';
import { placesModule } from './modules/places';
import { portfoliosModule } from './modules/portfolios';
import { osmandModule, positionsModule, trackModule } from './modules/positions';
import { publicLinksModule, redactLinkTokens } from './modules/public-links';
import { resourcesModule } from './modules/resources';
import { sessionsModule } from './modules/sessions';
import { settingsModule } from './modules/settings';
import { ssoModule } from './modules/sso';
import { createHealthChecks, type HealthChecks, systemModule } from './modules/system';
import { tagsModule } from './modules/tags';
import { tourMapModule } from './modules/tour-map';
import { toursModule } from './modules/tours';
import type { IngestPressure } from './modules/tracking';
import { userProfilesModule } from './modules/user-profiles';
import { usersModule } from './modules/users';

/** What the server builds once and every module's registration may take what it needs of. */
interface SharedServices extends ServerBasics {
  health: HealthChecks;
  pressure: IngestPressure | undefined;
  /** What the auth hook itself needs. */
  signer: TokenSigner;
  userAccess: UserAccess;
  impersonationAudit: ImpersonationAuditRepository;
  /** Sign-in, which single sign-on goes through too. */
  auth: AuthService;
  /** Password links, on the server's one mailer. */
  passwordLinks: PasswordLinks;
  /** The geocoder the configuration names. */
  geo: GeoService;
}

/**
 * The API's modules under the base path, in the order their routes are registered: the OpenAPI document lists
 * them in this order, and the request examples run in the document's order.
 */
const API_MODULES: ModuleRegistration<SharedServices>[] = [
  systemModule,
  authModule,
  usersModule,
  sessionsModule,
  myNotificationsModule,
  ssoModule,
  settingsModule,
  ordersModule,
  exportsModule,
  toursModule,
  ordersInModule,
  orderBulkActionsModule,
  tagsModule,
  agenciesModule,
  organizationsModule,
  portfoliosModule,
  userProfilesModule,
  resourcesModule,
  geoModule,
  placesModule,
  importsModule,
  mapModule,
  // Pairing before chartering: the documented examples pair a tour the shipper runs itself, then charter
  // it (request-examples.test.ts runs them in the document's order).
  pairingModule,
  charteringModule,
  positionsModule,
  eventsModule,
  trackModule,
  publicLinksModule,
  homepageModule,
  tourMapModule,
  liveModule,
];

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
  const app = createFastify(config);
  registerErrorHandling(app);
  await registerWebDelivery(app, config);
  await registerOpenApi(app, { basePath: config.apiBasePath, version: config.version });

  const shared = await buildSharedServices(app, { config, store, log: app.log, health, pressure });
  await app.register(
    async (api) => {
      registerApiHooks(app, api, shared);
      for (const register of API_MODULES) await register(api, shared);
    },
    { prefix: config.apiBasePath },
  );
  await osmandModule(app, shared);

  app.get('/version.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain').send(`${config.version}\n`),
  );

  const webDist = await serveWebApp(app, config);
  app.setNotFoundHandler(notFound(config, webDist));
  return app;
}

function createFastify(config: Config) {
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
  return app;
}

/** The kernel: what the auth hook needs, and the services several modules share. */
async function buildSharedServices(
  app: RoutesInstance,
  basics: ServerBasics & Pick<SharedServices, 'health' | 'pressure'>,
): Promise<SharedServices> {
  const { config, store } = basics;
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
  const geo = createGeoService(createGeocoder({ geocoderUrl: config.geocoderUrl, version: config.version }));
  return { ...basics, signer, userAccess, impersonationAudit, auth, passwordLinks, geo };
}

/** Under the API's base path: sessions, the impersonation audit, and the JSON:API media type on every answer. */
function registerApiHooks(app: RoutesInstance, api: RoutesInstance, shared: SharedServices) {
  registerAuth(api, shared.signer, shared.userAccess);
  registerImpersonationAudit(api, shared.impersonationAudit, (message, error) =>
    app.log.error({ err: error }, message),
  );
  api.addHook('onSend', async (_request, reply, payload) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('application/json'))
      reply.type(JSON_API_MEDIA_TYPE);
    return payload;
  });
}

function notFound(config: Config, webDist: unknown) {
  return (request: FastifyRequest, reply: FastifyReply) => {
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
  };
}
