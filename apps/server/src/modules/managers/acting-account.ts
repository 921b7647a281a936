import { and, eq } from 'drizzle-orm';
import { type ActingAccount, type AreaAccess, resolveDisplayName, TEAM_ROLE_ACCESS } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { userTag } from '../../platform/cache.js';
import type { ActingFor, ResolvedSession } from '../../platform/request-auth.js';
import { findActiveSession, findUserById } from '../auth/index.js';
import type { ManagerRow } from './manager-rows.js';
import { permissionList } from './permission-list.js';
import { accountManagers, sessionActingAccounts } from './tables.js';

/** What a relationship grants: a manager's own grants, a team member's role preset. */
export function accessOf(row: Pick<ManagerRow, 'kind' | 'teamRole' | 'permissions'>): AreaAccess {
  if (row.kind === 'team-member') return TEAM_ROLE_ACCESS[row.teamRole ?? 'viewer'];
  return row.permissions;
}

const actingCache = (deps: AppDeps) => deps.caches.named<ActingFor | null>('acting');

/**
 * The account a session acts for, or null on the person's own account. Cached for a few seconds
 * like the session itself, dropped by any change of the person or of the account (decision 005):
 * an edited permission or a removed manager shows on the next request this process answers.
 */
export async function actingForSession(deps: AppDeps, sessionId: string, personId: number): Promise<ActingFor | null> {
  const cached = actingCache(deps).get(sessionId);
  if (cached !== undefined) return cached;
  const [row] = await deps.db
    .select({ relationship: accountManagers })
    .from(sessionActingAccounts)
    .innerJoin(accountManagers, eq(accountManagers.id, sessionActingAccounts.managerId))
    .where(
      and(
        eq(sessionActingAccounts.sessionId, sessionId),
        eq(accountManagers.managerUserId, personId),
        eq(accountManagers.status, 'accepted'),
      ),
    )
    .limit(1);
  const account = row ? await findUserById(deps.db, row.relationship.accountId) : null;
  // A suspended account is not acted for: the person is back on their own.
  const acting: ActingFor | null =
    row && account && !account.bannedAt
      ? { account, role: row.relationship.kind, access: accessOf(row.relationship) }
      : null;
  actingCache(deps).set(
    sessionId,
    acting,
    acting ? [userTag(personId), userTag(acting.account.id)] : [userTag(personId)],
  );
  return acting;
}

/** The session resolver of the app: the auth area's session, and the account it switched into. */
export async function resolveActingSession(deps: AppDeps, token: string): Promise<ResolvedSession | null> {
  const found = await findActiveSession(deps, token);
  if (!found) return null;
  return { ...found, acting: await actingForSession(deps, found.session.id, found.user.id) };
}

/** The acting account as `me` and the switch answer show it. */
export function presentActing(acting: ActingFor | null): ActingAccount | null {
  if (!acting) return null;
  return {
    id: acting.account.id,
    displayName: resolveDisplayName(acting.account),
    email: acting.account.email,
    role: acting.role,
    permissions: permissionList(acting.access),
  };
}
