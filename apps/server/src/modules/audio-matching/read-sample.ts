import { AUDIO_MATCHING_LIMITS, AUDIO_MATCHING_MESSAGES } from '@liner/domain';
import { fieldError } from '../../platform/errors.js';
import type { Storage } from '../../platform/storage.js';

/** A stored sample's bytes for a hosted service, refused (422) past what the services accept. */
export async function readSampleBytes(storage: Storage, storageKey: string): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of storage.get(storageKey) as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > AUDIO_MATCHING_LIMITS.hostedSampleMaxBytes)
      throw fieldError('file', AUDIO_MATCHING_MESSAGES.sampleTooLarge);
    chunks.push(chunk);
  }
  // A copy over a plain ArrayBuffer: what Blob takes (a Buffer may sit on a shared pool).
  return new Uint8Array(Buffer.concat(chunks));
}
