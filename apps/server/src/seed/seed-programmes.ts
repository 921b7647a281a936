import { type BlocklistPayloadInput, type GreenlistPayloadInput, isoDay } from '@liner/domain';
import {
  decideSubmission,
  PROGRAMMES,
  removeAccountSubmission,
  submitToProgramme,
} from '../modules/programmes/index.js';
import { demoActorOf } from './demo-actor.js';
import type { DemoContext, SeededRelease } from './demo-context.js';

type Decision = 'approve' | 'reject' | 'start-review' | 'remove';

interface DemoEntry {
  daysAgo: number;
  programme: 'greenlist' | 'blocklist';
  payload: (release: SeededRelease, today: string) => GreenlistPayloadInput | BlocklistPayloadInput;
  steps?: { daysAgo: number; move: Decision; reason?: string }[];
}

const plusDays = (day: string, days: number) => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));

/** The artist's programme entries: a few in every state, as an account and the operator made them. */
const ENTRIES: DemoEntry[] = [
  {
    daysAgo: 30,
    programme: 'greenlist',
    payload: (release) => ({
      platform: 'youtube',
      release_id: release.id,
      track_id: release.tracks[0]?.id ?? null,
      channel_name: 'Nova Reyes Fan Club',
      links: ['https://www.youtube.com/@novareyesfanclub'],
    }),
    steps: [{ daysAgo: 28, move: 'approve' }],
  },
  {
    daysAgo: 12,
    programme: 'greenlist',
    payload: (release) => ({
      platform: 'instagram',
      release_id: release.id,
      track_id: null,
      channel_name: 'citylights.reels',
      links: ['https://www.instagram.com/citylights.reels'],
    }),
    steps: [
      { daysAgo: 10, move: 'reject', reason: 'This account reposts whole tracks: we cannot spare it from claims.' },
    ],
  },
  {
    daysAgo: 2,
    programme: 'greenlist',
    payload: (release) => ({
      platform: 'tiktok',
      release_id: release.id,
      track_id: release.tracks[1]?.id ?? null,
      channel_name: 'Dance crew Lisbon',
      links: ['https://www.tiktok.com/@dancecrewlisbon'],
    }),
  },
  {
    daysAgo: 20,
    programme: 'blocklist',
    payload: (_release, today) => ({
      platform: 'tiktok',
      release_id: null,
      start_date: plusDays(today, -20),
      end_date: plusDays(today, 160),
    }),
    steps: [{ daysAgo: 19, move: 'approve' }],
  },
  {
    daysAgo: 5,
    programme: 'blocklist',
    payload: (release, today) => ({
      platform: 'snapchat',
      release_id: release.id,
      start_date: plusDays(today, 7),
      end_date: plusDays(today, 90),
    }),
    steps: [{ daysAgo: 4, move: 'start-review' }],
  },
  {
    daysAgo: 15,
    programme: 'blocklist',
    payload: (release, today) => ({
      platform: 'youtube',
      release_id: release.id,
      start_date: plusDays(today, -15),
      end_date: plusDays(today, 30),
    }),
    steps: [{ daysAgo: 14, move: 'remove' }],
  },
];

/** Greenlist and blocklist entries of the artist, through the programme engine's own operations. */
export async function seedProgrammes(ctx: DemoContext, releases: readonly SeededRelease[]): Promise<void> {
  const artist = ctx.accounts.artist;
  const live = releases.filter(
    (release) => release.ownerUserId === artist.id && release.onSaleFrom !== null && release.onSaleUntil === null,
  );
  if (live.length === 0) return;
  const owner = demoActorOf(ctx, artist);
  const operator = demoActorOf(ctx, ctx.accounts.operator);
  for (const [index, entry] of ENTRIES.entries()) {
    ctx.clock.setDaysAgo(entry.daysAgo);
    const release = live[index % live.length];
    const payload = entry.payload(release, isoDay(ctx.clock.now()));
    const row = await submitToProgramme(ctx.deps, owner, PROGRAMMES[entry.programme], payload);
    for (const step of entry.steps ?? []) {
      ctx.clock.setDaysAgo(step.daysAgo);
      if (step.move === 'remove') await removeAccountSubmission(ctx.deps, owner, PROGRAMMES[entry.programme], row.id);
      else await decideSubmission(ctx.deps, operator, row.id, { transition: step.move, reason: step.reason });
    }
  }
  ctx.clock.setDaysAgo(0);
}
