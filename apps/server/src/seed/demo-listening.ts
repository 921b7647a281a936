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
import type { ListeningPlan, PlannedBreakdown, PlannedMetric, Weighted } from './demo-listening-shapes.js';
import { ARTIST_COUNTRIES, audienceOf } from './demo-listening-audiences.js';

export interface ListeningRelease {
  key: string;
  id: number;
  ownerUserId: number;
  artist: string;
  genre: string;
  /** First and last day on sale (yyyy-mm-dd); the last is null while it is on sale. */
  onSaleFrom: string;
  onSaleUntil: string | null;
  tracks: ListeningTrack[];
}

export interface ListeningTrack {
  id: number;
  /** Relative listening, 1 an average track. */
  popularity: number;
  /** Heard by a handful: under Spotify's yearly minimum (figures SPOTIFY_MIN_YEARLY_STREAMS). */
  quiet?: boolean;
}

/** Spotify streams a day of an average track at its long-tail level. */
export const TAIL_STREAMS = 160;
/** A quiet track plays at this fraction of its popularity's level (about 2 Spotify streams a day). */
const QUIET_FACTOR = 0.015;
const DAY_MS = 86_400_000;

export function dayOf(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

function timeOf(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

/** A stable 32-bit seed from text (FNV-1a). */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** Release day ~10x the tail, a steep first week, a slower settling over the first months. */
export function lifeCurve(daysOut: number): number {
  if (daysOut < 0) return 0;
  return 1 + 7.5 * Math.exp(-daysOut / 3.5) + 1.6 * Math.exp(-daysOut / 40);
}

/** A little more listening around the end of the year. */
function season(time: number): number {
  const dayOfYear = (time - Date.UTC(new Date(time).getUTCFullYear(), 0, 1)) / DAY_MS;
  return 1 + 0.07 * Math.cos((2 * Math.PI * (dayOfYear - 355)) / 365.25);
}

/** A whole count around `expected`: small counts land on either side by chance, not always rounded. */
function draw(expected: number, random: () => number): number {
  if (expected <= 0) return 0;
  return expected < 20 ? Math.floor(expected + random()) : Math.round(expected);
}

/** `total` split by the weights (jittered by `jitter`), by largest remainder so the parts add up exactly. */
export function split(total: number, weighted: Weighted, random: () => number, jitter = 0.3): [string, number][] {
  const scaled = weighted.map(([value, weight]) => [value, weight * (1 - jitter / 2 + random() * jitter)] as const);
  const sum = scaled.reduce((acc, [, weight]) => acc + weight, 0);
  if (sum <= 0 || total <= 0) return [];
  const parts = scaled.map(([value, weight]) => {
    const exact = (total * weight) / sum;
    return { value, whole: Math.floor(exact), rest: exact - Math.floor(exact) };
  });
  let left = total - parts.reduce((acc, part) => acc + part.whole, 0);
  for (const part of [...parts].sort((a, b) => b.rest - a.rest)) {
    if (left <= 0) break;
    part.whole += 1;
    left -= 1;
  }
  return parts.filter((part) => part.whole > 0).map((part) => [part.value, part.whole]);
}

/** `count` distinct values drawn by weight. */
function drawDistinct(weighted: Weighted, count: number, random: () => number): Weighted {
  const pool = [...weighted];
  const chosen: (readonly [string, number])[] = [];
  while (chosen.length < count && pool.length > 0) {
    const sum = pool.reduce((acc, [, weight]) => acc + weight, 0);
    let at = random() * sum;
    let index = pool.findIndex(([, weight]) => (at -= weight) < 0);
    if (index < 0) index = pool.length - 1;
    chosen.push(...pool.splice(index, 1));
  }
  return chosen;
}

type Week = { first: number; last: number };

/** Plays of one playlist on one platform, per day of the range, for its breakdown. */
type PlaylistPlays = Map<string, Float64Array>;

interface TrackSeries {
  release: ListeningRelease;
  track: ListeningTrack;
  /** Per plan, per metric: the count of each day of the range. */
  counts: Int32Array[][];
}

/** The days of the range, and the listening of every track on every platform over them. */
class Listening {
  readonly days: string[] = [];
  readonly weekdays: number[] = [];
  readonly series: TrackSeries[] = [];
  /** Per release key and plan slug. */
  readonly playlists = new Map<string, PlaylistPlays>();
  /** Per release key and plan slug: the plays brought by playlist adds (the rest is organic). */
  readonly addedPlays = new Map<string, Float64Array>();

  constructor(
    readonly releases: readonly ListeningRelease[],
    firstDay: string,
    lastDay: string,
  ) {
    for (let time = timeOf(firstDay); time <= timeOf(lastDay); time += DAY_MS) {
      this.days.push(dayOf(time));
      this.weekdays.push(new Date(time).getUTCDay());
    }
    for (const release of releases)
      for (const [position, track] of release.tracks.entries())
        this.series.push(this.trackSeries(release, track, position));
  }

  indexOf(day: string): number {
    return Math.round((timeOf(day) - timeOf(this.days[0] ?? day)) / DAY_MS);
  }

  private perDay(key: string): Float64Array {
    const found = this.addedPlays.get(key);
    if (found) return found;
    const created = new Float64Array(this.days.length);
    this.addedPlays.set(key, created);
    return created;
  }

  private playlistPlays(key: string, name: string): Float64Array {
    let plays = this.playlists.get(key);
    if (!plays) this.playlists.set(key, (plays = new Map()));
    let days = plays.get(name);
    if (!days) plays.set(name, (days = new Float64Array(this.days.length)));
    return days;
  }

  private trackSeries(release: ListeningRelease, track: ListeningTrack, position: number): TrackSeries {
    const released = this.indexOf(release.onSaleFrom);
    const until = release.onSaleUntil ? this.indexOf(release.onSaleUntil) : this.days.length - 1;
    const tail = TAIL_STREAMS * track.popularity * (track.quiet ? QUIET_FACTOR : 1);
    const organic = this.days.map((day, d) =>
      d < released || d > until ? 0 : tail * lifeCurve(d - released) * season(timeOf(day)),
    );
    const counts = LISTENING_PLANS.map((plan) => {
      const random = seededRandom(seedOf(`${release.key}/${position}/${plan.slug}/${release.onSaleFrom}`));
      const bumps = new Float64Array(this.days.length);
      const fromPlaylists = new Float64Array(this.days.length);
      const key = `${release.key}/${plan.slug}`;
      const share = plan.metrics[0]?.share ?? 1;
      const rhythmOf = (d: number) => plan.rhythm[this.weekdays[d] ?? 0] ?? 1;
      if (!track.quiet) this.addBumps(plan, { released, until, tail }, { bumps, fromPlaylists }, random);
      for (const [name, days] of this.namedBumps.splice(0)) {
        const plays = this.playlistPlays(key, name);
        days.forEach((bump, d) => {
          plays[d] = (plays[d] ?? 0) + bump * rhythmOf(d) * share;
        });
      }
      const added = this.perDay(key);
      fromPlaylists.forEach((bump, d) => {
        added[d] = (added[d] ?? 0) + bump * rhythmOf(d) * share;
      });
      for (const own of plan.ownPlaylists ?? []) {
        const plays = this.playlistPlays(key, own.name);
        organic.forEach((organicPlays, d) => {
          if (own.firstDays === undefined || d - released < own.firstDays)
            plays[d] = (plays[d] ?? 0) + organicPlays * own.share * rhythmOf(d) * share;
        });
      }
      return plan.metrics.map((metric) => {
        const days = new Int32Array(this.days.length);
        const episodes = metric.episodic ? this.episodes(released, until, random) : null;
        for (let d = Math.max(0, released); d <= until && d < days.length; d += 1) {
          if (episodes && !episodes.has(d)) continue;
          const rhythm = plan.rhythm[this.weekdays[d] ?? 0] ?? 1;
          const noise = 0.88 + random() * 0.24;
          const plays = ((organic[d] ?? 0) + (bumps[d] ?? 0)) * rhythm * noise;
          days[d] = draw(plays * metric.share * (episodes ? 0.5 + random() : 1), random);
        }
        return days;
      });
    });
    return { release, track, counts };
  }

  /** Each playlist add's bump of the track being built, by playlist name (taken by trackSeries). */
  private readonly namedBumps: [string, Float64Array][] = [];

  /** Playlist adds and viral weeks, on top of the organic plays. */
  private addBumps(
    plan: ListeningPlan,
    life: { released: number; until: number; tail: number },
    into: { bumps: Float64Array; fromPlaylists: Float64Array },
    random: () => number,
  ): void {
    const span = life.until - life.released - 14;
    const events: { name: string | null; day: number; amplitude: number; fade: number; length: number }[] = [];
    for (let n = plan.playlists ? 1 + Math.floor(random() * 3) : 0; n > 0 && span > 0; n -= 1) {
      const name = plan.playlists?.[Math.floor(random() * plan.playlists.length)] ?? null;
      events.push({
        name,
        day: life.released + 10 + Math.floor(random() * span),
        amplitude: life.tail * (0.4 + random() * 2),
        fade: 12 + random() * 45,
        length: 20 + Math.floor(random() * 120),
      });
    }
    if (plan.viral && span > 0 && random() < 0.5)
      events.push({
        name: null,
        day: life.released + Math.floor(random() * span),
        amplitude: life.tail * (2 + random() * 6),
        fade: 4 + random() * 6,
        length: 30,
      });
    for (const event of events) {
      const named = event.name ? new Float64Array(into.bumps.length) : null;
      if (event.name && named) this.namedBumps.push([event.name, named]);
      for (
        let d = Math.max(0, event.day);
        d < event.day + event.length && d <= life.until && d < into.bumps.length;
        d += 1
      ) {
        const bump = event.amplitude * Math.exp(-(d - event.day) / event.fade);
        into.bumps[d] = (into.bumps[d] ?? 0) + bump;
        if (named) {
          named[d] = bump;
          into.fromPlaylists[d] = (into.fromPlaylists[d] ?? 0) + bump;
        }
      }
    }
  }

  /** The days of one or two short episodes of artificial streams (some tracks have none). */
  private episodes(released: number, until: number, random: () => number): Set<number> {
    const days = new Set<number>();
    const span = until - Math.max(0, released);
    for (let n = random() < 0.4 ? 1 + Math.floor(random() * 2) : 0; n > 0 && span > 10; n -= 1) {
      const start = Math.max(0, released) + Math.floor(random() * (span - 10));
      for (let d = start; d < start + 3 + Math.floor(random() * 7); d += 1) days.add(d);
    }
    return days;
  }
}

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
function* perReleaseFacts(listening: Listening, release: ListeningRelease, week: Week, random: () => number) {
  const at = { day: week.first, userId: release.ownerUserId, releaseId: release.id };
  for (const { platform, breakdown, values } of releaseBreakdowns(listening, release, week, isPerRelease, random))
    for (const [value, amount] of values) yield breakdownFact(listening, at, platform, breakdown, value, amount);
}

/** An account's other breakdowns of the week starting on day `d`: its releases' values added up. */
function* perAccountFacts(listening: Listening, d: number, random: () => number): Generator<AnalyticsFact> {
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

function isPerRelease(breakdown: PlannedBreakdown): boolean {
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
