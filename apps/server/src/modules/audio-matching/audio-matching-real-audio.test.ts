import { createReadStream } from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { type CreatedUser, createUser } from '../../../test/factories.js';
import { wavFile } from '../../../test/audio-fixtures.js';
import { createDraftRelease, insertTestFile, testTrack } from '../../../test/release-factories.js';
import { findReleaseTracks } from '../releases/index.js';
import {
  findCatalogMatches,
  fingerprintCatalogTrack,
  fingerprintClip,
  availableRecognitionProviders,
  recognitionProviderOf,
  type RecognitionSample,
} from './index.js';
import { assembleClip, hasAudioTools, synthesizePiece } from './synthetic-audio-test-support.js';

// Issue 17's done-criterion: a clip made of 10 s of a catalog track mixed into other audio is
// found with its segment bounds within 1 s, also after an MP3 round trip; an unrelated clip is not.
// Real audio from ffmpeg, real fingerprints from fpcalc, the real catalog table.

const COPY_FROM = 23;
const COPY_SECONDS = 10;
const COPY_AT = 8;

let ctx: TestContext;
let owner: CreatedUser;
let stranger: CreatedUser;
let folder: string;
let songTrackId: number;
let otherSongTrackId: number;

async function store(file: string): Promise<Extract<RecognitionSample, { kind: 'stored' }>> {
  const storageKey = `test/clips/${path.basename(file)}`;
  await ctx.deps.storage.put(storageKey, createReadStream(file));
  return { kind: 'stored', storageKey, fileName: path.basename(file), mimeType: 'audio/wav' };
}

const audioTools = hasAudioTools();

beforeAll(async () => {
  if (!audioTools) return;
  folder = await fsp.mkdtemp(path.join(os.tmpdir(), 'liner-matching-'));
  const piece = (name: string) => path.join(folder, name);
  [ctx] = await Promise.all([
    createTestApp(),
    synthesizePiece(piece('song.wav'), { seed: 1, seconds: 60 }),
    synthesizePiece(piece('other-song.wav'), { seed: 2, seconds: 40 }),
    synthesizePiece(piece('around.wav'), { seed: 3, seconds: 30 }),
    synthesizePiece(piece('underneath.wav'), { seed: 5, seconds: 30 }),
  ]);
  [owner, stranger] = await Promise.all([createUser(ctx), createUser(ctx)]);
  const audio = await Promise.all(
    ['song.wav', 'other-song.wav'].map(async (name) => {
      const storageKey = `test/catalog/${name}`;
      await ctx.deps.storage.put(storageKey, createReadStream(piece(name)));
      return insertTestFile(ctx, owner.user.id, 'audio', { storageKey });
    }),
  );
  const { releaseId } = await createDraftRelease(ctx, owner.token, {
    tracks: [
      testTrack(0, { title: 'Glass Harbour', isrc: 'QZRUS2601701', audioFileId: audio[0].id }),
      testTrack(1, { title: 'Paper Lanterns', isrc: 'QZRUS2601702', audioFileId: audio[1].id }),
    ],
  });
  [songTrackId, otherSongTrackId] = (await findReleaseTracks(ctx.deps.db, releaseId)).map((track) => track.id);
}, 60_000);

afterAll(async () => {
  if (!audioTools) return;
  await ctx.close();
  await fsp.rm(folder, { recursive: true, force: true });
});

