import { writeFactBatch } from '../modules/analytics/index.js';
import { DEMO_RELEASES } from './demo-catalog.js';
import type { DemoContext, SeededRelease } from './demo-context.js';
import { dayOf, demoListeningFacts, type ListeningRelease } from './demo-listening.js';

/** Months of daily analytics the demo shows, ending yesterday (the stores report a day late). */
export const DEMO_ANALYTICS_MONTHS = 18;

/**
 * Tracks only a handful of people play: under Spotify's 1,000 streams in 12 months, so the
 * tracker of that minimum shows tracks on both sides of it.
 */
export const DEMO_QUIET_TRACKS: readonly string[] = ['Salt and Static', 'Last Ferry Home'];

/** The first and last day of the demo's analytics, from the demo clock's present. */
export function demoAnalyticsRange(present: Date): { firstDay: string; lastDay: string } {
  const first = new Date(
    Date.UTC(present.getUTCFullYear(), present.getUTCMonth() - DEMO_ANALYTICS_MONTHS, present.getUTCDate()),
  );
  return { firstDay: dayOf(first.getTime()), lastDay: dayOf(present.getTime() - 86_400_000) };
}

/** The releases that were on sale, with what the listening model needs of them. */
export function listeningReleases(releases: readonly SeededRelease[]): ListeningRelease[] {
  return releases.flatMap((release) => {
    const plan = DEMO_RELEASES.find((candidate) => candidate.key === release.key);
    if (!release.onSaleFrom || !plan || release.tracks.length === 0) return [];
    return [
      {
        key: release.key,
        id: release.id,
        ownerUserId: release.ownerUserId,
        artist: release.artist,
        genre: plan.genre,
        onSaleFrom: release.onSaleFrom,
        onSaleUntil: release.onSaleUntil,
        tracks: release.tracks.map((track) => ({
          id: track.id,
          popularity: track.popularity,
          quiet: DEMO_QUIET_TRACKS.includes(track.title),
        })),
      },
    ];
  });
}

/**
 * A year and a half of daily analytics for every platform the demo catalog is on, as one
 * analytics batch (source 'seed') written through the analytics area's fact writer: the graphs,
 * breakdowns and the Spotify minimum tracker have something to show on a first start.
 */
export async function seedAnalytics(ctx: DemoContext, releases: readonly SeededRelease[], present: Date) {
  const { firstDay, lastDay } = demoAnalyticsRange(present);
  ctx.clock.setDate(present);
  const written = await writeFactBatch(
    ctx.deps.db,
    { source: 'seed', platform: '*', layout: 'demo', fingerprint: `seed:demo:${lastDay}`, now: ctx.clock.now() },
    async (writer) => {
      for (const fact of demoListeningFacts(listeningReleases(releases), firstDay, lastDay)) await writer.add(fact);
      return undefined;
    },
  );
  return { facts: written?.written ?? 0, firstDay, lastDay };
}
