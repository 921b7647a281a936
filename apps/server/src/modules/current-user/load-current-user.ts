import { MeResponse } from '@liner/domain';
import { userTag } from '../../platform/cache.js';
import type { AppDeps } from '../../platform/deps.js';
import { listUserDocuments } from '../documents/index.js';
import type { Actor } from '../../platform/request-auth.js';
import { findUserDetails, presentUser } from '../auth/index.js';
import { findReceivedInvitation, managesAnAccount, presentActing } from '../managers/index.js';
import { loadAccountProfile } from '../profile/index.js';
import { changelogForUser, latestNotifications } from '../notifications/index.js';
import { platformLinksSummary } from '../platform-links/index.js';
import { subscriptionOf } from '../subscriptions/index.js';
import { identityFlagsOf } from '../identity/index.js';

/**
 * Everything the shell needs after sign-in, in one answer (`GET /api/auth/me`). It gathers from
 * auth, subscriptions and notifications, which is why it is an area above the three of them:
 * in auth it made auth and the areas whose tables point at users depend on each other.
 */
export async function loadCurrentUser(deps: AppDeps, actor: Actor): Promise<MeResponse> {
  const user = actor.user;
  const [
    details,
    subscription,
    notifications,
    changelog,
    documents,
    platforms,
    profile,
    invitation,
    isManager,
    identityVerification,
  ] = await Promise.all([
    findUserDetails(deps.db, user.id),
    subscriptionOf(deps, user.id),
    latestNotifications(deps, user.id),
    changelogForUser(deps, user),
    listUserDocuments(deps, user.id),
    platformLinksSummary(deps, user.id),
    loadAccountProfile(deps, user),
    findReceivedInvitation(deps, user),
    managesAnAccount(deps, user.id),
    identityFlagsOf(deps.db, user.id),
  ]);
  const acting =
    actor.accountId === user.id ? null : { account: actor.account, role: actor.role, access: actor.access };
  return {
    user: {
      ...presentUser(user, details, deps.clock.now()),
      // An invitation waiting for the person's answer opens the manager-acceptance dialog.
      currentManager: invitation ? { id: invitation.id, user_manager_confirmed: 0 } : null,
      managerConfirmed: isManager,
    },
    acting:
      acting && (acting.role === 'manager' || acting.role === 'team-member')
        ? presentActing({ ...acting, role: acting.role })
        : null,
    subscription,
    notifications,
    changelog: changelog.changelog,
    newChangelogCount: changelog.newChangelogCount,
    documents,
    platforms,
    profile,
    identityVerification,
  };
}

/**
 * `me` is asked on every page load and after every realtime event: its JSON is cached per user
 * and dropped on any change this process makes for the user (platform/app-caches.ts). Parsing
 * with the contract strips what the answer must not expose, as the response schema would.
 */
export async function currentUserJson(deps: AppDeps, actor: Actor): Promise<string> {
  const user = actor.user;
  // Per account acted for too: two sessions of one person may act for different accounts.
  const key = `me:${user.id}:${actor.accountId}`;
  const cached = deps.caches.named<string>('me').get(key);
  if (cached !== undefined) return cached;
  const json = JSON.stringify(MeResponse.parse(await loadCurrentUser(deps, actor)));
  deps.caches.named<string>('me').set(key, json, [userTag(user.id)]);
  return json;
}
