import { createHmac } from 'node:crypto';
import { z } from 'zod';
import type { MatchSegment, RecognitionMatch } from '@liner/domain';
import { fieldError } from '../../platform/errors.js';
import type { Logger } from '../../platform/logger.js';
import type { Storage } from '../../platform/storage.js';
import { readSampleBytes } from './read-sample.js';
import {
  failureOfStatus,
  RecognitionServiceError,
  sendToService,
  throughRecognitionService,
} from './recognition-error.js';
import type { FetchLike, RecognitionProvider } from './recognition-provider.js';
import { roundHundredths } from './segment-arithmetic.js';

export interface AcrCloudCredentials {
  /** The project's identify host, e.g. identify-eu-west-1.acrcloud.com. */
  host: string;
  accessKey: string;
  accessSecret: string;
}

export interface AcrCloudOptions {
  fetch: FetchLike;
  storage: Storage;
  logger: Logger;
  /** The clock the signature's timestamp is read from. */
  now: () => Date;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 15_000;
const IDENTIFY_PATH = '/v1/identify';

// ACRCloud sends offsets as numbers or numeric strings; only the fields Liner reads are parsed.
const milliseconds = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^\d+(\.\d+)?$/)
      .transform(Number),
  ])
  .optional();

const AcrMusic = z.object({
  title: z.string(),
  artists: z.array(z.object({ name: z.string() })).default([]),
  album: z.object({ name: z.string() }).optional(),
  external_ids: z.object({ isrc: z.string().optional(), upc: z.string().optional() }).optional(),
  external_metadata: z
    .object({
      spotify: z.object({ track: z.object({ id: z.string() }).optional() }).optional(),
      deezer: z.object({ track: z.object({ id: z.union([z.string(), z.number()]) }).optional() }).optional(),
    })
    .optional(),
  score: z.number().optional(),
  play_offset_ms: milliseconds,
  db_begin_time_offset_ms: milliseconds,
  db_end_time_offset_ms: milliseconds,
  sample_begin_time_offset_ms: milliseconds,
  sample_end_time_offset_ms: milliseconds,
});

const AcrAnswer = z.object({
  status: z.object({ code: z.number().int(), msg: z.string().optional() }),
  metadata: z.object({ music: z.array(AcrMusic).default([]) }).optional(),
});

/** The request signature: HMAC-SHA1 with the access secret of method, path, key, data type, version and time. */
export function acrCloudSignature(credentials: AcrCloudCredentials, timestamp: string): string {
  const stringToSign = ['POST', IDENTIFY_PATH, credentials.accessKey, 'audio', '1', timestamp].join('\n');
  return createHmac('sha1', credentials.accessSecret).update(stringToSign).digest('base64');
}

/** ACRCloud's status codes (docs: identification API), as Liner's failures; 0 and 1001 are answers. */
function failureOfCode(code: number): RecognitionServiceError {
  const providerCode = String(code);
  if (code === 3001 || code === 3014) return new RecognitionServiceError('credentials', providerCode);
  if (code === 3003) return new RecognitionServiceError('quota', providerCode);
  if (code === 3015) return new RecognitionServiceError('rate-limited', providerCode);
  if (code === 2004 || code === 3006) return new RecognitionServiceError('invalid-sample', providerCode);
  return new RecognitionServiceError('server-error', providerCode);
}

const seconds = (ms: number | undefined) => (ms === undefined ? null : roundHundredths(ms / 1000));

function presentMusic(music: z.infer<typeof AcrMusic>): RecognitionMatch {
  const originalStart = seconds(music.db_begin_time_offset_ms);
  const originalEnd = seconds(music.db_end_time_offset_ms);
  const copyStart = seconds(music.sample_begin_time_offset_ms);
  const copyEnd = seconds(music.sample_end_time_offset_ms);
  const segments: MatchSegment[] =
    originalStart !== null && originalEnd !== null && copyStart !== null && copyEnd !== null && copyEnd > copyStart
      ? [
          {
            originalStartSeconds: originalStart,
            originalEndSeconds: originalEnd,
            copyStartSeconds: copyStart,
            copyEndSeconds: copyEnd,
            lengthSeconds: roundHundredths(copyEnd - copyStart),
          },
        ]
      : [];
  const deezerId = music.external_metadata?.deezer?.track?.id;
  return {
    provider: 'acrcloud',
    title: music.title,
    artist: music.artists.map((artist) => artist.name).join(', '),
    isrc: music.external_ids?.isrc ?? null,
    album: music.album?.name ?? null,
    trackId: null,
    score: music.score === undefined ? null : Math.min(100, Math.max(0, music.score)),
    originalOffsetSeconds: seconds(music.play_offset_ms) ?? originalStart,
    copyOffsetSeconds: copyStart,
    matchLengthSeconds: segments[0]?.lengthSeconds ?? null,
    copyPercentage: null,
    segments,
    externalIds: {
      upc: music.external_ids?.upc ?? null,
      spotifyTrackId: music.external_metadata?.spotify?.track?.id ?? null,
      appleMusicUrl: null,
      deezerTrackId: deezerId === undefined ? null : String(deezerId),
    },
    link: null,
  };
}

/**
 * ACRCloud's identification API (POST https://{host}/v1/identify): the sample as multipart with
 * the access key, a timestamp and their HMAC-SHA1 signature. It reads files only, up to 5 MB
 * (15 s is what it recommends), so a URL sample is refused with a 422.
 */
export function createAcrCloudProvider(
  credentials: AcrCloudCredentials,
  options: AcrCloudOptions,
): RecognitionProvider {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    name: 'acrcloud',
    async identify(sample) {
      if (sample.kind !== 'stored')
        throw fieldError('file', 'ACRCloud recognises an audio file, not a link: upload the audio');
      const bytes = await readSampleBytes(options.storage, sample.storageKey);
      return throughRecognitionService(options.logger, 'acrcloud', async () => {
        const timestamp = String(Math.floor(options.now().getTime() / 1000));
        const form = new FormData();
        form.append('sample', new Blob([bytes], { type: sample.mimeType }), sample.fileName);
        form.append('sample_bytes', String(bytes.length));
        form.append('access_key', credentials.accessKey);
        form.append('data_type', 'audio');
        form.append('signature_version', '1');
        form.append('signature', acrCloudSignature(credentials, timestamp));
        form.append('timestamp', timestamp);
        const response = await sendToService(
          options.fetch,
          `https://${credentials.host}${IDENTIFY_PATH}`,
          { method: 'POST', body: form },
          timeoutMs,
        );
        if (!response.ok) throw failureOfStatus(response.status);
        const parsed = AcrAnswer.safeParse(await response.json().catch(() => null));
        if (!parsed.success) throw new RecognitionServiceError('unexpected-answer');
        const { status, metadata } = parsed.data;
        if (status.code === 1001) return [];
        if (status.code !== 0) throw failureOfCode(status.code);
        return (metadata?.music ?? []).map(presentMusic);
      });
    },
  };
}
