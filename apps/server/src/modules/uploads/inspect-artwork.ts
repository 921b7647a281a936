import { Readable } from 'node:stream';
import type { Metadata, Sharp } from 'sharp';
import { ARTWORK_RULES, UPLOAD_MESSAGES } from '@liner/domain';
import type { Storage } from '../../platform/storage.js';
import type { Inspection } from './inspect-audio.js';

export interface ArtworkFacts {
  format: 'JPEG' | 'PNG';
  mimeType: string;
  width: number;
  height: number;
}

/** A decompression bomb guard: far above any real cover (12000 x 12000). */
const MAX_INPUT_PIXELS = 12_000 * 12_000;
const PREVIEW_SIDE = 600;
const RGB_SPACES = new Set(['srgb', 'rgb', 'rgb16', 'scrgb']);
const SPACE_NAMES: Record<string, string> = {
  cmyk: 'CMYK',
  'b-w': 'greyscale',
  grey16: 'greyscale',
  lab: 'Lab',
  labs: 'Lab',
};

/** sharp (libvips) is loaded on the first artwork upload, not at start: most processes never need it. */
let sharpModule: Promise<typeof import('sharp')> | null = null;

/** sharp reads a disk file in place; other backends hand a stream (bounded by the 20 MB limit). */
async function openImage(storage: Storage, key: string): Promise<Sharp> {
  const { default: sharp } = await (sharpModule ??= import('sharp'));
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  const localPath = storage.localPath(key);
  if (localPath) return sharp(localPath, options);
  const image = sharp(options);
  storage.get(key).pipe(image);
  return image;
}

/**
 * The store rules for a cover, read from the bytes: JPEG or PNG, square, at least 3000 px,
 * RGB. (The 20 MB limit is enforced while the upload streams in.)
 */
export async function inspectArtwork(storage: Storage, key: string, size: number): Promise<Inspection<ArtworkFacts>> {
  if (size === 0) return { ok: false, reasons: [UPLOAD_MESSAGES.emptyFile] };
  let metadata: Metadata;
  try {
    metadata = await (await openImage(storage, key)).metadata();
  } catch (error) {
    const tooManyPixels = error instanceof Error && /pixel limit/i.test(error.message);
    return {
      ok: false,
      reasons: [tooManyPixels ? UPLOAD_MESSAGES.artworkTooManyPixels : UPLOAD_MESSAGES.artworkNotImage],
    };
  }
  if (metadata.format !== 'jpeg' && metadata.format !== 'png') {
    return { ok: false, reasons: [UPLOAD_MESSAGES.artworkWrongFormat(String(metadata.format).toUpperCase())] };
  }
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  if (width * height > MAX_INPUT_PIXELS) return { ok: false, reasons: [UPLOAD_MESSAGES.artworkTooManyPixels] };
  const reasons: string[] = [];
  if (width !== height) reasons.push(UPLOAD_MESSAGES.artworkNotSquare(width, height));
  if (Math.min(width, height) < ARTWORK_RULES.minSidePx) reasons.push(UPLOAD_MESSAGES.artworkTooSmall(width, height));
  const space = metadata.space ?? 'unknown';
  if (!RGB_SPACES.has(space)) reasons.push(UPLOAD_MESSAGES.artworkNotRgb(SPACE_NAMES[space] ?? space));
  if (reasons.length) return { ok: false, reasons };
  const format = metadata.format === 'jpeg' ? 'JPEG' : 'PNG';
  return { ok: true, facts: { format, mimeType: format === 'JPEG' ? 'image/jpeg' : 'image/png', width, height } };
}

/**
 * Writes the display copy (600 px JPEG). Decoding the whole image here is also what finds a
 * damaged or cut-off file, which the header-only checks above cannot see: null then.
 */
export async function writeArtworkPreview(storage: Storage, key: string, previewKey: string): Promise<string | null> {
  let preview: Buffer;
  try {
    preview = await (await openImage(storage, key))
      .resize(PREVIEW_SIDE, PREVIEW_SIDE, { fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80 })
      .toBuffer();
  } catch {
    return null;
  }
  await storage.put(previewKey, Readable.from([preview]));
  return previewKey;
}
