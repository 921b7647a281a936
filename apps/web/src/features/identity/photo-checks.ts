import { IDENTITY_IMAGE_MAX_BYTES, IDENTITY_MESSAGES, type IdentityImageSide } from '@liner/domain';

const ACCEPTED_TYPES = ['image/jpeg', 'image/png'];
const HEIC = /\.(heic|heif)$/i;

/**
 * What the browser can tell about a photo before sending it: its declared type and its size.
 * The server reads the bytes (real format, pixel size) and has the last word.
 */
export function photoProblem(side: IdentityImageSide, file: File | undefined): string | null {
  if (!file) return IDENTITY_MESSAGES.imageMissing(side);
  if (file.type === 'image/heic' || file.type === 'image/heif' || HEIC.test(file.name))
    return IDENTITY_MESSAGES.imageHeic;
  if (!ACCEPTED_TYPES.includes(file.type)) return IDENTITY_MESSAGES.imageType;
  if (file.size > IDENTITY_IMAGE_MAX_BYTES) return IDENTITY_MESSAGES.imageTooLarge;
  return null;
}
