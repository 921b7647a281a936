import { sql } from 'drizzle-orm';
import type { AppDeps } from '../platform/deps.js';
import { countAccounts, insertAccountDetails, insertAccounts } from '../modules/auth/index.js';
import type { DemoAccounts } from './demo-context.js';

/** True while no account exists: the seed's cheap first check, before it hashes a password. */
export async function hasNoAccounts(deps: AppDeps): Promise<boolean> {
  return (await countAccounts(deps.db)) === 0;
}

/**
 * The demo accounts, confirmed and set up, on an empty database only; null when users
 * exist. There is no operation that makes a confirmed account without a person clicking the
 * mailed link, so these rows are written here; everything they then do goes through the
 * operations. The check and the inserts share a transaction holding an advisory lock, so two
 * servers starting together on one PostgreSQL cannot both seed.
 */
export async function createDemoAccounts(deps: AppDeps, passwordHash: string): Promise<DemoAccounts | null> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('liner-demo-seed'))`);
    if ((await countAccounts(tx)) > 0) return null;

    const common = { passwordHash, confirmedAt: now, hasCompletedInit: true, createdAt: now, updatedAt: now };
    const [artist, label, operator, manager, collaborator] = await insertAccounts(tx, [
      {
        ...common,
        email: 'demo@liner.local',
        username: 'demo',
        type: 'artist',
        firstName: 'Nova',
        lastName: 'Reyes',
        displayName: 'Nova Reyes',
        artistName: 'Nova Reyes',
      },
      {
        ...common,
        email: 'label@liner.local',
        username: 'northbound',
        type: 'label',
        firstName: 'Mara',
        lastName: 'Lind',
        displayName: 'Northbound Records',
      },
      {
        ...common,
        email: 'admin@liner.local',
        username: 'admin',
        type: 'label',
        firstName: 'Liner',
        lastName: 'Operator',
        displayName: 'Liner Operator',
        isAdmin: true,
      },
      {
        ...common,
        email: 'manager@liner.local',
        username: 'mia',
        type: 'artist',
        firstName: 'Mia',
        lastName: 'Vance',
        displayName: 'Mia Vance',
      },
      {
        ...common,
        email: 'collaborator@liner.local',
        username: 'sam',
        type: 'collaborator',
        firstName: 'Sam',
        lastName: 'Okafor',
        displayName: 'Sam Okafor',
      },
    ]);

    await insertAccountDetails(tx, [
      {
        userId: artist.id,
        address: 'Rua Augusta 10',
        city: 'Lisboa',
        state: 'Lisboa',
        zip: '1100-053',
        country: 'Portugal',
        countryCode: 'PT',
        fullAddress: 'Rua Augusta 10, Lisboa, Lisboa, 1100-053, Portugal',
        updatedAt: now,
      },
      {
        userId: label.id,
        address: 'Götgatan 22',
        city: 'Stockholm',
        state: 'Stockholm',
        zip: '118 46',
        country: 'Sweden',
        countryCode: 'SE',
        fullAddress: 'Götgatan 22, Stockholm, Stockholm, 118 46, Sweden',
        updatedAt: now,
      },
      { userId: operator.id, updatedAt: now },
      { userId: manager.id, updatedAt: now },
      { userId: collaborator.id, updatedAt: now },
    ]);
    return { artist, label, operator, manager, collaborator };
  });
}
