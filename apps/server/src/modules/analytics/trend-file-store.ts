/** A trend file's copy in Liner's storage, streamed in with the size limit and hashed on the way. */
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { cleanFileName } from '@liner/domain';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { StorageLimitError } from '../../platform/storage.js';

export interface StoredTrendFile {
  key: string;
  fileName: string;
  size: number;
  sha256: string;
}

export async function storeTrendFile(deps: AppDeps, fileName: string, body: Readable): Promise<StoredTrendFile> {
  const key = `analytics-trends/${Date.now()}-${randomBytes(6).toString('hex')}.dat`;
  const maxBytes = deps.config.trendFiles.maxBytes;
  try {
    const stored = await deps.storage.put(key, body, { maxBytes });
    return { key, fileName: cleanFileName(fileName, 'trends.csv'), size: stored.size, sha256: stored.sha256 };
  } catch (error) {
    if (error instanceof StorageLimitError) {
      throw new AppError('PAYLOAD_TOO_LARGE', {
        message: `The file is larger than the limit of ${Math.floor(maxBytes / (1024 * 1024))} MB`,
      });
    }
    throw error;
  }
}
