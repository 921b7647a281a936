import { inArray } from 'drizzle-orm';
import { resolveDisplayName, type ReviewOwner } from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import { users } from '../auth/tables.js';

/**
 * Owners of releases for the operator's screens. The auth area exports no lookup by id, so this
 * reads its users table directly (name, e-mail and type only).
 */
export async function loadReleaseOwners(db: DbExecutor, userIds: number[]): Promise<Map<number, ReviewOwner>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(
    rows.map((user) => [user.id, { id: user.id, name: resolveDisplayName(user), email: user.email, type: user.type }]),
  );
}