describe('matching real audio against the catalog', () => {
  if (!audioTools) {
    it('needs ffmpeg and fpcalc', () =>
      console.warn('ffmpeg or fpcalc missing: the real-audio matching test is skipped'));
    return;
  }
  const piece = (name: string) => path.join(folder, name);
  const copyInside = async (name: string, bitrate?: string) => {
    await assembleClip(
      piece(name),
      [
        { path: piece('around.wav'), fromSeconds: 0, seconds: COPY_AT },
        { path: piece('song.wav'), fromSeconds: COPY_FROM, seconds: COPY_SECONDS },
        { path: piece('around.wav'), fromSeconds: 15, seconds: 7 },
      ],
      { underneath: { path: piece('underneath.wav'), volume: 0.2 }, bitrate },
    );
    return store(piece(name));
  };

  it('fingerprints each catalog track once per audio file', async () => {
    expect(await fingerprintCatalogTrack(ctx.deps, songTrackId)).toBe('fingerprinted');
    expect(await fingerprintCatalogTrack(ctx.deps, otherSongTrackId)).toBe('fingerprinted');
    expect(await fingerprintCatalogTrack(ctx.deps, songTrackId)).toBe('unchanged');
    expect(await fingerprintCatalogTrack(ctx.deps, 999_999)).toBe('no-audio');
  });

  it('finds 10 s of a catalog track inside other audio, with its segment in the original and in the copy', async () => {
    const clip = await copyInside('clip.wav');
    const [match, ...others] = await recognitionProviderOf(ctx.deps, 'catalog').identify(clip);
    expect(others).toEqual([]);
    expect(match).toMatchObject({ provider: 'catalog', trackId: songTrackId, title: 'Glass Harbour' });
    expect(match).toMatchObject({ artist: 'Nova Reyes', isrc: 'QZRUS2601701' });
    expect(match.segments).toHaveLength(1);
    const [segment] = match.segments;
    expect(Math.abs(segment.originalStartSeconds - COPY_FROM)).toBeLessThan(1);
    expect(Math.abs(segment.originalEndSeconds - (COPY_FROM + COPY_SECONDS))).toBeLessThan(1);
    expect(Math.abs(segment.copyStartSeconds - COPY_AT)).toBeLessThan(1);
    expect(Math.abs(segment.copyEndSeconds - (COPY_AT + COPY_SECONDS))).toBeLessThan(1);
    // The copy is 25 s long, 10 of them the song.
    expect(Math.abs((match.matchLengthSeconds ?? 0) - COPY_SECONDS)).toBeLessThan(1);
    expect(Math.abs((match.copyPercentage ?? 0) - 40)).toBeLessThan(4);
    expect(match.score).toBeGreaterThan(80);
  });

  it('still finds it after an MP3 round trip at 128 kbit/s', async () => {
    const clip = await copyInside('clip.mp3', '128k');
    const matches = await findCatalogMatches(ctx.deps, await fingerprintClip(ctx.deps, clip.storageKey));
    expect(matches.map((match) => match.trackId)).toEqual([songTrackId]);
    const [segment] = matches[0].segments;
    expect(Math.abs(segment.originalStartSeconds - COPY_FROM)).toBeLessThan(1);
    expect(Math.abs(segment.copyEndSeconds - (COPY_AT + COPY_SECONDS))).toBeLessThan(1);
  });

  it('finds nothing in unrelated audio, nor in another account’s catalog', async () => {
    const unrelated = await fingerprintClip(ctx.deps, (await store(piece('underneath.wav'))).storageKey);
    expect(await findCatalogMatches(ctx.deps, unrelated)).toEqual([]);
    const clip = await fingerprintClip(ctx.deps, (await copyInside('scoped.wav')).storageKey);
    expect(await findCatalogMatches(ctx.deps, clip, { userId: stranger.user.id })).toEqual([]);
    expect(await findCatalogMatches(ctx.deps, clip, { excludeTrackIds: [songTrackId] })).toEqual([]);
    expect(await findCatalogMatches(ctx.deps, clip, { userId: owner.user.id })).toHaveLength(1);
  });

  it('offers the built-in engine alone until a hosted service is configured', async () => {
    expect(availableRecognitionProviders(ctx.deps)).toEqual(['catalog']);
    expect(() => recognitionProviderOf(ctx.deps, 'audd')).toThrow(
      expect.objectContaining({
        status: 422,
        errors: { provider: ['This recognition service is not set up on this server'] },
      }),
    );
  });

  it('refuses audio that cannot be searched with a 422 on the file', async () => {
    const put = async (name: string, bytes: Buffer) => {
      await ctx.deps.storage.put(`test/clips/${name}`, Readable.from([bytes]));
      return fingerprintClip(ctx.deps, `test/clips/${name}`).catch((error: unknown) => error);
    };
    expect(await put('tone.wav', wavFile({ seconds: 12 }))).toMatchObject({
      code: 'VALIDATION',
      errors: { file: ['This audio is silence or a steady tone: there is nothing to recognise in it'] },
    });
    expect(await put('short.wav', wavFile({ seconds: 3 }))).toMatchObject({
      errors: { file: ['The audio is too short to recognise: send at least 6 seconds'] },
    });
    expect(await put('noise.bin', Buffer.from('not audio at all, just words'))).toMatchObject({
      errors: { file: ['This audio could not be read: send a WAV, FLAC, MP3 or AAC file'] },
    });
  });
});
