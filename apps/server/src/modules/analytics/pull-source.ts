import type { AnalyticsMetric } from '@liner/domain';

/** A track the install delivered, as a pull asks a platform about it. */
export interface PullTrack {
  userId: number;
  releaseId: number;
  trackId: number;
  isrc: string;
}

/** One count a platform answered for a track on a day. */
export interface PulledCount {
  trackId: number;
  day: string;
  platform: string;
  metric: AnalyticsMetric;
  /** ISO 3166-1 alpha-2, or '' when the platform did not say. */
  country: string;
  amount: bigint;
}

/**
 * A platform whose figures are fetched from its API instead of arriving as trend files. A pull
 * asks for one day of the given tracks and answers what the platform counted; the caller writes
 * the counts as one analytics batch, so a day is pulled once (its fingerprint names the source
 * and the day).
 */
export interface AnalyticsPullSource {
  /** Names the batch: `pull:<name>:<day>`. */
  name: string;
  pullDay(day: string, tracks: readonly PullTrack[]): Promise<PulledCount[]>;
}
