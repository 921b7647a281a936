// Real audio and artwork for tests (uploads, releases, e2e), generated in process: WAV and AIFF
// are written byte by byte, FLAC and MP3 come from ffmpeg when it is on PATH, images from sharp.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';

export interface ToneOptions {
  sampleRate?: number;
  /** 8, 16, 24 or 32 (integer PCM). */
  bitDepth?: number;
  channels?: number;
  seconds?: number;
  frequency?: number;
}

const DEFAULT_TONE: Required<ToneOptions> = {
  sampleRate: 44_100,
  bitDepth: 16,
  channels: 2,
  seconds: 1,
  frequency: 440,
};

/** Interleaved PCM of a sine at half scale; little- or big-endian, signed (8-bit WAV is unsigned). */
function pcmSine(options: Required<ToneOptions>, bigEndian: boolean, unsigned8: boolean): Buffer {
  const { sampleRate, bitDepth, channels, seconds, frequency } = options;
  const bytes = bitDepth / 8;
  const frames = Math.round(sampleRate * seconds);
  const out = Buffer.alloc(frames * channels * bytes);
  const max = 2 ** (bitDepth - 1) - 1;
  let at = 0;
  for (let frame = 0; frame < frames; frame += 1) {
    const value = Math.round(Math.sin((2 * Math.PI * frequency * frame) / sampleRate) * max * 0.5);
    for (let channel = 0; channel < channels; channel += 1) {
      if (bitDepth === 8) out.writeUInt8(unsigned8 ? value + 128 : value & 0xff, at);
      else if (bigEndian) out.writeIntBE(value, at, bytes);
      else out.writeIntLE(value, at, bytes);
      at += bytes;
    }
  }
  return out;
}

