import sharp from 'sharp';
import { IDENTITY_IMAGE_MIN_LONG_SIDE, IDENTITY_IMAGE_MIN_SHORT_SIDE, IDENTITY_MESSAGES } from '@liner/domain';

/** A decompression bomb (a tiny file of huge dimensions) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 50_000_000;

export type ImageCheck = { ok: true; jpeg: Buffer } | { ok: false; message: string };

/**
 * Checks a photo by its content (not its name or declared type): JPEG or PNG, large enough to
 * read. HEIC is refused: sharp's prebuilt binaries cannot decode it. The stored copy is
 * re-encoded as JPEG, turned upright by its EXIF orientation and without any metadata, so the
 * location and camera details a phone writes into a photo are not kept.
 */
export async function checkIdentityImage(content: Buffer): Promise<ImageCheck> {
  let format: string | undefined;
  let width = 0;
  let height = 0;
  try {
    const metadata = await sharp(content, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    format = metadata.format;
    // The check compares the shorter and the longer side, so the EXIF orientation does not matter.
    width = metadata.width ?? 0;
    height = metadata.height ?? 0;
  } catch {
    return { ok: false, message: IDENTITY_MESSAGES.imageType };
  }
  if (format === 'heif') return { ok: false, message: IDENTITY_MESSAGES.imageHeic };
  if (format !== 'jpeg' && format !== 'png') return { ok: false, message: IDENTITY_MESSAGES.imageType };
  if (Math.min(width, height) < IDENTITY_IMAGE_MIN_SHORT_SIDE || Math.max(width, height) < IDENTITY_IMAGE_MIN_LONG_SIDE)
    return { ok: false, message: IDENTITY_MESSAGES.imageTooSmall };
  try {
    const jpeg = await sharp(content, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 90, mozjpeg: true })
      .toBuffer();
    return { ok: true, jpeg };
  } catch {
    // A file whose header reads well but whose data is broken.
    return { ok: false, message: IDENTITY_MESSAGES.imageType };
  }
}
