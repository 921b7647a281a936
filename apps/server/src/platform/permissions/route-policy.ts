import type { FastifyInstance } from 'fastify';
import { can, type PermissionAction, refusedForUnconfirmedEmail } from '@liner/domain';
import { AppError } from '../errors.js';
import { authenticate, identifyIfSignedIn, type SessionResolver } from '../request-auth.js';
import { confirmEmailFirstError } from './authorize.js';

/**
 * What a route demands before its handler runs, declared in its options as
 * `config: { access: ... }`: nothing ('public'), a signed-in person ('signed-in'), the operator
 * flag ('operator'), or an action the actor must be allowed on their account. An action's policy
 * also says whether the route needs a confirmed e-mail address (`needsConfirmedEmail`).
 */
export type RoutePolicy = 'public' | 'signed-in' | 'operator' | PermissionAction;

export interface RoutePolicyEntry {
  readonly method: string;
  readonly url: string;
  readonly access: RoutePolicy | undefined;
  /** Whether a repeated Idempotency-Key answers the first answer (platform/idempotency.ts). */
  readonly idempotent: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RoutePolicy;
    /** A public route that still wants to know who is signed in (signedInActorOf), if anyone. */
    identify?: boolean;
  }
  interface FastifyInstance {
    /** Every route registered so far and the policy it declared (undefined: none). */
    routePolicies: RoutePolicyEntry[];
  }
}

function actionOf(policy: Exclude<RoutePolicy, 'public'>): PermissionAction {
  if (policy === 'signed-in') return 'portal.use';
  if (policy === 'operator') return 'operator.work';
  return policy;
}

/**
 * Enforces each route's declared policy before anything else runs (a missing token answers 401
 * before the body is read). Install before any route is registered, so every route is listed.
 */
export function installRoutePolicies(app: FastifyInstance, resolveSession: SessionResolver): void {
  const entries: RoutePolicyEntry[] = [];
  app.decorate('routePolicies', entries);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // Read when asked: an onRoute hook of a narrower scope (markRoutesPublic) may set it after this one.
    for (const method of methods)
      entries.push({
        method,
        url: route.url,
        get access() {
          return route.config?.access;
        },
        get idempotent() {
          return route.config?.idempotent === true;
        },
      });
  });
  app.addHook('onRequest', async (request) => {
    const policy = request.routeOptions.config.access;
    if (policy === undefined || policy === 'public') {
      if (request.routeOptions.config.identify) request.actor = await identifyIfSignedIn(request, resolveSession);
      return;
    }
    request.actor = await authenticate(request, resolveSession);
    const action = actionOf(policy);
    if (can(request.actor, action)) return;
    if (refusedForUnconfirmedEmail(request.actor, action)) throw confirmEmailFirstError();
    throw new AppError('FORBIDDEN');
  });
}

/**
 * For a plugin that registers routes of its own (the API reference's page and assets): every route
 * registered in this scope or below that declares no policy is public.
 */
export function markRoutesPublic(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    if (route.config?.access === undefined) route.config = { ...route.config, access: 'public' };
  });
}
