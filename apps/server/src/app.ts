import Fastify, { LogController, type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { can, isoDay } from '@liner/domain';
import type { AppDeps } from './platform/deps.js';
import { fastifyTrustProxy } from './platform/config.js';
import { registerApiDocs } from './platform/api-docs.js';
import { installAnswerCache } from './platform/answer-cache.js';
import { invalidateUser } from './platform/app-caches.js';
import { installIdempotency } from './platform/idempotency.js';
import { installRoutePolicies } from './platform/permissions/route-policy.js';
import { actorForSession } from './platform/request-auth.js';
import { installErrorHandler, installJsonNotFound } from './platform/error-handler.js';
import { createRealtimeHub, type RealtimeHub } from './platform/realtime.js';
import { findWebDist, readWebIndex, serveWeb } from './platform/static-web.js';
import { inlineScriptHashes, installSecurityHeaders } from './platform/security-headers.js';
import { installSameOriginCheck } from './platform/same-origin.js';
import { clearSessionCookies, sessionCookieOf } from './platform/session-cookie.js';
import { bearerToken } from './platform/request-auth.js';
import { findActiveSession, findLiveSessionIds } from './modules/auth/index.js';
import { registerAuthRoutes } from './modules/auth/index.js';
import { registerCurrentUserRoutes } from './modules/current-user/index.js';
import { registerProfileRoutes } from './modules/profile/index.js';
import { registerDocumentRoutes } from './modules/documents/index.js';
import { registerPlatformLinkRoutes } from './modules/platform-links/index.js';
import { registerNotificationRoutes } from './modules/notifications/index.js';
import { registerDashboardRoutes } from './modules/dashboard/index.js';
import { registerOfferRoutes } from './modules/offers/index.js';
import {
  installSubscriptionGate,
  registerBillingRoutes,
  registerPlanRoutes,
  registerSubscriptionRoutes,
} from './modules/subscriptions/index.js';
import { registerPaymentRoutes } from './modules/payments/index.js';
import { haveMoneyRelationship, registerWalletRoutes } from './modules/wallet/index.js';
import { registerPayoutRoutes } from './modules/payouts/index.js';
import { registerDeliveryRoutes, registerStorePriceCodeRoutes } from './modules/delivery/index.js';
import { registerUploadRoutes } from './modules/uploads/index.js';
import { registerArtistSearchRoutes } from './modules/artist-search/index.js';
import { registerPreferenceRoutes } from './modules/preferences/index.js';
import { hasLiveRelease, isFileUsedByRelease, registerReleaseRoutes } from './modules/releases/index.js';
import { registerReleaseReviewRoutes } from './modules/release-review/index.js';
import { registerReleasePickerRoutes } from './modules/release-picker/index.js';
import { registerEditRequestRoutes } from './modules/edit-requests/index.js';
import { registerQuicklinkRoutes } from './modules/quicklinks/index.js';
import { registerAudienceRoutes } from './modules/audience/index.js';
import { registerSupportRoutes } from './modules/support/index.js';
import { registerHelpCentreRoutes } from './modules/help-centre/index.js';
import { registerProgrammeRoutes } from './modules/programmes/index.js';
import { registerStatementRoutes, resumeWaitingImports, waitingRateNeeds } from './modules/statements/index.js';
import { registerAnalyticsIngestRoutes } from './modules/analytics/index.js';
import { registerExchangeRateRoutes } from './modules/exchange-rates/index.js';
import { registerSalesRoutes } from './modules/sales/index.js';
import { isCoverSharedWith, registerSplitRoutes } from './modules/splits/index.js';
import { registerReportRoutes } from './modules/reports/index.js';
import { registerManagerRoutes, resolveActingSession } from './modules/managers/index.js';
import { installAuditTrail, registerAuditRoutes } from './modules/audit/index.js';
import { registerIdentityRoutes } from './modules/identity/index.js';
import { registerAnalyticsRoutes } from './modules/analytics/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    realtimeHub: RealtimeHub;
  }
}

export type App = FastifyInstance;

export interface BuildAppOptions {
  /** Serve the built SPA (production); tests of the API leave it off. */
  serveWebApp?: boolean;
  logger?: boolean;
}

/**
 * Many calls (logout, init/complete, ...) carry no payload; clients often still send
 * `content-type: application/json`. Treat an empty body as {} instead of refusing it;
 * malformed JSON still answers the 422 envelope.
 */
function acceptEmptyJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}

