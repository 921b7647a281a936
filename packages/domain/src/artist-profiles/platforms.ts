import { z } from 'zod';

/** The streaming services an artist profile can be picked from (Spotify, Apple, YouTube, Audiomack). */
export const ARTIST_PLATFORMS = ['spotify', 'apple', 'youtube', 'audiomack'] as const;
export const ArtistPlatform = z.enum(ARTIST_PLATFORMS, {
  message: 'Choose a platform: spotify, apple, youtube or audiomack',
});
export type ArtistPlatform = z.infer<typeof ArtistPlatform>;

export const PLATFORM_NAMES: Record<ArtistPlatform, string> = {
  spotify: 'Spotify',
  apple: 'Apple Music',
  youtube: 'YouTube',
  audiomack: 'Audiomack',
};

/** A profile found by search or lookup, the same shape for every platform. */
export const ArtistProfile = z.object({
  platform: ArtistPlatform,
  id: z.string(),
  name: z.string(),
  url: z.string(),
  imageUrl: z.string().nullable(),
  followers: z.number().int().nonnegative().optional(),
  genres: z.array(z.string()).optional(),
});
export type ArtistProfile = z.infer<typeof ArtistProfile>;

/** What the paste-a-URL path knows without asking the platform. */
export const ParsedProfileLink = z.object({ platform: ArtistPlatform, id: z.string(), url: z.string() });
export type ParsedProfileLink = z.infer<typeof ParsedProfileLink>;
