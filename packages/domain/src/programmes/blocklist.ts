/**
 * Blocklist: keeps a release (or all of them) out of a platform's user-generated-content
 * monetisation between two dates. The platforms are a fixed list of eight.
 */
export const BLOCKLIST_PLATFORMS = [
  'youtube',
  'facebook',
  'instagram',
  'tiktok',
  'soundcloud',
  'snapchat',
  'twitch',
  'triller',
] as const;
export type BlocklistPlatform = (typeof BLOCKLIST_PLATFORMS)[number];

export const BLOCKLIST_PLATFORM_LABELS: Record<BlocklistPlatform, string> = {
  youtube: 'YouTube',
  facebook: 'Facebook',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  soundcloud: 'SoundCloud',
  snapchat: 'Snapchat',
  twitch: 'Twitch',
  triller: 'Triller',
};

/** What a blocklist entry without a release covers, as the list shows it. */
export const ALL_RELEASES = 'All Releases';

/**
 * The delivery stores through which each platform's UGC monetisation runs. Facebook and Instagram
 * share Meta's rights manager, so blocking either withholds the Meta store's UGC deals. A platform
 * with no UGC store in the catalogue yet is matched by a store of its own id, once an operator adds one.
 */
export const BLOCKLIST_STORE_IDS: Record<BlocklistPlatform, readonly string[]> = {
  youtube: ['youtube-content-id'],
  facebook: ['meta'],
  instagram: ['meta'],
  tiktok: ['tiktok'],
  soundcloud: ['soundcloud'],
  snapchat: ['snapchat'],
  twitch: ['twitch'],
  triller: ['triller'],
};

/** The deal types an active block withholds: claims on user uploads and a UGC service's sound library. */
export const BLOCKED_DEAL_TYPES = ['ugc', 'ugc-library'] as const;

export interface BlocklistPeriod {
  startDate: string;
  endDate: string;
}

/** Whether the block is in force on `day` (YYYY-MM-DD): from its start to its end date, both included. */
export function isBlockActiveOn(period: BlocklistPeriod, day: string): boolean {
  return period.startDate <= day && day <= period.endDate;
}

/** The end date comes on or after the start date (one-day blocks are allowed). */
export function isBlockPeriodOrdered(period: BlocklistPeriod): boolean {
  return period.endDate >= period.startDate;
}

/** The stores whose UGC deals the blocked platforms withhold, each once. */
export function blockedStoreIds(platforms: readonly BlocklistPlatform[]): string[] {
  return [...new Set(platforms.flatMap((platform) => BLOCKLIST_STORE_IDS[platform]))];
}
