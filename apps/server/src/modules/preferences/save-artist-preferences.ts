import { and, eq } from 'drizzle-orm';
import {
  formatIsni,
  parseProfileUrl,
  type ArtistPlatform,
  type ArtistPreferences,
  type ArtistPreferencesInput,
} from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import type { DbExecutor } from '../../platform/db.js';
import { artistPreferences } from './tables.js';
import { ensureDefaultCollaborator } from './collaborators.js';

type Row = typeof artistPreferences.$inferSelect;

/** Platform links are stored with the id read from them, so releases can use the ids directly. */
function identities(platforms: ArtistPreferencesInput['platforms']): Row['platforms'] {
  const identity = (platform: ArtistPlatform, link: string | null) => {
    if (!link) return null;
    const parsed = parseProfileUrl(link, platform);
    // The contract already refused bad links; this keeps the type honest.
    return parsed.ok ? { url: parsed.profile.url, id: parsed.profile.id } : null;
  };
  return {
    spotify: identity('spotify', platforms.spotify),
    apple: identity('apple', platforms.apple),
    youtube: identity('youtube', platforms.youtube),
    audiomack: identity('audiomack', platforms.audiomack),
  };
}

export function preferenceValues(input: ArtistPreferencesInput) {
  return {
    artistName: input.artistName,
    about: input.about,
    language: input.language,
    profileImg: input.profileImg,
    primaryGenre: input.primaryGenre,
    secondaryGenre: input.secondaryGenre,
    timeZone: input.timeZone,
    releaseTime: input.releaseTime,
    label: input.label,
    cLine: input.c_line,
    pLine: input.p_line,
    stores: input.stores,
    territories: input.territories,
    defaultRoles: input.defaultRoles,
    platforms: identities(input.platforms),
    socials: input.socials,
    // Kept in its display form (groups of four), whatever separators were typed.
    additionalIds: {
      ...input.additionalIds,
      isni: input.additionalIds.isni ? formatIsni(input.additionalIds.isni) : null,
    },
    delivery: input.delivery,
    defaultArtists: input.defaultArtists,
    defaultWriters: input.defaultWriters,
    defaultCredits: input.defaultCredits,
  };
}

/** releaseCount stays 0 until the releases area offers a count by artist (it owns the releases tables). */
export function presentPreferences(row: Row): ArtistPreferences {
  return {
    id: row.id,
    artistName: row.artistName,
    about: row.about,
    language: row.language,
    profileImg: row.profileImg,
    primaryGenre: row.primaryGenre,
    secondaryGenre: row.secondaryGenre,
    timeZone: row.timeZone,
    releaseTime: row.releaseTime,
    label: row.label,
    c_line: row.cLine,
    p_line: row.pLine,
    stores: row.stores,
    territories: row.territories,
    defaultRoles: row.defaultRoles,
    platforms: row.platforms,
    socials: row.socials,
    additionalIds: row.additionalIds,
    delivery: row.delivery,
    defaultArtists: row.defaultArtists,
    defaultWriters: row.defaultWriters,
    defaultCredits: row.defaultCredits,
    releaseCount: 0,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function loadArtistPreferences(deps: AppDeps, userId: number): Promise<ArtistPreferences | null> {
  const [row] = await deps.db
    .select()
    .from(artistPreferences)
    .where(and(eq(artistPreferences.userId, userId), eq(artistPreferences.isLabelArtist, false)));
  return row ? presentPreferences(row) : null;
}

/** Saves the account's own preferences; its artist name becomes the locked default collaborator. */
export async function saveArtistPreferences(
  deps: AppDeps,
  userId: number,
  input: ArtistPreferencesInput,
): Promise<ArtistPreferences> {
  return deps.db.transaction(async (tx: DbExecutor) => {
    const values = { ...preferenceValues(input), updatedAt: deps.clock.now() };
    const [row] = await tx
      .insert(artistPreferences)
      .values({ userId, isLabelArtist: false, ...values })
      .onConflictDoUpdate({
        target: artistPreferences.userId,
        targetWhere: eq(artistPreferences.isLabelArtist, false),
        set: values,
      })
      .returning();
    await ensureDefaultCollaborator(tx, userId, input.artistName);
    return presentPreferences(row);
  });
}
