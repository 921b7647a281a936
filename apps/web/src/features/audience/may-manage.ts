import { type AreaAccess, can } from '@liner/domain';
import { useSession } from '../../app/session.js';

/**
 * Whether the signed-in person may add, import, remove and refresh fans: the same rule the server
 * asks (audience.manage), read from the account they act for. Buttons they may not use are hidden;
 * the server refuses them anyway.
 */
export function useMayManageAudience(): boolean {
  const { me } = useSession();
  if (!me) return false;
  const acting = me.acting;
  const access: AreaAccess = Object.fromEntries(
    (acting?.permissions ?? []).map((permission) => [permission.name, permission.accessTypes]),
  );
  return can(
    {
      user: { id: me.user.id, isAdmin: false, bannedAt: null },
      accountId: acting?.id ?? me.user.id,
      role: acting ? acting.role : me.user.type === 'collaborator' ? 'collaborator' : 'owner',
      access,
      emailConfirmed: true,
    },
    'audience.manage',
  );
}
