/**
 * Greenlist: channels and accounts an artist or label spares from its own content-ID claims (a
 * partner's YouTube channel, a friend's TikTok), per platform, for one release or one track.
 */
export const GREENLIST_PLATFORMS = ['soundcloud', 'youtube', 'facebook', 'instagram', 'tiktok'] as const;
export type GreenlistPlatform = (typeof GREENLIST_PLATFORMS)[number];

export const GREENLIST_PLATFORM_LABELS: Record<GreenlistPlatform, string> = {
  soundcloud: 'SoundCloud',
  youtube: 'YouTube',
  facebook: 'Facebook',
  instagram: 'Instagram',
  tiktok: 'TikTok',
};

/** A stored type read back: instagram, soundcloud, facebook and tiktok are themselves, anything else is YouTube. */
export function greenlistPlatformOf(type: string): GreenlistPlatform {
  return (GREENLIST_PLATFORMS as readonly string[]).includes(type) ? (type as GreenlistPlatform) : 'youtube';
}

/** What the greenlist shows for a track without an ISRC (a draft's track, or a whole release). */
export const GREENLIST_MISSING_ISRC = 'Not set';

export function greenlistIsrcText(isrc: string | null | undefined): string {
  return isrc?.trim() ? isrc : GREENLIST_MISSING_ISRC;
}
