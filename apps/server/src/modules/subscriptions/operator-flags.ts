import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps.js';
import type { DbExecutor } from '../../platform/db.js';
import { operatorSettings } from './tables.js';

/**
 * An on/off setting of this install kept in operator_settings, for areas whose setting is a plain
 * flag (e.g. identity's "verify before payouts"). Unset reads as off.
 */
export async function readOperatorFlag(db: DbExecutor, key: string): Promise<boolean> {
  const [row] = await db.select().from(operatorSettings).where(eq(operatorSettings.key, key));
  return row?.value === true;
}

export async function writeOperatorFlag(deps: AppDeps, key: string, on: boolean): Promise<void> {
  const updatedAt = deps.clock.now();
  await deps.db
    .insert(operatorSettings)
    .values({ key, value: on, updatedAt })
    .onConflictDoUpdate({ target: operatorSettings.key, set: { value: on, updatedAt } });
}
