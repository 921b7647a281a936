import type { Storage } from '../../platform/storage.js';
import { readStoredBytes } from './read-stored-bytes.js';

/**
 * Walks the chunk list of a WAV (RIFF, little-endian) or AIFF (FORM, big-endian) file and
 * compares the audio chunk's announced size with the bytes really stored. An interrupted
 * export or copy leaves a header that promises more audio than the file holds; players
 * then stop early or click, and stores reject the master.
 * Answers 'complete', 'truncated', or 'no-audio-chunk'.
 */
export async function checkAudioDataLength(
  storage: Storage,
  key: string,
  fileSize: number,
  container: 'WAV' | 'AIFF',
): Promise<'complete' | 'truncated' | 'no-audio-chunk'> {
  const bigEndian = container === 'AIFF';
  const audioChunk = container === 'AIFF' ? 'SSND' : 'data';
  let offset = 12;
  // A few hundred chunks at most in real files; the bound stops a crafted loop.
  for (let step = 0; step < 10_000 && offset + 8 <= fileSize; step += 1) {
    const header = await readStoredBytes(storage, key, offset, 8);
    if (header.length < 8) return 'truncated';
    const id = header.toString('latin1', 0, 4);
    const size = bigEndian ? header.readUInt32BE(4) : header.readUInt32LE(4);
    const bodyStart = offset + 8;
    if (id === audioChunk) return bodyStart + size > fileSize ? 'truncated' : 'complete';
    if (bodyStart + size > fileSize) return 'truncated';
    // Chunks are padded to an even length.
    offset = bodyStart + size + (size % 2);
  }
  return offset > fileSize ? 'truncated' : 'no-audio-chunk';
}
