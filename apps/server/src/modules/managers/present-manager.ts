import { type ManagerRecord, resolveDisplayName } from '@liner/domain';
import type { UserRow } from '../auth/index.js';
import type { ManagerRow } from './manager-rows.js';
import { permissionList } from './permission-list.js';

/** A relationship as the owner's manager pages list it; the person's name once they accepted. */
export function presentManager(row: ManagerRow, person: UserRow | undefined): ManagerRecord {
  return {
    id: row.id,
    email: row.email,
    status: row.status,
    kind: row.kind,
    teamRole: row.teamRole,
    name: person ? resolveDisplayName(person) : null,
    invitedAt: row.invitedAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    permissions: permissionList(row.permissions),
  };
}
