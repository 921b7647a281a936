import { SIGNATURE_MAX_BYTES, SIGNATURE_MESSAGES } from '@liner/domain';
import { AppError, fieldError } from '../../platform/errors.js';

const PREFIX = 'data:image/jpeg;base64,';
/** A signature pad is a few hundred pixels across; anything far larger is not a drawn name. */
const MAX_SIDE = 4000;
/** Below this spread of grey levels the image is one flat colour: nothing was drawn. */
const MIN_STDEV = 2;

/**
 * The drawn signature, decoded and checked by its content: a real JPEG (sharp reads it), within
 * the size limits, and not blank. The contract already checked the data URL's form.
 */
export async function decodeSignature(dataUrl: string): Promise<Buffer> {
  const bytes = Buffer.from(dataUrl.slice(PREFIX.length), 'base64');
  if (bytes.length === 0) throw fieldError('signature', SIGNATURE_MESSAGES.required);
  if (bytes.length > SIGNATURE_MAX_BYTES) throw fieldError('signature', SIGNATURE_MESSAGES.tooLarge);
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff)
    throw fieldError('signature', SIGNATURE_MESSAGES.notJpeg);
  const { default: sharp } = await import('sharp');
  try {
    const image = sharp(bytes, { failOn: 'error' });
    const meta = await image.metadata();
    if (meta.format !== 'jpeg' || !meta.width || !meta.height)
      throw fieldError('signature', SIGNATURE_MESSAGES.notJpeg);
    if (meta.width > MAX_SIDE || meta.height > MAX_SIDE) throw fieldError('signature', SIGNATURE_MESSAGES.tooLarge);
    const stats = await image.clone().greyscale().stats();
    if ((stats.channels[0]?.stdev ?? 0) < MIN_STDEV) throw fieldError('signature', SIGNATURE_MESSAGES.required);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw fieldError('signature', SIGNATURE_MESSAGES.notJpeg);
  }
  return bytes;
}