/** Builds the whole HTTP app from the modules; main.ts and the tests both call this. */
export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<App> {
  const app = Fastify({
    loggerInstance: options.logger === false ? undefined : deps.logger,
    logger: options.logger === false ? false : undefined,
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
    bodyLimit: 1_048_576,
    // One line per request costs a fifth of the throughput of hot reads; errors are still logged.
    logController: new LogController({ disableRequestLogging: !deps.config.logRequests }),
  }).withTypeProvider<ZodTypeProvider>() as unknown as FastifyInstance;

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  app.decorateRequest('actor', null);
  const webDist = options.serveWebApp ? findWebDist(deps.config.webDistDir) : null;
  const webIndex = webDist ? readWebIndex(webDist) : null;
  // Headers first, so every answer carries them, refusals and the SPA's pages included.
  await installSecurityHeaders(app, {
    inlineScriptHashes: webIndex ? inlineScriptHashes(webIndex.toString('utf8')) : [],
  });
  await app.register(fastifyCookie);
  // Before the policies: a forged cross-site request is refused before its session is even looked up.
  installSameOriginCheck(app);
  // Before any route: every route declares who may call it; the auth area resolves tokens and the
  // managers area the account a session switched into.
  installRoutePolicies(app, resolveActingSession);
  // After the policies: a signed-in read may be answered from memory once its policy has passed.
  installAnswerCache(app, deps.caches);
  // Routes that move money answer a repeated Idempotency-Key with the first answer.
  installIdempotency(app);
  // Every change made in an account is written down with who made it.
  installAuditTrail(app);
  // After the policies: a write that needs a subscription is refused (402) when there is none.
  installSubscriptionGate(app);
  installErrorHandler(app);
  acceptEmptyJsonBodies(app);
  // Whatever a signed-in person changes, their cached session and `me` must not outlive it.
  app.addHook('onResponse', async (request) => {
    if (request.actor && request.method !== 'GET' && request.method !== 'HEAD')
      invalidateUser(deps.caches, request.actor.user.id);
  });
  // A session cookie that no longer signs in (revoked, expired, suspended) is dropped from the browser.
  app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode === 401 && sessionCookieOf(request) && !bearerToken(request))
      clearSessionCookies(request, reply);
  });

  await registerApiDocs(app, deps.config.appVersion);
  app.get('/api/health', { config: { access: 'public' }, schema: { hide: true } }, async () => ({
    ok: true,
    version: deps.config.appVersion,
    database: deps.database.kind,
  }));

  await registerAuthRoutes(app, {
    hasLiveRelease: (deps, accountId) => hasLiveRelease(deps.db, accountId, isoDay(deps.clock.now())),
  });
  await registerCurrentUserRoutes(app);
  await registerProfileRoutes(app);
  await registerDocumentRoutes(app);
  await registerPlatformLinkRoutes(app);
  await registerNotificationRoutes(app);
  await registerDashboardRoutes(app);
  await registerOfferRoutes(app);
  await registerSubscriptionRoutes(app);
  await registerBillingRoutes(app);
  await registerPlanRoutes(app);
  await registerPaymentRoutes(app);
  await registerWalletRoutes(app);
  await registerPayoutRoutes(app);
  await registerDeliveryRoutes(app);
  await registerStorePriceCodeRoutes(app);
  await registerUploadRoutes(app, {
    isUsedByARelease: (deps, file) => isFileUsedByRelease(deps.db, file),
    isCoverOfASharedTrack: (deps, file, viewer) => isCoverSharedWith(deps.db, file, viewer),
  });
  await registerArtistSearchRoutes(app);
  await registerPreferenceRoutes(app);
  await registerReleaseRoutes(app);
  await registerReleaseReviewRoutes(app);
  await registerEditRequestRoutes(app);
  await registerQuicklinkRoutes(app);
  await registerAudienceRoutes(app);
  await registerSupportRoutes(app);
  await registerHelpCentreRoutes(app);
  await registerProgrammeRoutes(app);
  await registerStatementRoutes(app);
  await registerAnalyticsIngestRoutes(app);
  await registerExchangeRateRoutes(app, {
    list: () => waitingRateNeeds(deps),
    resume: () => resumeWaitingImports(deps),
  });
  await registerSalesRoutes(app);
  await registerSplitRoutes(app, {
    haveMoneyRelationship: (deps, userId, otherId) => haveMoneyRelationship(deps.db, userId, otherId),
  });
  await registerReleasePickerRoutes(app);
  await registerReportRoutes(app);
  await registerManagerRoutes(app);
  await registerAuditRoutes(app);
  await registerIdentityRoutes(app);
  await registerAnalyticsRoutes(app);

  const hub = createRealtimeHub(app.server, {
    resolveToken: async (token) => {
      const found = await findActiveSession(deps, token);
      return found && can(actorForSession(found), 'portal.use')
        ? { userId: found.user.id, sessionId: found.session.id }
        : null;
    },
    liveSessionIds: (sessionIds) => findLiveSessionIds(deps, sessionIds),
    publicUrl: deps.config.publicUrl,
    logger: deps.logger,
    redisUrl: deps.config.redisUrl,
  });
  app.decorate('realtimeHub', hub);
  deps.realtime = hub;
  app.addHook('preClose', async () => {
    hub.io.disconnectSockets(true);
  });
  app.addHook('onClose', async () => {
    await hub.close().catch(() => undefined);
  });

  if (options.serveWebApp) {
    if (webDist && webIndex) await serveWeb(app, webDist, webIndex);
    else {
      deps.logger.warn('apps/web/dist not found: run `npm run build` to serve the web app');
      installJsonNotFound(app);
    }
  } else installJsonNotFound(app);
  return app;
}
