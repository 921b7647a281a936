import type { FastifyInstance } from 'fastify';
import { describeAction } from './describe-action.js';
import { recordAuditEntry } from './record-audit-entry.js';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Operator work is the operator's, not a change made in the account acted for. */
const NOT_ACCOUNT_WORK = new Set(['public', 'operator', 'release.review']);

/** Whether calls of a route are written down: changes made in an account, not reads nor operator work. */
export function isAuditedRoute(method: string, access: string | undefined): boolean {
  return !READS.has(method) && access !== undefined && !NOT_ACCOUNT_WORK.has(access);
}

/**
 * Every successful change made through the API is written down with who made it and for which
 * account: the owner reads it on the audit page ("by Mia Vance for Northwind Records"). Changes to
 * the person themselves (their name, password, sessions: routes open to anyone signed in) go to
 * their own trail, whichever account they were acting for. Written before the answer is sent, so a
 * caller reading the trail right after sees it; a failure to write is logged, never answered.
 */
export function installAuditTrail(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const actor = request.actor;
    const policy = request.routeOptions.config.access;
    if (!actor || !policy || !isAuditedRoute(request.method, policy)) return payload;
    if (reply.statusCode >= 300) return payload;
    const pattern = request.routeOptions.url ?? request.url.split('?')[0];
    try {
      await recordAuditEntry(app.deps, {
        accountId: policy === 'signed-in' ? actor.user.id : actor.accountId,
        actorUserId: actor.user.id,
        method: request.method,
        path: pattern,
        action: describeAction(request.method, pattern),
      });
    } catch (error) {
      request.log.error({ err: error }, 'audit entry not written');
    }
    return payload;
  });
}
