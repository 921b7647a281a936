/**
 * Daily listening for the demo catalog, as the stores' trend reports would tell it: each track
 * spikes on its release day and decays to a tail, plays follow each platform's weekly rhythm and
 * the seasons, playlist adds bring bumps that fade, sounds go viral on social platforms, and a
 * few short episodes of artificial streams get filtered. Counts per track, day and country;
 * breakdowns (ages, devices, sources, playlists…) per release and week, which is all the
 * breakdown graphs read and keeps the seed small.
 *
 * Deterministic: every random draw comes from a PRNG seeded with the track, the platform and the
 * day the demo clock put the release on sale, so the same clock gives the same numbers.
 */
import type { AnalyticsFact } from '../modules/analytics/index.js';
import { seededRandom } from './demo-statement-file.js';
import { LISTENING_PLANS } from './demo-listening-plans.js';
import type { PlannedMetric, Weighted } from './demo-listening-shapes.js';
import { ARTIST_COUNTRIES } from './demo-listening-audiences.js';
import { drawDistinct, seedOf, split } from './demo-listening-draws.js';
import { Listening, type ListeningRelease, type TrackSeries, type Week } from './demo-listening-model.js';
import { perAccountFacts, perReleaseFacts } from './demo-listening-breakdowns.js';

export { dayOf, lifeCurve } from './demo-listening-draws.js';
export type { ListeningRelease, ListeningTrack } from './demo-listening-model.js';

/** A day's count split over the countries it was heard in: small counts in one, larger ones in more. */
function countryFacts(count: number, mix: Weighted, every: number, random: () => number): [string, number][] {
  const countries = Math.min(mix.length, Math.max(1, Math.ceil(count / every)));
  return split(count, drawDistinct(mix, countries, random), random, 0.4);
}

/**
 * Every fact of the demo's listening from `firstDay` to `lastDay`, day by day (so the fact writer
 * meets each day's rollup rows once): per release, its counts of the day per track (or per release,
 * or on its first day of a week for the week, as each metric's grain says), then that week's
 * breakdowns.
 */
export function* demoListeningFacts(
  releases: readonly ListeningRelease[],
  firstDay: string,
  lastDay: string,
): Generator<AnalyticsFact> {
  const listening = new Listening(releases, firstDay, lastDay);
  const random = seededRandom(seedOf(`facts/${firstDay}`));
  const owners = [...new Set(releases.map((release) => release.ownerUserId))].map((userId) => {
    const own = releases.filter((release) => release.ownerUserId === userId);
    return { userId, releases: own, series: listening.series.filter((s) => own.includes(s.release)) };
  });
  for (const d of listening.days.keys()) {
    for (const release of releases) {
      const series = listening.series.filter((s) => s.release === release);
      const week = weekOf(listening, release, d);
      yield* totalFacts(listening, d, random, {
        userId: release.ownerUserId,
        releaseId: release.id,
        series,
        mix: ARTIST_COUNTRIES[release.artist],
        grains: (grain) => grain === 'track' || grain === 'release' || (grain === 'release-week' && week !== null),
        week: week ?? { first: d, last: d },
      });
      if (week) yield* perReleaseFacts(listening, release, week, random);
    }
    for (const owner of owners)
      yield* totalFacts(listening, d, random, {
        userId: owner.userId,
        releaseId: 0,
        series: owner.series,
        mix: mergedMix(owner.releases.map((release) => ARTIST_COUNTRIES[release.artist] ?? [])),
        grains: (grain) => grain === 'account',
        week: { first: d, last: d },
      });
    yield* perAccountFacts(listening, d, random);
  }
}

/** The total facts of one release (or account, release 0) on day `d` for the metrics of the grains wanted. */
function* totalFacts(
  listening: Listening,
  d: number,
  random: () => number,
  of: {
    userId: number;
    releaseId: number;
    series: readonly TrackSeries[];
    mix: Weighted | undefined;
    grains: (grain: PlannedMetric['grain']) => boolean;
    week: Week;
  },
): Generator<AnalyticsFact> {
  const day = listening.days[d] ?? '';
  for (const [p, plan] of LISTENING_PLANS.entries()) {
    for (const [m, metric] of plan.metrics.entries()) {
      if (!of.grains(metric.grain)) continue;
      const counted = (s: TrackSeries) => s.counts[p]?.[m];
      const groups =
        metric.grain === 'track'
          ? of.series.map((s) => ({ trackId: s.track.id, count: counted(s)?.[d] ?? 0 }))
          : [{ trackId: 0, count: of.series.reduce((acc, s) => acc + sumOf(counted(s), of.week), 0) }];
      for (const { trackId, count } of groups) {
        if (count === 0) continue;
        const fact = {
          day,
          platform: plan.slug,
          metric: metric.metric,
          userId: of.userId,
          releaseId: of.releaseId,
          trackId,
          dimension: '',
          value: '',
        };
        if (!metric.byCountry) {
          yield { ...fact, country: '', amount: BigInt(count) };
          continue;
        }
        const mix = plan.countries ?? of.mix ?? [['US', 1]];
        for (const [country, amount] of countryFacts(count, mix, plan.countryEvery ?? 1000, random))
          yield { ...fact, country, amount: BigInt(amount) };
      }
    }
  }
}

/** Several artists' country mixes as one, each counting the same. */
function mergedMix(mixes: readonly Weighted[]): Weighted {
  const merged = new Map<string, number>();
  for (const mix of mixes)
    for (const [country, weight] of mix) merged.set(country, (merged.get(country) ?? 0) + weight);
  return [...merged];
}

/** The count of the days of `week` (one day, or a week for a weekly metric). */
function sumOf(days: Int32Array | undefined, week: Week): number {
  if (!days) return 0;
  let total = 0;
  for (let d = week.first; d <= week.last; d += 1) total += days[d] ?? 0;
  return total;
}

/** The days [first, last] whose breakdowns a release's facts on day `d` carry; null on other days. */
function weekOf(listening: Listening, release: ListeningRelease, d: number): { first: number; last: number } | null {
  const released = listening.indexOf(release.onSaleFrom);
  const until = release.onSaleUntil ? listening.indexOf(release.onSaleUntil) : listening.days.length - 1;
  if (d < released || d > until) return null;
  // Monday, the release day, or the first day of the range.
  if (listening.weekdays[d] !== 1 && d !== released && d !== 0) return null;
  let last = d;
  while (last + 1 <= until && last + 1 < listening.days.length && listening.weekdays[last + 1] !== 1) last += 1;
  return { first: d, last };
}
