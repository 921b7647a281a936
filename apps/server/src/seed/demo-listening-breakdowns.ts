/** The demo's weekly breakdown facts (ages, devices, sources, playlists…) per release or per account. */
import type { AnalyticsFact } from '../modules/analytics/index.js';
import { audienceOf } from './demo-listening-audiences.js';
import { split } from './demo-listening-draws.js';
import type { Listening, ListeningRelease, Week } from './demo-listening-model.js';
import { LISTENING_PLANS } from './demo-listening-plans.js';
import type { PlannedBreakdown } from './demo-listening-shapes.js';

/**
 * One release's breakdowns of one week: per platform and breakdown, the values and their counts
 * (they add up to the release's count of the week), for the breakdowns `wanted` picks.
 */
function* releaseBreakdowns(
  listening: Listening,
  release: ListeningRelease,
  week: Week,
  wanted: (breakdown: PlannedBreakdown) => boolean,
  random: () => number,
): Generator<{ platform: string; breakdown: PlannedBreakdown; values: [string, number][] }> {
  const sum = (days: ArrayLike<number> | undefined) => {
    let total = 0;
    for (let d = week.first; d <= week.last; d += 1) total += days?.[d] ?? 0;
    return total;
  };
  const series = listening.series.filter((s) => s.release === release);
  for (const [p, plan] of LISTENING_PLANS.entries()) {
    const key = `${release.key}/${plan.slug}`;
    for (const breakdown of plan.breakdowns) {
      if (!wanted(breakdown)) continue;
      const m = plan.metrics.findIndex((metric) => metric.metric === breakdown.metric);
      const total = series.reduce((acc, s) => acc + sum(s.counts[p]?.[m]), 0);
      if (total === 0) continue;
      const values = valuesOf(breakdown, { total, release, key, listening, sum, random });
      yield { platform: plan.slug, breakdown, values };
    }
  }
}

function breakdownFact(
  listening: Listening,
  at: { day: number; userId: number; releaseId: number },
  platform: string,
  breakdown: PlannedBreakdown,
  value: string,
  amount: number,
): AnalyticsFact {
  return {
    day: listening.days[at.day] ?? '',
    platform,
    userId: at.userId,
    releaseId: at.releaseId,
    trackId: 0,
    country: '',
    dimension: breakdown.dimension,
    value,
    metric: breakdown.metric,
    amount: BigInt(amount),
  };
}

/** A release's per-release breakdowns of the week starting on day `week.first`. */
export function* perReleaseFacts(listening: Listening, release: ListeningRelease, week: Week, random: () => number) {
  const at = { day: week.first, userId: release.ownerUserId, releaseId: release.id };
  for (const { platform, breakdown, values } of releaseBreakdowns(listening, release, week, isPerRelease, random))
    for (const [value, amount] of values) yield breakdownFact(listening, at, platform, breakdown, value, amount);
}

/** An account's other breakdowns of the week starting on day `d`: its releases' values added up. */
export function* perAccountFacts(listening: Listening, d: number, random: () => number): Generator<AnalyticsFact> {
  if (listening.weekdays[d] !== 1 && d !== 0) return;
  let last = d;
  while (last + 1 < listening.days.length && listening.weekdays[last + 1] !== 1) last += 1;
  const owners = [...new Set(listening.releases.map((release) => release.ownerUserId))];
  for (const userId of owners) {
    const sums = new Map<string, { platform: string; breakdown: PlannedBreakdown; value: string; amount: number }>();
    const own = listening.releases.filter((r) => r.ownerUserId === userId);
    for (const release of own) {
      const parts = releaseBreakdowns(listening, release, { first: d, last }, (b) => !isPerRelease(b), random);
      for (const { platform, breakdown, values } of parts)
        for (const [value, amount] of values) {
          const key = `${platform}/${breakdown.dimension}/${breakdown.metric}/${value}`;
          const entry = sums.get(key) ?? { platform, breakdown, value, amount: 0 };
          entry.amount += amount;
          sums.set(key, entry);
        }
    }
    // Dated on the week's first day with a release on sale: never before the first release day.
    const firstOnSale = Math.min(...own.map((release) => listening.indexOf(release.onSaleFrom)));
    const at = { day: Math.max(d, firstOnSale), userId, releaseId: 0 };
    if (at.day > last) continue;
    for (const { platform, breakdown, value, amount } of sums.values())
      yield breakdownFact(listening, at, platform, breakdown, value, amount);
  }
}

export function isPerRelease(breakdown: PlannedBreakdown): boolean {
  return breakdown.perRelease === true;
}

/** One week's breakdown of a release on one platform: value and count. */
function valuesOf(
  breakdown: PlannedBreakdown,
  week: {
    total: number;
    release: ListeningRelease;
    key: string;
    listening: Listening;
    sum: (days: ArrayLike<number> | undefined) => number;
    random: () => number;
  },
): [string, number][] {
  const { total, random } = week;
  if (breakdown.dimension === 'playlist') {
    // Only the plays that came from a playlist: what the playlists table lists.
    const plays = week.listening.playlists.get(week.key) ?? new Map<string, Float64Array>();
    return [...plays]
      .map(([name, days]): [string, number] => [name, Math.min(total, Math.round(week.sum(days)))])
      .filter(([, count]) => count > 0);
  }
  const weighted =
    breakdown.values === 'audience' ? audienceOf(breakdown.dimension, week.release.genre) : breakdown.values;
  if (breakdown.dimension !== 'source') return split(total, weighted, random, 0.2);
  // Plays a playlist add brought come from other listeners' playlists; the rest splits as usual.
  const added = Math.min(total, Math.round(week.sum(week.listening.addedPlays.get(week.key))));
  const parts = split(total - added, weighted, random, 0.2);
  const target = parts.find(([value]) => value === 'others playlist' || value === 'Playlist');
  if (target) target[1] += added;
  else if (added > 0) parts.push(['others playlist', added]);
  return parts;
}
