import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import {
  IDENTITY_IMAGE_MAX_BYTES,
  IDENTITY_IMAGE_SIDES,
  IDENTITY_MESSAGES,
  type IdentityImageSide,
} from '@liner/domain';
import { fieldError } from '../../platform/errors.js';

export interface IdentityUpload {
  fields: Record<string, string>;
  images: Partial<Record<IdentityImageSide, Buffer>>;
}

/** Room for the boundaries and the text field around three photos. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
export const IDENTITY_UPLOAD_MAX_BYTES =
  IDENTITY_IMAGE_SIDES.length * IDENTITY_IMAGE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES;

const isSide = (name: string): name is IdentityImageSide => (IDENTITY_IMAGE_SIDES as readonly string[]).includes(name);

/** Reads a photo, refusing it as soon as it passes the limit (the rest is not read). */
async function readLimited(side: IdentityImageSide, stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > IDENTITY_IMAGE_MAX_BYTES) throw fieldError(side, IDENTITY_MESSAGES.imageTooLarge);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * The parts of POST support/verification/submit, in any order: the checkId field and the front,
 * back and selfie photos. Photos are small enough to hold in memory; a body whose declared
 * length already passes three of them is refused before it is read.
 */
export async function readIdentityUpload(request: FastifyRequest): Promise<IdentityUpload> {
  if (Number(request.headers['content-length'] ?? 0) > IDENTITY_UPLOAD_MAX_BYTES)
    throw fieldError('front', IDENTITY_MESSAGES.imageTooLarge);
  const upload: IdentityUpload = { fields: {}, images: {} };
  if (!request.isMultipart()) return upload;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (!isSide(part.fieldname) || upload.images[part.fieldname]) {
        part.file.resume();
        continue;
      }
      upload.images[part.fieldname] = await readLimited(part.fieldname, part.file);
    } else if (typeof part.value === 'string') upload.fields[part.fieldname] = part.value;
  }
  return upload;
}
