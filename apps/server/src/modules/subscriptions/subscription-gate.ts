import type { FastifyInstance } from 'fastify';
import { BILLING_ERROR_CODES, SUBSCRIPTION_BILLING_MESSAGES } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import type { Actor } from '../../platform/request-auth.js';
import { findUserById, isPromoActive } from '../auth/index.js';
import { isSubscriptionRequired, subscriptionOf } from './service.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The write needs a subscription when the operator requires one (the server side of the
     * web guard's rule 6): refused with 402 SUBSCRIPTION_REQUIRED otherwise.
     */
    needsSubscription?: boolean;
  }
}

/**
 * Whether the account the actor works for may do a write that needs a subscription. The same
 * exemptions as the web guard: the operator does not require one, the account is a priority
 * member, a collaborator (or the actor works in it as one), its promo code's free period runs,
 * or it has an active subscription (a grace period counts: the portal stays open).
 */
export async function assertSubscribed(deps: AppDeps, actor: Actor): Promise<void> {
  if (!(await isSubscriptionRequired(deps))) return;
  if (actor.role === 'collaborator') return;
  const account = await findUserById(deps.db, actor.accountId);
  if (!account) return;
  if (account.type === 'collaborator' || account.priorityMember || isPromoActive(account, deps.clock.now())) return;
  if ((await subscriptionOf(deps, actor.accountId)).active) return;
  throw new AppError('PAYMENT_REQUIRED', {
    message: SUBSCRIPTION_BILLING_MESSAGES.subscriptionRequired,
    reason: BILLING_ERROR_CODES.SUBSCRIPTION_REQUIRED,
  });
}

/** Checks routes that declare `needsSubscription` after their policy let the actor in. */
export function installSubscriptionGate(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    if (!request.routeOptions.config.needsSubscription || !request.actor) return;
    await assertSubscribed(app.deps, request.actor);
  });
}
