import { createWriteStream } from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { AppDeps } from '../../platform/deps.js';
import { type AudioFingerprint, fingerprintAudio } from './fingerprint-audio.js';

/**
 * The Chromaprint fingerprint of a stored audio object (a catalog track's file, a clip kept for a
 * scan) over its first `maxSeconds`, null: the whole of it. fpcalc reads a path and only knows a
 * file's duration when it can see the whole file, so a backend without local files is copied to a
 * temporary file first.
 */
export async function fingerprintStoredAudio(
  deps: Pick<AppDeps, 'storage' | 'logger'>,
  storageKey: string,
  options: { maxSeconds: number | null } = { maxSeconds: null },
): Promise<AudioFingerprint | null> {
  const localPath = deps.storage.localPath(storageKey);
  if (localPath) return fingerprintAudio(localPath, deps.logger, options);
  const folder = await fsp.mkdtemp(path.join(os.tmpdir(), 'liner-fingerprint-'));
  try {
    const copy = path.join(folder, 'audio');
    await pipeline(deps.storage.get(storageKey), createWriteStream(copy));
    return await fingerprintAudio(copy, deps.logger, options);
  } finally {
    await fsp.rm(folder, { recursive: true, force: true });
  }
}
