import { execFile, execFileSync } from 'node:child_process';
import fsp from 'node:fs/promises';
import { promisify } from 'node:util';

// Test support: real audio for the matcher's tests and its bench. Chromaprint hears pitch classes
// over time, so a steady tone or plain noise gives it nothing to hold on to; a melody whose notes
// change four times a second over a bass that changes every second gives a fingerprint as
// distinctive as music, and a different seed gives a different piece. The notes follow a hash,
// not a cycle: test/audio-fixtures.ts's melodyWavFile repeats every few seconds, so an excerpt of
// it would match at several places of the original.

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
function noteHash(t: number, notesPerSecond: number, seed: number, multiplier: number): number {
  const raw = Math.sin((Math.floor(t * notesPerSecond) + seed * 101) * multiplier) * 43758.5453;
  return raw - Math.floor(raw);
}

/** One sample at time t: a melody over two octaves, a second voice and a bass line. */
function pieceSample(t: number, seed: number): number {
  const melody = 220 * 2 ** (Math.floor(24 * noteHash(t, 4, seed, 12.9898)) / 12);
  const voice = 330 * 2 ** (Math.floor(12 * noteHash(t, 2, seed, 39.3467)) / 12);
  const bass = 110 * 2 ** (Math.floor(12 * noteHash(t, 1, seed, 78.233)) / 12);
  const angle = 2 * Math.PI * t;
  return 0.45 * Math.sin(angle * melody) + 0.25 * Math.sin(angle * voice) + 0.3 * Math.sin(angle * bass);
}

const SAMPLE_RATE = 22_050;

/**
 * Writes `seconds` of the piece of `seed` to `path` as a WAV (mono, 16-bit, 22.05 kHz: Chromaprint
 * reads 11 kHz). Computed here rather than by ffmpeg's aevalsrc, which takes seconds per minute
 * of audio; ffmpeg still cuts, mixes and encodes the clips.
 */
export async function synthesizePiece(path: string, options: { seed: number; seconds: number }): Promise<void> {
  const count = Math.round(options.seconds * SAMPLE_RATE);
  const wav = Buffer.alloc(44 + count * 2);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + count * 2, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(SAMPLE_RATE, 24);
  wav.writeUInt32LE(SAMPLE_RATE * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(count * 2, 40);
  for (let index = 0; index < count; index += 1)
    wav.writeInt16LE(Math.round(pieceSample(index / SAMPLE_RATE, options.seed) * 32_000), 44 + index * 2);
  await fsp.writeFile(path, wav);
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
  const inputs = parts.flatMap((part) => [
    '-ss',
    String(part.fromSeconds),
    '-t',
    String(part.seconds),
    '-i',
    part.path,
  ]);
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
