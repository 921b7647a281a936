/**
 * The shapes the demo's listening plans are written in, and the rhythms and mixes they share.
 * Who listens to the demo catalog where: per platform, how much it plays next to Spotify, its
 * weekly rhythm, the countries it is heard in and how its plays split by each dimension its
 * datasets read (packages/domain analytics/platforms.ts). The figures are invented but shaped
 * like distributors' trend reports: regional platforms in their regions, social platforms at
 * weekends, radio on weekdays, younger audiences for pop.
 */
import { type AnalyticsDimension, type AnalyticsMetric, SPOTIFY_SOURCE_ORDER } from '@liner/domain';

/** Values with their relative weights. */
export type Weighted = readonly (readonly [string, number])[];

/** Plays per weekday, Sunday first (getUTCDay order). */
export type WeeklyRhythm = readonly [number, number, number, number, number, number, number];

/** New music Friday, a little more at the weekend, quietest early in the week. */
export const STREAMING: WeeklyRhythm = [0.95, 0.93, 0.96, 0.98, 1.0, 1.12, 1.06];
/** Radio and smart speakers follow the working week. */
export const COMMUTE: WeeklyRhythm = [0.84, 1.06, 1.07, 1.07, 1.06, 1.05, 0.85];
/** Short videos are made and watched at the weekend. */
export const WEEKEND: WeeklyRhythm = [1.14, 0.92, 0.93, 0.95, 0.97, 1.04, 1.17];
/** Designs are made at work. */
export const OFFICE: WeeklyRhythm = [0.7, 1.1, 1.12, 1.1, 1.08, 0.98, 0.72];
/** Workouts: Monday resolutions, Sunday rides, Friday nights off. */
export const WORKOUT: WeeklyRhythm = [1.1, 1.15, 1.05, 1.0, 0.95, 0.8, 1.0];

/** A platform's own playlist: a share of a track's organic plays (some only while the track is new). */
export interface OwnPlaylist {
  name: string;
  share: number;
  firstDays?: number;
}

export interface PlannedMetric {
  metric: AnalyticsMetric;
  /** Counts per Spotify stream of the same track and day. */
  share: number;
  /** Split by country (else the country is unknown). */
  byCountry: boolean;
  /**
   * Facts per track and day (the platforms whose tracks are listed); per release and day; per
   * account and day for the small platforms (some report no more than the account's total); per
   * release and week where only a snapshot's total over the range reads it (listeners, saves).
   */
  grain: 'track' | 'release' | 'account' | 'release-week';
  /** Counted only in a few short episodes (artificial streams a platform filtered out). */
  episodic?: boolean;
}

/** One breakdown a platform reports: the metric split by one dimension's values. */
export interface PlannedBreakdown {
  dimension: AnalyticsDimension;
  metric: AnalyticsMetric;
  /** Fixed values, or 'audience' for the release's own age or gender mix. */
  values: Weighted | 'audience';
  /** Per release and week (the release filter narrows it), else per account and week. */
  perRelease?: boolean;
}

export interface ListeningPlan {
  slug: string;
  metrics: readonly PlannedMetric[];
  rhythm: WeeklyRhythm;
  /** Where a regional platform is heard; the artist's own mix otherwise. */
  countries?: Weighted;
  /** A day's count is split over one more country for every this many (fewer facts for small counts). */
  countryEvery?: number;
  /** Playlists that add tracks (bumps in the plays), for platforms with a playlist breakdown. */
  playlists?: readonly string[];
  /** The platform's own personalised playlists: a share of the organic plays. */
  ownPlaylists?: readonly OwnPlaylist[];
  /** Social platforms: a sound can go viral for a week or two. */
  viral?: boolean;
  breakdowns: readonly PlannedBreakdown[];
}

export const main = (
  metric: AnalyticsMetric,
  share: number,
  grain: PlannedMetric['grain'] = 'track',
): PlannedMetric => ({
  metric,
  share,
  byCountry: true,
  grain,
});
export const weekly = (metric: AnalyticsMetric, share: number): PlannedMetric => ({
  metric,
  share,
  byCountry: false,
  grain: 'release-week',
});
export const artificial = (share: number): PlannedMetric => ({
  metric: 'artificial-streams',
  share,
  byCountry: false,
  grain: 'release',
  episodic: true,
});
export const by = (
  dimension: AnalyticsDimension,
  values: Weighted | 'audience',
  metric: AnalyticsMetric = 'streams',
): PlannedBreakdown => ({ dimension, metric, values });
/** A breakdown kept per release (Spotify's audience, sources and playlists; the others are per account). */
export const perRelease = (breakdown: PlannedBreakdown): PlannedBreakdown => ({ ...breakdown, perRelease: true });
export const weights = (values: readonly string[], shares: readonly number[]): Weighted =>
  values.map((value, i) => [value, shares[i] ?? 0] as const);

export const HOURS: Weighted = weights(
  Array.from({ length: 24 }, (_, hour) => String(hour)),
  [2, 1.3, 0.9, 0.6, 0.5, 0.7, 1.6, 3.2, 4.2, 4.3, 4.5, 4.8, 5.1, 5, 4.9, 5.2, 5.7, 6.3, 6.4, 6, 5.6, 4.9, 4, 3],
);
/** The organic part of Spotify plays by source; playlist adds come on top, as 'others playlist'. */
export const SPOTIFY_SOURCES: Weighted = weights(
  SPOTIFY_SOURCE_ORDER,
  [0.28, 0.04, 0.2, 0.09, 0.05, 0.11, 0.07, 0.1, 0.02],
);
export const GENERIC_DEVICES: Weighted = [
  ['mobile', 0.8],
  ['desktop', 0.12],
  ['tablet', 0.05],
  ['other', 0.03],
];
export const FREE_OR_PAID: Weighted = [
  ['free', 0.6],
  ['premium', 0.4],
];
export const GENERIC_BREAKDOWNS = [
  by('gender', 'audience'),
  by('age', 'audience'),
  by('device', GENERIC_DEVICES),
  by('service-type', FREE_OR_PAID),
];

/** The generic platforms the demo has data on (the others stay empty, as a label's would). */
export const GENERIC_DEMO_PLATFORMS = ['resso', 'audiomack', 'jio-saavn'] as const;
