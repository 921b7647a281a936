import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Subscription, SubscriptionPlan } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { invalidateUser } from '../../platform/app-caches.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { findUserById } from '../auth/index.js';
import { END_IN_PAST } from './contracts.js';
import { operatorSettings, subscriptions } from './tables.js';

export const REQUIRE_ARTIST_SUBSCRIPTION = 'require-artist-subscription';

/** Operator setting, off by default for a self-hosted install. */
export async function isSubscriptionRequired(deps: AppDeps): Promise<boolean> {
  const [row] = await deps.db
    .select()
    .from(operatorSettings)
    .where(eq(operatorSettings.key, REQUIRE_ARTIST_SUBSCRIPTION));
  return row?.value === true;
}

export async function setSubscriptionRequired(deps: AppDeps, required: boolean): Promise<void> {
  await deps.db
    .insert(operatorSettings)
    .values({ key: REQUIRE_ARTIST_SUBSCRIPTION, value: required, updatedAt: deps.clock.now() })
    .onConflictDoUpdate({ target: operatorSettings.key, set: { value: required, updatedAt: deps.clock.now() } });
}

export async function subscriptionOf(deps: AppDeps, userId: number): Promise<Subscription> {
  const now = deps.clock.now();
  const [row] = await deps.db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        isNull(subscriptions.cancelledAt),
        or(
          isNull(subscriptions.endsAt),
          gt(subscriptions.endsAt, now),
          // A cancelled subscription ends with its period: a grace period is for a failed renewal.
          and(gt(subscriptions.gracePeriodEndsAt, now), eq(subscriptions.cancelAtPeriodEnd, false)),
        ),
      ),
    )
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  const required = await isSubscriptionRequired(deps);
  if (!row) return { active: false, gracePeriod: false, legacy: false, required };
  const inGrace = !!row.endsAt && row.endsAt <= now && !!row.gracePeriodEndsAt && row.gracePeriodEndsAt > now;
  return { active: true, gracePeriod: inGrace, legacy: row.legacy, required };
}

/** Until billing exists, an operator grants a subscription to an account. */
export async function grantSubscription(
  deps: AppDeps,
  input: { userId: number; grantedBy?: number | null; endsAt?: Date | null; plan?: SubscriptionPlan | null },
): Promise<void> {
  // An unknown id is a 404, not a foreign-key 500.
  if (!(await findUserById(deps.db, input.userId))) throw new AppError('NOT_FOUND', { message: 'No such account' });
  if (input.endsAt && input.endsAt <= deps.clock.now()) throw fieldError('endsAt', END_IN_PAST);
  await deps.db.insert(subscriptions).values({
    userId: input.userId,
    source: 'operator-grant',
    grantedBy: input.grantedBy ?? null,
    endsAt: input.endsAt ?? null,
    plan: input.plan ?? null,
    startsAt: deps.clock.now(),
  });
  invalidateUser(deps.caches, input.userId);
}
