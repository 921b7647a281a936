import { Readable } from 'node:stream';
import {
  InitReleaseRequest,
  isoDay,
  RejectReleaseRequest,
  SaveReleaseRequest,
  SaveTracksRequest,
  type ReleaseView,
} from '@liner/domain';
import { acknowledgeDelivery } from '../modules/delivery/index.js';
import { deliverPendingInline } from '../modules/delivery/index.js';
import { approveRelease } from '../modules/release-review/index.js';
import { approveTakedown } from '../modules/release-review/index.js';
import { rejectRelease } from '../modules/release-review/index.js';
import { requestTakedown } from '../modules/release-review/index.js';
import { initRelease } from '../modules/releases/index.js';
import { publishRelease } from '../modules/releases/index.js';
import { saveRelease } from '../modules/releases/index.js';
import { saveTracks } from '../modules/releases/index.js';
import { submitFile } from '../modules/uploads/index.js';
import type { UploadKind } from '../modules/uploads/index.js';
import { demoWav } from './demo-audio.js';
import { DEMO_LABEL_NAME, DEMO_STORE_IDS, type DemoRelease, type DemoTrack } from './demo-catalog.js';
import type { DemoContext, SeededRelease } from './demo-context.js';

/** Days between a release's submission and its release date (and the stores' "live"). */
const LEAD_DAYS = 12;

/** The writer credited on each demo artist's songs (Nova Reyes with an IPI name number). */
const WRITERS: Record<string, { firstName: string; lastName: string; ipi?: string }> = {
  'Nova Reyes': { firstName: 'Nova', lastName: 'Reyes', ipi: '12345678993' },
  'The Coastlines': { firstName: 'Ewan', lastName: 'Hart' },
  'Mira Vale': { firstName: 'Mira', lastName: 'Vale' },
};

