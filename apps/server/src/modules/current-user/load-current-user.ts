import { MeResponse } from '@liner/domain';
import { userTag } from '../../platform/cache.js';
import type { AppDeps } from '../../platform/deps.js';
import { findUserDetails, presentUser, type UserRow } from '../auth/index.js';
import { listUserDocuments } from '../documents/index.js';
import { changelogForUser, latestNotifications } from '../notifications/index.js';
import { platformLinksSummary } from '../platform-links/index.js';
import { subscriptionOf } from '../subscriptions/index.js';

/**
 * Everything the shell needs after sign-in, in one answer (`GET /api/auth/me`). It gathers from
 * auth, subscriptions and notifications, which is why it is an area above the three of them:
 * in auth it made auth and the areas whose tables point at users depend on each other.
 */
export async function loadCurrentUser(deps: AppDeps, user: UserRow): Promise<MeResponse> {
  const [details, subscription, notifications, changelog, documents, platforms] = await Promise.all([
    findUserDetails(deps.db, user.id),
    subscriptionOf(deps, user.id),
    latestNotifications(deps, user.id),
    changelogForUser(deps, user),
    listUserDocuments(deps, user.id),
    platformLinksSummary(deps, user.id),
  ]);
  return {
    user: presentUser(user, details),
    subscription,
    notifications,
    changelog: changelog.changelog,
    newChangelogCount: changelog.newChangelogCount,
    documents,
    platforms,
  };
}

/**
 * `me` is asked on every page load and after every realtime event: its JSON is cached per user
 * and dropped on any change this process makes for the user (platform/app-caches.ts). Parsing
 * with the contract strips what the answer must not expose, as the response schema would.
 */
export async function currentUserJson(deps: AppDeps, user: UserRow): Promise<string> {
  const key = `me:${user.id}`;
  const cached = deps.caches.named<string>('me').get(key);
  if (cached !== undefined) return cached;
  const json = JSON.stringify(MeResponse.parse(await loadCurrentUser(deps, user)));
  deps.caches.named<string>('me').set(key, json, [userTag(user.id)]);
  return json;
}
