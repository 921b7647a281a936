import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';

// Test support: real audio made with ffmpeg, for the matcher's tests and its bench. Chromaprint
// hears pitch classes over time, so a steady tone or plain noise gives it nothing to hold on to;
// a melody whose notes change four times a second over a bass that changes every second gives a
// fingerprint as distinctive as music, and a different seed gives a different piece.

const run = promisify(execFile);

export function hasAudioTools(): boolean {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
    execFileSync('fpcalc', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** A hash of the note index in 0..1 (the fractional part of a large sine): the "score" of the piece. */
function noteHash(notesPerSecond: number, seed: number, multiplier: number): string {
  const raw = `(sin((floor(t*${notesPerSecond})+${seed * 101})*${multiplier})*43758.5453)`;
  return `(${raw}-floor(${raw}))`;
}

/** An aevalsrc expression: melody over two octaves, a second voice, and a bass line. */
function pieceExpression(seed: number): string {
  const melody = `220*pow(2\\,floor(24*${noteHash(4, seed, 12.9898)})/12)`;
  const voice = `330*pow(2\\,floor(12*${noteHash(2, seed, 39.3467)})/12)`;
  const bass = `110*pow(2\\,floor(12*${noteHash(1, seed, 78.233)})/12)`;
  return `0.45*sin(2*PI*t*${melody})+0.25*sin(2*PI*t*${voice})+0.3*sin(2*PI*t*${bass})`;
}

/** Writes `seconds` of the piece of `seed` to `path` (mono, 22.05 kHz: Chromaprint reads 11 kHz). */
export async function synthesizePiece(path: string, options: { seed: number; seconds: number }): Promise<void> {
  await run('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `aevalsrc=${pieceExpression(options.seed)}:s=22050:d=${options.seconds}`,
    path,
  ]);
}

export interface ClipPart {
  path: string;
  fromSeconds: number;
  seconds: number;
}

/**
 * Writes the parts one after the other, optionally with other audio mixed underneath at
 * `volume` (a voice-over, a room), then encodes to whatever `path`'s extension says (.wav, .mp3).
 */
export async function assembleClip(
  path: string,
  parts: ClipPart[],
  options: { underneath?: { path: string; volume: number }; bitrate?: string } = {},
): Promise<void> {
  const inputs = parts.flatMap((part) => ['-ss', String(part.fromSeconds), '-t', String(part.seconds), '-i', part.path]);
  const labels = parts.map((_, index) => `[${index}:a]`).join('');
  let graph = `${labels}concat=n=${parts.length}:v=0:a=1[sequence]`;
  let output = '[sequence]';
  if (options.underneath) {
    inputs.push('-i', options.underneath.path);
    graph += `;[${parts.length}:a]volume=${options.underneath.volume}[under]`;
    graph += ';[sequence][under]amix=inputs=2:duration=first:normalize=0[mixed]';
    output = '[mixed]';
  }
  const encoding = options.bitrate ? ['-b:a', options.bitrate] : [];
  await run('ffmpeg', ['-v', 'error', '-y', ...inputs, '-filter_complex', graph, '-map', output, ...encoding, path]);
}
