/** The demo's releases and tracks, and their simulated listening per platform and day (the Listening model). */
import { seededRandom } from './demo-statement-file.js';
import { LISTENING_PLANS } from './demo-listening-plans.js';
import type { ListeningPlan } from './demo-listening-shapes.js';
import {
  DAY_MS,
  QUIET_FACTOR,
  TAIL_STREAMS,
  dayOf,
  draw,
  lifeCurve,
  season,
  seedOf,
  timeOf,
} from './demo-listening-draws.js';

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

export type Week = { first: number; last: number };

/** Plays of one playlist on one platform, per day of the range, for its breakdown. */
type PlaylistPlays = Map<string, Float64Array>;

export interface TrackSeries {
  release: ListeningRelease;
  track: ListeningTrack;
  /** Per plan, per metric: the count of each day of the range. */
  counts: Int32Array[][];
}

/** The days of the range, and the listening of every track on every platform over them. */
export class Listening {
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
