import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';
import { bearerToken } from './request-auth.js';
import { sessionCookieOf } from './session-cookie.js';
import { isSameOrigin, type OriginFacts } from './origin-check.js';

/** What a cross-site request authenticated by the session cookie is refused with (decision 010). */
export const CROSS_SITE_REFUSED =
  'This request came from another site and was refused. Open Liner at its own address and try again';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originFactsOf(request: FastifyRequest): OriginFacts {
  return {
    origin: request.headers.origin,
    referer: request.headers.referer,
    host: request.host,
    publicUrl: request.server.deps.config.publicUrl,
  };
}

/**
 * Cross-site request forgery: a state-changing request that a browser authenticates with the
 * session cookie must come from Liner's own origin. Requests with a bearer token are exempt (no
 * browser adds one on its own), and so are reads, which change nothing.
 */
export function installSameOriginCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (bearerToken(request) || !sessionCookieOf(request)) return;
    if (!isSameOrigin(originFactsOf(request)))
      throw new AppError('FORBIDDEN', { message: CROSS_SITE_REFUSED, reason: 'CROSS_SITE' });
  });
}
