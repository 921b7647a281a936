// Test factories other areas' tests may use (the authorisation matrix): relationships without mails.
import type { AreaAccess, TeamRole } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { accountManagers } from './tables.js';

export interface TestRelationship {
  accountId: number;
  person: { id: number; email: string } | null;
  email?: string;
  kind?: 'manager' | 'team-member';
  teamRole?: TeamRole | null;
  access?: AreaAccess;
  /** Pending: an invitation not yet answered. */
  pending?: boolean;
}

/** Inserts a manager or team-member relationship, accepted unless `pending`; returns its id. */
export async function insertTestRelationship(deps: AppDeps, input: TestRelationship): Promise<number> {
  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(accountManagers)
    .values({
      accountId: input.accountId,
      email: (input.person?.email ?? input.email ?? 'invited@example.test').toLowerCase(),
      managerUserId: input.pending ? null : (input.person?.id ?? null),
      kind: input.kind ?? 'manager',
      teamRole: input.kind === 'team-member' ? (input.teamRole ?? 'viewer') : null,
      status: input.pending ? 'pending' : 'accepted',
      permissions: input.access ?? {},
      invitedAt: now,
      acceptedAt: input.pending ? null : now,
    })
    .returning({ id: accountManagers.id });
  return row.id;
}
