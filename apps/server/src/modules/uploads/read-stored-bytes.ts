import fsp from 'node:fs/promises';
import type { Storage } from '../../platform/storage.js';

/**
 * Reads `length` bytes at `start` of a stored object (fewer at the end of the file). A disk
 * backend is read in place; any other backend is streamed from the start and the bytes before
 * `start` are dropped as they pass, so memory stays at one chunk either way.
 */
export async function readStoredBytes(storage: Storage, key: string, start: number, length: number): Promise<Buffer> {
  const localPath = storage.localPath(key);
  if (localPath) {
    const handle = await fsp.open(localPath, 'r');
    try {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, start);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }
  const stream = storage.get(key);
  const kept: Buffer[] = [];
  let position = 0;
  let keptBytes = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      const chunkEnd = position + chunk.length;
      if (chunkEnd > start) {
        const from = Math.max(0, start - position);
        const piece = chunk.subarray(from, Math.min(chunk.length, from + length - keptBytes));
        kept.push(piece);
        keptBytes += piece.length;
      }
      position = chunkEnd;
      if (keptBytes >= length) break;
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(kept);
}
