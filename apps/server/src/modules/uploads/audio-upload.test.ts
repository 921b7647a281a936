import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '@liner/domain';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { createUser } from '../../../test/factories.js';
import {
  aiffFile,
  fixtures,
  flacFile,
  hasFfmpeg,
  wavFile,
  wavHeader,
  wavStream,
} from '../../../test/audio-fixtures.js';
import { getUploadedFile } from './uploaded-file.js';
import { submitUpload } from './testing.js';

describe('audio uploads: POST /api/distribution/audio/submit', () => {
  let ctx: TestContext;
  let token: string;
  let userId: number;
  beforeAll(async () => {
    ctx = await createTestApp();
    ({
      token,
      user: { id: userId },
    } = await createUser(ctx));
  });
  afterAll(async () => {
    await ctx.close();
  });

  const accepted = async (fileName: string, content: Buffer) => {
    const res = await submitUpload(ctx, token, 'audio', fileName, content);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const refusal = async (fileName: string, content: Buffer) => {
    const res = await submitUpload(ctx, token, 'audio', fileName, content);
    expect(res.statusCode, res.body).toBe(422);
    return (res.json() as { errors: { file: string[] } }).errors.file;
  };

  it('accepts a 16-bit 44.1 kHz stereo WAV with its duration and both hashes', async () => {
    const wav = wavFile({ seconds: 2 });
    const view = await accepted('master.wav', wav);
    expect(view).toMatchObject({
      kind: 'audio',
      format: 'WAV',
      mimeType: 'audio/wav',
      channels: 2,
      bitDepth: 16,
      sampleRate: 44_100,
      durationSeconds: 2,
      sizeBytes: wav.length,
      previewUrl: null,
      width: null,
    });
    expect(view.sha256).toBe(createHash('sha256').update(wav).digest('hex'));
    expect(view.md5).toBe(createHash('md5').update(wav).digest('hex'));
    const file = await getUploadedFile(ctx.deps, userId, view.id);
    expect(file).toMatchObject({
      userId,
      storageKey: expect.stringMatching(/^uploads\/\d+\/audio\//),
      durationSeconds: 2,
    });
  });

  it('accepts 24-bit 48 kHz WAV and 16-bit AIFF', async () => {
    expect(await accepted('hi-res.wav', fixtures.wav24())).toMatchObject({
      format: 'WAV',
      bitDepth: 24,
      sampleRate: 48_000,
      durationSeconds: 1,
    });
    expect(await accepted('master.aif', aiffFile({ seconds: 1.5 }))).toMatchObject({
      format: 'AIFF',
      mimeType: 'audio/aiff',
      bitDepth: 16,
      channels: 2,
      durationSeconds: 1.5,
    });
  });

  it('accepts FLAC encoded by ffmpeg (16/44.1 and 24/96)', async () => {
    // Real FLAC needs an encoder: a missing ffmpeg fails this test (it is not silently skipped).
    expect(hasFfmpeg(), 'ffmpeg must be on PATH to make FLAC fixtures: apt-get install ffmpeg (.ci/run does)').toBe(
      true,
    );
    expect(await accepted('master.flac', flacFile({ seconds: 2 })!)).toMatchObject({
      format: 'FLAC',
      mimeType: 'audio/flac',
      bitDepth: 16,
      sampleRate: 44_100,
      durationSeconds: 2,
    });
    expect(await accepted('hi-res.flac', fixtures.flac24()!)).toMatchObject({
      format: 'FLAC',
      bitDepth: 24,
      sampleRate: 96_000,
    });
    expect(await refusal('mono.flac', flacFile({ channels: 1 })!)).toEqual([UPLOAD_MESSAGES.audioNotStereo(1)]);
    // Encoded to a pipe, ffmpeg cannot go back to write the sample count: the length is unknown.
    const streamed = spawnSync(
      'ffmpeg',
      ['-loglevel', 'error', '-f', 'wav', '-i', 'pipe:0', '-c:a', 'flac', '-f', 'flac', 'pipe:1'],
      { input: wavFile() },
    );
    expect(await refusal('streamed.flac', streamed.stdout)).toEqual([UPLOAD_MESSAGES.audioLengthUnknown]);
  });

  it('refuses the wrong container by its bytes: an MP3, a PNG renamed to .wav, text', async () => {
    expect(await refusal('song.wav', fixtures.mp3())).toEqual([UPLOAD_MESSAGES.audioMp3]);
    expect(await refusal('cover.wav', await fixtures.coverPng())).toEqual([UPLOAD_MESSAGES.audioImage]);
    expect(await refusal('notes.wav', Buffer.from('just some text, not audio at all'))).toEqual([
      UPLOAD_MESSAGES.audioWrongFormat,
    ]);
  });

  it('refuses mono, 8-bit, 32-bit and 22.05 kHz with precise messages', async () => {
    expect(await refusal('mono.wav', fixtures.wavMono())).toEqual([UPLOAD_MESSAGES.audioNotStereo(1)]);
    expect(await refusal('8bit.wav', fixtures.wav8())).toEqual([UPLOAD_MESSAGES.audioBitDepth(8)]);
    expect(await refusal('32bit.wav', fixtures.wav32())).toEqual([UPLOAD_MESSAGES.audioBitDepth(32)]);
    expect(await refusal('low.wav', fixtures.wav22k())).toEqual([UPLOAD_MESSAGES.audioSampleRate(22_050)]);
    expect(UPLOAD_MESSAGES.audioSampleRate(22_050)).toBe(
      'The audio must be sampled at 44.1 kHz or more: this file is 22.05 kHz',
    );
    // Every broken rule at once.
    expect(await refusal('bad.aiff', aiffFile({ channels: 1, bitDepth: 8, sampleRate: 22_050 }))).toEqual([
      UPLOAD_MESSAGES.audioNotStereo(1),
      UPLOAD_MESSAGES.audioBitDepth(8),
      UPLOAD_MESSAGES.audioSampleRate(22_050),
    ]);
  });

  it('refuses a truncated WAV (its data chunk announces more than the file holds) and a truncated AIFF', async () => {
    expect(await refusal('cut.wav', fixtures.wavTruncated())).toEqual([UPLOAD_MESSAGES.audioTruncated]);
    const aiff = aiffFile();
    expect(await refusal('cut.aiff', aiff.subarray(0, aiff.length - 1000))).toEqual([UPLOAD_MESSAGES.audioTruncated]);
    // Cut inside the header itself.
    expect(await refusal('stub.wav', wavFile().subarray(0, 30))).toContain(UPLOAD_MESSAGES.audioTruncated);
  });

  it('refuses an empty file and a WAV with no samples', async () => {
    expect(await refusal('empty.wav', Buffer.alloc(0))).toEqual([UPLOAD_MESSAGES.emptyFile]);
    expect(await refusal('silent.wav', wavHeader({}, 0))).toEqual([UPLOAD_MESSAGES.audioNoSamples]);
  });

  it('refuses a file over the configured audio limit while it streams in', async () => {
    const configured = ctx.deps.config.uploadMaxAudioBytes;
    ctx.deps.config.uploadMaxAudioBytes = 1024 * 1024;
    try {
      const res = await submitUpload(ctx, token, 'audio', 'long.wav', wavStream(8 * 1024 * 1024));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.file).toEqual([UPLOAD_MESSAGES.audioTooLarge(1024 * 1024)]);
      expect(UPLOAD_MESSAGES.audioTooLarge(1024 * 1024)).toBe('The audio must be at most 1 MB');
    } finally {
      ctx.deps.config.uploadMaxAudioBytes = configured;
    }
  });
});
