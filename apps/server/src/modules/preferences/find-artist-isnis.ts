import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db.js';
import { artistPreferences } from './tables.js';

/** The key an artist name is looked up by: case and surrounding spaces do not make another artist. */
export const artistNameKey = (name: string): string => name.trim().toLocaleLowerCase();

/**
 * The ISNIs an account gave its artists on the preferences page (its own artist, and a label's
 * artists), by artist name key. A release artist without an ISNI of its own is delivered with this one.
 */
export async function findArtistIsnis(db: DbExecutor, userId: number): Promise<Map<string, string>> {
  const rows = await db
    .select({ artistName: artistPreferences.artistName, additionalIds: artistPreferences.additionalIds })
    .from(artistPreferences)
    .where(eq(artistPreferences.userId, userId));
  const isnis = new Map<string, string>();
  for (const row of rows) {
    const isni = row.additionalIds.isni?.trim();
    if (isni && !isnis.has(artistNameKey(row.artistName))) isnis.set(artistNameKey(row.artistName), isni);
  }
  return isnis;
}
