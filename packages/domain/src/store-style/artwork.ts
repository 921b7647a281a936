import type { StyleProblems, StyleArtwork } from './types.js';

export const MIN_ARTWORK_SIDE = 3000;
/** Issue 3's upload limit: at most 20 MB (counted in MiB, the larger reading). */
export const MAX_ARTWORK_BYTES = 20 * 1024 * 1024;
/** DOMAIN.md 4: cover art is "commonly < 10 MB" at the stores. */
export const STORE_ARTWORK_BYTES = 10 * 1024 * 1024;
const ACCEPTED_FORMATS = ['jpeg', 'jpg', 'png'];
/** sharp's names for RGB colour spaces. */
const RGB_SPACES = ['srgb', 'rgb', 'rgb16', 'scrgb'];

/**
 * Cover art rules of DOMAIN.md 4 that can be measured: square, at least 3000 x 3000, JPEG or
 * PNG, RGB, size. The content rules (no URLs, store logos, blur, text not matching the
 * metadata...) need a person looking at the image; this check does not pretend to do them.
 */
export function checkArtwork(problems: StyleProblems, artwork: StyleArtwork | null): void {
  if (artwork === null) {
    problems.error(
      'artwork',
      'artwork-missing',
      'The release has no cover art. Upload a square JPEG or PNG of at least 3000 x 3000 pixels.',
    );
    return;
  }
  const { width, height } = artwork;
  if (width !== height) {
    problems.error(
      'artwork',
      'artwork-not-square',
      `The cover art is ${width} x ${height} pixels; it must be square. Crop it to 1:1 and upload it again.`,
    );
  }
  if (Math.min(width, height) < MIN_ARTWORK_SIDE) {
    problems.error(
      'artwork',
      'artwork-too-small',
      `The cover art is ${width} x ${height} pixels; stores need at least ${MIN_ARTWORK_SIDE} x ${MIN_ARTWORK_SIDE}. Upload a larger original (do not upscale a small image).`,
    );
  }
  if (!ACCEPTED_FORMATS.includes(artwork.format.trim().toLowerCase())) {
    problems.error(
      'artwork',
      'artwork-format',
      `The cover art is ${artwork.format.toUpperCase()}; stores take JPEG or PNG. Export it as one of those.`,
    );
  }
  if (!RGB_SPACES.includes(artwork.colourSpace.trim().toLowerCase())) {
    problems.error(
      'artwork',
      'artwork-colour-space',
      `The cover art uses the ${artwork.colourSpace.toUpperCase()} colour space; stores need RGB (not CMYK or greyscale). Convert it to RGB and upload it again.`,
    );
  }
  const megabytes = (artwork.sizeBytes / 1024 / 1024).toFixed(1);
  if (artwork.sizeBytes > MAX_ARTWORK_BYTES) {
    problems.error(
      'artwork',
      'artwork-file-size',
      `The cover art file is ${megabytes} MB; the limit is 20 MB. Save it with more compression.`,
    );
  } else if (artwork.sizeBytes > STORE_ARTWORK_BYTES) {
    problems.warning(
      'artwork',
      'artwork-file-size',
      `The cover art file is ${megabytes} MB; some stores refuse files over 10 MB. Save it with more compression.`,
    );
  }
}
