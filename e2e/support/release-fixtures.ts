// Real media for the release journey (issue 3): a stereo 16-bit 44.1 kHz sine WAV written
// byte by byte, a FLAC and an MP3 encoded by ffmpeg, and RGB JPEG covers rendered by sharp.
// Each run picks its own tone and colour so a server that refuses duplicate uploads would
// still take the files of a second run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The subset of sharp's API used here (sharp is a server dependency, not the e2e package's). */
interface SharpInstance {
  jpeg(options: { quality: number; chromaSubsampling?: string }): SharpInstance;
  toFile(file: string): Promise<{ width: number; height: number; size: number }>;
}
type SharpFactory = (input: Buffer) => SharpInstance;

function loadSharp(): SharpFactory {
  // Resolved as the server resolves it (hoisted to the root node_modules or kept in apps/server's).
  const requireFromServer = createRequire(path.join(root, 'apps/server/package.json'));
  return requireFromServer('sharp') as SharpFactory;
}

export interface ReleaseFixtures {
  dir: string;
  wav: string;
  flac: string;
  mp3: string;
  cover3000: string;
  cover1000: string;
  /** Seconds of audio in each file. */
  seconds: number;
}

/** A canonical 44-byte RIFF/WAVE header + 16-bit little-endian PCM of a sine tone. */
export function sineWav(options: {
  seconds: number;
  frequency: number;
  sampleRate?: number;
  channels?: number;
}): Buffer {
  const sampleRate = options.sampleRate ?? 44_100;
  const channels = options.channels ?? 2;
  const bitsPerSample = 16;
  const blockAlign = (channels * bitsPerSample) / 8;
  const frames = Math.round(options.seconds * sampleRate);
  const dataBytes = frames * blockAlign;
  const buffer = Buffer.alloc(44 + dataBytes);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(36 + dataBytes, 4);
  buffer.write('WAVE', 8, 'ascii');
  buffer.write('fmt ', 12, 'ascii');
  buffer.writeUInt32LE(16, 16); // fmt chunk size
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(channels, 22);
  buffer.writeUInt32LE(sampleRate, 24);
  buffer.writeUInt32LE(sampleRate * blockAlign, 28); // byte rate
  buffer.writeUInt16LE(blockAlign, 32);
  buffer.writeUInt16LE(bitsPerSample, 34);
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(dataBytes, 40);
  const amplitude = 0.4 * 32_767;
  for (let frame = 0; frame < frames; frame += 1) {
    // A short fade in and out so the tone does not click.
    const fade = Math.min(1, frame / 2205, (frames - frame) / 2205);
    const value = Math.round(amplitude * fade * Math.sin((2 * Math.PI * options.frequency * frame) / sampleRate));
    for (let channel = 0; channel < channels; channel += 1)
      buffer.writeInt16LE(value, 44 + frame * blockAlign + channel * 2);
  }
  return buffer;
}

function ffmpeg(args: string[]): void {
  const result = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { encoding: 'utf8' });
  if (result.error) throw new Error(`ffmpeg could not be started (${result.error.message}): apt-get install -y ffmpeg`);
  if (result.status !== 0) throw new Error(`ffmpeg ${args.join(' ')} failed: ${result.stderr}`);
}

function coverSvg(side: number, hue: number, label: string): Buffer {
  const other = (hue + 140) % 360;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 1000 1000">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="hsl(${other},70%,25%)"/></linearGradient></defs>` +
      `<rect width="1000" height="1000" fill="url(#g)"/>` +
      `<circle cx="500" cy="500" r="300" fill="none" stroke="white" stroke-width="24" opacity="0.8"/>` +
      `<circle cx="500" cy="500" r="40" fill="white" opacity="0.9"/>` +
      `<text x="500" y="900" font-family="sans-serif" font-size="72" font-weight="700" fill="white" text-anchor="middle">${label}</text>` +
      `</svg>`,
  );
}

