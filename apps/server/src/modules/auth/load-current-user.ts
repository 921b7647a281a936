import { eq } from 'drizzle-orm';
import type { MeResponse } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { changelogForUser, latestNotifications } from '../notifications/service.js';
import { subscriptionOf } from '../subscriptions/service.js';
import { presentUser } from './present-user.js';
import type { UserRow } from './sessions.js';
import { userDetails } from './tables.js';

/** Everything the shell needs after sign-in, in one answer (`GET /api/auth/me`). */
export async function loadCurrentUser(deps: AppDeps, user: UserRow): Promise<MeResponse> {
  const [detailsRows, subscription, notifications, changelog] = await Promise.all([
    deps.db.select().from(userDetails).where(eq(userDetails.userId, user.id)).limit(1),
    subscriptionOf(deps, user.id),
    latestNotifications(deps, user.id),
    changelogForUser(deps, user),
  ]);
  return {
    user: presentUser(user, detailsRows[0] ?? null),
    subscription,
    notifications,
    changelog: changelog.changelog,
    newChangelogCount: changelog.newChangelogCount,
  };
}