async function upload(ctx: DemoContext, userId: number, kind: UploadKind, fileName: string, bytes: Buffer) {
  return submitFile(ctx.deps, userId, kind, { fileName, stream: Readable.from([bytes]) });
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

/** The demo artist's ISNI, delivered as the party's ISNI in every ERN. */
const ARTIST_ISNI: Record<string, string> = { 'Nova Reyes': '0000 0001 2281 955X' };

function trackForm(plan: DemoRelease, track: DemoTrack, audioFileId: number | null, isrc: string) {
  const writer = WRITERS[plan.artist] ?? { firstName: 'Sam', lastName: 'Keller' };
  return {
    audioFileId,
    title: track.title,
    isrc,
    language: 'en',
    artists: [
      { name: plan.artist, roles: ['primary'], isni: ARTIST_ISNI[plan.artist] },
      ...(track.featuring ? [{ name: track.featuring, roles: ['featuring'] }] : []),
    ],
    writers: [{ ...writer, roles: ['composer-lyricist'] }],
    credits: [{ name: 'Sam Keller', roles: ['producer'] }],
  };
}

/** The ISRC of the earlier release's track this one is the same recording of ('' for a new recording). */
function recordingIsrc(track: DemoTrack, earlier: readonly SeededRelease[]): string {
  if (!track.recordingOf) return '';
  const release = earlier.find((candidate) => candidate.key === track.recordingOf);
  return release?.tracks.find((candidate) => candidate.title === track.title)?.isrc ?? '';
}

function releaseForm(plan: DemoRelease, releaseId: number, artworkFileId: number, releaseDate: string, index: number) {
  const rightsHolder = plan.owner === 'label' ? DEMO_LABEL_NAME : plan.artist;
  const year = Number(releaseDate.slice(0, 4));
  return SaveReleaseRequest.parse({
    release_id: releaseId,
    type: plan.type,
    title: plan.title,
    version: '',
    artists: [
      { name: plan.artist, roles: ['primary'], spotifyId: null, appleId: null, isni: ARTIST_ISNI[plan.artist] },
      ...(plan.featuring ? [{ name: plan.featuring, roles: ['featuring'], spotifyId: null, appleId: null }] : []),
    ],
    label: rightsHolder,
    catalogNumber: `${plan.owner === 'label' ? 'NBR' : 'NR'}-${String(index + 1).padStart(3, '0')}`,
    primaryGenre: plan.genre,
    secondaryGenre: '',
    language: 'en',
    releaseDate,
    copyright: { licensing: { year, name: rightsHolder }, soundRecording: { year, name: rightsHolder } },
    artworkFileId,
    storeIds: DEMO_STORE_IDS,
    timeZone: 'UTC',
  });
}

/**
 * One release through the wizard and the review, as its owner and the operator would take it:
 * files uploaded and checked, the release and its tracks saved, submitted, then approved and
 * delivered to the stores' folders, sent back for documents, acknowledged live by each store,
 * or taken down, depending on its stage. A draft keeps its second track without audio.
 */
export async function seedRelease(
  ctx: DemoContext,
  plan: DemoRelease,
  cover: Promise<Buffer>,
  index: number,
  earlier: readonly SeededRelease[] = [],
): Promise<SeededRelease> {
  const { deps, clock, accounts } = ctx;
  const ownerId = accounts[plan.owner].id;
  const operatorId = accounts.operator.id;
  const at = (daysAgo: number) => clock.setDaysAgo(daysAgo);
  const created = plan.createdDaysAgo;

  at(created);
  const artwork = await upload(ctx, ownerId, 'artwork', `${slug(plan.title)}-cover.jpg`, await cover);
  const audioIds: (number | null)[] = [];
  for (const [position, track] of plan.tracks.entries()) {
    if (plan.stage === 'draft' && position > 0) {
      audioIds.push(null);
      continue;
    }
    const file = await upload(ctx, ownerId, 'audio', `${slug(track.title)}.wav`, demoWav(track.root));
    audioIds.push(file.id);
  }
  const { id } = await initRelease(
    deps,
    ownerId,
    InitReleaseRequest.parse({ type: plan.type, title: plan.title, primaryArtists: [{ name: plan.artist }] }),
  );
  at(created - LEAD_DAYS);
  const releaseDate = isoDay(clock.now());
  at(created);
  await saveRelease(deps, ownerId, releaseForm(plan, id, artwork.id, releaseDate, index));
  await saveTracks(
    deps,
    ownerId,
    SaveTracksRequest.parse({
      release_id: id,
      tracks: plan.tracks.map((track, position) =>
        trackForm(plan, track, audioIds[position], recordingIsrc(track, earlier)),
      ),
    }),
  );
  const seeded: SeededRelease = {
    key: plan.key,
    id,
    ownerUserId: ownerId,
    artist: plan.artist,
    title: plan.title,
    upc: null,
    tracks: [],
    onSaleFrom: null,
    onSaleUntil: null,
  };
  if (plan.stage === 'draft') return seeded;

  at(created - 1);
  const published: ReleaseView = await publishRelease(deps, ownerId, id);
  seeded.upc = published.upc.code || null;
  seeded.tracks = published.tracks.map((track, position) => ({
    id: track.id,
    title: track.title,
    isrc: track.isrc,
    popularity: plan.tracks[position]?.popularity ?? 1,
  }));
  if (plan.stage === 'pending') return seeded;

  at(created - 2);
  if (plan.stage === 'needs-docs') {
    await rejectRelease(
      deps,
      operatorId,
      id,
      RejectReleaseRequest.parse({
        reason: 'needs-docs',
        note: 'The track uses a sample: please upload the sample clearance licence.',
      }),
    );
    return seeded;
  }
  await approveRelease(deps, operatorId, id);
  await deliverPendingInline(deps);
  if (plan.stage === 'delivered') return seeded;

  at(created - LEAD_DAYS);
  for (const storeId of DEMO_STORE_IDS)
    await acknowledgeDelivery(deps, { storeId, icpn: seeded.upc ?? '', status: 'live' }, operatorId);
  seeded.onSaleFrom = releaseDate;
  if (plan.stage === 'taken-down' && plan.takedownDaysAgo !== undefined) {
    at(plan.takedownDaysAgo);
    await requestTakedown(deps, ownerId, id, 'The band is re-recording this single for a new album.');
    at(plan.takedownDaysAgo - 1);
    await approveTakedown(deps, operatorId, id);
    await deliverPendingInline(deps);
    seeded.onSaleUntil = isoDay(clock.now());
  }
  return seeded;
}
