import { and, eq, isNull } from 'drizzle-orm';
import {
  PROVIDER_METHOD_MESSAGES,
  type StripeConnectOutcomeResponse,
  type StripeConnectStartRequest,
  type StripeOnboardingResponse,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { authorizeFound } from '../../platform/permissions/authorize.js';
import type { Actor } from '../../platform/request-auth.js';
import type { UserRow } from '../auth/index.js';
import { confirmPayoutChange } from './confirm-payout-change.js';
import { recordPayoutChange } from './payout-block.js';
import { liveMethod } from './payout-methods.js';
import { StripeConnectUnavailable } from './stripe-connect-client.js';
import { requireStripeConnect } from './stripe-connect-services.js';
import { payoutMethods } from './tables.js';

type MethodRow = typeof payoutMethods.$inferSelect;

/** Stripe sends the person back to our own page either way: finished, or the link had expired. */
export const STRIPE_RETURN_PATH = '/user-portal/profile/bank/success';

/** Stripe's failures reach the person as one message; the detail goes to the log. */
async function askStripe<T>(deps: AppDeps, question: () => Promise<T>): Promise<T> {
  try {
    return await question();
  } catch (error) {
    if (!(error instanceof StripeConnectUnavailable)) throw error;
    if (error.param === 'country') throw fieldError('country', PROVIDER_METHOD_MESSAGES.stripeCountryUnsupported);
    deps.logger.warn({ err: error, stripeCode: error.stripeCode }, 'stripe connect unavailable');
    throw new AppError('CONFLICT', { message: PROVIDER_METHOD_MESSAGES.stripeUnavailable, reason: 'PROVIDER_DOWN' });
  }
}

async function onboardingUrl(deps: AppDeps, accountId: string): Promise<string> {
  const { client } = requireStripeConnect(deps);
  const returnUrl = `${deps.config.publicUrl}${STRIPE_RETURN_PATH}`;
  return askStripe(deps, () => client.onboardingLink(accountId, { refreshUrl: returnUrl, returnUrl }));
}

/**
 * POST bank/stripe-connect: after the proof, the person's connected account at Stripe (a new
 * Express account the first time, the same one afterwards) and a fresh address of Stripe's
 * onboarding, where they enter their bank details. Setting it up notifies the owner like any
 * first method; opening it again can change the bank details there, so it is a change of payout
 * details (notice and 48-hour pause).
 */
export async function startStripeConnect(
  deps: AppDeps,
  user: UserRow,
  input: StripeConnectStartRequest,
): Promise<StripeOnboardingResponse> {
  const { client } = requireStripeConnect(deps);
  await confirmPayoutChange(deps, user, input);
  const current = await liveMethod(deps, user.id, 'stripe');
  if (current?.providerAccountId) {
    const url = await onboardingUrl(deps, current.providerAccountId);
    await recordPayoutChange(
      deps,
      user.id,
      current.id,
      'stripe-opened',
      'Your bank details at Stripe were opened for editing.',
    );
    return { url, methodId: current.id };
  }
  const country = input.country;
  if (!country) throw fieldError('country', 'Choose the bank country');
  const account = await askStripe(deps, () => client.createAccount({ userId: user.id, email: user.email, country }));
  const now = deps.clock.now();
  const [created] = await deps.db
    .insert(payoutMethods)
    .values({
      userId: user.id,
      type: 'stripe',
      status: 'pending',
      accountEmail: user.email,
      providerAccountId: account.id,
      providerAccountStatus: 'pending',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  // A second start at the same moment created the row first: that one's account is used.
  const method = created ?? (await liveMethod(deps, user.id, 'stripe'));
  if (!method?.providerAccountId)
    throw new AppError('CONFLICT', { message: PROVIDER_METHOD_MESSAGES.stripeUnavailable });
  if (created)
    await recordPayoutChange(
      deps,
      user.id,
      created.id,
      'stripe-started',
      `Bank payouts through Stripe were set up for ${user.email}.`,
    );
  return { url: await onboardingUrl(deps, method.providerAccountId), methodId: method.id };
}

/**
 * GET stripe/intiate/{id}: a new onboarding address for one's own unfinished Stripe set-up (the
 * last one expired or was left). A finished one is reopened through POST bank/stripe-connect,
 * which asks for the proof, since changing bank details at Stripe redirects payouts.
 */
export async function resumeStripeOnboarding(
  deps: AppDeps,
  actor: Actor,
  methodId: number,
): Promise<StripeOnboardingResponse> {
  const [row] = await deps.db
    .select()
    .from(payoutMethods)
    .where(and(eq(payoutMethods.id, methodId), eq(payoutMethods.type, 'stripe'), isNull(payoutMethods.removedAt)));
  const method = authorizeFound(
    actor,
    'money.move',
    row,
    (found) => found.userId,
    PROVIDER_METHOD_MESSAGES.noStripeConnect,
  );
  requireStripeConnect(deps);
  if (method.status === 'verified' || !method.providerAccountId)
    throw new AppError('CONFLICT', { message: PROVIDER_METHOD_MESSAGES.stripeConnected, reason: 'ALREADY_CONNECTED' });
  return { url: await onboardingUrl(deps, method.providerAccountId), methodId: method.id };
}

/** Stores what Stripe says of the account: usable once Stripe pays its bank, pending again if it stops. */
export async function applyStripeAccount(
  deps: AppDeps,
  method: MethodRow,
  payoutsEnabled: boolean,
): Promise<MethodRow> {
  const status = payoutsEnabled ? 'verified' : 'pending';
  if (method.status === status && method.providerAccountStatus === (payoutsEnabled ? 'active' : 'pending'))
    return method;
  const now = deps.clock.now();
  const [updated] = await deps.db
    .update(payoutMethods)
    .set({
      status,
      providerAccountStatus: payoutsEnabled ? 'active' : 'pending',
      verifiedAt: payoutsEnabled ? (method.verifiedAt ?? now) : method.verifiedAt,
      updatedAt: now,
    })
    .where(eq(payoutMethods.id, method.id))
    .returning();
  return updated ?? method;
}

/** update/bank/success: back from Stripe, the account is read again and the method follows it. */
export async function confirmStripeConnect(deps: AppDeps, user: UserRow): Promise<StripeConnectOutcomeResponse> {
  const { client } = requireStripeConnect(deps);
  const method = await liveMethod(deps, user.id, 'stripe');
  if (!method?.providerAccountId)
    throw new AppError('NOT_FOUND', { message: PROVIDER_METHOD_MESSAGES.noStripeConnect });
  const accountId = method.providerAccountId;
  const account = await askStripe(deps, () => client.account(accountId));
  const updated = await applyStripeAccount(deps, method, account?.payoutsEnabled === true);
  return {
    message:
      updated.status === 'verified'
        ? PROVIDER_METHOD_MESSAGES.stripeConnected
        : PROVIDER_METHOD_MESSAGES.stripeStillPending,
    methodId: updated.id,
    status: updated.status,
  };
}
