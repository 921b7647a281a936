import type { IAudioMetadata } from 'music-metadata';
import { AUDIO_RULES, UPLOAD_MESSAGES } from '@liner/domain';
import type { Storage } from '../../platform/storage.js';
import { checkAudioDataLength } from './check-audio-data-length.js';
import { readStoredBytes } from './read-stored-bytes.js';
import { sniffAudioContainer } from './sniff-audio-container.js';

export interface AudioFacts {
  format: 'WAV' | 'FLAC' | 'AIFF';
  mimeType: string;
  durationSeconds: number;
  sampleRate: number;
  bitDepth: number;
  channels: number;
}

export type Inspection<T> = { ok: true; facts: T } | { ok: false; reasons: string[] };

const MIME_TYPES = { WAV: 'audio/wav', FLAC: 'audio/flac', AIFF: 'audio/aiff' } as const;
const HEAD_BYTES = 64 * 1024;

/** music-metadata is loaded on the first audio upload, not at start. */
let musicMetadata: Promise<typeof import('music-metadata')> | null = null;

/** music-metadata reads the stored file itself: in place on disk, else as a stream (never a whole buffer). */
async function parseStored(storage: Storage, key: string, size: number, mimeType: string): Promise<IAudioMetadata> {
  const { parseFile, parseStream } = await (musicMetadata ??= import('music-metadata'));
  const options = { skipCovers: true, duration: false };
  const localPath = storage.localPath(key);
  if (localPath) return parseFile(localPath, options);
  const stream = storage.get(key);
  try {
    return await parseStream(stream, { mimeType, size }, options);
  } finally {
    stream.destroy();
  }
}

/** The parameters the stores ask of a master; every failed rule gives its own message. */
function audioRuleFailures(format: IAudioMetadata['format'], container: AudioFacts['format']): string[] {
  const reasons: string[] = [];
  const channels = format.numberOfChannels ?? 0;
  if (channels !== AUDIO_RULES.channels) reasons.push(UPLOAD_MESSAGES.audioNotStereo(channels));
  const bits = format.bitsPerSample;
  if (bits === undefined) reasons.push(UPLOAD_MESSAGES.audioBitDepthUnknown);
  else if (!(AUDIO_RULES.bitDepths as readonly number[]).includes(bits))
    reasons.push(UPLOAD_MESSAGES.audioBitDepth(bits));
  // A WAV may wrap compressed audio (ADPCM, MP3, float): only integer PCM is a master.
  if (
    container === 'WAV' &&
    format.codec &&
    format.codec !== 'PCM' &&
    bits !== undefined &&
    (AUDIO_RULES.bitDepths as readonly number[]).includes(bits)
  ) {
    reasons.push(UPLOAD_MESSAGES.audioWrongFormat);
  }
  const rate = format.sampleRate ?? 0;
  if (rate < AUDIO_RULES.minSampleRate) reasons.push(UPLOAD_MESSAGES.audioSampleRate(rate));
  return reasons;
}

/**
 * Checks a stored upload is a lossless master: the bytes (not the name) are WAV, FLAC or AIFF;
 * stereo, 16 or 24 bit, 44.1 kHz or more; not truncated; not empty.
 */
export async function inspectAudio(storage: Storage, key: string, size: number): Promise<Inspection<AudioFacts>> {
  if (size === 0) return { ok: false, reasons: [UPLOAD_MESSAGES.emptyFile] };
  const head = await readStoredBytes(storage, key, 0, HEAD_BYTES);
  const container = sniffAudioContainer(head);
  if (container === 'MP3') return { ok: false, reasons: [UPLOAD_MESSAGES.audioMp3] };
  if (container === 'IMAGE') return { ok: false, reasons: [UPLOAD_MESSAGES.audioImage] };
  if (container === 'UNKNOWN') return { ok: false, reasons: [UPLOAD_MESSAGES.audioWrongFormat] };

  const reasons: string[] = [];
  if (container === 'WAV' || container === 'AIFF') {
    const length = await checkAudioDataLength(storage, key, size, container);
    if (length === 'truncated') reasons.push(UPLOAD_MESSAGES.audioTruncated);
    if (length === 'no-audio-chunk') reasons.push(UPLOAD_MESSAGES.audioNoSamples);
  }
  let metadata: IAudioMetadata;
  try {
    metadata = await parseStored(storage, key, size, MIME_TYPES[container]);
  } catch {
    return { ok: false, reasons: reasons.length ? reasons : [UPLOAD_MESSAGES.audioUnreadable] };
  }
  const { format } = metadata;
  reasons.push(...audioRuleFailures(format, container));
  if (reasons.length) return { ok: false, reasons };
  // FLAC states its length in STREAMINFO; a stream-encoded FLAC leaves it at 0 (unknown).
  if (format.duration === undefined && container === 'FLAC')
    return { ok: false, reasons: [UPLOAD_MESSAGES.audioLengthUnknown] };
  const { duration, sampleRate, bitsPerSample, numberOfChannels } = format;
  if (!duration || duration <= 0 || !sampleRate || !bitsPerSample || !numberOfChannels)
    return { ok: false, reasons: [UPLOAD_MESSAGES.audioNoSamples] };
  return {
    ok: true,
    facts: {
      format: container,
      mimeType: MIME_TYPES[container],
      durationSeconds: duration,
      sampleRate,
      bitDepth: bitsPerSample,
      channels: numberOfChannels,
    },
  };
}
