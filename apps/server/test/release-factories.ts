/**
 * Release factories for API tests of every area (releases, review queue, delivery, e2e seeds).
 *
 *   const { token, user } = await createUser(ctx);
 *   const draft = await createDraftRelease(ctx, token);                  // init + a filled release form, no files or tracks
 *   const draft2 = await createDraftRelease(ctx, token, { release: { title: 'X' }, tracks: [...] });
 *   const ready = await createPublishableRelease(ctx, token);           // passes every publish check, still a draft
 *   await publishTestRelease(ctx, token, ready.releaseId);              // -> status 2 (Pending), UPC and ISRCs assigned
 *
 * Files are inserted straight into uploaded_files (no upload, no sharp): a 3000 x 3000 JPEG and
 * 16-bit 44.1 kHz stereo FLACs, with small real bytes written to storage under their keys so a
 * delivery can copy them. Release dates default to 15 days after the test clock's today.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { SaveReleaseRequest, TrackInput } from '@liner/domain';
import { addDaysToIsoDay, isoDay } from '@liner/domain';
import { findActiveSession } from '../src/modules/auth/sessions.js';
import { uploadedFiles } from '../src/modules/uploads/tables.js';
import { bearer } from './factories.js';
import type { TestContext } from './harness.js';

type ReleaseForm = Omit<SaveReleaseRequest, 'release_id'>;
type TrackForm = Partial<TrackInput>;

export interface DraftOverrides {
  release?: Partial<ReleaseForm>;
  /** When given, saved with save/tracks; each track is completed with the defaults of `testTrack`. */
  tracks?: TrackForm[];
}

async function userIdOf(ctx: TestContext, token: string): Promise<number> {
  const found = await findActiveSession(ctx.deps, token);
  if (!found) throw new Error('release factories: the token has no active session');
  return found.user.id;
}

/** A complete release form (pages 0-2) as the wizard sends it. */
export function testReleaseForm(ctx: TestContext, overrides: Partial<ReleaseForm> = {}): ReleaseForm {
  const year = ctx.clock.now().getUTCFullYear();
  return {
    type: 'Album',
    title: 'Northern Lights',
    version: '',
    versionInfo: { remix: false, coverSongs: '' },
    artists: [{ name: 'Nova Reyes', roles: ['primary'], spotifyId: null, appleId: null }],
    label: 'Aurora Records',
    upc: { active: false, code: '' },
    catalogNumber: 'AUR-001',
    primaryGenre: 'Alternative',
    secondaryGenre: '',
    language: 'en',
    releaseDate: addDaysToIsoDay(isoDay(ctx.clock.now()), 15),
    originalReleaseDate: null,
    licensingType: 'Copyright',
    licensingInfo: '',
    copyright: { licensing: { year, name: 'Aurora Records' }, soundRecording: { year, name: 'Aurora Records' } },
    artworkFileId: null,
    territories: { worldwide: true, excluding: [] },
    storeIds: ['spotify'],
    deliveryFlags: {
      youtube: 0,
      soundcloud: 0,
      soundExchange: 0,
      beatPort: 0,
      junoDownloads: 0,
      trackLibs: 0,
      facebook: 0,
      tiktok: 0,
      hook: 0,
      lyricfind: 0,
      beatPortForm: null,
    },
    timeZone: 'UTC',
    releaseTime: null,
    ...overrides,
  };
}

/** A complete track (title, writer, credit), Liner assigns its ISRC. */
export function testTrack(index: number, overrides: TrackForm = {}): TrackForm {
  return {
    title: `Track Number ${['One', 'Two', 'Three', 'Four', 'Five'][index] ?? index + 1}`,
    version: '',
    isrc: '',
    language: 'en',
    artists: [{ name: 'Nova Reyes', roles: ['primary'] }],
    writers: [{ firstName: 'Nova', lastName: 'Reyes', roles: ['composer-lyricist'] }],
    credits: [{ name: 'Sam Keller', roles: ['producer'] }],
    ...overrides,
  };
}

/** init-release + save/release (+ save/tracks when tracks are given). Throws on any refusal. */
export async function createDraftRelease(
  ctx: TestContext,
  token: string,
  overrides: DraftOverrides = {},
): Promise<{ releaseId: number }> {
  const post = async (url: string, payload: object) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/portal/release/${url}`,
      headers: bearer(token),
      payload,
    });
    if (res.statusCode !== 200) throw new Error(`release factories: ${url} answered ${res.statusCode} ${res.body}`);
    return res.json() as Record<string, unknown>;
  };
  const { id } = (await post('init-release', {})) as { id: number };
  await post('save/release', { release_id: id, ...testReleaseForm(ctx, overrides.release) });
  if (overrides.tracks) await post('save/tracks', { release_id: id, tracks: overrides.tracks });
  return { releaseId: id };
}

/** Inserts a ready uploaded file of the user, with a few real bytes in storage under its key. */
export async function insertTestFile(
  ctx: TestContext,
  userId: number,
  kind: 'artwork' | 'audio',
  overrides: Partial<typeof uploadedFiles.$inferInsert> = {},
) {
  const bytes = randomBytes(64);
  const storageKey = `test/${kind}/${randomBytes(8).toString('hex')}.${kind === 'artwork' ? 'jpg' : 'flac'}`;
  await ctx.deps.storage.put(storageKey, Readable.from([bytes]));
  const common = {
    userId,
    kind,
    storageKey,
    sizeBytes: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    md5: createHash('md5').update(bytes).digest('hex'),
  };
  const values =
    kind === 'artwork'
      ? {
          ...common,
          originalName: 'cover.jpg',
          mimeType: 'image/jpeg',
          format: 'JPEG',
          width: 3000,
          height: 3000,
          previewStorageKey: storageKey,
        }
      : {
          ...common,
          originalName: 'track.flac',
          mimeType: 'audio/flac',
          format: 'FLAC',
          durationSeconds: 185.4,
          sampleRate: 44_100,
          bitDepth: 16,
          channels: 2,
        };
  const [row] = await ctx.deps.db
    .insert(uploadedFiles)
    .values({ ...values, ...overrides })
    .returning();
  return row;
}

/** A draft that passes every publish check: artwork, two tracks with audio, writers and credits. */
export async function createPublishableRelease(ctx: TestContext, userToken: string, overrides: DraftOverrides = {}) {
  const userId = await userIdOf(ctx, userToken);
  const artwork = await insertTestFile(ctx, userId, 'artwork');
  const trackForms = overrides.tracks ?? [testTrack(0), testTrack(1)];
  const audio = await Promise.all(trackForms.map(() => insertTestFile(ctx, userId, 'audio')));
  const tracks = trackForms.map((track, index) => ({
    ...testTrack(index),
    ...track,
    audioFileId: track.audioFileId ?? audio[index].id,
  }));
  const { releaseId } = await createDraftRelease(ctx, userToken, {
    release: { artworkFileId: artwork.id, ...overrides.release },
    tracks,
  });
  return { releaseId, userId, artworkFileId: artwork.id, audioFileIds: audio.map((file) => file.id) };
}

/** POST publish; throws with the answer when it is refused. */
export async function publishTestRelease(ctx: TestContext, token: string, releaseId: number) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/portal/release/publish',
    headers: bearer(token),
    payload: { release_id: releaseId },
  });
  if (res.statusCode !== 200) throw new Error(`release factories: publish answered ${res.statusCode} ${res.body}`);
  return res.json() as {
    message: string;
    release: { upc: { code: string }; tracks: { isrc: string }[]; status: number };
  };
}
