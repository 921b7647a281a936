import { z } from 'zod';
import type { RecognitionMatch } from '@liner/domain';
import type { Logger } from '../../platform/logger.js';
import type { Storage } from '../../platform/storage.js';
import { readSampleBytes } from './read-sample.js';
import {
  failureOfStatus,
  type RecognitionFailure,
  RecognitionServiceError,
  sendToService,
  throughRecognitionService,
} from './recognition-error.js';
import type { FetchLike, RecognitionProvider } from './recognition-provider.js';

export interface AuddCredentials {
  apiToken: string;
  /** https://api.audd.io (AUDD_API_BASE for a test double). */
  baseUrl: string;
}

export interface AuddOptions {
  fetch: FetchLike;
  storage: Storage;
  logger: Logger;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 20_000;
/** The stores' metadata asked for: where the ISRC and the store ids come from. */
const RETURN = 'apple_music,spotify,deezer';

const AuddResult = z.object({
  artist: z.string().default(''),
  title: z.string().default(''),
  album: z.string().optional(),
  timecode: z.string().optional(),
  song_link: z.string().optional(),
  apple_music: z.object({ isrc: z.string().optional(), url: z.string().optional() }).optional(),
  spotify: z
    .object({ id: z.string().optional(), external_ids: z.object({ isrc: z.string().optional() }).optional() })
    .optional(),
  deezer: z.object({ id: z.union([z.number(), z.string()]).optional(), isrc: z.string().optional() }).optional(),
});

const AuddAnswer = z.discriminatedUnion('status', [
  z.object({ status: z.literal('success'), result: AuddResult.nullable() }),
  z.object({
    status: z.literal('error'),
    error: z.object({ error_code: z.number().int(), error_message: z.string().optional() }),
  }),
]);

/** AudD's error codes, grouped as its SDKs group them, as Liner's failures. */
function failureOfCode(code: number): RecognitionServiceError {
  const groups: [RecognitionFailure, number[]][] = [
    ['credentials', [900, 901, 903, 904, 905, 19, 31337]],
    ['quota', [902]],
    ['rate-limited', [611]],
    ['invalid-sample', [300, 400, 500, 50, 51, 600, 601, 602, 700, 701, 702, 906]],
  ];
  const failure = groups.find(([, codes]) => codes.includes(code))?.[0] ?? 'server-error';
  return new RecognitionServiceError(failure, String(code));
}

/** "MM:SS" (or "HH:MM:SS") as seconds; null when it is not a time. */
function secondsOfTimecode(timecode: string | undefined): number | null {
  if (!timecode || !/^\d+(:\d{1,2}){1,2}$/.test(timecode)) return null;
  return timecode.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

function presentResult(result: z.infer<typeof AuddResult>): RecognitionMatch {
  const isrc = result.apple_music?.isrc ?? result.spotify?.external_ids?.isrc ?? result.deezer?.isrc ?? null;
  return {
    provider: 'audd',
    title: result.title,
    artist: result.artist,
    isrc,
    album: result.album ?? null,
    trackId: null,
    score: null,
    originalOffsetSeconds: secondsOfTimecode(result.timecode),
    copyOffsetSeconds: null,
    matchLengthSeconds: null,
    copyPercentage: null,
    segments: [],
    externalIds: {
      upc: null,
      spotifyTrackId: result.spotify?.id ?? null,
      appleMusicUrl: result.apple_music?.url ?? null,
      deezerTrackId: result.deezer?.id === undefined ? null : String(result.deezer.id),
    },
    link: result.song_link ?? null,
  };
}

/**
 * AudD's standard recognition (POST https://api.audd.io/): the api_token and the audio as a file
 * or a URL it downloads, with `return` naming the stores' metadata wanted. It answers HTTP 200
 * with `status: error` and a numeric code when it refuses, so the body decides, not the status.
 */
export function createAuddProvider(credentials: AuddCredentials, options: AuddOptions): RecognitionProvider {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    name: 'audd',
    async identify(sample) {
      const form = new FormData();
      form.append('api_token', credentials.apiToken);
      form.append('return', RETURN);
      if (sample.kind === 'url') form.append('url', sample.url);
      else {
        const bytes = await readSampleBytes(options.storage, sample.storageKey);
        form.append('file', new Blob([bytes], { type: sample.mimeType }), sample.fileName);
      }
      return throughRecognitionService(options.logger, 'audd', async () => {
        const response = await sendToService(
          options.fetch,
          `${credentials.baseUrl}/`,
          { method: 'POST', body: form },
          timeoutMs,
        );
        if (!response.ok) throw failureOfStatus(response.status);
        const parsed = AuddAnswer.safeParse(await response.json().catch(() => null));
        if (!parsed.success) throw new RecognitionServiceError('unexpected-answer');
        if (parsed.data.status === 'error') throw failureOfCode(parsed.data.error.error_code);
        return parsed.data.result ? [presentResult(parsed.data.result)] : [];
      });
    },
  };
}
