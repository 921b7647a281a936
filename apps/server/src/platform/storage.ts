import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface StoredObject {
  key: string;
  size: number;
  sha256: string;
  md5: string;
}

/**
 * One storage interface for audio, artwork, documents, reports and delivery packages:
 * local disk under DATA_DIR/files by default; an S3-compatible store can implement the same.
 * Keys are relative POSIX paths chosen by the caller ("artwork/12/cover.jpg").
 */
export interface Storage {
  /** Streams `body` in, never holding it whole; hashes as it goes. Fails (and leaves nothing) past maxBytes. */
  put(key: string, body: Readable, options?: { maxBytes?: number }): Promise<StoredObject>;
  get(key: string): Readable;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** A local file path when the backend is a disk (lets tools like sharp read without a copy). */
  localPath(key: string): string | null;
}

export class StorageLimitError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes`);
  }
}

function safeKey(key: string): string {
  const normalised = path.posix.normalize(key).replace(/^\/+/, '');
  if (normalised.startsWith('..') || normalised.includes('\0') || normalised === '.' || normalised === '')
    throw new Error(`Unsafe storage key: ${key}`);
  return normalised;
}

/** Counts, hashes and limits a stream passing through. */
function meter(maxBytes: number | undefined, onDone: (size: number, sha256: string, md5: string) => void): Transform {
  const sha = createHash('sha256');
  const md5 = createHash('md5');
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (maxBytes !== undefined && size > maxBytes) return callback(new StorageLimitError(maxBytes));
      sha.update(chunk);
      md5.update(chunk);
      callback(null, chunk);
    },
    flush(callback) {
      onDone(size, sha.digest('hex'), md5.digest('hex'));
      callback();
    },
  });
}

export function createLocalStorage(rootDir: string): Storage {
  const resolve = (key: string) => path.join(rootDir, ...safeKey(key).split('/'));
  return {
    async put(key, body, options = {}) {
      const target = resolve(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.part-${process.pid}-${Date.now()}`;
      let result: Omit<StoredObject, 'key'> = { size: 0, sha256: '', md5: '' };
      try {
        await pipeline(
          body,
          meter(options.maxBytes, (size, sha256, md5) => {
            result = { size, sha256, md5 };
          }),
          fs.createWriteStream(temp),
        );
        await fsp.rename(temp, target);
      } catch (error) {
        await fsp.rm(temp, { force: true });
        throw error;
      }
      return { key: safeKey(key), ...result };
    },
    get: (key) => fs.createReadStream(resolve(key)),
    async exists(key) {
      try {
        await fsp.access(resolve(key));
        return true;
      } catch {
        return false;
      }
    },
    async delete(key) {
      await fsp.rm(resolve(key), { force: true });
    },
    localPath: (key) => resolve(key),
  };
}
