import { resolveDisplayName, type ReviewOwner } from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import { findUsersByIds } from '../auth/index.js';

/** Owners of releases for the operator's screens (name, e-mail and type only). */
export async function loadReleaseOwners(db: DbExecutor, userIds: number[]): Promise<Map<number, ReviewOwner>> {
  const rows = await findUsersByIds(db, userIds);
  return new Map(
    rows.map((user) => [user.id, { id: user.id, name: resolveDisplayName(user), email: user.email, type: user.type }]),
  );
}