/** RIFF/WAVE header for `dataBytes` of integer PCM. */
export function wavHeader(options: ToneOptions, dataBytes: number): Buffer {
  const { sampleRate, bitDepth, channels } = { ...DEFAULT_TONE, ...options };
  const header = Buffer.alloc(44);
  const blockAlign = channels * (bitDepth / 8);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * blockAlign, 28);
  header.writeUInt16LE(blockAlign, 32);
  header.writeUInt16LE(bitDepth, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

/** A complete WAV of a sine (44.1 kHz, 16-bit, stereo, 1 s unless told). */
export function wavFile(options: ToneOptions = {}): Buffer {
  const tone = { ...DEFAULT_TONE, ...options };
  const pcm = pcmSine(tone, false, true);
  return Buffer.concat([wavHeader(tone, pcm.length), pcm]);
}

/** A WAV whose header announces the full audio but only `keepFraction` of the samples are present. */
export function truncatedWavFile(options: ToneOptions = {}, keepFraction = 0.5): Buffer {
  const whole = wavFile(options);
  return whole.subarray(0, 44 + Math.floor((whole.length - 44) * keepFraction));
}

/**
 * A WAV of silence streamed in 64 KiB pieces (never held whole): for size limits and memory
 * tests. `totalBytes` includes the 44-byte header.
 */
export function wavStream(totalBytes: number, options: ToneOptions = {}): Readable {
  const dataBytes = totalBytes - 44;
  const piece = Buffer.alloc(64 * 1024);
  let sent = 0;
  return Readable.from(
    (function* generate() {
      yield wavHeader(options, dataBytes);
      while (sent < dataBytes) {
        const size = Math.min(piece.length, dataBytes - sent);
        sent += size;
        yield size === piece.length ? piece : piece.subarray(0, size);
      }
    })(),
  );
}

/** IEEE 754 80-bit extended float, as AIFF stores its sample rate. */
function extended80(value: number): Buffer {
  const out = Buffer.alloc(10);
  const exponent = Math.floor(Math.log2(value));
  out.writeUInt16BE(16383 + exponent, 0);
  const mantissa = value / 2 ** exponent; // 1.x
  const high = Math.floor(mantissa * 2 ** 31);
  const low = Math.floor((mantissa * 2 ** 31 - high) * 2 ** 32);
  out.writeUInt32BE(high >>> 0, 2);
  out.writeUInt32BE(low >>> 0, 6);
  return out;
}

/** A complete AIFF (FORM/AIFF, COMM + SSND, big-endian PCM) of a sine. */
export function aiffFile(options: ToneOptions = {}): Buffer {
  const tone = { ...DEFAULT_TONE, ...options };
  const pcm = pcmSine(tone, true, false);
  const frames = Math.round(tone.sampleRate * tone.seconds);
  const comm = Buffer.alloc(8 + 18);
  comm.write('COMM', 0, 'ascii');
  comm.writeUInt32BE(18, 4);
  comm.writeUInt16BE(tone.channels, 8);
  comm.writeUInt32BE(frames, 10);
  comm.writeUInt16BE(tone.bitDepth, 14);
  extended80(tone.sampleRate).copy(comm, 16);
  const ssndHeader = Buffer.alloc(16);
  ssndHeader.write('SSND', 0, 'ascii');
  ssndHeader.writeUInt32BE(8 + pcm.length, 4);
  const pad = pcm.length % 2 === 1 ? Buffer.alloc(1) : Buffer.alloc(0);
  const body = Buffer.concat([Buffer.from('AIFF', 'ascii'), comm, ssndHeader, pcm, pad]);
  const form = Buffer.alloc(8);
  form.write('FORM', 0, 'ascii');
  form.writeUInt32BE(body.length, 4);
  return Buffer.concat([form, body]);
}

export function hasFfmpeg(): boolean {
  return spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0;
}

/** Converts through a temp file, not a pipe: FLAC's STREAMINFO (total samples) is only written on a seekable output. */
function ffmpegConvert(input: Buffer, outputArgs: string[], extension: string): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'liner-audio-'));
  const output = path.join(dir, `out.${extension}`);
  try {
    const result = spawnSync(
      'ffmpeg',
      ['-hide_banner', '-loglevel', 'error', '-f', 'wav', '-i', 'pipe:0', ...outputArgs, output],
      { input },
    );
    if (result.status !== 0) throw new Error(`ffmpeg failed: ${result.stderr.toString()}`);
    return fs.readFileSync(output);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A real FLAC of a sine, encoded by ffmpeg; null when ffmpeg is not on PATH (say so in the test). */
export function flacFile(options: ToneOptions = {}): Buffer | null {
  if (!hasFfmpeg()) return null;
  const tone = { ...DEFAULT_TONE, ...options };
  const sampleFormat =
    tone.bitDepth === 24 ? ['-sample_fmt', 's32', '-bits_per_raw_sample', '24'] : ['-sample_fmt', 's16'];
  return ffmpegConvert(wavFile(tone), ['-c:a', 'flac', ...sampleFormat], 'flac');
}

/**
 * An MP3 of a sine: ffmpeg (libmp3lame) when present, else MPEG-1 Layer III frames of silence
 * written by hand, which every sniffer (and music-metadata) recognises as MP3.
 */
export function mp3File(options: ToneOptions = {}): Buffer {
  if (hasFfmpeg()) {
    try {
      return ffmpegConvert(wavFile(options), ['-c:a', 'libmp3lame', '-b:a', '128k'], 'mp3');
    } catch {
      // fall through to the hand-written frames
    }
  }
  const frame = Buffer.alloc(417);
  Buffer.from([0xff, 0xfb, 0x90, 0x44]).copy(frame); // 128 kbit/s, 44.1 kHz, joint stereo
  return Buffer.concat(Array.from({ length: 40 }, () => frame));
}

export interface ArtworkOptions {
  width?: number;
  height?: number;
  format?: 'jpeg' | 'png';
  colour?: 'rgb' | 'cmyk' | 'greyscale';
}

/** A cover: a gradient-free two-tone image (small on disk) of the given size, format and colour space. */
export async function artworkFile(options: ArtworkOptions = {}): Promise<Buffer> {
  const { width = 3000, height = width, format = 'jpeg', colour = 'rgb' } = options;
  const twoTone = await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .composite([
      {
        input: {
          create: {
            width: Math.ceil(width / 2),
            height: Math.ceil(height / 2),
            channels: 3,
            background: { r: 20, g: 120, b: 220 },
          },
        },
        left: 0,
        top: 0,
      },
    ])
    .png()
    .toBuffer();
  // composite adds an alpha channel: drop it so the cover is plain RGB (3 channels).
  let image = sharp(twoTone).removeAlpha();
  if (colour === 'greyscale') image = image.toColourspace('b-w');
  if (colour === 'cmyk') image = image.toColourspace('cmyk');
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 85 }).toBuffer();
}

