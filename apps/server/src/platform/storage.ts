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
  /**
   * Removes what writes cut short left behind (a process killed during a `put`): partial files
   * untouched for `olderThanMs` that no write of this process is filling. Answers how many.
   */
  sweepInterruptedWrites(olderThanMs: number): Promise<number>;
}

/** A `put` writes `<key>.part-<pid>-<ms>` and renames it when complete. */
const PARTIAL_FILE = /\.part-\d+-\d+$/;

/**
 * Runs `record`, the write of the row that owns the stored objects `keys`; when it fails the
 * objects are deleted, so storage keeps no file that no row points at. The error still propagates.
 */
export async function deleteOnFailure<T>(storage: Storage, keys: string[], record: () => Promise<T>): Promise<T> {
  try {
    return await record();
  } catch (error) {
    await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
    throw error;
  }
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

/** Every file under `dir` (none when it does not exist). */
async function* filesUnder(dir: string): AsyncGenerator<string> {
  let entries: fs.Dirent[];
  try {
    entries = await fsp.readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

export function createLocalStorage(rootDir: string): Storage {
  const resolve = (key: string) => path.join(rootDir, ...safeKey(key).split('/'));
  /** Partial files this process is writing now. */
  const writing = new Set<string>();
  return {
    async put(key, body, options = {}) {
      const target = resolve(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.part-${process.pid}-${Date.now()}`;
      let result: Omit<StoredObject, 'key'> = { size: 0, sha256: '', md5: '' };
      writing.add(temp);
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
      } finally {
        writing.delete(temp);
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
    async sweepInterruptedWrites(olderThanMs) {
      const before = Date.now() - olderThanMs;
      let removed = 0;
      for await (const file of filesUnder(rootDir)) {
        if (!PARTIAL_FILE.test(file) || writing.has(file)) continue;
        // A live write in another process keeps touching its file; this one has stopped.
        const stat = await fsp.stat(file).catch(() => null);
        if (!stat || stat.mtimeMs > before) continue;
        await fsp.rm(file, { force: true });
        removed += 1;
      }
      return removed;
    },
  };
}
