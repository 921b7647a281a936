import { eq } from 'drizzle-orm';
import type { ArtistPlatform } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { artistPreferences } from './tables.js';

export interface ArtistProfileLink {
  artistName: string;
  platform: ArtistPlatform;
  id: string;
  url: string;
}

/** The platform profiles an account's artists saved in their preferences (its own and a label's roster). */
export async function listArtistProfileLinks(deps: AppDeps, accountId: number): Promise<ArtistProfileLink[]> {
  const rows = await deps.db
    .select({ artistName: artistPreferences.artistName, platforms: artistPreferences.platforms })
    .from(artistPreferences)
    .where(eq(artistPreferences.userId, accountId))
    .orderBy(artistPreferences.id);
  return rows.flatMap((row) =>
    (Object.entries(row.platforms) as [ArtistPlatform, { url: string; id: string } | null][]).flatMap(
      ([platform, identity]) =>
        identity ? [{ artistName: row.artistName, platform, id: identity.id, url: identity.url }] : [],
    ),
  );
}
