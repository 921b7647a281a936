import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { chromaprintItemSeconds, isInformativeFingerprint } from '@liner/domain';
import type { Logger } from '../../platform/logger.js';

const run = promisify(execFile);
/** fpcalc reads the first 120 s (its default): enough to recognise a recording, quick on a 2 GB master. */
const UPLOAD_FINGERPRINT_SECONDS = 120;
const FPCALC_TIMEOUT_MS = 60_000;

let missingLogged = false;

/** A Chromaprint fingerprint as fpcalc -raw gives it, with the time scale of its items. */
export interface AudioFingerprint {
  /** One unsigned 32-bit item per `itemSeconds` of audio. */
  items: number[];
  /** The audio fpcalc read, in seconds (the whole file, or up to the length asked). */
  durationSeconds: number;
  itemSeconds: number;
}

/**
 * The Chromaprint fingerprint of an audio file on disk (fpcalc, a Debian tool beside ffmpeg) over
 * its first `maxSeconds` (null: the whole file), or null when fpcalc is missing, cannot read the
 * file, or the audio is too short to give a single item.
 */
export async function fingerprintAudio(
  path: string,
  logger: Logger,
  options: { maxSeconds: number | null },
): Promise<AudioFingerprint | null> {
  let stdout: string;
  try {
    ({ stdout } = await run('fpcalc', ['-raw', '-json', '-length', String(options.maxSeconds ?? 0), path], {
      timeout: FPCALC_TIMEOUT_MS,
      maxBuffer: 16 * 1024 * 1024,
    }));
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stdout?: string };
    if (failure.code === 'ENOENT') {
      if (!missingLogged) logger.warn('fpcalc is not installed: audio gets no fingerprint');
      missingLogged = true;
      return null;
    }
    // fpcalc exits 3 after "Error decoding audio frame (End of file)" at the end of many files,
    // with the whole fingerprint already printed: keep it. Audio too short to fingerprint prints none.
    stdout = failure.stdout ?? '';
  }
  return parseFingerprint(stdout, logger);
}

/**
 * The fingerprint kept with an uploaded file (its first 120 s), or null when there is none or it
 * tells nothing (silence, a steady tone). A file without one is still accepted; only the "same
 * recording under another ISRC" warning misses it.
 */
export async function fingerprintAudioFile(path: string, logger: Logger): Promise<number[] | null> {
  const print = await fingerprintAudio(path, logger, { maxSeconds: UPLOAD_FINGERPRINT_SECONDS });
  return print && isInformativeFingerprint(print.items) ? print.items : null;
}

function parseFingerprint(stdout: string, logger: Logger): AudioFingerprint | null {
  try {
    const parsed = JSON.parse(stdout) as { fingerprint?: unknown; duration?: unknown };
    const items = Array.isArray(parsed.fingerprint) ? parsed.fingerprint.filter(Number.isInteger) : [];
    const durationSeconds = typeof parsed.duration === 'number' ? parsed.duration : 0;
    if (items.length === 0 || durationSeconds <= 0) return null;
    return { items, durationSeconds, itemSeconds: chromaprintItemSeconds(durationSeconds, items.length) };
  } catch (error) {
    logger.debug({ err: error }, 'no audio fingerprint');
    return null;
  }
}