/**
 * The sets other tests use: valid masters and covers, and one of each rejection.
 * (FLAC is null without ffmpeg.)
 */
export const fixtures = {
  wav16: () => wavFile(),
  wav24: () => wavFile({ bitDepth: 24, sampleRate: 48_000 }),
  wavMono: () => wavFile({ channels: 1 }),
  wav8: () => wavFile({ bitDepth: 8 }),
  wav32: () => wavFile({ bitDepth: 32 }),
  wav22k: () => wavFile({ sampleRate: 22_050 }),
  wavTruncated: () => truncatedWavFile(),
  aiff16: () => aiffFile(),
  flac16: () => flacFile(),
  flac24: () => flacFile({ bitDepth: 24, sampleRate: 96_000 }),
  mp3: () => mp3File(),
  coverJpeg: () => artworkFile(),
  coverPng: () => artworkFile({ format: 'png' }),
  cover1000: () => artworkFile({ width: 1000 }),
  coverCmyk: () => artworkFile({ colour: 'cmyk' }),
  coverGreyscale: () => artworkFile({ format: 'png', colour: 'greyscale' }),
  coverNotSquare: () => artworkFile({ width: 3000, height: 2000 }),
};

/**
 * Ten seconds (unless told) of a two-voice melody from ffmpeg: notes change several times a second,
 * so Chromaprint gets a fingerprint with something to say (a steady sine gives one item over and
 * over). Another `variant` is another tune. 16-bit 44.1 kHz stereo WAV; null without ffmpeg.
 */
export function melodyWavFile(variant: number, seconds = 10): Buffer | null {
  if (!hasFfmpeg()) return null;
  const a = 3 + 2 * variant;
  const b = 2 + variant;
  const expression = `0.4*sin(2*PI*(220+55*mod(floor(t*3)*${a}\\,11))*t)+0.2*sin(2*PI*(330+40*mod(floor(t*5)*${b}\\,7))*t)`;
  const result = spawnSync(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      `aevalsrc=${expression}:s=44100:d=${seconds}`,
      '-ac',
      '2',
      '-c:a',
      'pcm_s16le',
      '-f',
      'wav',
      'pipe:1',
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(`ffmpeg failed: ${result.stderr.toString()}`);
  return patchWavSizes(result.stdout);
}

/** ffmpeg writing WAV to a pipe cannot seek back to fill in the sizes: write them now. */
function patchWavSizes(wav: Buffer): Buffer {
  const out = Buffer.from(wav);
  out.writeUInt32LE(out.length - 8, 4);
  const data = out.indexOf('data', 12, 'ascii');
  if (data !== -1) out.writeUInt32LE(out.length - data - 8, data + 4);
  return out;
}

/** The same recording in another file: through a 128 kbit/s MP3 and back, as a 24-bit 48 kHz FLAC. */
export function reencodedFlacFile(wav: Buffer): Buffer {
  const mp3 = ffmpegConvert(wav, ['-c:a', 'libmp3lame', '-b:a', '128k'], 'mp3');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'liner-audio-'));
  try {
    const input = path.join(dir, 'in.mp3');
    const output = path.join(dir, 'out.flac');
    fs.writeFileSync(input, mp3);
    const result = spawnSync('ffmpeg', [
      '-hide_banner',
      '-loglevel',
      'error',
      '-i',
      input,
      '-ar',
      '48000',
      '-c:a',
      'flac',
      '-sample_fmt',
      's32',
      '-bits_per_raw_sample',
      '24',
      output,
    ]);
    if (result.status !== 0) throw new Error(`ffmpeg failed: ${result.stderr.toString()}`);
    return fs.readFileSync(output);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