/** An RGB JPEG cover of `side` x `side` px, rendered by sharp; answers the file. */
export async function renderCover(
  file: string,
  options: { side: number; hue: number; label: string; chromaSubsampling?: string },
): Promise<string> {
  const sharp = loadSharp();
  const out = await sharp(coverSvg(options.side, options.hue, options.label))
    .jpeg({ quality: 88, chromaSubsampling: options.chromaSubsampling })
    .toFile(file);
  if (out.width !== options.side || out.height !== options.side)
    throw new Error(`the ${options.side} px cover came out ${out.width} x ${out.height}`);
  return file;
}

/**
 * The media of one single-track release, without ffmpeg: a WAV tone and a 3000 px cover,
 * different on every call (the server may refuse a file it has seen).
 */
export async function createSingleMedia(
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'liner-e2e-single-')),
): Promise<{ dir: string; wav: string; cover: string }> {
  fs.mkdirSync(dir, { recursive: true });
  const wav = path.join(dir, 'single.wav');
  fs.writeFileSync(wav, sineWav({ seconds: 4, frequency: 300 + Math.random() * 400 }));
  const cover = await renderCover(path.join(dir, 'single-cover.jpg'), {
    side: 3000,
    hue: Math.floor(Math.random() * 360),
    label: 'LINER SINGLE',
  });
  return { dir, wav, cover };
}

/** Writes the journey's media into a fresh temp folder (or `dir`). */
export async function createReleaseFixtures(
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'liner-e2e-media-')),
): Promise<ReleaseFixtures> {
  fs.mkdirSync(dir, { recursive: true });
  const seconds = 4;
  const base = 330 + Math.floor(Math.random() * 220);
  const wav = path.join(dir, 'first-light.wav');
  fs.writeFileSync(wav, sineWav({ seconds, frequency: base }));

  // The FLAC is the same kind of tone a fifth higher, encoded losslessly from a WAV of it.
  const flacSource = path.join(dir, 'flac-source.wav');
  fs.writeFileSync(flacSource, sineWav({ seconds, frequency: base * 1.5 }));
  const flac = path.join(dir, 'second-wind.flac');
  ffmpeg(['-i', flacSource, '-c:a', 'flac', '-sample_fmt', 's16', flac]);
  fs.rmSync(flacSource);

  const mp3 = path.join(dir, 'not-lossless.mp3');
  ffmpeg([
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=${base}:sample_rate=44100:duration=${seconds}`,
    '-ac',
    '2',
    '-c:a',
    'libmp3lame',
    '-b:a',
    '192k',
    mp3,
  ]);

  const hue = Math.floor(Math.random() * 360);
  const cover3000 = await renderCover(path.join(dir, 'cover-3000.jpg'), {
    side: 3000,
    hue,
    label: 'LINER E2E',
    chromaSubsampling: '4:4:4',
  });
  const cover1000 = await renderCover(path.join(dir, 'cover-1000.jpg'), { side: 1000, hue, label: 'TOO SMALL' });

  return { dir, wav, flac, mp3, cover3000, cover1000, seconds };
}

/** ffprobe's view of an audio file (codec, channels, rate, bits), to prove a fixture is what it claims. */
export function probeAudio(file: string): { codec: string; channels: number; sampleRate: number; duration: number } {
  const result = spawnSync(
    'ffprobe',
    [
      '-v',
      'error',
      '-select_streams',
      'a:0',
      '-show_entries',
      'stream=codec_name,channels,sample_rate:format=duration',
      '-of',
      'json',
      file,
    ],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`ffprobe ${file} failed: ${result.stderr}`);
  const parsed = JSON.parse(result.stdout) as {
    streams: { codec_name: string; channels: number; sample_rate: string }[];
    format: { duration: string };
  };
  const stream = parsed.streams[0];
  if (!stream) throw new Error(`ffprobe found no audio stream in ${file}`);
  return {
    codec: stream.codec_name,
    channels: stream.channels,
    sampleRate: Number(stream.sample_rate),
    duration: Number(parsed.format.duration),
  };
}
