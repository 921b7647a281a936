import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { isInformativeFingerprint } from '@liner/domain';
import type { Logger } from '../../platform/logger.js';

const run = promisify(execFile);
/** fpcalc reads the first 120 s (its default): enough to recognise a recording, quick on a 2 GB master. */
const FINGERPRINT_SECONDS = '120';
const FPCALC_TIMEOUT_MS = 60_000;

let missingLogged = false;

/**
 * The Chromaprint fingerprint of an audio file on disk (fpcalc, a Debian tool beside ffmpeg), or
 * null: fpcalc missing or failing, or audio that tells nothing (silence, a steady tone). A file
 * without one is still accepted; only the "same recording under another ISRC" warning misses it.
 */
export async function fingerprintAudioFile(path: string, logger: Logger): Promise<number[] | null> {
  let stdout: string;
  try {
    ({ stdout } = await run('fpcalc', ['-raw', '-json', '-length', FINGERPRINT_SECONDS, path], {
      timeout: FPCALC_TIMEOUT_MS,
      maxBuffer: 4 * 1024 * 1024,
    }));
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stdout?: string };
    if (failure.code === 'ENOENT') {
      if (!missingLogged) logger.warn('fpcalc is not installed: audio uploads get no fingerprint');
      missingLogged = true;
      return null;
    }
    // fpcalc exits 3 after "Error decoding audio frame (End of file)" at the end of many files,
    // with the whole fingerprint already printed: keep it. Audio too short to fingerprint prints none.
    stdout = failure.stdout ?? '';
  }
  return parseFingerprint(stdout, logger);
}

function parseFingerprint(stdout: string, logger: Logger): number[] | null {
  try {
    const parsed = JSON.parse(stdout) as { fingerprint?: unknown };
    const items = Array.isArray(parsed.fingerprint) ? parsed.fingerprint.filter(Number.isInteger) : [];
    return isInformativeFingerprint(items) ? items : null;
  } catch (error) {
    logger.debug({ err: error }, 'no audio fingerprint');
    return null;
  }
}
