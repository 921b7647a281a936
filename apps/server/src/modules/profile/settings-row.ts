import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db.js';
import { type ProfileSettingsRow, profileSettings } from './tables.js';

export type ProfileSettingsChanges = Partial<Omit<ProfileSettingsRow, 'userId' | 'updatedAt'>>;

/** Writes part of the account's settings row, creating it on the first save. */
export async function saveProfileSettings(
  db: DbExecutor,
  userId: number,
  changes: ProfileSettingsChanges,
  now: Date,
): Promise<void> {
  await db
    .insert(profileSettings)
    .values({ userId, ...changes, updatedAt: now })
    .onConflictDoUpdate({ target: profileSettings.userId, set: { ...changes, updatedAt: now } });
}

export async function findProfileSettings(db: DbExecutor, userId: number): Promise<ProfileSettingsRow | null> {
  const [row] = await db.select().from(profileSettings).where(eq(profileSettings.userId, userId));
  return row ?? null;
}
